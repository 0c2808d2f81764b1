import type { JSONContent } from '@tiptap/core';
import { Fragment, type Mark, type MarkType, type Node } from '@tiptap/pm/model';
import {
  Plugin,
  PluginKey,
  Selection,
  TextSelection,
  type EditorState,
  type Transaction,
} from '@tiptap/pm/state';
import {
  AddMarkStep,
  liftTarget,
  Mapping,
  RemoveMarkStep,
  ReplaceAroundStep,
  ReplaceStep,
} from '@tiptap/pm/transform';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { collabColorOf } from '../collab/collabColors';
import {
  blockBeforeOf,
  COMMENT_MARK,
  SUGGESTED_BLOCK,
  SUGGESTED_BREAK,
  SUGGESTION_MARK,
  suggestedBlockOf,
  suggestedBreakOf,
  type BlockBefore,
  type SuggestionAttributes,
  type SuggestionKind,
} from './reviewMarks';
import {
  hasIndent,
  indentBeforeOf,
  liftBeforeOf,
  restoreIndents,
  restoreLifts,
  restoreRelists,
  type IndentBefore,
  type LiftBefore,
  type RelistBefore,
} from './suggestedStructure';

/** Who suggests, while "Suggesting" is on (null: editing applies changes directly). */
export type Suggester = { id: string; name: string };
type SuggestionState = { suggester: Suggester | null; blocks: DecorationSet };

export const suggestionModeKey = new PluginKey<SuggestionState>('suggestionMode');
/** A transaction with this meta is not turned into suggestions (accept, reject, our own). */
export const SKIP_SUGGESTION = 'skipSuggestion';

/** Turn suggesting on (as this person) or off. */
export function setSuggesting(tr: Transaction, suggester: Suggester | null): Transaction {
  return tr.setMeta(suggestionModeKey, { suggester });
}

export function suggesterOf(state: EditorState): Suggester | null {
  return suggestionModeKey.getState(state)?.suggester ?? null;
}

function newId() {
  return globalThis.crypto.randomUUID();
}

function suggestionOf(marks: readonly Mark[], type: MarkType) {
  const mark = type.isInSet(marks);
  return mark ? (mark.attrs as SuggestionAttributes) : undefined;
}

/** A suggestion of this kind by this author right beside the position, to continue it. */
function neighbour(
  doc: Node,
  pos: number,
  type: MarkType,
  kind: SuggestionKind,
  authorId: string,
  sides: Array<'before' | 'after'>,
): SuggestionAttributes | undefined {
  const $pos = doc.resolve(pos);
  for (const side of sides) {
    const node = side === 'before' ? $pos.nodeBefore : $pos.nodeAfter;
    const attrs = node ? suggestionOf(node.marks, type) : undefined;
    if (attrs && attrs.kind === kind && attrs.authorId === authorId) return attrs;
  }
  return undefined;
}

/** A break suggestion of this kind by this author at the edge of the textblock at pos. */
function breakNeighbour(doc: Node, pos: number, kind: SuggestionKind, authorId: string) {
  const $pos = doc.resolve(pos);
  if (!$pos.parent.isTextblock) return undefined;
  let block: Node | undefined;
  if ($pos.parentOffset === 0) block = $pos.parent;
  else if ($pos.parentOffset === $pos.parent.content.size) {
    block = Selection.findFrom(doc.resolve($pos.after()), 1, true)?.$from.parent;
  }
  const attrs = block ? suggestedBreakOf(block) : undefined;
  return attrs?.kind === kind && attrs.authorId === authorId ? attrs : undefined;
}

/** Is this a change made here by typing, deleting or pasting (not a remote one, not ours)? */
function isOwnEdit(tr: Transaction) {
  return tr.docChanged && !tr.getMeta(SKIP_SUGGESTION) && !tr.getMeta(ySyncPluginKey);
}

/** Replacing the whole document (a mode switch, a restored version) is never a suggestion. */
function isWholeDocument(step: ReplaceStep, doc: Node) {
  return step.from === 0 && step.to === doc.content.size;
}

const LISTS = new Set(['bulletList', 'orderedList']);
/**
 * Blocks a deletion across paragraphs may cut through (their text and the breaks inside are
 * marked): lists, quotes, pages (a page boundary is a break like a paragraph's), textboxes and
 * table cells (from one of their paragraphs to another).
 */
const CONTAINERS = new Set([
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'page',
  'textbox',
  'tableCell',
  'tableHeader',
]);
/** Blocks a deletion may take in whole: they stay, suggested for removal (SUGGESTED_BLOCK). */
const WHOLE_BLOCKS = new Set(['positionedImage', 'textbox', 'table', 'pageBreak']);

/** Blocks whose type or alignment a suggestion may change (SUGGESTED_BLOCK, kind format). */
const isRestylable = (node: Node) =>
  node.type.name === 'paragraph' || node.type.name === 'heading' || LISTS.has(node.type.name);

/** setBlockType / setNodeMarkup of a paragraph, heading or list: another type or alignment. */
function isRestyle(step: ReplaceAroundStep, doc: Node) {
  const node = doc.nodeAt(step.from);
  const next = step.slice.content.firstChild;
  return Boolean(
    node &&
    next &&
    step.slice.content.childCount === 1 &&
    step.slice.openStart === 0 &&
    step.slice.openEnd === 0 &&
    step.insert === 1 &&
    next.content.size === 0 &&
    step.gapFrom === step.from + 1 &&
    step.gapTo === step.to - 1 &&
    step.from + node.nodeSize === step.to &&
    isRestylable(node) &&
    isRestylable(next) &&
    node.isTextblock === next.isTextblock,
  );
}

/** Blocks put in a list or a quote as they are (wrapInList, wrapIn). */
function isWrap(step: ReplaceAroundStep) {
  const outer = step.slice.content.firstChild;
  return Boolean(
    outer &&
    (LISTS.has(outer.type.name) || outer.type.name === 'blockquote') &&
    step.slice.content.childCount === 1 &&
    step.slice.openStart === 0 &&
    step.slice.openEnd === 0 &&
    step.gapFrom === step.from &&
    step.gapTo === step.to &&
    step.insert * 2 === step.slice.size,
  );
}

/** Two lists of one type joined (as the list commands do after wrapping beside a list). */
function isListJoin(step: ReplaceStep, doc: Node) {
  if (step.slice.size || step.to - step.from !== 2) return false;
  const $between = doc.resolve(step.from + 1);
  const { nodeBefore, nodeAfter } = $between;
  return Boolean(
    nodeBefore &&
    nodeAfter &&
    LISTS.has(nodeBefore.type.name) &&
    nodeBefore.type === nodeAfter.type,
  );
}

/**
 * Can a deletion of from-to be kept as a suggestion: text, paragraphs and the breaks between
 * them, through lists, quotes and pages, and whole images, textboxes, tables and page breaks.
 */
function isDeletable(doc: Node, from: number, to: number) {
  const $from = doc.resolve(from);
  const $to = doc.resolve(to);
  const shared = $from.sharedDepth(to);
  if ($from.sameParent($to) && !$from.parent.inlineContent) {
    // Between blocks of one parent (a block selected): whole images, tables... only.
    let whole = true;
    doc.nodesBetween(from, to, (node, pos) => {
      if (pos >= from && pos + node.nodeSize <= to && WHOLE_BLOCKS.has(node.type.name)) {
        return false;
      }
      whole = false;
      return false;
    });
    return whole;
  }
  const isCut = (node: Node) =>
    node.type.name === 'doc' || node.isTextblock || CONTAINERS.has(node.type.name);
  for (const $pos of [$from, $to]) {
    for (let depth = shared; depth <= $pos.depth; depth += 1) {
      if (!isCut($pos.node(depth))) return false;
    }
  }
  let fits = true;
  doc.nodesBetween(from, to, (node, pos) => {
    if (!fits || node.isInline) return false;
    if (pos < from || pos + node.nodeSize > to) return true;
    if (WHOLE_BLOCKS.has(node.type.name)) return false;
    if (node.isTextblock || CONTAINERS.has(node.type.name)) return true;
    fits = false;
    return false;
  });
  return fits;
}

/** A block's place: the blocks around it, outer first, and itself last (positions of `doc`). */
type Placed = { node: Node; pos: number; chain: Array<{ node: Node; pos: number }> };

/** The textblocks and leaf blocks of a document, in order, each with the blocks around it. */
function leavesOf(doc: Node): Placed[] {
  const leaves: Placed[] = [];
  doc.descendants((node, pos) => {
    if (node.isInline) return false;
    if (!node.isTextblock && !node.isLeaf) return true;
    const $pos = doc.resolve(pos);
    const chain = [];
    for (let depth = 1; depth <= $pos.depth; depth += 1) {
      chain.push({ node: $pos.node(depth), pos: $pos.before(depth) });
    }
    chain.push({ node, pos });
    leaves.push({ node, pos, chain });
    return false;
  });
  return leaves;
}

const typesOf = (chain: Placed['chain']) => chain.map((item) => item.node.type.name).join('/');

/**
 * A change of structure alone (the same blocks, other lists or quotes around them): blocks taken
 * out of a list or a quote (positions of the transaction's document, with what they were in), or
 * list items indented or outdented (by how many levels, from which list).
 */
type Move =
  | { kind: 'lift'; units: Array<{ pos: number; before: LiftBefore }> }
  | { kind: 'indent'; items: Array<{ pos: number; before: IndentBefore }> }
  | { kind: 'relist'; items: number[]; before: RelistBefore };

/** Where a block's lists start (its outermost list) and its level; undefined out of a list item. */
function listLevel(chain: Placed['chain']) {
  const top = chain.findIndex((item) => LISTS.has(item.node.type.name));
  if (top < 0) return undefined;
  const nesting = chain.slice(top, -1);
  const alternates = nesting.every((item, index) =>
    index % 2 ? item.node.type.name === 'listItem' : LISTS.has(item.node.type.name),
  );
  if (!alternates || nesting.length % 2) return undefined;
  return { top, level: nesting.length / 2 - 1 };
}

/** Items of one list moved to other levels (sinkListItem, liftListItem inside a list). */
function indentOf(before: Placed[], after: Placed[], changed: number[]): Move | undefined {
  const items = new Map<number, { pos: number; before: IndentBefore }>();
  const tops = new Set<string>();
  for (const index of changed) {
    const old = before[index]!.chain;
    const now = after[index]!.chain;
    const oldLevel = listLevel(old);
    const newLevel = listLevel(now);
    if (!oldLevel || !newLevel || oldLevel.top !== newLevel.top) return undefined;
    if (typesOf(old.slice(0, oldLevel.top)) !== typesOf(now.slice(0, newLevel.top)))
      return undefined;
    tops.add(`${old[oldLevel.top]!.pos}:${now[newLevel.top]!.pos}`);
    const item = now.at(-2)!;
    const by = newLevel.level - oldLevel.level;
    const known = items.get(item.pos);
    if (known && known.before.by !== by) return undefined;
    const current = suggestedBlockOf(item.node);
    // An item with another suggestion (a suggested list...) cannot hold this one too.
    if ((current && current.kind !== 'indent') || !(SUGGESTED_BLOCK in item.node.attrs)) {
      return undefined;
    }
    items.set(item.pos, { pos: item.pos, before: { by, list: blockOf(old.at(-3)!.node) } });
  }
  return tops.size === 1 ? { kind: 'indent', items: [...items.values()] } : undefined;
}

/** Blocks taken out of a list (and their items) or a quote, the list or quote split around them. */
function liftOf(before: Placed[], after: Placed[], changed: number[]): Move | undefined {
  /** Where the blocks around a block lost a list and its item, or a quote (types alone). */
  const cuts = (index: number) => {
    const old = before[index]!.chain;
    const now = after[index]!.chain;
    const removed = old.length - now.length;
    const found: string[] = [];
    for (let at = 0; at < now.length; at += 1) {
      const wrappers = old.slice(at, at + removed);
      const isList =
        removed === 2 &&
        LISTS.has(wrappers[0]!.node.type.name) &&
        wrappers[1]!.node.type.name === 'listItem';
      const isQuote = removed === 1 && wrappers[0]!.node.type.name === 'blockquote';
      if (
        (isList || isQuote) &&
        typesOf(old.slice(0, at)) === typesOf(now.slice(0, at)) &&
        typesOf(old.slice(at + removed)) === typesOf(now.slice(at))
      ) {
        found.push(`${at}:${removed}:${wrappers[0]!.pos}`);
      }
    }
    return found;
  };
  // The one cut every moved block has (a list nested in a lifted item looks like two).
  const shape = changed
    .map(cuts)
    .reduce((common, found) => common.filter((cut) => found.includes(cut)))[0];
  if (!shape) return undefined;
  const [at, removed] = shape.split(':').map(Number) as [number, number];
  const units = new Map<number, { pos: number; inner: number; wrap: BlockBefore[] }>();
  for (const index of changed) {
    const old = before[index]!.chain;
    const now = after[index]!.chain;
    const wrappers = old.slice(at, at + removed);
    const unit = now[at]!;
    const suggested = wrappers.map((item) => suggestedBlockOf(item.node)).filter(Boolean);
    // Out of a suggested list or quote: back as it was before that suggestion, nothing to mark.
    if (suggested.some((attrs) => attrs!.kind !== 'wrap')) return undefined;
    if (suggested.length) continue;
    let nested = false;
    unit.node.descendants((node) => {
      nested ||= Boolean(!node.isInline && suggestedBlockOf(node));
      return !node.isTextblock;
    });
    const unitSuggestion = suggestedBlockOf(unit.node);
    if (nested || unitSuggestion || !(SUGGESTED_BLOCK in unit.node.attrs)) {
      return undefined;
    }
    if (!units.has(unit.pos)) {
      units.set(unit.pos, {
        pos: unit.pos,
        inner: wrappers.at(-1)!.pos,
        wrap: wrappers.map((item) => blockOf(item.node)),
      });
    }
  }
  // Was the list or quote split around the blocks (so they are joined back on reject)?
  const [depth, , outerPos] = shape.split(':').map(Number);
  const outer = before[changed[0]!]!.chain[depth!]!.node;
  const indexIn = (index: number) => before[index]!.chain[depth! + 1]!;
  const startIndex = childIndex(outer, outerPos!, indexIn(changed[0]!).pos);
  const endIndex = childIndex(outer, outerPos!, indexIn(changed.at(-1)!).pos);
  const joinBefore = startIndex > 0;
  const joinAfter = endIndex < outer.childCount - 1;
  let inner: number | undefined;
  const lifted = [...units.values()].map((unit) => {
    const item = unit.inner !== inner;
    inner = unit.inner;
    return { pos: unit.pos, before: { wrap: unit.wrap, item, joinBefore, joinAfter } };
  });
  return { kind: 'lift', units: lifted };
}

/** The index in `parent` (at parentPos) of its child at childPos. */
function childIndex(parent: Node, parentPos: number, childPos: number) {
  let offset = parentPos + 1;
  for (let index = 0; index < parent.childCount; index += 1) {
    if (offset === childPos) return index;
    offset += parent.child(index).nodeSize;
  }
  return -1;
}

/**
 * A list switched to another type and joined to the list of that type beside it (the list
 * buttons): its items, the list they were, and the list after them if that was joined too.
 */
function relistOf(tr: Transaction): Move | undefined {
  const [restyle, ...joins] = tr.steps;
  if (!(restyle instanceof ReplaceAroundStep) || !joins.length || joins.length > 2) return;
  if (!isRestyle(restyle, tr.before)) return;
  const joined = joins.every(
    (step, index) => step instanceof ReplaceStep && isListJoin(step, tr.docs[index + 1]!),
  );
  const list = tr.before.nodeAt(restyle.from);
  const $list = tr.before.resolve(restyle.from);
  if (!joined || !list || !LISTS.has(list.type.name) || $list.parent.type.name === 'listItem') {
    return;
  }
  // A list or item with a suggestion already: one attribute holds one.
  let suggested = Boolean(suggestedBlockOf(list));
  list.forEach((item) => {
    suggested ||= Boolean(suggestedBlockOf(item)) || !(SUGGESTED_BLOCK in item.attrs);
  });
  if (suggested) return;
  const $first = tr.doc.resolve(tr.mapping.map(restyle.from + 1, 1));
  const merged = $first.parent;
  const start = $first.index();
  if (!LISTS.has(merged.type.name) || start + list.childCount > merged.childCount) return;
  const items: number[] = [];
  for (let index = 0, pos = $first.pos; index < list.childCount; index += 1) {
    items.push(pos);
    pos += merged.child(start + index).nodeSize;
  }
  const next = $list.parent.maybeChild($list.index() + 1);
  const joinedAfter = start + list.childCount < merged.childCount;
  return {
    kind: 'relist',
    items,
    before: { list: blockOf(list), ...(joinedAfter && next ? { next: blockOf(next) } : {}) },
  };
}

const moves = new WeakMap<Transaction, Move | null>();

/**
 * The change of structure this transaction is, if it is one a suggestion holds: only lists,
 * items and quotes around the blocks moved (their content and order the same), either blocks
 * taken out of a list or quote, or list items indented or outdented.
 */
function structureMove(tr: Transaction): Move | null {
  if (moves.has(tr)) return moves.get(tr)!;
  let move: Move | null = relistOf(tr) ?? null;
  const aroundSteps = tr.steps.some(
    (step, index) =>
      step instanceof ReplaceAroundStep && !isRestyle(step, tr.docs[index]!) && !isWrap(step),
  );
  const onlyStructure = tr.steps.every(
    (step) =>
      step instanceof ReplaceAroundStep ||
      (step instanceof ReplaceStep && step.slice.size === 0 && step.to - step.from === 2),
  );
  if (!move && aroundSteps && onlyStructure) {
    const before = leavesOf(tr.before);
    const after = leavesOf(tr.doc);
    const same =
      before.length === after.length &&
      before.every((leaf, index) => leaf.node.eq(after[index]!.node));
    const changed = same
      ? before.flatMap((leaf, index) =>
          typesOf(leaf.chain) === typesOf(after[index]!.chain) ? [] : [index],
        )
      : [];
    if (changed.length) {
      move = indentOf(before, after, changed) ?? liftOf(before, after, changed) ?? null;
    }
  }
  moves.set(tr, move);
  return move;
}

/** Is a block between from and to suggested out of a list or quote, or indented? */
function hasMoveSuggestion(doc: Node, from: number, to: number) {
  let found = false;
  doc.nodesBetween(from, to, (node) => {
    const kind = node.isInline ? undefined : suggestedBlockOf(node)?.kind;
    found ||= kind === 'lift' || kind === 'indent' || kind === 'relist';
    return !found && !node.isTextblock;
  });
  return found;
}

/**
 * A change a suggestion cannot hold: changes of structure but wrapping in a list or quote, lifting
 * out of one and indenting list items (a list type switch joined to the list beside it, a move of
 * a block that already has a suggestion...), or a deletion cutting into a table or taking in
 * blocks but whole images, textboxes, tables and page breaks.
 */
function isRefused(tr: Transaction) {
  if (structureMove(tr)) return false;
  let wrapped = false;
  return tr.steps.some((step, index) => {
    const doc = tr.docs[index]!;
    if (step instanceof ReplaceAroundStep) {
      // A block suggested out of a list or quote holds that suggestion alone (no new type, no
      // new list or quote around it until it is accepted or rejected).
      if (hasMoveSuggestion(doc, step.from, step.to)) return true;
      if (isWrap(step)) {
        wrapped = true;
        return false;
      }
      return !isRestyle(step, doc);
    }
    if (!(step instanceof ReplaceStep)) return false;
    const { from, to } = step;
    if (to <= from || isWholeDocument(step, doc)) return false;
    // Joining lists only after wrapping blocks in one (the items keep their suggestion).
    if (isListJoin(step, doc)) return !wrapped;
    return !isDeletable(doc, from, to);
  });
}

/** A block's type and attributes but the review ones. */
function blockOf(node: Node): BlockBefore {
  const { [SUGGESTED_BREAK]: _break, [SUGGESTED_BLOCK]: _block, ...attrs } = node.attrs;
  return { type: node.type.name, attrs };
}

const sameBlock = (a: BlockBefore, b: BlockBefore) =>
  a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/** Joins a block to the textblock before it (as Backspace at its start would); no-op first. */
function joinWithPrevious(tr: Transaction, blockPos: number) {
  const before = Selection.findFrom(tr.doc.resolve(blockPos), -1, true);
  if (!before || before.from >= blockPos) return;
  tr.delete(before.from, blockPos + 1);
}

const breakValue = (attrs: SuggestionAttributes) => JSON.stringify(attrs);

/** The text's formatting: its marks but the review ones. */
function formatting(marks: readonly Mark[]) {
  return marks.filter(
    (mark) => mark.type.name !== SUGGESTION_MARK && mark.type.name !== COMMENT_MARK,
  );
}

const formattingKey = (marks: readonly Mark[]) =>
  JSON.stringify(formatting(marks).map((mark) => mark.toJSON()));

/**
 * Suggesting: text typed is kept as a suggested insertion and text deleted stays, marked as a
 * suggested deletion, each with its author and time. Deleting one's own (or anyone's) suggested
 * insertion removes it for real. Enter is a suggested paragraph break, and a deletion across
 * paragraphs strikes their text and marks the breaks between them for removal (reviewMarks.ts,
 * SUGGESTED_BREAK). Block changes (type, alignment, lists and quotes in and out, indenting, images
 * and tables deleted) are SUGGESTED_BLOCK; what a suggestion cannot hold is refused (isRefused).
 */
export function suggestionModePlugin(initial: Suggester | null = null) {
  return new Plugin<SuggestionState>({
    key: suggestionModeKey,
    state: {
      init: (_, state) => ({ suggester: initial, blocks: blockDecorations(state.doc) }),
      apply: (tr, value, _, state) => {
        const meta = tr.getMeta(suggestionModeKey) as { suggester: Suggester | null } | undefined;
        return {
          suggester: meta ? meta.suggester : value.suggester,
          blocks: tr.docChanged ? blockDecorations(state.doc) : value.blocks,
        };
      },
    },
    props: {
      decorations: (state) => suggestionModeKey.getState(state)?.blocks,
    },
    filterTransaction(tr, state) {
      if (!suggesterOf(state) || !isOwnEdit(tr)) return true;
      return !isRefused(tr);
    },
    appendTransaction(trs, oldState, newState) {
      const suggester = suggesterOf(newState);
      const type = newState.schema.marks[SUGGESTION_MARK];
      if (!suggester || !type) return null;
      const out = newState.tr;
      const createdAt = new Date().toISOString();
      const attrs = (kind: SuggestionKind, id: string): SuggestionAttributes => ({
        kind,
        id,
        authorId: suggester.id,
        authorName: suggester.name,
        createdAt,
      });
      // Block changes of this transaction are one suggestion (one card: "Changed to Heading 2").
      let blockId: string | undefined;
      const blockAttrs = (kind: SuggestionKind) => attrs(kind, (blockId ??= newId()));
      let cursor: number | undefined;
      // How many steps `out` had when the cursor was placed (later ones move it).
      let cursorStep = 0;
      /**
       * The text and breaks between from and to (of `before`) were deleted: they come back at
       * `at` (in `out`), the text struck and the breaks marked for removal; suggested insertions
       * among them go for real. Answers where the restored range starts and ends.
       */
      const suggestDeletionAcross = (
        tr: Transaction,
        before: Node,
        from: number,
        to: number,
        at: number,
      ) => {
        const sizeBefore = tr.doc.content.size;
        // As it was (the inverse of the deletion), or fitted in where the document changed since.
        const slice = before.slice(from, to);
        if (tr.maybeStep(new ReplaceStep(at, at, slice)).failed) tr.replace(at, at, slice);
        const end = at + tr.doc.content.size - sizeBefore;
        const deletion =
          neighbour(tr.doc, at, type, 'delete', suggester.id, ['before', 'after']) ??
          attrs('delete', newId());
        const gone: Array<{ from: number; to: number } | { block: number }> = [];
        tr.doc.nodesBetween(at, end, (node, pos) => {
          if (node.isTextblock && pos >= at) {
            const current = suggestedBreakOf(node);
            if (current?.kind === 'insert') gone.push({ block: pos });
            else if (!current) tr.setNodeAttribute(pos, SUGGESTED_BREAK, breakValue(deletion));
          }
          if (WHOLE_BLOCKS.has(node.type.name) && pos >= at && pos + node.nodeSize <= end) {
            // An image, a table, a page break taken in: it stays, suggested for removal.
            if (!suggestedBlockOf(node)) {
              tr.setNodeAttribute(pos, SUGGESTED_BLOCK, breakValue(deletion));
            }
            return false;
          }
          if (!node.isInline) return true;
          const range = { from: Math.max(pos, at), to: Math.min(pos + node.nodeSize, end) };
          const current = suggestionOf(node.marks, type);
          if (current?.kind === 'insert') gone.push(range);
          else if (!current) tr.addMark(range.from, range.to, type.create(deletion));
          return false;
        });
        // From the end, so the positions before stay valid.
        const firstGone = tr.steps.length;
        for (const item of gone.reverse()) {
          if ('block' in item) joinWithPrevious(tr, item.block);
          else tr.delete(item.from, item.to);
        }
        const mapping = tr.mapping.slice(firstGone);
        return { start: mapping.map(at, -1), end: mapping.map(end, 1) };
      };
      /**
       * Bold, a colour... on from-to (of `before`) was applied: the text keeps it, marked as a
       * suggested formatting that remembers the marks it had before suggesting began (a second
       * change of the same text continues that suggestion; one back to the start ends it).
       * Suggested insertions are the suggester's own text, deletions only strike: left as they are.
       */
      const suggestFormat = (before: Node, from: number, to: number, toOut: Mapping) => {
        const fresh = attrs('format', newId());
        before.nodesBetween(from, to, (node, pos) => {
          if (!node.isInline) return true;
          const start = toOut.map(Math.max(pos, from), 1);
          const end = toOut.map(Math.min(pos + node.nodeSize, to), -1);
          const current = suggestionOf(node.marks, type);
          if (end <= start || current?.kind === 'insert' || current?.kind === 'delete')
            return false;
          const original =
            current?.kind === 'format' ? (current.before ?? '[]') : formattingKey(node.marks);
          const now = out.doc.nodeAt(start);
          out.removeMark(start, end, type);
          if (now && formattingKey(now.marks) !== original) {
            out.addMark(start, end, type.create({ ...(current ?? fresh), before: original }));
          }
          return false;
        });
      };
      /**
       * A paragraph, heading or list at from (of `before`) changed type or alignment: it keeps
       * the change, with a suggestion remembering its type and attributes before suggesting
       * began (a second change continues that suggestion; one back to the start ends it).
       */
      const suggestRestyle = (before: Node, from: number, toOut: Mapping) => {
        const old = before.nodeAt(from);
        const pos = toOut.map(from, 1);
        const now = out.doc.nodeAt(pos);
        if (!old || !now || !isRestylable(now)) return;
        // Already marked here by an earlier step of these (heading, then alignment), or before.
        const marked = suggestedBlockOf(now);
        const current = marked?.kind === 'format' ? marked : suggestedBlockOf(old);
        const original =
          (current?.kind === 'format' ? blockBeforeOf(current) : undefined) ?? blockOf(old);
        const next: Record<string, unknown> = {
          ...now.attrs,
          [SUGGESTED_BREAK]: old.attrs[SUGGESTED_BREAK] ?? null,
          [SUGGESTED_BLOCK]: null,
        };
        if (!sameBlock(blockOf(now), original)) {
          const suggestion = current?.kind === 'format' ? current : blockAttrs('format');
          next[SUGGESTED_BLOCK] = breakValue({ ...suggestion, before: JSON.stringify(original) });
        }
        out.setNodeMarkup(pos, undefined, next, now.marks);
      };
      /**
       * Blocks were put in a list or a quote: each new list item (they stay the suggester's in
       * a list joined to the one beside it) or the new quote is marked as a suggested wrap.
       */
      const suggestWrap = (step: ReplaceAroundStep, toOut: Mapping) => {
        const outer = step.slice.content.firstChild!;
        const isList = LISTS.has(outer.type.name);
        const start = toOut.map(step.from, 1);
        const end = toOut.map(step.to + step.slice.size, -1);
        const wrapped: number[] = [];
        out.doc.nodesBetween(start, end, (node, pos) => {
          if (pos < start || pos + node.nodeSize > end) return true;
          if (isList ? node.type.name === 'listItem' : node.type === outer.type) {
            wrapped.push(pos);
            return false;
          }
          return true;
        });
        const wrap = blockAttrs('wrap');
        for (const pos of wrapped) out.setNodeAttribute(pos, SUGGESTED_BLOCK, breakValue(wrap));
      };
      /**
       * Blocks taken out of a list or quote, or list items indented or outdented (positions of
       * the transaction's document, toOut from there): each is marked (SUGGESTED_BLOCK) with what
       * it was in; an item indented again continues its suggestion, one back where it was ends it.
       */
      const suggestMove = (move: Move, toOut: Mapping) => {
        if (move.kind === 'relist') {
          const value = breakValue({
            ...blockAttrs('relist'),
            before: JSON.stringify(move.before),
          });
          for (const item of move.items) {
            const pos = toOut.map(item, 1);
            if (out.doc.nodeAt(pos)?.type.name === 'listItem') {
              out.setNodeAttribute(pos, SUGGESTED_BLOCK, value);
            }
          }
          return;
        }
        if (move.kind === 'lift') {
          const lift = blockAttrs('lift');
          for (const unit of move.units) {
            const pos = toOut.map(unit.pos, 1);
            if (!out.doc.nodeAt(pos)) continue;
            const value = { ...lift, before: JSON.stringify(unit.before) };
            out.setNodeAttribute(pos, SUGGESTED_BLOCK, breakValue(value));
          }
          return;
        }
        const placed = move.items.flatMap((item) => {
          const pos = toOut.map(item.pos, 1);
          const node = out.doc.nodeAt(pos);
          return node?.type.name === 'listItem' ? [{ ...item, pos, node }] : [];
        });
        // The items' suggestion so far, if one of them has one (Tab twice: one card).
        const continued = placed
          .map(({ node }) => suggestedBlockOf(node))
          .find((attrs) => attrs?.kind === 'indent');
        const indent = continued ?? blockAttrs('indent');
        for (const { pos, node, before } of placed) {
          const current = suggestedBlockOf(node);
          const was = current ? indentBeforeOf(current) : undefined;
          const by = (was?.by ?? 0) + before.by;
          const value = by
            ? breakValue({
                ...indent,
                before: JSON.stringify({ by, list: was?.list ?? before.list }),
              })
            : null;
          out.setNodeAttribute(pos, SUGGESTED_BLOCK, value);
        }
      };
      trs.forEach((tr, trIndex) => {
        if (!isOwnEdit(tr)) return;
        const move = structureMove(tr);
        if (move) {
          const toOut = new Mapping();
          for (const later of trs.slice(trIndex + 1)) toOut.appendMapping(later.mapping);
          toOut.appendMapping(out.mapping);
          suggestMove(move, toOut);
          return;
        }
        tr.steps.forEach((step, stepIndex) => {
          const isFormat = step instanceof AddMarkStep || step instanceof RemoveMarkStep;
          const isAround = step instanceof ReplaceAroundStep;
          if (!(step instanceof ReplaceStep) && !isFormat && !isAround) return;
          const before = tr.docs[stepIndex]!;
          if (step instanceof ReplaceStep && isWholeDocument(step, before)) return;
          // The join after a wrap (isRefused lets no other through): the items keep their mark.
          if (step instanceof ReplaceStep && isListJoin(step, before)) return;
          // From this step's result to the document being built here.
          const toOut = new Mapping();
          // (Map by map: appendMapping would take a sliced mapping's every map.)
          tr.mapping.maps.slice(stepIndex + 1).forEach((map) => toOut.appendMap(map));
          for (const later of trs.slice(trIndex + 1)) toOut.appendMapping(later.mapping);
          toOut.appendMapping(out.mapping);
          if (isFormat) {
            if (formatting([step.mark]).length) suggestFormat(before, step.from, step.to, toOut);
            return;
          }
          if (step instanceof ReplaceAroundStep) {
            if (isRestyle(step, before)) suggestRestyle(before, step.from, toOut);
            else if (isWrap(step)) suggestWrap(step, toOut);
            return;
          }
          if (!(step instanceof ReplaceStep)) return;
          const { from, to } = step;
          const inserted = step.slice.size;
          if (inserted > 0) {
            const start = toOut.map(from, 1);
            const end = toOut.map(from + inserted, -1);
            if (end > start) {
              // Typing on continues the same suggestion (same id and time: one card).
              const same =
                neighbour(out.doc, start, type, 'insert', suggester.id, ['before']) ??
                neighbour(out.doc, end, type, 'insert', suggester.id, ['after']);
              out.removeMark(start, end, type);
              out.addMark(start, end, type.create(same ?? attrs('insert', newId())));
              // Enter (or a pasted paragraph): each block begun here is a suggested break.
              const breaks: number[] = [];
              out.doc.nodesBetween(start, end, (node, pos) => {
                if (node.isTextblock && pos >= start && pos < end) breaks.push(pos);
              });
              for (const pos of breaks) {
                out.setNodeAttribute(pos, SUGGESTED_BREAK, breakValue(attrs('insert', newId())));
              }
            }
          }
          if (to > from) {
            const $from = before.resolve(from);
            const $to = before.resolve(to);
            if (!$from.sameParent($to) || !$from.parent.inlineContent) {
              const moved = suggestDeletionAcross(out, before, from, to, toOut.map(from, -1));
              if (moved && oldState.selection.empty && inserted === 0) {
                cursor = oldState.selection.from === to ? moved.start : moved.end;
                cursorStep = out.steps.length;
              }
              return;
            }
            const removed = $from.parent.content.cut($from.parentOffset, $to.parentOffset);
            const pos = toOut.map(from, -1);
            const deletion =
              neighbour(out.doc, pos, type, 'delete', suggester.id, ['after', 'before']) ??
              breakNeighbour(out.doc, pos, 'delete', suggester.id) ??
              attrs('delete', newId());
            const kept: Node[] = [];
            removed.forEach((node) => {
              const current = suggestionOf(node.marks, type);
              // A suggested insertion deleted is simply gone; a suggested deletion stays one.
              if (current?.kind === 'insert') return;
              kept.push(
                current?.kind === 'delete'
                  ? node
                  : node.mark(type.create(deletion).addToSet(node.marks)),
              );
            });
            if (!kept.length) return;
            const fragment = Fragment.fromArray(kept);
            out.insert(pos, fragment);
            // Backspace leaves the caret before the struck text, Delete after it.
            const old = oldState.selection;
            if (old.empty && inserted === 0) {
              cursor = old.from === to ? pos : pos + fragment.size;
              cursorStep = out.steps.length;
            }
          }
        });
      });
      if (!out.docChanged) return null;
      if (cursor !== undefined) {
        const placed = out.mapping.slice(cursorStep).map(cursor);
        out.setSelection(TextSelection.near(out.doc.resolve(placed)));
      }
      return out.setMeta(SKIP_SUGGESTION, true);
    },
  });
}

/** What a suggested block change did, for the side panel to say ("Changed to Heading 2"). */
export type BlockChange =
  | { what: 'style'; type: string; level?: number }
  | { what: 'align'; align: string | null }
  | { what: 'list'; list: string }
  | { what: 'quote' }
  | { what: 'deleted'; type: string }
  | { what: 'moved'; how: 'outOfList' | 'outOfQuote' | 'indented' | 'outdented' };

/** One suggestion as the side panel lists it. */
export type SuggestionSummary = SuggestionAttributes & {
  text: string;
  from: number;
  /** Block changes (type, alignment, list, quote, image or table removed), if any. */
  changes: BlockChange[];
};

/** What a suggested paragraph break shows as in the panel. */
export const BREAK_TEXT = '\u00b6';

/** The changes a block suggestion made to this block (parent: the block around it). */
function blockChanges(node: Node, parent: Node | null, attrs: SuggestionAttributes): BlockChange[] {
  if (attrs.kind === 'delete') return [{ what: 'deleted', type: node.type.name }];
  if (attrs.kind === 'lift') {
    const lift = liftBeforeOf(attrs);
    if (!lift) return [];
    return [{ what: 'moved', how: LISTS.has(lift.wrap[0]!.type) ? 'outOfList' : 'outOfQuote' }];
  }
  if (attrs.kind === 'relist') return parent ? [{ what: 'list', list: parent.type.name }] : [];
  if (attrs.kind === 'indent') {
    const indent = indentBeforeOf(attrs);
    if (!indent) return [];
    return [{ what: 'moved', how: indent.by > 0 ? 'indented' : 'outdented' }];
  }
  if (attrs.kind === 'wrap') {
    return node.type.name === 'listItem' && parent
      ? [{ what: 'list', list: parent.type.name }]
      : [{ what: 'quote' }];
  }
  const before = blockBeforeOf(attrs);
  if (!before) return [];
  if (LISTS.has(node.type.name)) return [{ what: 'list', list: node.type.name }];
  const changes: BlockChange[] = [];
  if (
    before.type !== node.type.name ||
    (before.attrs.level ?? null) !== (node.attrs.level ?? null)
  ) {
    changes.push(
      node.type.name === 'heading'
        ? { what: 'style', type: 'heading', level: node.attrs.level as number }
        : { what: 'style', type: node.type.name },
    );
  }
  if ((before.attrs.textAlign ?? null) !== (node.attrs.textAlign ?? null)) {
    changes.push({ what: 'align', align: (node.attrs.textAlign as string | null) ?? null });
  }
  return changes;
}

/** Every suggestion of the document, in document order, its pieces joined. */
export function collectSuggestions(doc: Node): SuggestionSummary[] {
  const type = doc.type.schema.marks[SUGGESTION_MARK];
  if (!type) return [];
  const byId = new Map<string, SuggestionSummary>();
  const add = (
    attrs: SuggestionAttributes,
    text: string,
    from: number,
    changes: BlockChange[] = [],
  ) => {
    const known = byId.get(attrs.id);
    if (!known) {
      byId.set(attrs.id, { ...attrs, text, from, changes });
      return;
    }
    known.text += text;
    for (const change of changes) {
      const key = JSON.stringify(change);
      if (!known.changes.some((item) => JSON.stringify(item) === key)) known.changes.push(change);
    }
  };
  doc.descendants((node, pos, parent) => {
    const block = node.isInline ? undefined : suggestedBlockOf(node);
    if (block) {
      // A block's own text tells which one it is; a list item's or quote's is in their blocks,
      // but an item indented or outdented shows its own (its first paragraph's).
      const own = block.kind === 'indent' ? node.firstChild : node;
      let text = own?.isTextblock ? own.textContent : '';
      // Blocks moved together: one card, their texts apart as paragraphs.
      const moved = block.kind === 'lift' || block.kind === 'indent';
      if (moved && text && byId.get(block.id)?.text) text = `${BREAK_TEXT}${text}`;
      add(block, text, pos, blockChanges(node, parent, block));
    }
    const broken = node.isTextblock ? suggestedBreakOf(node) : undefined;
    if (broken) add(broken, BREAK_TEXT, pos);
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (attrs?.id) add(attrs, node.text ?? '\uFFFC', pos);
  });
  return [...byId.values()];
}

/**
 * The blocks with a suggested change, outlined in their suggester's colour (a change of type
 * or alignment, a list or quote suggested, an image or table suggested for removal).
 */
function blockDecorations(doc: Node): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.isInline) return false;
    const block = suggestedBlockOf(node);
    if (block) {
      decorations.push(
        Decoration.node(pos, pos + node.nodeSize, {
          class: `suggested-block suggested-block-${block.kind}`,
          style: `--suggester-color: ${collabColorOf(block.authorId)}`,
          title: block.authorName,
        }),
      );
    }
    return !node.isTextblock;
  });
  return decorations.length ? DecorationSet.create(doc, decorations) : DecorationSet.empty;
}

/**
 * Accept (apply) or reject (revert) a suggestion: an accepted insertion loses its mark, an
 * accepted deletion its text; a rejected insertion loses its text, a rejected deletion its mark.
 * Formatting accepted stays; rejected, the text gets back the marks it had.
 * A suggested break accepted stays (a plain break), rejected joins the paragraphs back; a break
 * suggested for removal accepted joins them, rejected stays. A block's suggested type or
 * alignment accepted stays, rejected goes back to the type and attributes before; blocks
 * suggested into a list or quote accepted stay there, rejected are lifted out; blocks suggested
 * out of one, or list items indented or outdented, accepted stay, rejected go back (the list or
 * quote joined again); an image, table or page break suggested for removal accepted goes,
 * rejected stays. Null when there is no such one.
 */
export function resolveSuggestion(
  state: EditorState,
  id: string,
  accept: boolean,
): Transaction | null {
  const type = state.schema.marks[SUGGESTION_MARK];
  if (!type) return null;
  type Change = {
    from: number;
    to: number;
    kind: SuggestionKind;
    on: 'text' | 'break' | 'block';
    marks?: readonly Mark[];
    before?: string | null;
  };
  const changes: Change[] = [];
  state.doc.descendants((node, pos) => {
    if (!node.isInline && suggestedBlockOf(node)?.id === id) {
      const block = suggestedBlockOf(node)!;
      changes.push({ from: pos, to: pos + node.nodeSize, kind: block.kind, on: 'block' });
    }
    if (node.isTextblock && suggestedBreakOf(node)?.id === id) {
      changes.push({ from: pos, to: pos, kind: suggestedBreakOf(node)!.kind, on: 'break' });
    }
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (attrs?.id === id) {
      changes.push({
        from: pos,
        to: pos + node.nodeSize,
        kind: attrs.kind,
        on: 'text',
        marks: node.marks,
        before: attrs.before,
      });
    }
  });
  if (!changes.length) return null;
  const tr = state.tr;
  const moved = changes.some(
    (change) =>
      change.on === 'block' &&
      (change.kind === 'lift' || change.kind === 'indent' || change.kind === 'relist'),
  );
  if (moved && !accept) {
    // Blocks back in their list or quote, items back at their levels (one change of structure).
    restoreStructure(tr, id);
    return tr.setMeta(SKIP_SUGGESTION, true);
  }
  // Images, tables... accepted for removal go first, so no join reaches into them. Then from the
  // end, so earlier positions mostly stay (mapped all the same: a join takes in what is between).
  // Lists and quotes rejected go before that too: a heading may only come back out of a list.
  const isFirst = (change: Change) =>
    change.on === 'block' && change.kind === (accept ? 'delete' : 'wrap');
  const ordered = [
    ...changes.filter(isFirst).reverse(),
    ...changes.filter((change) => !isFirst(change)).reverse(),
  ];
  for (const change of ordered) {
    const fromResult = tr.mapping.mapResult(change.from, 1);
    const from = fromResult.pos;
    const to = tr.mapping.map(change.to, -1);
    if (change.on === 'block') {
      const node = tr.doc.nodeAt(from);
      const block = node ? suggestedBlockOf(node) : undefined;
      if (!node || block?.id !== id) continue;
      resolveBlock(tr, from, node, block, accept);
      continue;
    }
    if (change.on === 'break') {
      if (fromResult.deleted) continue;
      const keeps = (change.kind === 'insert') === accept;
      if (keeps) tr.setNodeAttribute(from, SUGGESTED_BREAK, null);
      else joinWithPrevious(tr, from);
      continue;
    }
    if (to <= from) continue;
    if (change.kind === 'format') {
      tr.removeMark(from, to, type);
      if (accept) continue;
      // Rejected: the text's marks as they were before the suggestion.
      for (const mark of formatting(change.marks ?? [])) tr.removeMark(from, to, mark);
      for (const mark of parseMarks(state, change.before)) tr.addMark(from, to, mark);
      continue;
    }
    const keeps = (change.kind === 'insert') === accept;
    if (keeps) tr.removeMark(from, to, type);
    else tr.delete(from, to);
  }
  return tr.setMeta(SKIP_SUGGESTION, true);
}

/** Accept or reject the suggested change of the block at pos. */
function resolveBlock(
  tr: Transaction,
  pos: number,
  node: Node,
  block: SuggestionAttributes,
  accept: boolean,
) {
  if (block.kind === 'delete' && accept) {
    tr.delete(pos, pos + node.nodeSize);
    return;
  }
  if (block.kind === 'format' && !accept) {
    const before = blockBeforeOf(block);
    const type = before ? tr.doc.type.schema.nodes[before.type] : undefined;
    const $pos = tr.doc.resolve(pos);
    if (
      before &&
      type &&
      type.isTextblock === node.isTextblock &&
      type.validContent(node.content) &&
      $pos.parent.canReplaceWith($pos.index(), $pos.index() + 1, type)
    ) {
      tr.setNodeMarkup(
        pos,
        type,
        { ...before.attrs, [SUGGESTED_BREAK]: node.attrs[SUGGESTED_BREAK] ?? null },
        node.marks,
      );
      return;
    }
  }
  tr.setNodeAttribute(pos, SUGGESTED_BLOCK, null);
  if (block.kind !== 'wrap' || accept) return;
  // Rejected list or quote: its blocks lifted out (a list split around the item).
  const range = tr.doc.resolve(pos + 1).blockRange(tr.doc.resolve(pos + node.nodeSize - 1));
  const target = range ? liftTarget(range) : null;
  if (range && target !== null && target !== undefined) tr.lift(range, target);
}

/**
 * Rejected: the blocks of this suggestion taken out of a list or quote put back (the list or
 * quote they were split from joined again), its items indented or outdented put back at their
 * levels, exactly as saved HTML shows them (suggestedStructure.ts). What no longer fits (the
 * document changed around it) stays where it is, the suggestion gone.
 */
function restoreStructure(tr: Transaction, id: string) {
  const { schema } = tr.doc.type;
  const parents = new Set<number>();
  const lists = new Set<number>();
  tr.doc.descendants((node, pos) => {
    const block = node.isInline ? undefined : suggestedBlockOf(node);
    if (block?.id === id) {
      const $pos = tr.doc.resolve(pos);
      if (block.kind === 'lift') parents.add($pos.depth ? $pos.before() : -1);
      // An item of a switched list: the list is split in the block around it.
      if (block.kind === 'relist') parents.add($pos.depth > 1 ? $pos.before($pos.depth - 1) : -1);
      if (block.kind === 'indent') {
        let top = -1;
        for (let depth = $pos.depth; depth > 0; depth -= 1) {
          const name = $pos.node(depth).type.name;
          if (LISTS.has(name)) top = depth;
          else if (name !== 'listItem') break;
        }
        if (top > 0) lists.add($pos.before(top));
      }
    }
    return !node.isTextblock;
  });
  const start = tr.steps.length;
  const at = (pos: number) => tr.mapping.slice(start).map(pos, -1);
  // From the end, so what is before stays where it was.
  for (const pos of [...parents].sort((a, b) => b - a)) {
    const parentPos = pos < 0 ? -1 : at(pos);
    const parent = parentPos < 0 ? tr.doc : tr.doc.nodeAt(parentPos);
    if (!parent) continue;
    const children = parent.content.toJSON() as JSONContent[];
    const restored = restoreRelists(restoreLifts(children, id), id);
    const same = (a: JSONContent | undefined, b: JSONContent | undefined) =>
      JSON.stringify(a) === JSON.stringify(b);
    let head = 0;
    while (head < restored.length && same(children[head], restored[head])) head += 1;
    let tail = 0;
    while (
      tail < restored.length - head &&
      tail < children.length - head &&
      same(children.at(-1 - tail), restored.at(-1 - tail))
    ) {
      tail += 1;
    }
    let from = parentPos + 1;
    for (let index = 0; index < head; index += 1) from += parent.child(index).nodeSize;
    let to = parentPos + 1 + parent.content.size;
    for (let index = 0; index < tail; index += 1) {
      to -= parent.child(parent.childCount - 1 - index).nodeSize;
    }
    try {
      const nodes = restored
        .slice(head, restored.length - tail)
        .map((json) => schema.nodeFromJSON(json));
      tr.replaceWith(from, to, nodes);
    } catch {
      // Left where they are (below: the suggestion goes).
    }
  }
  for (const pos of [...lists].sort((a, b) => b - a)) {
    const listPos = at(pos);
    const list = tr.doc.nodeAt(listPos);
    if (!list || !hasIndent(list.toJSON() as JSONContent, id)) continue;
    const rebuilt = restoreIndents(list.toJSON() as JSONContent, id);
    if (!rebuilt) continue;
    try {
      tr.replaceWith(listPos, listPos + list.nodeSize, schema.nodeFromJSON(rebuilt));
    } catch {
      // Left at their levels.
    }
  }
  tr.doc.descendants((node, pos) => {
    if (!node.isInline && suggestedBlockOf(node)?.id === id) {
      tr.setNodeAttribute(pos, SUGGESTED_BLOCK, null);
    }
    return !node.isTextblock;
  });
}

function parseMarks(state: EditorState, json: string | null | undefined): Mark[] {
  try {
    const list = JSON.parse(json ?? '[]') as unknown[];
    return list.flatMap((item) => {
      try {
        return [state.schema.markFromJSON(item)];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}
