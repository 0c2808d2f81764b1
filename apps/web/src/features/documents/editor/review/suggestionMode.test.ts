import { getSchema, type JSONContent } from '@tiptap/core';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { acceptedContent } from './acceptedContent';
import { CommentMark, SuggestedBreak, SuggestionMark } from './reviewMarks';
import {
  BREAK_TEXT,
  collectSuggestions,
  resolveSuggestion,
  setSuggesting,
  SKIP_SUGGESTION,
  suggestionModePlugin,
} from './suggestionMode';

const schema = getSchema([StarterKit, CommentMark, SuggestionMark, SuggestedBreak]);
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

/**
 * The text with suggestions shown: [+inserted] and [-deleted]; paragraphs apart by |, a
 * suggested break as |+ and one suggested for removal as |-.
 */
function shown(state: EditorState) {
  let out = '';
  state.doc.descendants((node, pos) => {
    if (node.isTextblock && pos > 0) {
      const value = node.attrs.suggestedBreak as string | null;
      out += value
        ? `|${(JSON.parse(value) as { kind: string }).kind === 'insert' ? '+' : '-'}`
        : '|';
    }
    if (!node.isText) return;
    const mark = node.marks.find((item) => item.type.name === 'suggestion');
    const text = node.text ?? '';
    out += mark ? `[${mark.attrs.kind === 'insert' ? '+' : '-'}${text}]` : text;
  });
  return out;
}

/** The saved text: what acceptedContent keeps (paragraphs apart by |). */
function saved(state: EditorState) {
  const json = acceptedContent(state.doc.toJSON() as JSONContent);
  const paragraphs: string[] = [];
  schema.nodeFromJSON(json).forEach((node) => paragraphs.push(node.textContent));
  return paragraphs.join('|');
}

function backspace(state: EditorState) {
  const { from } = state.selection;
  const $from = state.doc.resolve(from);
  // At a paragraph's start Backspace joins it to the one before, as the editor does.
  const tr = $from.parentOffset === 0 ? state.tr.join(from - 1) : state.tr.delete(from - 1, from);
  return state.apply(tr);
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

  it('off, remote or skipped changes apply directly; wrapping in a list is refused', () => {
    let state = withCursor(stateOf('One', 'Two'), 4);
    const wrap = state.tr.wrap(state.doc.resolve(1).blockRange()!, [
      { type: schema.nodes.bulletList! },
      { type: schema.nodes.listItem! },
    ]);
    expect(state.applyTransaction(wrap).state.doc.firstChild!.type.name).toBe('paragraph');
    state = state.apply(state.tr.insertText('!', 4).setMeta(SKIP_SUGGESTION, true));
    expect(shown(state)).toBe('One!|Two');
    state = state.apply(setSuggesting(state.tr, null));
    state = state.apply(state.tr.insertText('?', 5));
    expect(shown(state)).toBe('One!?|Two');
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

  it('Enter is a suggested paragraph break: accept keeps it, reject joins the paragraphs back', () => {
    let state = withCursor(stateOf('Hello world'), 6);
    state = state.apply(state.tr.split(6));
    expect(shown(state)).toBe('Hello|+ world');
    // Not applied yet: saved as one paragraph.
    expect(saved(state)).toBe('Hello world');
    const [paragraphBreak, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(paragraphBreak).toEqual(
      expect.objectContaining({ kind: 'insert', text: BREAK_TEXT, authorId: ada.id }),
    );

    const accepted = state.apply(resolveSuggestion(state, paragraphBreak!.id, true)!);
    expect(shown(accepted)).toBe('Hello| world');
    expect(saved(accepted)).toBe('Hello| world');
    expect(collectSuggestions(accepted.doc)).toEqual([]);

    const rejected = state.apply(resolveSuggestion(state, paragraphBreak!.id, false)!);
    expect(shown(rejected)).toBe('Hello world');
    expect(rejected.doc.childCount).toBe(1);
  });

  it('text typed after Enter is its own suggestion; the new paragraph starts without the old break', () => {
    let state = withCursor(stateOf('One'), 4);
    state = state.apply(state.tr.split(4));
    state = state.apply(state.tr.insertText('Two'));
    state = withCursor(state, 9);
    state = state.apply(state.tr.split(9));
    expect(shown(state)).toBe('One|+[+Two]|+');
    expect(collectSuggestions(state.doc).map((item) => [item.kind, item.text])).toEqual([
      ['insert', BREAK_TEXT],
      ['insert', 'Two'],
      ['insert', BREAK_TEXT],
    ]);
    expect(saved(state)).toBe('One');
  });

  it('Backspace at a paragraph\u2019s start marks the break for removal and walks on left', () => {
    let state = withCursor(stateOf('One', 'Two'), 6);
    state = backspace(state);
    expect(shown(state)).toBe('One|-Two');
    expect(state.selection.from).toBe(4);
    state = backspace(state);
    expect(shown(state)).toBe('On[-e]|-Two');
    // One suggestion: the letter and the break.
    const [removal, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(removal).toEqual(expect.objectContaining({ kind: 'delete', text: `e${BREAK_TEXT}` }));
    expect(saved(state)).toBe('One|Two');

    const accepted = state.apply(resolveSuggestion(state, removal!.id, true)!);
    expect(shown(accepted)).toBe('OnTwo');
    const rejected = state.apply(resolveSuggestion(state, removal!.id, false)!);
    expect(shown(rejected)).toBe('One|Two');
  });

  it('a deletion across paragraphs strikes their text and marks the breaks between them', () => {
    let state = stateOf('Alpha', 'Beta', 'Gamma');
    // From "Al|pha" to "Gam|ma".
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 3, 17)));
    state = state.apply(state.tr.deleteSelection());
    expect(shown(state)).toBe('Al[-pha]|-[-Beta]|-[-Gam]ma');
    expect(saved(state)).toBe('Alpha|Beta|Gamma');
    const [removal, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(removal!.text).toBe(`pha${BREAK_TEXT}Beta${BREAK_TEXT}Gam`);

    const accepted = state.apply(resolveSuggestion(state, removal!.id, true)!);
    expect(shown(accepted)).toBe('Alma');
    expect(saved(accepted)).toBe('Alma');
    const rejected = state.apply(resolveSuggestion(state, removal!.id, false)!);
    expect(shown(rejected)).toBe('Alpha|Beta|Gamma');
  });

  it('typing over a selection across paragraphs suggests both; a suggested break deleted goes', () => {
    let state = stateOf('One', 'Two');
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 3, 7)));
    state = state.apply(state.tr.insertText('X'));
    expect(shown(state)).toBe('On[-e]|-[-T][+X]wo');
    expect(collectSuggestions(state.doc).map((item) => item.kind)).toEqual(['delete', 'insert']);

    // Ada's own suggested break, deleted again, simply goes.
    let split = withCursor(stateOf('Hello world'), 6);
    split = split.apply(split.tr.split(6));
    expect(shown(split)).toBe('Hello|+ world');
    split = backspace(withCursor(split, 8));
    expect(shown(split)).toBe('Hello world');
    expect(collectSuggestions(split.doc)).toEqual([]);
  });

  describe('formatting while suggesting', () => {
    /** The first paragraph's text with bold shown as *...* and formatting suggestions as {~...}. */
    function formatted(state: EditorState) {
      let out = '';
      state.doc.firstChild!.forEach((node) => {
        let text = node.text ?? '';
        if (node.marks.some((mark) => mark.type.name === 'bold')) text = `*${text}*`;
        const mark = node.marks.find((item) => item.type.name === 'suggestion');
        out += mark ? `{${mark.attrs.kind === 'format' ? '~' : '?'}${text}}` : text;
      });
      return out;
    }

    function savedBold(state: EditorState) {
      const json = acceptedContent(state.doc.toJSON() as JSONContent);
      return formatted(EditorState.create({ doc: schema.nodeFromJSON(json) }));
    }

    it('bold applied shows at once, as a suggestion: accept keeps it, reject takes it back', () => {
      let state = stateOf('Hello world');
      state = state.apply(state.tr.addMark(7, 12, schema.marks.bold!.create()));
      expect(formatted(state)).toBe('Hello {~*world*}');
      expect(savedBold(state)).toBe('Hello world');
      const [suggestion, ...others] = collectSuggestions(state.doc);
      expect(others).toEqual([]);
      expect(suggestion).toEqual(
        expect.objectContaining({ kind: 'format', text: 'world', authorId: ada.id }),
      );

      const accepted = state.apply(resolveSuggestion(state, suggestion!.id, true)!);
      expect(formatted(accepted)).toBe('Hello *world*');
      expect(savedBold(accepted)).toBe('Hello *world*');
      const rejected = state.apply(resolveSuggestion(state, suggestion!.id, false)!);
      expect(formatted(rejected)).toBe('Hello world');
      expect(collectSuggestions(rejected.doc)).toEqual([]);
    });

    it('bold taken off is suggested too; putting it back ends the suggestion', () => {
      const bold = schema.marks.bold!.create();
      let state = stateOf('Hello world');
      state = state.apply(state.tr.addMark(1, 6, bold).setMeta(SKIP_SUGGESTION, true));
      expect(formatted(state)).toBe('*Hello* world');
      state = state.apply(state.tr.removeMark(1, 6, bold));
      expect(formatted(state)).toBe('{~Hello} world');
      expect(savedBold(state)).toBe('*Hello* world');
      const rejected = state.apply(
        resolveSuggestion(state, collectSuggestions(state.doc)[0]!.id, false)!,
      );
      expect(formatted(rejected)).toBe('*Hello* world');

      state = state.apply(state.tr.addMark(1, 6, bold));
      expect(formatted(state)).toBe('*Hello* world');
      expect(collectSuggestions(state.doc)).toEqual([]);
    });

    it('formatting one\u2019s own suggested insertion stays part of that insertion', () => {
      let state = withCursor(stateOf('Hi'), 3);
      state = state.apply(state.tr.insertText(' there'));
      state = state.apply(state.tr.addMark(3, 9, schema.marks.bold!.create()));
      expect(formatted(state)).toBe('Hi{?* there*}');
      expect(collectSuggestions(state.doc).map((item) => item.kind)).toEqual(['insert']);
    });
  });
});
