import {
  AI_ACTION_MESSAGES,
  AI_EXAMPLE_CHIPS,
  AI_MESSAGES,
  AI_OFFLINE_HELP,
  AI_TALK_MESSAGES,
  aiProgressLine,
  type AiNavigatePath,
} from '@worksphere/contracts';
import { formatInstant } from '../format-instant.js';
import type { Command } from '../offline/grammar.js';
import { matchOrder, type Product } from '../offline/order-match.js';
import { answerTalk, type Reply } from '../offline/talk-answers.js';
import type { AgentAnswer, AgentRun, AiProvider } from './provider.js';

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

/**
 * The built-in assistant: no model, the documented command grammar. It runs the same tools a
 * model would (so the same validation and permission checks), and says what it can do when a
 * message is not a command.
 */
export function createOfflineProvider(): AiProvider {
  async function call(run: AgentRun, tool: string, args: unknown) {
    run.onUpdate(aiProgressLine(tool));
    const result = await run.tools.execute(run.context, tool, args);
    if (!result.ok) throw new CommandRefused(result.error);
    return result.result as Record<string, unknown>;
  }

  async function carryOut(command: Command, run: AgentRun): Promise<Reply> {
    const { timeZone, timeFormat } = run.context;
    const when = (at: string | Date | null | undefined) =>
      at ? formatInstant(at, { timeZone, timeFormat }) : 'no date';
    switch (command.kind) {
      case 'greeting':
      case 'capabilities':
      case 'remind':
      case 'move':
      case 'cancel':
      case 'whoIs':
      case 'chatNews':
      case 'sales':
        return answerTalk(command, {
          call: (tool, args) => call(run, tool, args),
          when,
          now: run.context.now,
          timeZone,
          money,
        });
      default:
        return { text: await carryOutCommand(command, run, when) };
    }
  }

  async function carryOutCommand(
    command: Exclude<Command, { kind: TalkKind }>,
    run: AgentRun,
    when: (at: string | Date | null | undefined) => string,
  ): Promise<string> {
    switch (command.kind) {
      case 'help':
        return AI_OFFLINE_HELP;
      case 'unknown':
        return AI_TALK_MESSAGES.notUnderstood;
      case 'createTask': {
        const { task } = (await call(run, 'create_task', {
          title: command.title,
          dueDate: command.due?.toISOString(),
          assignees: command.assignees,
        })) as { task: { title: string; dueDate: string | null; assignees: string[] } };
        const due = task.dueDate ? `, due ${when(task.dueDate)}` : '';
        const who = task.assignees.length ? `, assigned to ${task.assignees.join(', ')}` : '';
        return `Created the task **${task.title}**${due}${who}.`;
      }
      case 'createNote': {
        const { note } = (await call(run, 'create_note', {
          title: command.title,
          content: command.content,
        })) as { note: { title: string } };
        return `Saved the note **${note.title}**.`;
      }
      case 'myTasks':
      case 'findTasks': {
        const args =
          command.kind === 'myTasks'
            ? {
                assignedToMe: true,
                completed: false,
                dueFrom: command.range?.from.toISOString(),
                dueTo: command.range?.to.toISOString(),
              }
            : { query: command.query };
        const { tasks } = (await call(run, 'find_tasks', args)) as {
          tasks: Array<{ title: string; dueDate: string | null; isCompleted: boolean }>;
        };
        const label =
          command.kind === 'myTasks'
            ? `Your open tasks${command.range ? ` due ${command.range.label}` : ''}`
            : `Tasks matching "${command.query}"`;
        if (!tasks.length) return `${label}: none.`;
        return `${label}:\n${tasks.map((task) => `- ${task.title} (${when(task.dueDate)})${task.isCompleted ? ' ✓' : ''}`).join('\n')}`;
      }
      case 'findNotes': {
        const { notes } = (await call(run, 'find_notes', { query: command.query })) as {
          notes: Array<{ title: string; excerpt: string }>;
        };
        if (!notes.length) return `Notes matching "${command.query}": none.`;
        return `Notes matching "${command.query}":\n${notes.map((note) => `- **${note.title}** ${note.excerpt}`).join('\n')}`;
      }
      case 'completeTask': {
        const { tasks } = (await call(run, 'find_tasks', {
          query: command.query,
          completed: false,
        })) as { tasks: Array<{ id: string; title: string }> };
        const exact = tasks.filter(
          (task) => task.title.toLowerCase() === command.query.toLowerCase(),
        );
        const chosen = exact.length === 1 ? exact : tasks;
        if (chosen.length === 0) return `No open task matches "${command.query}".`;
        if (chosen.length > 1) {
          return `Several open tasks match "${command.query}"; say which one:\n${chosen.map((task) => `- ${task.title}`).join('\n')}`;
        }
        await call(run, 'update_task', { taskId: chosen[0]!.id, isCompleted: true });
        return `Marked **${chosen[0]!.title}** as done.`;
      }
      case 'calendar': {
        const { events } = (await call(run, 'find_calendar_events', {
          from: command.range.from.toISOString(),
          to: command.range.to.toISOString(),
        })) as { events: Array<{ title: string; start: string; allDay: boolean }> };
        if (!events.length) return `Nothing is on your calendar ${command.range.label}.`;
        return `On your calendar ${command.range.label}:\n${events
          .map((event) => `- ${event.allDay ? 'all day' : when(event.start)}: ${event.title}`)
          .join('\n')}`;
      }
      case 'schedule': {
        const { event } = (await call(run, 'create_calendar_event', {
          title: command.title,
          start: command.start.toISOString(),
          end: command.end.toISOString(),
        })) as { event: { title: string; start: string } };
        return `Added **${event.title}** to your calendar on ${when(event.start)}.`;
      }
      case 'searchChat': {
        const { messages } = (await call(run, 'search_chat', { query: command.query })) as {
          messages: Array<{ from: string | null; content: string }>;
        };
        if (!messages.length) return `No chat messages match "${command.query}".`;
        return `Chat messages matching "${command.query}":\n${messages.map((m) => `- ${m.from ?? 'someone'}: ${m.content}`).join('\n')}`;
      }
      case 'order': {
        const { products, currency } = (await call(run, 'find_products', {})) as {
          products: Product[];
          currency: string;
        };
        const matched = matchOrder(command.items, products);
        if (!matched.ok) {
          return 'missingProduct' in matched
            ? `I could not find "${matched.missingProduct}" in the catalogue.`
            : `I could not find the option "${matched.missingOption}" for ${matched.product}.`;
        }
        const lines = matched.lines.map((line) => ({
          productId: line.product.id,
          quantity: line.quantity,
          choiceIds: line.choiceIds,
        }));
        const draft = (await call(run, 'draft_pos_order', { lines })) as {
          lines: Array<{
            name: string;
            quantity: number;
            unitPrice: number;
            options: Array<{ choiceName: string }>;
          }>;
          total: number;
        };
        return `Drafted an order for the point of sale (review and place it there):\n${draft.lines
          .map(
            (line) =>
              `- ${line.quantity} × ${line.name}${line.options.length ? ` (${line.options.map((o) => o.choiceName).join(', ')})` : ''}: ${money(line.unitPrice * line.quantity, currency)}`,
          )
          .join('\n')}\n\nTotal: ${money(draft.total, currency)}`;
      }
      case 'navigate': {
        const path: AiNavigatePath = command.path;
        await call(run, 'navigate', { path });
        return `Opening ${path}.`;
      }
      case 'text': {
        if (!run.tools.has('send_sms')) return AI_MESSAGES.smsUnavailable;
        // Nothing is sent here: the tool makes a confirmation card the user presses.
        await call(run, 'send_sms', { to: command.to, text: command.message });
        return AI_ACTION_MESSAGES.awaitingForUser;
      }
    }
  }

  return {
    name: 'offline',
    write: null,
    async run(run): Promise<AgentAnswer> {
      const clock = { now: run.context.now, timeZone: run.context.timeZone };
      // The grammar and chrono-node load on the first offline message: chrono is a large
      // package whose non-Latin-1 regular expressions would make V8 keep the whole start-up
      // bundle's source as two-byte text (docs/PERFORMANCE.md, Memory).
      const { parseCommand } = await import('../offline/grammar.js');
      const command = parseCommand(run.message, clock);
      // No "Show Details" for the offline assistant: it has no reasoning to show.
      try {
        const reply = await carryOut(command, run);
        const suggestions =
          command.kind === 'unknown' ? [...AI_EXAMPLE_CHIPS] : (reply.suggestions ?? []);
        return {
          chatMessage: reply.text,
          reasoning: null,
          ...(suggestions.length ? { suggestions } : {}),
        };
      } catch (error) {
        // A refused tool call (permission, not found, invalid) is an answer, not a failure.
        if (error instanceof CommandRefused) {
          return { chatMessage: `I could not do that: ${error.message}`, reasoning: null };
        }
        throw error;
      }
    },
  };
}

class CommandRefused extends Error {}

type TalkKind =
  'greeting' | 'capabilities' | 'remind' | 'move' | 'cancel' | 'whoIs' | 'chatNews' | 'sales';
