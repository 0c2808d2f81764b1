/*
 * Typos in the words that make a command ("remnid me", "shcedule", "calender"): a word one
 * edit away (Damerau-Levenshtein: one letter added, removed, changed, or two neighbours
 * swapped) from exactly one command word is read as that word. Only words of four letters or
 * more are corrected, so short words ("to", "at", "me") are never turned into others.
 */

const COMMAND_WORDS = [
  'remind',
  'schedule',
  'reschedule',
  'book',
  'move',
  'cancel',
  'create',
  'order',
  'complete',
  'finish',
  'search',
  'find',
  'note',
  'task',
  'tasks',
  'calendar',
  'agenda',
  'help',
  'hello',
  'morning',
  'afternoon',
  'evening',
  'text',
  'what',
  "what's",
  'whats',
  'sales',
  'chat',
  'today',
  'tomorrow',
  'show',
  'open',
];

const WORDS = new Set(COMMAND_WORDS);
const MIN_LENGTH = 4;

/** Optimal string alignment distance, stopped early once it exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // changed
    restA.slice(1) === restB || // removed from b
    restA === restB.slice(1) || // added to b
    (restA.length >= 2 &&
      restA[0] === restB[1] &&
      restA[1] === restB[0] &&
      restA.slice(2) === restB.slice(2)) // swapped
  );
}

/** The command word this word is a typo of, or null (unknown, exact, or ambiguous). */
export function correctWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < MIN_LENGTH || WORDS.has(lower)) return null;
  const near = COMMAND_WORDS.filter((candidate) => withinOneEdit(lower, candidate));
  return near.length === 1 ? near[0]! : null;
}

/** The text with each word that is a typo of a command word replaced by it. */
export function correctTypos(text: string): string {
  return text.replace(/[\p{L}']+/gu, (word) => correctWord(word) ?? word);
}
