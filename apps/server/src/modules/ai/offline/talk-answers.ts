import { TZDate } from '@date-fns/tz';
import { AI_EXAMPLE_CHIPS, AI_TALK_MESSAGES, aiTalkMessage } from '@worksphere/contracts';
import type { TalkCommand } from './talk.js';

/*
 * The offline assistant's answers to the conversational phrases (talk.ts), carried out through
 * the same tools a model would call.
 */

export type Reply = { text: string; suggestions?: string[] };
export type ToolCall = (tool: string, args: unknown) => Promise<Record<string, unknown>>;
export type TalkHelpers = {
  call: ToolCall;
  /** An instant in the user's format. */
  when: (at: string | Date) => string;
  now: Date;
  timeZone: string;
  /** Amounts in minor units as money of the currency. */
  money: (minor: number, currency: string) => string;
};

type FoundEvent = {
  id: string;
  title: string;
  start: string;
  allDay: boolean;
  accountId: string;
};
type FoundTask = { id: string; title: string; dueDate: string | null };

const chips = (): string[] => [...AI_EXAMPLE_CHIPS];
/** How far back and ahead "move" and "cancel" look for the event named. */
const LOOK_BACK_MS = 24 * 3_600_000;
const LOOK_AHEAD_MS = 90 * 24 * 3_600_000;

/** The day of one instant with the time of day of another, in the user's zone. */
function dayWithTime(day: Date | string, time: Date, timeZone: string): Date {
  const d = new TZDate(new Date(day).getTime(), timeZone);
  const t = new TZDate(time.getTime(), timeZone);
  const at = new TZDate(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    t.getHours(),
    t.getMinutes(),
    0,
    timeZone,
  );
  return new Date(at.getTime());
}

async function eventsNamed(query: string, { call, now }: TalkHelpers): Promise<FoundEvent[]> {
  const { events } = (await call('find_calendar_events', {
    from: new Date(now.getTime() - LOOK_BACK_MS).toISOString(),
    to: new Date(now.getTime() + LOOK_AHEAD_MS).toISOString(),
  })) as { events: FoundEvent[] };
  const wanted = query.toLowerCase();
  const named = events
    .filter((event) => event.title.toLowerCase().includes(wanted))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const exact = named.filter((event) => event.title.toLowerCase() === wanted);
  // The same title again (a repeating event): its first occurrence in the window only.
  const seen = new Set<string>();
  return (exact.length ? exact : named).filter((event) => {
    const key = event.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function tasksNamed(query: string, { call }: TalkHelpers): Promise<FoundTask[]> {
  const { tasks } = (await call('find_tasks', { query, completed: false })) as {
    tasks: FoundTask[];
  };
  const exact = tasks.filter((task) => task.title.toLowerCase() === query.toLowerCase());
  return exact.length === 1 ? exact : tasks;
}

function several(query: string, titles: string[]): Reply {
  return {
    text: `${aiTalkMessage(AI_TALK_MESSAGES.severalMatch, { query })}\n${titles.map((title) => `- ${title}`).join('\n')}`,
  };
}

async function move(command: Extract<TalkCommand, { kind: 'move' }>, helpers: TalkHelpers) {
  const { call, when, timeZone } = helpers;
  const events = (await eventsNamed(command.query, helpers)).filter((event) => !event.allDay);
  if (events.length > 1)
    return several(
      command.query,
      events.map((event) => event.title),
    );
  const event = events[0];
  if (event) {
    let start = command.to;
    if (!command.hasDay) start = dayWithTime(event.start, command.to, timeZone);
    else if (!command.hasTime) start = dayWithTime(command.to, new Date(event.start), timeZone);
    const { event: moved } = (await call('move_calendar_event', {
      eventId: event.id,
      accountId: event.accountId,
      start: event.start,
      newStart: start.toISOString(),
    })) as { event: { title: string; start: string } };
    return {
      text: aiTalkMessage(AI_TALK_MESSAGES.moved, { title: moved.title, when: when(moved.start) }),
    };
  }
  const tasks = await tasksNamed(command.query, helpers);
  if (tasks.length > 1)
    return several(
      command.query,
      tasks.map((task) => task.title),
    );
  const task = tasks[0];
  if (!task)
    return { text: aiTalkMessage(AI_TALK_MESSAGES.nothingToMove, { query: command.query }) };
  let due = command.to;
  if (!command.hasDay && task.dueDate) due = dayWithTime(task.dueDate, command.to, timeZone);
  await call('update_task', { taskId: task.id, dueDate: due.toISOString() });
  return { text: aiTalkMessage(AI_TALK_MESSAGES.moved, { title: task.title, when: when(due) }) };
}

async function cancel(query: string, helpers: TalkHelpers): Promise<Reply> {
  const events = await eventsNamed(query, helpers);
  if (events.length > 1)
    return several(
      query,
      events.map((event) => event.title),
    );
  const event = events[0];
  if (!event) return { text: aiTalkMessage(AI_TALK_MESSAGES.nothingToMove, { query }) };
  // A cancellation is a confirmation card: the tool waits for the user's press.
  const result = await helpers.call('cancel_calendar_event', {
    eventId: event.id,
    accountId: event.accountId,
    start: event.start,
    title: event.title,
  });
  const when = event.allDay
    ? helpers.when(event.start).replace(/,[^,]*$/, '')
    : helpers.when(event.start);
  if ('cancelled' in result) {
    return { text: aiTalkMessage(AI_TALK_MESSAGES.cancelled, { title: event.title, when }) };
  }
  return { text: aiTalkMessage(AI_TALK_MESSAGES.cancelConfirm, { title: event.title, when }) };
}

async function whoIs(name: string, { call }: TalkHelpers): Promise<Reply> {
  const { members, contacts } = (await call('find_people', { name })) as {
    members: Array<{ name: string; username: string; role: string; email: string }>;
    contacts: Array<{
      name: string;
      company: string;
      title: string;
      phones: string[];
      emails: string[];
    }>;
  };
  if (!members.length && !contacts.length) {
    return { text: aiTalkMessage(AI_TALK_MESSAGES.nobodyCalled, { name }) };
  }
  const parts: string[] = [];
  if (members.length) {
    parts.push(
      `${AI_TALK_MESSAGES.whoMembers}\n${members
        .map(
          (member) =>
            `- **${member.name}** (@${member.username}), ${member.role.toLowerCase()}, ${member.email}`,
        )
        .join('\n')}`,
    );
  }
  if (contacts.length) {
    parts.push(
      `${AI_TALK_MESSAGES.whoContacts}\n${contacts
        .map((contact) => {
          const role = [contact.title, contact.company].filter(Boolean).join(', ');
          const reach = [...contact.phones, ...contact.emails].join(', ');
          return `- **${contact.name}**${role ? `, ${role}` : ''}${reach ? ` (${reach})` : ''}`;
        })
        .join('\n')}`,
    );
  }
  return { text: parts.join('\n\n') };
}

async function chatNews({ call }: TalkHelpers): Promise<Reply> {
  const { total, threads } = (await call('unread_chat', {})) as {
    total: number;
    threads: Array<{ room: string; title: string; unread: number; mentions: number }>;
  };
  if (total === 0) return { text: AI_TALK_MESSAGES.chatNothingNew };
  const lines = threads.map((thread) => {
    const mentions = thread.mentions ? `, ${thread.mentions} mentioning you` : '';
    return `- **${thread.room}** / ${thread.title}: ${thread.unread} unread${mentions}`;
  });
  return {
    text: `${aiTalkMessage(AI_TALK_MESSAGES.chatNew, { count: String(total) })}\n${lines.join('\n')}`,
  };
}

async function sales({ call, money }: TalkHelpers): Promise<Reply> {
  const report = (await call('sales_today', {})) as {
    day: string;
    currency: string;
    orders: number;
    netSales: number;
    refunds: number;
    tips: number;
    topProducts: Array<{ name: string; quantity: number; total: number }>;
  };
  const cash = (minor: number) => money(minor, report.currency);
  const head = aiTalkMessage(AI_TALK_MESSAGES.salesToday, {
    day: report.day,
    orders: String(report.orders),
    net: cash(report.netSales),
  });
  const extras = [
    report.refunds ? `${cash(report.refunds)} refunded` : '',
    report.tips ? `${cash(report.tips)} in tips` : '',
  ].filter(Boolean);
  const top = report.topProducts.length
    ? `\nBest sellers: ${report.topProducts.map((product) => `${product.name} (${product.quantity})`).join(', ')}.`
    : '';
  return { text: `${head}${extras.length ? `, ${extras.join(', ')}` : ''}.${top}` };
}

/** The answer to one conversational command. */
export async function answerTalk(command: TalkCommand, helpers: TalkHelpers): Promise<Reply> {
  switch (command.kind) {
    case 'greeting':
      return {
        text: aiTalkMessage(AI_TALK_MESSAGES.greeting, { salutation: command.salutation }),
        suggestions: chips(),
      };
    case 'capabilities':
      return { text: AI_TALK_MESSAGES.capabilities, suggestions: chips() };
    case 'remind': {
      if (!command.at || !command.title) return { text: AI_TALK_MESSAGES.remindNoTime };
      if (command.at.getTime() <= helpers.now.getTime()) {
        return { text: AI_TALK_MESSAGES.remindInPast };
      }
      const { task } = (await helpers.call('set_reminder', {
        title: command.title,
        at: command.at.toISOString(),
      })) as { task: { title: string } };
      return {
        text: aiTalkMessage(AI_TALK_MESSAGES.reminderSet, {
          title: task.title,
          when: helpers.when(command.at),
        }),
      };
    }
    case 'move':
      return move(command, helpers);
    case 'cancel':
      return cancel(command.query, helpers);
    case 'whoIs':
      return whoIs(command.name, helpers);
    case 'chatNews':
      return chatNews(helpers);
    case 'sales':
      return sales(helpers);
  }
}
