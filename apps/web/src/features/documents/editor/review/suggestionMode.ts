import { Fragment, type Mark, type MarkType, type Node } from '@tiptap/pm/model';
import {
  Plugin,
  PluginKey,
  TextSelection,
  type EditorState,
  type Transaction,
} from '@tiptap/pm/state';
import { Mapping, ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { SUGGESTION_MARK, type SuggestionAttributes, type SuggestionKind } from './reviewMarks';

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

/** Is this a change made here by typing, deleting or pasting (not a remote one, not ours)? */
function isOwnEdit(tr: Transaction) {
  return tr.docChanged && !tr.getMeta(SKIP_SUGGESTION) && !tr.getMeta(ySyncPluginKey);
}

/** Replacing the whole document (a mode switch, a restored version) is never a suggestion. */
function isWholeDocument(step: ReplaceStep, doc: Node) {
  return step.from === 0 && step.to === doc.content.size;
}

/** A deletion across paragraphs or other blocks, which a suggestion cannot hold. */
function deletesAcrossBlocks(tr: Transaction) {
  return tr.steps.some((step, index) => {
    if (step instanceof ReplaceAroundStep) return true;
    if (!(step instanceof ReplaceStep)) return false;
    const { from, to } = step;
    const doc = tr.docs[index]!;
    if (to <= from || isWholeDocument(step, doc)) return false;
    const $from = doc.resolve(from);
    return !$from.sameParent(doc.resolve(to)) || !$from.parent.inlineContent;
  });
}

/**
 * Suggesting: text typed is kept as a suggested insertion and text deleted stays, marked as a
 * suggested deletion, each with its author and time. Deleting one's own (or anyone's) suggested
 * insertion removes it for real. Deletions across paragraphs are refused while suggesting.
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
      return !deletesAcrossBlocks(tr);
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
      trs.forEach((tr, trIndex) => {
        if (!isOwnEdit(tr)) return;
        tr.steps.forEach((step, stepIndex) => {
          if (!(step instanceof ReplaceStep)) return;
          const before = tr.docs[stepIndex]!;
          if (isWholeDocument(step, before)) return;
          // From this step's result to the document being built here.
          const toOut = new Mapping();
          // (Map by map: appendMapping would take a sliced mapping's every map.)
          tr.mapping.maps.slice(stepIndex + 1).forEach((map) => toOut.appendMap(map));
          for (const later of trs.slice(trIndex + 1)) toOut.appendMapping(later.mapping);
          toOut.appendMapping(out.mapping);
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
            }
          }
          if (to > from) {
            const $from = before.resolve(from);
            const $to = before.resolve(to);
            if (!$from.sameParent($to) || !$from.parent.inlineContent) return;
            const removed = $from.parent.content.cut($from.parentOffset, $to.parentOffset);
            const pos = toOut.map(from, -1);
            const deletion =
              neighbour(out.doc, pos, type, 'delete', suggester.id, ['after', 'before']) ??
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
            }
          }
        });
      });
      if (!out.docChanged) return null;
      if (cursor !== undefined) out.setSelection(TextSelection.create(out.doc, cursor));
      return out.setMeta(SKIP_SUGGESTION, true);
    },
  });
}

/** One suggestion as the side panel lists it. */
export type SuggestionSummary = SuggestionAttributes & { text: string; from: number };

/** Every suggestion of the document, in document order, its pieces joined. */
export function collectSuggestions(doc: Node): SuggestionSummary[] {
  const type = doc.type.schema.marks[SUGGESTION_MARK];
  if (!type) return [];
  const byId = new Map<string, SuggestionSummary>();
  doc.descendants((node, pos) => {
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (!attrs?.id) return;
    const text = node.text ?? '\uFFFC';
    const known = byId.get(attrs.id);
    if (known) known.text += text;
    else byId.set(attrs.id, { ...attrs, text, from: pos });
  });
  return [...byId.values()];
}

/**
 * Accept (apply) or reject (revert) a suggestion: an accepted insertion loses its mark, an
 * accepted deletion its text; a rejected insertion loses its text, a rejected deletion its mark.
 * Null when the document has no such suggestion.
 */
export function resolveSuggestion(
  state: EditorState,
  id: string,
  accept: boolean,
): Transaction | null {
  const type = state.schema.marks[SUGGESTION_MARK];
  if (!type) return null;
  const ranges: Array<{ from: number; to: number; kind: SuggestionKind }> = [];
  state.doc.descendants((node, pos) => {
    if (!node.isInline) return;
    const attrs = suggestionOf(node.marks, type);
    if (attrs?.id === id) ranges.push({ from: pos, to: pos + node.nodeSize, kind: attrs.kind });
  });
  if (!ranges.length) return null;
  const tr = state.tr;
  // From the end, so earlier positions stay valid.
  for (const range of ranges.reverse()) {
    const keepsText = (range.kind === 'insert') === accept;
    if (keepsText) tr.removeMark(range.from, range.to, type);
    else tr.delete(range.from, range.to);
  }
  return tr.setMeta(SKIP_SUGGESTION, true);
}
