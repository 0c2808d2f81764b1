import type { OrderItem } from './grammar.js';

/*
 * The words of an offline order matched to the catalogue: "2 large lattes with oat milk and
 * an extra shot" -> the Latte, its choices Large, Oat milk and Extra shot. A choice's whole
 * name is matched before single words, so "oat milk" is never read as "Whole milk".
 */

export type Product = {
  id: string;
  name: string;
  price: number;
  available: boolean;
  optionGroups: Array<{ name: string; choices: Array<{ id: string; name: string }> }>;
};

export type MatchedLine = { product: Product; quantity: number; choiceIds: string[] };
export type OrderMatch =
  | { ok: true; lines: MatchedLine[] }
  | { ok: false; missingProduct: string }
  | { ok: false; missingOption: string; product: string };

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
const has = (list: string[], word: string) => list.some((other) => sameWord(other, word));
const FILLER = ['of', 'with', 'the', 'please', 'a', 'an', 'some', 'extra'];

/** The choices named by these words; what no choice names is returned as unknown. */
function matchChoices(words: string[], product: Product) {
  const choices = product.optionGroups
    .flatMap((group) => group.choices)
    .map((choice) => ({ choice, words: wordsOf(choice.name) }))
    .filter((entry) => entry.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  let remaining = [...words];
  const choiceIds: string[] = [];
  for (const entry of choices) {
    if (!entry.words.every((word) => has(remaining, word))) continue;
    if (!choiceIds.includes(entry.choice.id)) choiceIds.push(entry.choice.id);
    remaining = remaining.filter((word) => !has(entry.words, word));
  }
  const unknown: string[] = [];
  for (const word of remaining) {
    if (FILLER.includes(word)) continue;
    const near = choices.filter((entry) => has(entry.words, word));
    if (near.length === 1) {
      if (!choiceIds.includes(near[0]!.choice.id)) choiceIds.push(near[0]!.choice.id);
    } else unknown.push(word);
  }
  return { choiceIds, unknown };
}

/** The product whose name's words all appear (the longest such name), or null. */
function matchProduct(words: string[], products: Product[]) {
  const candidates = products
    .map((product) => ({ product, name: wordsOf(product.name) }))
    .filter(({ name }) => name.length > 0 && name.every((word) => has(words, word)))
    .sort((a, b) => b.name.length - a.name.length);
  return candidates[0] ?? null;
}

export function matchOrder(items: OrderItem[], products: Product[]): OrderMatch {
  const lines: MatchedLine[] = [];
  for (const item of items) {
    const words = wordsOf(item.words);
    const found = matchProduct(words, products);
    if (!found) {
      // "... and an extra shot": more options of the line before, not a product of its own.
      const previous = lines.at(-1);
      const more = previous ? matchChoices(words, previous.product) : null;
      if (previous && more && more.choiceIds.length > 0 && more.unknown.length === 0) {
        for (const id of more.choiceIds) {
          if (!previous.choiceIds.includes(id)) previous.choiceIds.push(id);
        }
        continue;
      }
      return { ok: false, missingProduct: item.words };
    }
    const rest = words.filter((word) => !has(found.name, word));
    const { choiceIds, unknown } = matchChoices(rest, found.product);
    if (unknown.length) {
      return { ok: false, missingOption: unknown.join(' '), product: found.product.name };
    }
    lines.push({ product: found.product, quantity: item.quantity, choiceIds });
  }
  return { ok: true, lines };
}
