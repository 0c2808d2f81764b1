import { getSchema, type JSONContent } from '@tiptap/core';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { acceptedContent } from './acceptedContent';
import { CommentMark, SuggestionMark } from './reviewMarks';
import {
  collectSuggestions,
  resolveSuggestion,
  setSuggesting,
  SKIP_SUGGESTION,
  suggestionModePlugin,
} from './suggestionMode';

const schema = getSchema([StarterKit, CommentMark, SuggestionMark]);
const ada = { id: 'user-ada', name: 'Ada Lovelace' };

/** A state holding one paragraph per text, suggesting as Ada. */
function stateOf(...paragraphs: string[]) {
  const doc = schema.nodeFromJSON({
    type: 'doc',
    content: paragraphs.map((text) => ({
      type: 'paragraph',
      content: text ? [{ type: 'text', text }] : [],
    })),
  });
  return EditorState.create({ doc, plugins: [suggestionModePlugin(ada)] });
}

function withCursor(state: EditorState, pos: number) {
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, pos)));
}

/** Text of the first paragraph with suggestions shown: [+inserted] and [-deleted]. */
function shown(state: EditorState) {
  let out = '';
  state.doc.descendants((node) => {
    if (!node.isText) return;
    const mark = node.marks.find((item) => item.type.name === 'suggestion');
    const text = node.text ?? '';
    out += mark ? `[${mark.attrs.kind === 'insert' ? '+' : '-'}${text}]` : text;
  });
  return out;
}

/** The saved text: what acceptedContent keeps. */
function saved(state: EditorState) {
  const json = acceptedContent(state.doc.toJSON() as JSONContent);
  return schema.nodeFromJSON(json).textContent;
}

describe('suggesting (suggestion transactions)', () => {
  it('typed text becomes one suggested insertion with its author and time', () => {
    let state = withCursor(stateOf('Hello world'), 6);
    for (const char of ' big') state = state.apply(state.tr.insertText(char));
    expect(shown(state)).toBe('Hello[+ big] world');
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion).toEqual(
      expect.objectContaining({
        kind: 'insert',
        text: ' big',
        authorId: ada.id,
        authorName: ada.name,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    // Not applied yet: the saved document does not have it.
    expect(saved(state)).toBe('Hello world');
  });

  it('deleting keeps the text, struck as one suggested deletion; Backspace walks left', () => {
    let state = withCursor(stateOf('Hello world'), 12);
    for (let i = 0; i < 5; i += 1) {
      const { from } = state.selection;
      state = state.apply(state.tr.delete(from - 1, from));
    }
    expect(shown(state)).toBe('Hello [-world]');
    expect(state.selection.from).toBe(7);
    expect(collectSuggestions(state.doc)).toHaveLength(1);
    expect(saved(state)).toBe('Hello world');
  });

  it('typing over a selection suggests the deletion and the insertion', () => {
    let state = stateOf('Hello world');
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 7, 12)));
    state = state.apply(state.tr.insertText('there'));
    expect(shown(state)).toBe('Hello [-world][+there]');
    expect(collectSuggestions(state.doc).map((item) => item.kind)).toEqual(['delete', 'insert']);
  });

  it('deleting a suggested insertion removes it for real', () => {
    let state = withCursor(stateOf('Hi'), 3);
    state = state.apply(state.tr.insertText('!!'));
    expect(shown(state)).toBe('Hi[+!!]');
    state = state.apply(state.tr.delete(3, 5));
    expect(shown(state)).toBe('Hi');
    expect(collectSuggestions(state.doc)).toEqual([]);
  });

  it('accept applies a suggestion, reject reverts it', () => {
    let state = withCursor(stateOf('Hello world'), 6);
    state = state.apply(state.tr.insertText(' big'));
    state = state.apply(state.tr.delete(10, 16));
    expect(shown(state)).toBe('Hello[+ big][- world]');
    const [insertion, deletion] = collectSuggestions(state.doc);

    const accepted = state.apply(resolveSuggestion(state, insertion!.id, true)!);
    expect(shown(accepted)).toBe('Hello big[- world]');
    const acceptedBoth = accepted.apply(resolveSuggestion(accepted, deletion!.id, true)!);
    expect(shown(acceptedBoth)).toBe('Hello big');
    expect(saved(acceptedBoth)).toBe('Hello big');

    const rejected = state.apply(resolveSuggestion(state, insertion!.id, false)!);
    const rejectedBoth = rejected.apply(resolveSuggestion(rejected, deletion!.id, false)!);
    expect(shown(rejectedBoth)).toBe('Hello world');
    expect(resolveSuggestion(rejectedBoth, insertion!.id, true)).toBeNull();
  });

  it('off, remote or skipped changes apply directly; deletions across paragraphs are refused', () => {
    let state = withCursor(stateOf('One', 'Two'), 4);
    // Joining two paragraphs cannot be a suggestion.
    const join = state.tr.delete(4, 6);
    expect(state.applyTransaction(join).state.doc.childCount).toBe(2);
    state = state.apply(state.tr.insertText('!', 4).setMeta(SKIP_SUGGESTION, true));
    expect(shown(state)).toBe('One!Two');
    state = state.apply(setSuggesting(state.tr, null));
    state = state.apply(state.tr.insertText('?', 5));
    expect(shown(state)).toBe('One!?Two');
    expect(collectSuggestions(state.doc)).toEqual([]);
  });

  it('saved content leaves comment anchors out and keeps the commented text', () => {
    const state = stateOf('Quarterly plan');
    const commented = state.apply(
      state.tr.addMark(1, 10, schema.marks.comment!.create({ threadId: 'thread-1' })),
    );
    const json = acceptedContent(commented.doc.toJSON() as JSONContent);
    expect(JSON.stringify(json)).not.toContain('comment');
    expect(schema.nodeFromJSON(json).textContent).toBe('Quarterly plan');
  });
});
