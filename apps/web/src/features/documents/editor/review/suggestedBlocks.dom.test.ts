import { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEditorExtensions } from '../editorExtensions';
import { acceptedHtml } from './acceptedHtml';
import { DocumentReview } from './reviewExtension';
import { collectSuggestions, resolveSuggestion, setSuggesting } from './suggestionMode';

// ProseMirror measures the page when it scrolls the cursor into view; jsdom has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Element.prototype.getClientRects ??= noRects;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const DOCUMENT = [
  '<p>Title</p>',
  '<ul><li><p>First</p></li></ul>',
  '<p>Second</p>',
  '<p>Quoted</p>',
  '<img src="/uploads/org/images/a.png" class="draggable-image">',
  '<p>End</p>',
].join('');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The document editor with comments and suggestions, suggesting as Ada. */
function openEditor() {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [
      ...createEditorExtensions({ onRenamePlaceholder: () => undefined, collaborative: true }),
      DocumentReview,
    ],
    content: DOCUMENT,
  });
  editor.view.dispatch(setSuggesting(editor.state.tr, { id: 'user-ada', name: 'Ada' }));
  return editor;
}

function placeCursorIn(current: Editor, text: string) {
  let at = -1;
  current.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text === text) at = pos + 1;
  });
  expect(at).toBeGreaterThan(0);
  current.view.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, at)));
}

describe('the toolbar\u2019s block commands while suggesting', () => {
  it('heading, alignment, list, quote and removing an image become suggestions, saved as before', () => {
    const current = openEditor();
    const saved = acceptedHtml(current);
    placeCursorIn(current, 'Title');
    expect(current.chain().setHeading({ level: 2 }).setTextAlign('center').run()).toBe(true);
    placeCursorIn(current, 'Second');
    // Wrapped, then joined to the list before it, as the list button does.
    expect(current.commands.toggleBulletList()).toBe(true);
    // Enter at the end of the suggested item, and a word: the new item is in the suggestion.
    placeCursorIn(current, 'Second');
    current.commands.setTextSelection(current.state.selection.from + 'Second'.length - 1);
    expect(current.commands.splitListItem('listItem')).toBe(true);
    current.commands.insertContent('Third');
    placeCursorIn(current, 'Quoted');
    expect(current.commands.toggleBlockquote()).toBe(true);
    let image = -1;
    current.state.doc.forEach((node, pos) => {
      if (node.type.name === 'positionedImage') image = pos;
    });
    current.view.dispatch(
      current.state.tr.setSelection(NodeSelection.create(current.state.doc, image)),
    );
    expect(current.commands.deleteSelection()).toBe(true);

    const html = current.getHTML();
    expect(html).toMatch(/<h2[^>]*text-align: center[^>]*>Title<\/h2>/);
    expect(html).toMatch(/<ul><li><p>First<\/p><\/li><li [^>]*data-suggested-block="wrap"/);
    expect(html).toMatch(/<li [^>]*data-suggested-block="wrap"[^>]*><p [^>]*><span [^>]*>Third/);
    expect(html).toMatch(/<blockquote [^>]*data-suggested-block="wrap"/);
    expect(current.state.doc.childCount).toBe(5);
    const blocks = collectSuggestions(current.state.doc).filter((item) => item.changes.length);
    expect(blocks.map((item) => item.changes)).toEqual([
      [
        { what: 'style', type: 'heading', level: 2 },
        { what: 'align', align: 'center' },
      ],
      [{ what: 'list', list: 'bulletList' }],
      [{ what: 'quote' }],
      [{ what: 'deleted', type: 'positionedImage' }],
    ]);
    // Outlined in Ada's colour.
    const outlined = current.view.dom.querySelectorAll<HTMLElement>('.suggested-block');
    expect(outlined).toHaveLength(5);
    expect(outlined[0]!.style.getPropertyValue('--suggester-color')).toMatch(/^#/);
    // Saved, exported: none of it until accepted.
    expect(acceptedHtml(current)).toBe(saved);

    for (const suggestion of collectSuggestions(current.state.doc)) {
      current.view.dispatch(resolveSuggestion(current.state, suggestion.id, false)!);
    }
    expect(current.getHTML()).toBe(saved);
    expect(current.view.dom.querySelectorAll('.suggested-block')).toHaveLength(0);
  });

  it('Tab, Shift-Tab and the list and quote buttons inside a list or quote become suggestions too', () => {
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [
        ...createEditorExtensions({ onRenamePlaceholder: () => undefined, collaborative: true }),
        DocumentReview,
      ],
      content: [
        '<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li><li><p>Two</p></li>',
        '<li><p>Three</p></li></ul>',
        '<blockquote><p>Quoted</p><p>More</p></blockquote><p>End</p>',
      ].join(''),
    });
    const current = editor;
    current.view.dispatch(setSuggesting(current.state.tr, { id: 'user-ada', name: 'Ada' }));
    const saved = acceptedHtml(current);
    const press = (key: string, shiftKey = false) => {
      const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true });
      return current.view.someProp('handleKeyDown', (handle) => handle(current.view, event));
    };
    placeCursorIn(current, 'Two');
    expect(press('Tab')).toBe(true);
    placeCursorIn(current, 'Nested');
    expect(press('Tab', true)).toBe(true);
    placeCursorIn(current, 'Three');
    expect(current.commands.toggleBulletList()).toBe(true);
    placeCursorIn(current, 'Quoted');
    expect(current.commands.toggleBlockquote()).toBe(true);

    // Applied at once, for the suggester to see: Nested out of One (Two with it), Three and
    // Quoted out of their list and quote.
    expect(current.getHTML()).toMatch(
      /^<ul><li><p>One<\/p><\/li><li [^>]*data-suggested-block="indent"[^>]*><p>Nested<\/p><ul><li [^>]*data-suggested-block="indent"[^>]*><p>Two<\/p><\/li><\/ul><\/li><\/ul><p [^>]*data-suggested-block="lift"[^>]*>Three<\/p><p [^>]*data-suggested-block="lift"[^>]*>Quoted<\/p><blockquote><p>More<\/p><\/blockquote>/,
    );
    expect(
      collectSuggestions(current.state.doc).map((item) => [item.authorName, item.changes]),
    ).toEqual([
      ['Ada', [{ what: 'moved', how: 'outdented' }]],
      ['Ada', [{ what: 'moved', how: 'indented' }]],
      ['Ada', [{ what: 'moved', how: 'outOfList' }]],
      ['Ada', [{ what: 'moved', how: 'outOfQuote' }]],
    ]);
    expect(current.view.dom.querySelectorAll('.suggested-block')).toHaveLength(4);
    // Saved, exported: as it was until accepted.
    expect(acceptedHtml(current)).toBe(saved);

    const suggested = current.getHTML();
    for (const suggestion of collectSuggestions(current.state.doc)) {
      current.view.dispatch(resolveSuggestion(current.state, suggestion.id, false)!);
    }
    expect(current.getHTML()).toBe(saved);
    expect(collectSuggestions(current.state.doc)).toEqual([]);

    current.commands.setContent(suggested);
    for (const suggestion of collectSuggestions(current.state.doc)) {
      current.view.dispatch(resolveSuggestion(current.state, suggestion.id, true)!);
    }
    expect(current.getHTML()).toBe(suggested.replace(/ data-suggested-block[^>]*(?=>)/g, ''));
    expect(acceptedHtml(current)).toBe(current.getHTML());
  });

  it('the list button switching a list beside one of the other type: joined, split again on reject', () => {
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [
        ...createEditorExtensions({ onRenamePlaceholder: () => undefined, collaborative: true }),
        DocumentReview,
      ],
      content: '<ol start="4"><li><p>A</p></li></ol><ul><li><p>B</p></li></ul><p>End</p>',
    });
    const current = editor;
    current.view.dispatch(setSuggesting(current.state.tr, { id: 'user-ada', name: 'Ada' }));
    const saved = acceptedHtml(current);
    placeCursorIn(current, 'B');
    expect(current.commands.toggleOrderedList()).toBe(true);
    expect(current.getHTML()).toMatch(
      /^<ol start="4"><li><p>A<\/p><\/li><li [^>]*data-suggested-block="relist"[^>]*><p>B<\/p><\/li><\/ol><p>End<\/p>$/,
    );
    expect(collectSuggestions(current.state.doc).map((item) => item.changes)).toEqual([
      [{ what: 'list', list: 'orderedList' }],
    ]);
    expect(acceptedHtml(current)).toBe(saved);
    const [suggestion] = collectSuggestions(current.state.doc);
    current.view.dispatch(resolveSuggestion(current.state, suggestion!.id, false)!);
    expect(current.getHTML()).toBe(saved);
  });
});
