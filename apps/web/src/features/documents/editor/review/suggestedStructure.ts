import type { JSONContent } from '@tiptap/core';
import { SUGGESTED_BLOCK, suggestedBlockOf, type SuggestionAttributes } from './reviewMarks';

/** A wrapper block as it was: its type and attributes (the review ones left out). */
export type Wrapper = { type: string; attrs: Record<string, unknown> };

/**
 * A block taken out of a list or a quote (SUGGESTED_BLOCK, kind lift): the wrappers it was in,
 * outer first (a list and its item, or a quote); whether it began an item (of the innermost
 * wrapper); whether the list or quote went on before and after the blocks taken out (it was
 * split around them, so reject and saved HTML join it back).
 */
export type LiftBefore = {
  wrap: Wrapper[];
  item: boolean;
  joinBefore: boolean;
  joinAfter: boolean;
};

/**
 * A list item indented (by > 0, Tab) or outdented (by < 0, Shift-Tab) by so many levels
 * (SUGGESTED_BLOCK, kind indent), with the list it was in (the one to put it back in).
 */
export type IndentBefore = { by: number; list: Wrapper };

/**
 * An item of a list switched to another type and joined to the list beside it (SUGGESTED_BLOCK,
 * kind relist): the list it was (type, attributes) and, when the list after it was joined too,
 * that one's (the merged list keeps the first one's).
 */
export type RelistBefore = { list: Wrapper; next?: Wrapper };

const LISTS = new Set(['bulletList', 'orderedList']);
export const isListType = (type: string | undefined) => LISTS.has(type ?? '');

function parse<T>(attrs: SuggestionAttributes): T | undefined {
  try {
    return JSON.parse(attrs.before ?? '') as T;
  } catch {
    return undefined;
  }
}

export function liftBeforeOf(attrs: SuggestionAttributes): LiftBefore | undefined {
  if (attrs.kind !== 'lift') return undefined;
  const before = parse<Partial<LiftBefore>>(attrs);
  return before && Array.isArray(before.wrap) && before.wrap.length
    ? {
        wrap: before.wrap,
        item: Boolean(before.item),
        joinBefore: Boolean(before.joinBefore),
        joinAfter: Boolean(before.joinAfter),
      }
    : undefined;
}

export function indentBeforeOf(attrs: SuggestionAttributes): IndentBefore | undefined {
  if (attrs.kind !== 'indent') return undefined;
  const before = parse<Partial<IndentBefore>>(attrs);
  return before && typeof before.by === 'number' && before.list && isListType(before.list.type)
    ? { by: before.by, list: before.list }
    : undefined;
}

export function relistBeforeOf(attrs: SuggestionAttributes): RelistBefore | undefined {
  if (attrs.kind !== 'relist') return undefined;
  const before = parse<Partial<RelistBefore>>(attrs);
  return before?.list && isListType(before.list.type)
    ? { list: before.list, ...(isListType(before.next?.type) ? { next: before.next } : {}) }
    : undefined;
}

const suggestionOf = (json: JSONContent) => suggestedBlockOf({ attrs: json.attrs ?? {} });

/** Is this block's suggestion to be undone here (every one, or only the one with this id)? */
const undoes = (attrs: SuggestionAttributes | undefined, id: string | undefined) =>
  Boolean(attrs && (id === undefined || attrs.id === id));

const withoutSuggestion = (json: JSONContent): JSONContent => ({
  ...json,
  attrs: { ...json.attrs, [SUGGESTED_BLOCK]: null },
});

/**
 * Blocks suggested out of a list or a quote (kind lift), put back: each run of them in a list
 * (their items as they were) or a quote, joined to the list or quote before and after them that
 * they were split from. Only the suggestion with this id, or every one.
 */
export function restoreLifts(children: JSONContent[], id?: string): JSONContent[] {
  const out: JSONContent[] = [];
  for (let index = 0; index < children.length;) {
    const child = children[index]!;
    const suggestion = suggestionOf(child);
    const lift = suggestion ? liftBeforeOf(suggestion) : undefined;
    if (!lift || !undoes(suggestion, id)) {
      out.push(child);
      index += 1;
      continue;
    }
    // The run of blocks of this suggestion, split into the items (innermost wrappers) they were.
    const groups: JSONContent[][] = [];
    let next = index;
    for (; next < children.length; next += 1) {
      const block = children[next]!;
      const attrs = suggestionOf(block);
      const before = attrs?.id === suggestion!.id ? liftBeforeOf(attrs) : undefined;
      if (!before) break;
      if (before.item || !groups.length) groups.push([]);
      groups.at(-1)!.push(withoutSuggestion(block));
    }
    const last = lift.wrap.length - 1;
    let built: JSONContent[] = groups.map((content) => ({ ...lift.wrap[last]!, content }));
    for (let depth = last - 1; depth >= 0; depth -= 1) {
      built = [{ ...lift.wrap[depth]!, content: built }];
    }
    let wrapper = built[0]!;
    const outer = lift.wrap[0]!.type;
    const previous = out.at(-1);
    if (lift.joinBefore && previous?.type === outer && built.length === 1) {
      wrapper = { ...previous, content: [...(previous.content ?? []), ...(wrapper.content ?? [])] };
      out.pop();
    }
    out.push(wrapper, ...built.slice(1));
    const following = children[next];
    if (lift.joinAfter && following?.type === outer && built.length === 1) {
      out[out.length - 1] = {
        ...wrapper,
        content: [...(wrapper.content ?? []), ...(following.content ?? [])],
      };
      next += 1;
    }
    index = next;
  }
  return out;
}

/** A list item flattened: its level, its own blocks (no nested list) and the list it is in. */
type Entry = { level: number; item: JSONContent; list: Wrapper };

/** A list's type and attributes, the review ones left out (as the editor's blockOf). */
function wrapperOf(json: JSONContent): Wrapper {
  const { [SUGGESTED_BLOCK]: _suggested, ...attrs } = json.attrs ?? {};
  return { type: json.type ?? '', attrs };
}

/** The items of a list in order with their levels; undefined when a list is not last in its item. */
function flatten(list: JSONContent, level: number, entries: Entry[]): boolean {
  for (const item of list.content ?? []) {
    const blocks = item.content ?? [];
    const own = blocks.filter((block) => !isListType(block.type));
    const nested = blocks.filter((block) => isListType(block.type));
    if (blocks.slice(own.length).some((block) => !isListType(block.type))) return false;
    entries.push({ level, item: { ...item, content: own }, list: wrapperOf(list) });
    for (const inner of nested) if (!flatten(inner, level + 1, entries)) return false;
  }
  return true;
}

const sameList = (a: Wrapper, b: Wrapper) =>
  a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/**
 * The items from entries[from] on at this level, as lists (deeper ones nested in them): one list
 * while they were in lists of one type and attributes, another where that changes.
 */
function build(entries: Entry[], from: number, level: number): [JSONContent[], number] {
  const lists: JSONContent[] = [];
  let current: Wrapper | undefined;
  let index = from;
  while (index < entries.length && entries[index]!.level === level) {
    const entry = entries[index]!;
    const item = { ...entry.item, content: [...(entry.item.content ?? [])] };
    index += 1;
    if (index < entries.length && entries[index]!.level === level + 1) {
      const [nested, next] = build(entries, index, level + 1);
      item.content.push(...nested);
      index = next;
    }
    if (!current || !sameList(current, entry.list)) {
      current = entry.list;
      lists.push({ type: current.type, attrs: current.attrs, content: [] });
    }
    lists.at(-1)!.content!.push(item);
  }
  return [lists, index];
}

/** Does this list hold an item suggested indented or outdented (this one, or any)? */
export function hasIndent(json: JSONContent, id?: string): boolean {
  return (json.content ?? []).some((child) => {
    const attrs = suggestionOf(child);
    return (attrs?.kind === 'indent' && undoes(attrs, id)) || hasIndent(child, id);
  });
}

/**
 * A list (the outermost one) with its items suggested indented or outdented put back at their
 * former levels, in the lists they were in (only the suggestion with this id, or every one).
 * Undefined when the levels no longer fit (the list changed since): then nothing is moved.
 */
export function restoreIndents(list: JSONContent, id?: string): JSONContent | undefined {
  const entries: Entry[] = [];
  if (!flatten(list, 0, entries) || !entries.length) return undefined;
  for (const entry of entries) {
    const attrs = suggestionOf(entry.item);
    const before = attrs && undoes(attrs, id) ? indentBeforeOf(attrs) : undefined;
    if (!before) continue;
    entry.level -= before.by;
    entry.list = before.list;
    entry.item = withoutSuggestion(entry.item);
  }
  if (entries[0]!.level !== 0) return undefined;
  for (let index = 1; index < entries.length; index += 1) {
    const { level } = entries[index]!;
    if (level < 0 || level > entries[index - 1]!.level + 1) return undefined;
  }
  // The outermost list stays as it is (its own suggestion, if any, with it).
  const top = { type: list.type ?? '', attrs: { ...list.attrs } };
  for (const entry of entries) if (entry.level === 0) entry.list = top;
  const [[rebuilt], end] = build(entries, 0, 0);
  return end === entries.length ? rebuilt : undefined;
}

/**
 * Lists holding items of a list suggested switched to another type and joined to the list beside
 * it (kind relist), split again: the items before them, them in their former list, the items
 * after them in the list they were (only the suggestion with this id, or every one).
 */
export function restoreRelists(children: JSONContent[], id?: string): JSONContent[] {
  return children.flatMap((child) => {
    const relisted = (item: JSONContent) => {
      const attrs = suggestionOf(item);
      const before = attrs && undoes(attrs, id) ? relistBeforeOf(attrs) : undefined;
      return before ? { id: attrs!.id, before } : undefined;
    };
    if (!isListType(child.type) || !child.content?.some(relisted)) return [child];
    const out: JSONContent[] = [];
    let wrapper: JSONContent = { ...child };
    let items: JSONContent[] = [];
    let group: { id: string; before: RelistBefore } | undefined;
    const flush = () => {
      if (!items.length) return;
      out.push(
        group
          ? { type: group.before.list.type, attrs: group.before.list.attrs, content: items }
          : { ...wrapper, content: items },
      );
      items = [];
    };
    for (const item of child.content) {
      const found = relisted(item);
      if (found?.id !== group?.id) {
        flush();
        // After the switched items: the list that was joined to them, if one was.
        if (group?.before.next) wrapper = { ...group.before.next };
        group = found;
      }
      items.push(found ? withoutSuggestion(item) : item);
    }
    flush();
    return out;
  });
}
