import type { AiNavigatePath } from '@worksphere/contracts';
import { findDate, findRange, type Clock, type DateRange } from './dates.js';
import { parseTalk, type TalkCommand } from './talk.js';
import { correctTypos } from './typos.js';

/*
 * The offline assistant's command grammar (AI_OFFLINE_COMMANDS in the contracts documents it
 * for users). parseCommand is pure: text and clock in, one command out; the offline provider
 * then carries it out through the same tools a model would call.
 */

export type OrderItem = { quantity: number; words: string };

export type Command =
  | { kind: 'help' }
  | { kind: 'createTask'; title: string; due: Date | null; assignees: string[] }
  | { kind: 'createNote'; title: string; content: string }
  | { kind: 'myTasks'; range: DateRange | null }
  | { kind: 'findTasks'; query: string }
  | { kind: 'findNotes'; query: string }
  | { kind: 'completeTask'; query: string }
  | { kind: 'calendar'; range: DateRange }
  | { kind: 'schedule'; title: string; start: Date; end: Date }
  | { kind: 'searchChat'; query: string }
  | { kind: 'order'; items: OrderItem[] }
  | { kind: 'navigate'; path: AiNavigatePath }
  /** Sent only when the user said so ("…, send it"); otherwise the draft is shown. */
  | { kind: 'text'; to: string; message: string; send: boolean }
  | TalkCommand
  | { kind: 'unknown' };

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const SCREENS: Record<string, AiNavigatePath> = {
  dashboard: '/dash',
  dash: '/dash',
  home: '/dash',
  tasks: '/tasks',
  notes: '/notes',
  calendar: '/calendar',
  projects: '/projects',
  documents: '/documents',
  files: '/documents',
  settings: '/settings',
  chat: '/chat',
  pos: '/pos/create-order-pos',
  'point of sale': '/pos/create-order-pos',
  till: '/pos/create-order-pos',
};

const NOTE_TITLE_MAX = 80;

/** Split "a, b and c" into its parts. */
function listOf(text: string): string[] {
  return text
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseCreateTask(rest: string, clock: Clock): Command {
  let text = rest.trim();
  let assignees: string[] = [];
  let due: Date | null = null;
  // "for sam" / "for sam and alex" at the end (or just before "due ...").
  const forMatch = /\s+for\s+(@?[\w.'-]+(?:\s*(?:,|and|&)\s*@?[\w.'-]+)*)\s*(?=$|\s+due\s)/i.exec(
    text,
  );
  if (forMatch) {
    assignees = listOf(forMatch[1]!);
    text = (text.slice(0, forMatch.index) + text.slice(forMatch.index + forMatch[0].length)).trim();
  }
  const dueMatch = /\s+(?:due|by)\s+(.+)$/i.exec(text);
  if (dueMatch) {
    const found = findDate(dueMatch[1]!, clock);
    if (found) {
      due = found.at;
      text = text.slice(0, dueMatch.index).trim();
    }
  }
  const title = text
    .replace(/^(?:called|named|to)\s+/i, '')
    .replace(/^["']|["']$/g, '')
    .trim();
  if (!title) return { kind: 'help' };
  return { kind: 'createTask', title, due, assignees };
}

function parseNote(text: string): Command {
  const content = text.trim();
  if (!content) return { kind: 'help' };
  const firstLine = content.split(/\n/)[0]!.trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(firstLine)?.[1] ?? firstLine;
  const title =
    sentence.length > NOTE_TITLE_MAX ? `${sentence.slice(0, NOTE_TITLE_MAX - 1)}…` : sentence;
  return { kind: 'createNote', title, content };
}

function parseSchedule(rest: string, clock: Clock): Command {
  let text = rest.trim();
  let minutes = 60;
  const length =
    /\s+for\s+(\d+(?:\.\d+)?|an?|one|two|half an)\s*(minutes?|mins?|hours?|hrs?|h)\b/i.exec(text);
  if (length) {
    const amount = /half/i.test(length[1]!)
      ? 0.5
      : (NUMBER_WORDS[length[1]!.toLowerCase()] ?? Number(length[1]));
    minutes = /^h/i.test(length[2]!) ? amount * 60 : amount;
    text = (text.slice(0, length.index) + text.slice(length.index + length[0].length)).trim();
  }
  const found = findDate(text, clock, 9);
  if (!found) return { kind: 'unknown' };
  const title = (text.slice(0, found.index) + text.slice(found.index + found.text.length))
    .replace(/\s+(?:on|at)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const start = found.at;
  return {
    kind: 'schedule',
    title: title || 'Event',
    start,
    end: new Date(start.getTime() + Math.max(5, minutes) * 60_000),
  };
}

function parseOrder(rest: string): Command {
  const items: OrderItem[] = [];
  for (const part of listOf(rest)) {
    const match = /^(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*x?\s+(.+)$/i.exec(
      part,
    );
    const quantity = match ? (NUMBER_WORDS[match[1]!.toLowerCase()] ?? Number(match[1])) : 1;
    const words = (match ? match[2]! : part).trim();
    if (words) items.push({ quantity, words });
  }
  return items.length ? { kind: 'order', items } : { kind: 'help' };
}

/**
 * Read one message as a command of the grammar; anything else is `unknown`. A message that is
 * not a command is read once more with typos of command words corrected (typos.ts).
 */
export function parseCommand(input: string, clock: Clock): Command {
  const command = parseExact(input, clock);
  if (command.kind !== 'unknown') return command;
  const corrected = correctTypos(input);
  return corrected === input ? command : parseExact(corrected, clock);
}

/** "add <something>" that is not a task, note, event or order of its own pattern. */
function parseAdd(rest: string, clock: Clock): Command {
  const toCalendar = /\s+(?:to|in|on)\s+(?:my|the)\s+(?:calendar|agenda|diary)\b/i;
  const toTasks = /\s+(?:to|on)\s+(?:my|the)\s+(?:tasks?|to-?do(?:\s+list)?|list)\b/i;
  if (toCalendar.test(rest)) return parseSchedule(rest.replace(toCalendar, ''), clock);
  if (toTasks.test(rest)) return parseCreateTask(rest.replace(toTasks, ''), clock);
  // A time makes it an event ("add dentist friday 3pm"), else it is something to do.
  const found = findDate(rest, clock);
  return found?.hasTime ? parseSchedule(rest, clock) : parseCreateTask(rest, clock);
}

function parseExact(input: string, clock: Clock): Command {
  const text = input.trim().replace(/[.!]+$/, '');
  const lower = text.toLowerCase();
  let match: RegExpExecArray | null;

  if (/^(help|\?|commands)$/i.test(lower)) return { kind: 'help' };
  const talk = parseTalk(text, clock);
  if (talk) return talk;

  if (
    (match =
      /^(?:please\s+)?(?:create|add|new|make)\s+(?:a\s+|an\s+|new\s+)*task\b\s*:?\s*(.*)$/is.exec(
        text,
      ))
  ) {
    return parseCreateTask(match[1]!, clock);
  }
  if ((match = /^(?:task)\s*:\s*(.+)$/is.exec(text))) return parseCreateTask(match[1]!, clock);

  if (
    (match = /^(?:note\s*:|(?:create|add|new|make|write)\s+(?:a\s+)?note\b\s*:?)\s*(.*)$/is.exec(
      input.trim(),
    ))
  ) {
    return parseNote(match[1]!);
  }

  if (
    (match = /^(?:show\s+|list\s+|what are\s+)?(?:all\s+)?my\s+(?:open\s+)?tasks\b(.*)$/i.exec(
      text,
    ))
  ) {
    const phrase = match[1]!.replace(/^\s*(?:due|for)\s+/i, '').trim();
    return { kind: 'myTasks', range: phrase ? findRange(phrase, clock) : null };
  }

  if (
    (match =
      /^(?:find|search(?:\s+for)?|look\s+for)\s+(tasks?|notes?)\s+(?:about\s+|for\s+|with\s+)?(.+)$/i.exec(
        text,
      ))
  ) {
    const query = match[2]!.trim();
    return /^task/i.test(match[1]!) ? { kind: 'findTasks', query } : { kind: 'findNotes', query };
  }

  if (
    (match = /^(?:complete|finish|close)\s+(?:the\s+)?(?:task\s+)?(.+?)$/i.exec(text)) ||
    (match = /^mark\s+(?:the\s+)?(?:task\s+)?(.+?)\s+(?:as\s+)?(?:done|complete|completed)$/i.exec(
      text,
    ))
  ) {
    return { kind: 'completeTask', query: match[1]!.replace(/^["']|["']$/g, '').trim() };
  }

  if (
    (match =
      /^(?:what(?:'s|\s+is)\s+on\s+my\s+(?:calendar|agenda|schedule)|what\s+do\s+i\s+have|(?:show\s+)?my\s+(?:calendar|agenda|schedule|events|meetings))\b(.*?)\??$/i.exec(
        text,
      ))
  ) {
    const phrase = match[1]!.replace(/^\s*(?:for|on)\s+/i, '').trim();
    const range = findRange(phrase, clock);
    return range ? { kind: 'calendar', range } : { kind: 'unknown' };
  }

  if (
    (match = /^(?:schedule|book|(?:add|create)\s+(?:an?\s+)?(?:event|meeting))\s*:?\s+(.+)$/i.exec(
      text,
    ))
  ) {
    return parseSchedule(match[1]!, clock);
  }

  if ((match = /^search\s+(?:the\s+)?chats?\s+(?:for\s+)?(.+)$/i.exec(text))) {
    return { kind: 'searchChat', query: match[1]!.trim() };
  }

  if ((match = /^(?:order|add\s+to\s+(?:the\s+)?order|ring\s+up)\s*:?\s+(.+)$/i.exec(text))) {
    return parseOrder(match[1]!);
  }

  if ((match = /^(?:please\s+)?add\s+(.+)$/is.exec(text))) return parseAdd(match[1]!, clock);

  if (
    (match =
      /^(?:go\s+to|open|show\s+me|take\s+me\s+to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:page|screen))?$/i.exec(
        text,
      ))
  ) {
    const path = SCREENS[match[1]!.toLowerCase()];
    if (path) return { kind: 'navigate', path };
  }

  if (
    (match =
      /^(?:text|sms|send\s+(?:an?\s+)?(?:text|sms)(?:\s+to)?)\s+(\+?\d[\d\s().-]*\d)\s*:?\s+(\D.*)$/is.exec(
        text,
      ))
  ) {
    // "…, send it" / "… - send now" is the user's confirmation; without it nothing is sent.
    const confirmation = /[\s,;:-]+(?:and\s+)?send\s+(?:it|now|it\s+now)$/i.exec(match[2]!);
    const message = confirmation ? match[2]!.slice(0, confirmation.index) : match[2]!;
    return {
      kind: 'text',
      to: match[1]!.replace(/\s+/g, ' ').trim(),
      message: message.trim(),
      send: confirmation !== null,
    };
  }

  return { kind: 'unknown' };
}
