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
  Mapping,
  RemoveMarkStep,
  ReplaceAroundStep,
  ReplaceStep,
} from '@tiptap/pm/transform';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import {
  COMMENT_MARK,
  SUGGESTED_BREAK,
  SUGGESTION_MARK,
  suggestedBreakOf,
  type SuggestionAttributes,
  type SuggestionKind,
} from './reviewMarks';

/** Who suggests, while "Suggesting" is on (null: editing applies changes directly). */
export type Suggester = { id: string; name: string };
type SuggestionState = { suggester: Suggester | null };

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

/** Blocks a deletion across paragraphs may take in (their text and breaks are marked). */
const CONTAINERS = new Set(['bulletList', 'orderedList', 'listItem', 'blockquote']);

/**
 * A change a suggestion cannot hold: wrapping or lifting (lists, quotes), or a deletion taking
 * in something other than text, paragraphs and the lists around them (an image, a table, a page).
 */
function isRefused(tr: Transaction) {
  return tr.steps.some((step, index) => {
    if (step instanceof ReplaceAroundStep) return true;
    if (!(step instanceof ReplaceStep)) return false;
    const { from, to } = step;
    const doc = tr.docs[index]!;
    if (to <= from || isWholeDocument(step, doc)) return false;
    const $from = doc.resolve(from);
    if ($from.sameParent(doc.resolve(to))) return !$from.parent.inlineContent;
    let refused = !$from.parent.isTextblock || !doc.resolve(to).parent.isTextblock;
    doc.nodesBetween(from, to, (node, pos) => {
      if (pos < from || node.isInline || node.isTextblock) return true;
      if (!CONTAINERS.has(node.type.name)) refused = true;
      return !refused;
    });
    return refused;
  });
}

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
 * SUGGESTED_BREAK). Wrapping in lists and deleting images, tables or pages are refused.
 */
export function suggestionModePlugin(initial: Suggester | null = null) {
  return new Plugin<SuggestionState>({
    key: suggestionModeKey,
    state: {
      init: () => ({ suggester: initial }),
      apply: (tr, value) => {
        const meta = tr.getMeta(suggestionModeKey) as SuggestionState | undefined;
        return meta ?? value;
      },
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
        tr.replace(at, at, before.slice(from, to));
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
      trs.forEach((tr, trIndex) => {
        if (!isOwnEdit(tr)) return;
        tr.steps.forEach((step, stepIndex) => {
          const isFormat = step instanceof AddMarkStep || step instanceof RemoveMarkStep;
          if (!(step instanceof ReplaceStep) && !isFormat) return;
          const before = tr.docs[stepIndex]!;
          if (step instanceof ReplaceStep && isWholeDocument(step, before)) return;
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
            if (!$from.sameParent($to)) {
              const moved = suggestDeletionAcross(out, before, from, to, toOut.map(from, -1));
              if (moved && oldState.selection.empty && inserted === 0) {
                cursor = oldState.selection.from === to ? moved.start : moved.end;
                cursorStep = out.steps.length;
              }
              return;
            }
            if (!$from.parent.inlineContent) return;
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

/** One suggestion as the side panel lists it. */
export type SuggestionSummary = SuggestionAttributes & { text: string; from: number };

/** What a suggested paragraph break shows as in the panel. */
export const BREAK_TEXT = '\u00b6';

/** Every suggestion of the document, in document order, its pieces joined. */
export function collectSuggestions(doc: Node): SuggestionSummary[] {
  const type = doc.type.schema.marks[SUGGESTION_MARK];
  if (!type) return [];
  const byId = new Map<string, SuggestionSummary>();
  const add = (attrs: SuggestionAttributes, text: string, from: number) => {
    const known = byId.get(attrs.id);
    if (known) known.text += text;
    else byId.set(attrs.id, { ...attrs, text, from });
  };
  doc.descendants((node, pos) => {
    const broken = node.isTextblock ? suggestedBreakOf(node) : undefined;
    if (broken) add(broken, BREAK_TEXT, pos);
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (attrs?.id) add(attrs, node.text ?? '\uFFFC', pos);
  });
  return [...byId.values()];
}

/**
 * Accept (apply) or reject (revert) a suggestion: an accepted insertion loses its mark, an
 * accepted deletion its text; a rejected insertion loses its text, a rejected deletion its mark.
 * Formatting accepted stays; rejected, the text gets back the marks it had.
 * A suggested break accepted stays (a plain break), rejected joins the paragraphs back; a break
 * suggested for removal accepted joins them, rejected stays. Null when there is no such one.
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
    isBreak: boolean;
    marks?: readonly Mark[];
    before?: string | null;
  };
  const changes: Change[] = [];
  state.doc.descendants((node, pos) => {
    if (node.isTextblock && suggestedBreakOf(node)?.id === id) {
      changes.push({ from: pos, to: pos, kind: suggestedBreakOf(node)!.kind, isBreak: true });
    }
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (attrs?.id === id) {
      changes.push({
        from: pos,
        to: pos + node.nodeSize,
        kind: attrs.kind,
        isBreak: false,
        marks: node.marks,
        before: attrs.before,
      });
    }
  });
  if (!changes.length) return null;
  const tr = state.tr;
  // From the end, so earlier positions stay valid.
  for (const change of changes.reverse()) {
    if (change.kind === 'format') {
      tr.removeMark(change.from, change.to, type);
      if (accept) continue;
      // Rejected: the text's marks as they were before the suggestion.
      for (const mark of formatting(change.marks ?? []))
        tr.removeMark(change.from, change.to, mark);
      for (const mark of parseMarks(state, change.before)) tr.addMark(change.from, change.to, mark);
      continue;
    }
    const keeps = (change.kind === 'insert') === accept;
    if (change.isBreak) {
      if (keeps) tr.setNodeAttribute(change.from, SUGGESTED_BREAK, null);
      else joinWithPrevious(tr, change.from);
    } else if (keeps) tr.removeMark(change.from, change.to, type);
    else tr.delete(change.from, change.to);
  }
  return tr.setMeta(SKIP_SUGGESTION, true);
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
