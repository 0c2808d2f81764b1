import {
  AI_MESSAGES,
  AI_OFFLINE_HELP,
  aiMessage,
  type AiNavigatePath,
} from '@worksphere/contracts';
import { formatInstant } from '../format-instant.js';
import type { Command, OrderItem } from '../offline/grammar.js';
import type { AgentAnswer, AgentRun, AiProvider } from './provider.js';

type Product = {
  id: string;
  name: string;
  price: number;
  available: boolean;
  optionGroups: Array<{ name: string; choices: Array<{ id: string; name: string }> }>;
};

/** The same word, allowing a plural on either side ("lattes", "sandwiches", "berries"). */
function sameWord(a: string, b: string): boolean {
  const plural = (word: string, of: string) =>
    word === `${of}s` ||
    word === `${of}es` ||
    (of.endsWith('y') && word === `${of.slice(0, -1)}ies`);
  return a === b || plural(a, b) || plural(b, a);
}
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const FILLER = ['of', 'with', 'the', 'please'];

/** "2 large lattes" → the product whose name's words all appear, and the choices named. */
function matchItem(item: OrderItem, products: Product[]) {
  const words = wordsOf(item.words);
  const has = (list: string[], word: string) => list.some((other) => sameWord(other, word));
  const candidates = products
    .map((product) => ({ product, name: wordsOf(product.name) }))
    .filter(({ name }) => name.length > 0 && name.every((word) => has(words, word)))
    .sort((a, b) => b.name.length - a.name.length);
  const best = candidates[0];
  if (!best) return null;
  const rest = words.filter((word) => !has(best.name, word));
  const choiceIds: string[] = [];
  const unknown: string[] = [];
  for (const word of rest) {
    const choice = best.product.optionGroups
      .flatMap((group) => group.choices)
      .find((candidate) => has(wordsOf(candidate.name), word));
    if (choice) {
      if (!choiceIds.includes(choice.id)) choiceIds.push(choice.id);
    } else if (!FILLER.includes(word)) unknown.push(word);
  }
  return { product: best.product, choiceIds, unknown };
}

/**
 * The built-in assistant: no model, the documented command grammar. It runs the same tools a
 * model would (so the same validation and permission checks), and says what it can do when a
 * message is not a command.
 */
export function createOfflineProvider(): AiProvider {
  async function call(run: AgentRun, tool: string, args: unknown) {
    run.onUpdate(aiMessage(AI_MESSAGES.usingTool, { tool }));
    const result = await run.tools.execute(run.context, tool, args);
    if (!result.ok) throw new CommandRefused(result.error);
    return result.result as Record<string, unknown>;
  }

  async function carryOut(command: Command, run: AgentRun): Promise<string> {
    const { timeZone } = run.context;
    const when = (at: string | null | undefined) => (at ? formatInstant(at, timeZone) : 'no date');
    switch (command.kind) {
      case 'help':
        return AI_OFFLINE_HELP;
      case 'unknown':
        return `${AI_MESSAGES.offlineNotUnderstood}\n\n${AI_OFFLINE_HELP}`;
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
        const lines = [];
        for (const item of command.items) {
          const found = matchItem(item, products);
          if (!found) return `I could not find "${item.words}" in the catalogue.`;
          if (found.unknown.length) {
            return `I could not find the option "${found.unknown.join(' ')}" for ${found.product.name}.`;
          }
          lines.push({
            productId: found.product.id,
            quantity: item.quantity,
            choiceIds: found.choiceIds,
          });
        }
        const draft = (await call(run, 'draft_pos_order', { lines })) as {
          lines: Array<{
            name: string;
            quantity: number;
            unitPrice: number;
            options: Array<{ choiceName: string }>;
          }>;
          total: number;
        };
        const money = (minor: number) =>
          new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
        return `Drafted an order for the point of sale (review and place it there):\n${draft.lines
          .map(
            (line) =>
              `- ${line.quantity} × ${line.name}${line.options.length ? ` (${line.options.map((o) => o.choiceName).join(', ')})` : ''}: ${money(line.unitPrice * line.quantity)}`,
          )
          .join('\n')}\n\nTotal: ${money(draft.total)}`;
      }
      case 'navigate': {
        const path: AiNavigatePath = command.path;
        await call(run, 'navigate', { path });
        return `Opening ${path}.`;
      }
      case 'text': {
        if (!run.tools.has('send_sms')) return AI_MESSAGES.smsUnavailable;
        // Without the user's "send it" only the draft is shown: nothing leaves unconfirmed.
        if (!command.send) {
          return aiMessage(AI_MESSAGES.smsDraft, { to: command.to, text: command.message });
        }
        await call(run, 'send_sms', { to: command.to, text: command.message, confirmed: true });
        return `Sent "${command.message}" to ${command.to}.`;
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
      try {
        return {
          chatMessage: await carryOut(command, run),
          reasoning: `Offline command: ${command.kind}`,
        };
      } catch (error) {
        // A refused tool call (permission, not found, invalid) is an answer, not a failure.
        if (error instanceof CommandRefused) {
          return {
            chatMessage: `I could not do that: ${error.message}`,
            reasoning: `Offline command: ${command.kind}`,
          };
        }
        throw error;
      }
    },
  };
}

class CommandRefused extends Error {}
