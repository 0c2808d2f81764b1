import { getSchema, type JSONContent } from '@tiptap/core';
import { liftListItem, sinkListItem, wrapInList } from '@tiptap/pm/schema-list';
import { EditorState, NodeSelection, TextSelection, type Command } from '@tiptap/pm/state';
import { findWrapping, liftTarget } from '@tiptap/pm/transform';
import { lift, wrapIn } from '@tiptap/pm/commands';
import StarterKit from '@tiptap/starter-kit';
import { prosemirrorJSONToYDoc, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createEditorExtensions } from '../editorExtensions';
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

  it('off, remote or skipped changes apply directly; lifting out of a list is refused', () => {
    let state = withCursor(stateOf('One', 'Two'), 4);
    // (A list written directly, then lifted out while suggesting: refused, for this schema has no
    // block suggestions; the editor's suggests it, below.)
    const wrap = state.tr
      .wrap(state.doc.resolve(1).blockRange()!, [
        { type: schema.nodes.bulletList! },
        { type: schema.nodes.listItem! },
      ])
      .setMeta(SKIP_SUGGESTION, true);
    const listed = state.apply(wrap);
    expect(listed.doc.firstChild!.type.name).toBe('bulletList');
    const range = listed.doc.resolve(3).blockRange()!;
    const lift = listed.tr.lift(range, liftTarget(range)!);
    expect(listed.applyTransaction(lift).state.doc.firstChild!.type.name).toBe('bulletList');
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

describe('block changes while suggesting', () => {
  // The document editor's own schema: headings, alignment, lists, quotes, images, tables, pages.
  const editorSchema = getSchema(createEditorExtensions({ onRenamePlaceholder: () => undefined }));
  const nodes = editorSchema.nodes;
  const paragraph = (text: string, attrs: Record<string, unknown> = {}): JSONContent => ({
    type: 'paragraph',
    attrs,
    content: text ? [{ type: 'text', text }] : [],
  });
  const image: JSONContent = { type: 'positionedImage', attrs: { src: '/uploads/o/images/a.png' } };
  const table: JSONContent = {
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [{ type: 'tableCell', content: [paragraph('Cell')] }],
      },
    ],
  };

  function editorState(content: JSONContent[]) {
    const doc = editorSchema.nodeFromJSON({ type: 'doc', content });
    return EditorState.create({ doc, plugins: [suggestionModePlugin(ada)] });
  }

  const json = (state: EditorState) => state.doc.toJSON() as JSONContent;
  /** The document as saved (as the server writes it: acceptedContent of the shared JSON). */
  const savedJson = (state: EditorState) =>
    editorSchema.nodeFromJSON(acceptedContent(json(state))).toJSON() as JSONContent;

  function resolveOnly(state: EditorState, accept: boolean) {
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    return state.apply(resolveSuggestion(state, suggestion!.id, accept)!);
  }

  it('a heading is a suggestion: accept keeps it, reject restores the paragraph exactly', () => {
    const state0 = editorState([paragraph('Title', { textAlign: 'center' }), paragraph('Body')]);
    const original = json(state0);
    const state = state0.apply(state0.tr.setBlockType(1, 6, nodes.heading!, { level: 2 }));
    expect(state.doc.firstChild!.type.name).toBe('heading');
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion).toEqual(
      expect.objectContaining({
        kind: 'format',
        text: 'Title',
        authorId: ada.id,
        changes: [
          { what: 'style', type: 'heading', level: 2 },
          // (setBlockType does not keep the alignment: that is part of the suggestion too.)
          { what: 'align', align: null },
        ],
      }),
    );
    // Not applied yet: saved as the paragraph it was.
    expect(savedJson(state)).toEqual(original);

    const accepted = resolveOnly(state, true);
    expect(accepted.doc.firstChild!.toJSON()).toEqual({
      type: 'heading',
      attrs: { textAlign: null, level: 2, suggestedBreak: null, suggestedBlock: null },
      content: [{ type: 'text', text: 'Title' }],
    });
    expect(savedJson(accepted)).toEqual(json(accepted));
    expect(collectSuggestions(accepted.doc)).toEqual([]);

    expect(json(resolveOnly(state, false))).toEqual(original);
  });

  it('alignment changes continue one suggestion; back to the start ends it', () => {
    const state0 = editorState([paragraph('One'), paragraph('Two')]);
    const original = json(state0);
    const align = (state: EditorState, textAlign: string | null) => {
      const tr = state.tr;
      state.doc.forEach((node, pos) => {
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, textAlign });
      });
      return state.apply(tr);
    };
    let state = align(state0, 'center');
    const [centred, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(centred!.changes).toEqual([{ what: 'align', align: 'center' }]);
    expect(savedJson(state)).toEqual(original);
    state = align(state, 'right');
    const [right] = collectSuggestions(state.doc);
    expect(right).toEqual(
      expect.objectContaining({ id: centred!.id, changes: [{ what: 'align', align: 'right' }] }),
    );
    expect(json(resolveOnly(state, false))).toEqual(original);
    const accepted = resolveOnly(state, true);
    expect(accepted.doc.child(1).attrs.textAlign).toBe('right');
    expect(collectSuggestions(accepted.doc)).toEqual([]);

    const back = align(state, null);
    expect(json(back)).toEqual(original);
    expect(collectSuggestions(back.doc)).toEqual([]);
  });

  it('blocks put in a list: accept keeps the list, reject lifts them out exactly', () => {
    const state0 = editorState([paragraph('Intro'), paragraph('One'), paragraph('Two')]);
    const original = json(state0);
    let state = state0.apply(state0.tr.setSelection(TextSelection.create(state0.doc, 9, 15)));
    wrapInList(nodes.bulletList!)(state, (tr) => {
      state = state.apply(tr);
    });
    expect(state.doc.child(1).type.name).toBe('bulletList');
    expect(state.doc.child(1).childCount).toBe(2);
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion).toEqual(
      expect.objectContaining({ kind: 'wrap', changes: [{ what: 'list', list: 'bulletList' }] }),
    );
    expect(savedJson(state)).toEqual(original);

    const accepted = resolveOnly(state, true);
    expect(accepted.doc.child(1).type.name).toBe('bulletList');
    expect(savedJson(accepted)).toEqual(json(accepted));
    expect(JSON.stringify(json(accepted))).not.toContain('wrap');

    expect(json(resolveOnly(state, false))).toEqual(original);
  });

  it('a heading put in a list (made a paragraph first) is one suggestion, rejected exactly', () => {
    const state0 = editorState([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
    ]);
    const original = json(state0);
    // As the list button does for a heading: a paragraph first, then the list.
    const tr = state0.tr.setNodeMarkup(0, nodes.paragraph!);
    const range = tr.doc.resolve(1).blockRange()!;
    tr.wrap(range, findWrapping(range, nodes.bulletList!)!);
    const state = state0.apply(tr);
    expect(state.doc.firstChild!.type.name).toBe('bulletList');
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion!.changes).toEqual([
      { what: 'list', list: 'bulletList' },
      { what: 'style', type: 'paragraph' },
    ]);
    expect(savedJson(state)).toEqual(original);
    expect(json(resolveOnly(state, false))).toEqual(original);
  });

  it('a list joined to the list before it: saved and rejected as before, the old items kept', () => {
    const item = (text: string): JSONContent => ({ type: 'listItem', content: [paragraph(text)] });
    const state0 = editorState([
      { type: 'orderedList', attrs: { start: 1 }, content: [item('First')] },
      paragraph('Second'),
    ]);
    const original = json(state0);
    // As the toolbar's list button does: wrap, then join with the list of the same type.
    let state = state0.apply(state0.tr.setSelection(TextSelection.create(state0.doc, 12)));
    wrapInList(nodes.orderedList!)(state, (tr) => {
      tr.join(state0.doc.child(0).nodeSize);
      state = state.apply(tr);
    });
    expect(state.doc.childCount).toBe(1);
    expect(state.doc.firstChild!.childCount).toBe(2);
    expect(collectSuggestions(state.doc).map((item) => item.changes)).toEqual([
      [{ what: 'list', list: 'orderedList' }],
    ]);
    expect(savedJson(state)).toEqual(original);
    expect(json(resolveOnly(state, false))).toEqual(original);
    expect(resolveOnly(state, true).doc.firstChild!.childCount).toBe(2);
  });

  it('a quote is a suggestion; switching the list type is one too', () => {
    const state0 = editorState([paragraph('Quoted'), paragraph('After')]);
    const original = json(state0);
    let state = withCursor(state0, 3);
    wrapIn(nodes.blockquote!)(state, (tr) => {
      state = state.apply(tr);
    });
    expect(state.doc.firstChild!.type.name).toBe('blockquote');
    expect(collectSuggestions(state.doc)[0]!.changes).toEqual([{ what: 'quote' }]);
    expect(savedJson(state)).toEqual(original);
    expect(json(resolveOnly(state, false))).toEqual(original);
    expect(resolveOnly(state, true).doc.firstChild!.type.name).toBe('blockquote');

    const listed = editorState([
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [paragraph('Item')] }],
      },
    ]);
    const switched = listed.apply(listed.tr.setNodeMarkup(0, nodes.orderedList!));
    expect(switched.doc.firstChild!.type.name).toBe('orderedList');
    expect(collectSuggestions(switched.doc)[0]!.changes).toEqual([
      { what: 'list', list: 'orderedList' },
    ]);
    expect(savedJson(switched)).toEqual(json(listed));
    expect(json(resolveOnly(switched, false))).toEqual(json(listed));
  });

  it('deleting an image keeps it, suggested for removal: accept removes it, reject keeps it', () => {
    const state0 = editorState([paragraph('Before'), image, paragraph('After')]);
    const original = json(state0);
    let state = state0.apply(state0.tr.setSelection(NodeSelection.create(state0.doc, 8)));
    state = state.apply(state.tr.deleteSelection());
    expect(state.doc.child(1).type.name).toBe('positionedImage');
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion).toEqual(
      expect.objectContaining({
        kind: 'delete',
        authorId: ada.id,
        changes: [{ what: 'deleted', type: 'positionedImage' }],
      }),
    );
    expect(savedJson(state)).toEqual(original);

    const accepted = resolveOnly(state, true);
    expect(accepted.doc.childCount).toBe(2);
    expect(accepted.doc.textContent).toBe('BeforeAfter');
    expect(json(resolveOnly(state, false))).toEqual(original);
  });

  it('a deletion across a table and a page break: all suggested, reject restores exactly', () => {
    const state0 = editorState([
      paragraph('Alpha'),
      table,
      { type: 'pageBreak' },
      paragraph('Gamma'),
    ]);
    const original = json(state0);
    const gamma = state0.doc.content.size - 7;
    // From "Al|pha" to "Gam|ma".
    let state = state0.apply(
      state0.tr.setSelection(TextSelection.create(state0.doc, 3, gamma + 4)),
    );
    state = state.apply(state.tr.deleteSelection());
    expect(state.doc.childCount).toBe(4);
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion!.text).toBe(`pha${BREAK_TEXT}Gam`);
    expect(suggestion!.changes).toEqual([
      { what: 'deleted', type: 'table' },
      { what: 'deleted', type: 'pageBreak' },
    ]);
    expect(savedJson(state)).toEqual(original);

    const accepted = resolveOnly(state, true);
    expect(accepted.doc.childCount).toBe(1);
    expect(accepted.doc.textContent).toBe('Alma');
    expect(json(resolveOnly(state, false))).toEqual(original);
  });

  it('a deletion across a page boundary marks the boundary: accept joins the pages', () => {
    const page = (...texts: string[]): JSONContent => ({
      type: 'page',
      content: texts.map((text) => paragraph(text)),
    });
    const state0 = editorState([page('One', 'Two'), page('Three')]);
    const original = json(state0);
    // From "Tw|o" (page 1) to "Th|ree" (page 2).
    let state = state0.apply(state0.tr.setSelection(TextSelection.create(state0.doc, 9, 16)));
    state = state.apply(state.tr.deleteSelection());
    expect(state.doc.childCount).toBe(2);
    const [suggestion, ...others] = collectSuggestions(state.doc);
    expect(others).toEqual([]);
    expect(suggestion!.text).toBe(`o${BREAK_TEXT}Th`);
    expect(savedJson(state)).toEqual(original);
    expect(json(resolveOnly(state, false))).toEqual(original);
    const accepted = resolveOnly(state, true);
    expect(accepted.doc.textContent).toBe('OneTwree');
    expect(accepted.doc.childCount).toBe(1);
  });

  it('a block change naming a type it cannot have is saved without it', () => {
    const suggested = JSON.stringify({
      kind: 'format',
      id: 'b-1',
      authorId: ada.id,
      authorName: ada.name,
      createdAt: '2026-11-28T07:00:00.000Z',
      before: JSON.stringify({ type: 'table', attrs: {} }),
    });
    const state = editorState([
      { type: 'heading', attrs: { level: 1, suggestedBlock: suggested }, content: [] },
    ]);
    expect(savedJson(state).content![0]).toEqual({
      type: 'heading',
      attrs: { textAlign: null, level: 1, suggestedBreak: null, suggestedBlock: null },
    });
    // Rejected: it stays as it is, the suggestion gone.
    expect(resolveOnly(state, false).doc.firstChild!.toJSON()).toEqual(
      savedJson(state).content![0],
    );
  });

  describe('out of lists and quotes, indenting', () => {
    const item = (text: string, ...nested: JSONContent[]): JSONContent => ({
      type: 'listItem',
      content: [paragraph(text), ...nested],
    });
    const bullets = (...items: JSONContent[]): JSONContent => ({
      type: 'bulletList',
      content: items,
    });
    const numbered = (...items: JSONContent[]): JSONContent => ({
      type: 'orderedList',
      attrs: { start: 3 },
      content: items,
    });

    /** The state with the cursor in the text (its first occurrence), or from one text to another. */
    function at(state: EditorState, text: string, to?: string) {
      const find = (value: string) => {
        let found = -1;
        state.doc.descendants((node, pos) => {
          if (found < 0 && node.isText && node.text === value) found = pos + 1;
        });
        expect(found).toBeGreaterThan(0);
        return found;
      };
      const from = find(text);
      const selection = TextSelection.create(state.doc, from, to ? find(to) : from);
      return state.apply(state.tr.setSelection(selection));
    }

    function run(state: EditorState, command: Command) {
      let next = state;
      expect(
        command(state, (tr) => {
          next = state.apply(tr);
        }),
      ).toBe(true);
      return next;
    }

    /** The one suggestion there is, with what its card says. */
    function onlyChange(state: EditorState) {
      const [suggestion, ...others] = collectSuggestions(state.doc);
      expect(others).toEqual([]);
      return suggestion!.changes;
    }

    it('items taken out of a list (Shift-Tab, the list button): saved and rejected as they were', () => {
      const state0 = editorState([
        paragraph('Intro'),
        numbered(item('One'), item('Two'), item('Three'), item('Four')),
        paragraph('End'),
      ]);
      const original = json(state0);
      const state = run(at(state0, 'Two', 'Three'), liftListItem(nodes.listItem!));
      // The list split around them: 1. One | Two | Three | 3. Four.
      expect(state.doc.childCount).toBe(6);
      expect(state.doc.child(2).type.name).toBe('paragraph');
      expect(onlyChange(state)).toEqual([{ what: 'moved', how: 'outOfList' }]);
      expect(collectSuggestions(state.doc)[0]).toEqual(
        expect.objectContaining({ kind: 'lift', text: `Two${BREAK_TEXT}Three`, authorId: ada.id }),
      );
      expect(savedJson(state)).toEqual(original);

      const accepted = resolveOnly(state, true);
      expect(accepted.doc.childCount).toBe(6);
      expect(savedJson(accepted)).toEqual(json(accepted));
      expect(JSON.stringify(json(accepted))).not.toContain('lift');
      expect(json(resolveOnly(state, false))).toEqual(original);
    });

    it('a list’s first or whole items taken out: no list left to join', () => {
      const state0 = editorState([bullets(item('One', bullets(item('Inner'))), item('Two'))]);
      const original = json(state0);
      const first = run(at(state0, 'One'), liftListItem(nodes.listItem!));
      expect(first.doc.child(0).type.name).toBe('paragraph');
      expect(first.doc.child(1).type.name).toBe('bulletList');
      expect(savedJson(first)).toEqual(original);
      expect(json(resolveOnly(first, false))).toEqual(original);

      const whole = run(at(state0, 'One', 'Two'), liftListItem(nodes.listItem!));
      expect(whole.doc.child(0).type.name).toBe('paragraph');
      expect(savedJson(whole)).toEqual(original);
      expect(json(resolveOnly(whole, false))).toEqual(original);
    });

    it('a paragraph taken out of a quote: the quote split around it until accepted', () => {
      const state0 = editorState([
        { type: 'blockquote', content: [paragraph('A'), paragraph('B'), paragraph('C')] },
      ]);
      const original = json(state0);
      const state = run(at(state0, 'B'), lift);
      expect(state.doc.childCount).toBe(3);
      expect(state.doc.child(1).type.name).toBe('paragraph');
      expect(onlyChange(state)).toEqual([{ what: 'moved', how: 'outOfQuote' }]);
      expect(savedJson(state)).toEqual(original);
      expect(json(resolveOnly(state, false))).toEqual(original);
      const accepted = resolveOnly(state, true);
      expect(accepted.doc.childCount).toBe(3);
      expect(savedJson(accepted)).toEqual(json(accepted));

      // Until then it holds that suggestion alone: no heading, no quote or list around it.
      const moved = at(state, 'B');
      expect(
        moved.applyTransaction(moved.tr.setBlockType(5, 6, nodes.heading!, { level: 1 })).state,
      ).toBe(moved);
      for (const command of [wrapIn(nodes.blockquote!), wrapInList(nodes.bulletList!)]) {
        let next: EditorState | undefined;
        expect(
          command(moved, (tr) => {
            next = moved.applyTransaction(tr).state;
          }),
        ).toBe(true);
        expect(next).toBe(moved);
      }
    });

    it('a suggested list or quote taken back out is no suggestion at all', () => {
      const state0 = editorState([paragraph('Quoted'), paragraph('After')]);
      const quoted = run(at(state0, 'Quoted'), wrapIn(nodes.blockquote!));
      const back = run(quoted, lift);
      expect(json(back)).toEqual(json(state0));
      expect(collectSuggestions(back.doc)).toEqual([]);
    });

    it('a list switched and joined to the lists beside it: split again on reject and when saved', () => {
      const state0 = editorState([
        numbered(item('A')),
        bullets(item('B1'), item('B2')),
        { type: 'orderedList', attrs: { start: 9 }, content: [item('C')] },
      ]);
      const original = json(state0);
      // As the numbered-list button does: the type switched, then joined both ways.
      const tr = state0.tr.setNodeMarkup(state0.doc.child(0).nodeSize, nodes.orderedList!);
      tr.join(state0.doc.child(0).nodeSize);
      tr.join(tr.doc.child(0).nodeSize);
      const state = state0.apply(tr);
      expect(state.doc.childCount).toBe(1);
      expect(state.doc.firstChild!.childCount).toBe(4);
      expect(onlyChange(state)).toEqual([{ what: 'list', list: 'orderedList' }]);
      expect(savedJson(state)).toEqual(original);
      expect(json(resolveOnly(state, false))).toEqual(original);
      const accepted = resolveOnly(state, true);
      expect(accepted.doc.childCount).toBe(1);
      expect(savedJson(accepted)).toEqual(json(accepted));

      // Joined to the list before it only.
      const before = state0.tr.setNodeMarkup(state0.doc.child(0).nodeSize, nodes.orderedList!);
      before.join(state0.doc.child(0).nodeSize);
      const joined = state0.apply(before);
      expect(joined.doc.childCount).toBe(2);
      expect(savedJson(joined)).toEqual(original);
      expect(json(resolveOnly(joined, false))).toEqual(original);
      // Its items hold that suggestion: no other move of them until it is resolved.
      const moved = at(joined, 'B2');
      expect(moved.applyTransaction(moved.tr.setNodeMarkup(0, nodes.bulletList!)).state).toBe(
        moved,
      );
    });

    it('Tab indents an item as a suggestion: twice is one card, saved and rejected at its level', () => {
      const state0 = editorState([
        bullets(
          item('One', numbered(item('Deep'))),
          item('Two', bullets(item('Child'))),
          item('Three'),
        ),
      ]);
      const original = json(state0);
      const state = run(at(state0, 'Two'), sinkListItem(nodes.listItem!));
      // Two (and its child) in a new bulleted list in One, after its numbered one.
      expect(state.doc.firstChild!.childCount).toBe(2);
      expect(state.doc.firstChild!.firstChild!.childCount).toBe(3);
      expect(onlyChange(state)).toEqual([{ what: 'moved', how: 'indented' }]);
      // The card names the items moved (Two, and Child with it).
      expect(collectSuggestions(state.doc)[0]!.text).toBe(`Two${BREAK_TEXT}Child`);
      expect(savedJson(state)).toEqual(original);
      expect(json(resolveOnly(state, false))).toEqual(original);
      const accepted = resolveOnly(state, true);
      expect(savedJson(accepted)).toEqual(json(accepted));
      expect(JSON.stringify(json(accepted))).not.toContain('indent');

      // Three after Two, then into Two: its own suggestion, one card however deep.
      const once = run(at(state, 'Three'), sinkListItem(nodes.listItem!));
      const twice = run(at(once, 'Three'), sinkListItem(nodes.listItem!));
      expect(twice.doc.firstChild!.childCount).toBe(1);
      const [two, three, ...others] = collectSuggestions(twice.doc);
      expect(others).toEqual([]);
      expect(three!.changes).toEqual([{ what: 'moved', how: 'indented' }]);
      expect(savedJson(twice)).toEqual(original);
      const threeBack = twice.apply(resolveSuggestion(twice, three!.id, false)!);
      expect(json(threeBack)).toEqual(json(state));
      const bothBack = twice.apply(resolveSuggestion(twice, two!.id, false)!);
      expect(savedJson(bothBack)).toEqual(original);

      // Shift-Tab back: where it was, no suggestion left.
      const back = run(at(state, 'Two'), liftListItem(nodes.listItem!));
      expect(json(back)).toEqual(original);
      expect(collectSuggestions(back.doc)).toEqual([]);
    });

    it('Shift-Tab outdents a nested item (those after it go along): saved and rejected as they were', () => {
      const state0 = editorState([
        bullets(item('One', bullets(item('A'), item('B'), item('C'))), item('Two')),
      ]);
      const original = json(state0);
      const state = run(at(state0, 'B'), liftListItem(nodes.listItem!));
      // One (A) | B (C) | Two.
      expect(state.doc.firstChild!.childCount).toBe(3);
      expect(onlyChange(state)).toEqual([{ what: 'moved', how: 'outdented' }]);
      expect(savedJson(state)).toEqual(original);
      expect(json(resolveOnly(state, false))).toEqual(original);
      const accepted = resolveOnly(state, true);
      expect(accepted.doc.firstChild!.childCount).toBe(3);
      expect(savedJson(accepted)).toEqual(json(accepted));
    });
  });

  it('a deletion cutting into a table is still refused', () => {
    const state0 = editorState([paragraph('Alpha'), table]);
    const state = state0.apply(state0.tr.setSelection(TextSelection.create(state0.doc, 3, 13)));
    expect(state.applyTransaction(state.tr.deleteSelection()).state.doc.eq(state0.doc)).toBe(true);
  });

  it('block suggestions live in the shared document: a second editor has them, saved without', () => {
    const state0 = editorState([paragraph('Title'), paragraph('Item'), image]);
    let state = state0.apply(state0.tr.setBlockType(1, 6, nodes.heading!, { level: 1 }));
    state = withCursor(state, 10);
    wrapInList(nodes.bulletList!)(state, (tr) => {
      state = state.apply(tr);
    });
    const imagePos = state.doc.content.size - 1;
    state = state.apply(state.tr.setSelection(NodeSelection.create(state.doc, imagePos)));
    state = state.apply(state.tr.deleteSelection());
    expect(collectSuggestions(state.doc).map((item) => item.kind)).toEqual([
      'format',
      'wrap',
      'delete',
    ]);

    // Ada's copy of the shared document, sent to Ben's.
    const ada = prosemirrorJSONToYDoc(editorSchema, json(state), 'default');
    const ben = new Y.Doc();
    Y.applyUpdate(ben, Y.encodeStateAsUpdate(ada));
    const bens = editorSchema.nodeFromJSON(
      yXmlFragmentToProsemirrorJSON(ben.getXmlFragment('default')),
    );
    expect(bens.eq(state.doc)).toBe(true);
    expect(collectSuggestions(bens)).toEqual(collectSuggestions(state.doc));
    // Saved (as the server does from the shared document): none of them applied.
    expect(acceptedContent(bens.toJSON() as JSONContent)).toEqual(acceptedContent(json(state0)));
    expect(JSON.stringify(acceptedContent(bens.toJSON() as JSONContent))).not.toMatch(
      /suggestedBlock":"/,
    );
  });
});
