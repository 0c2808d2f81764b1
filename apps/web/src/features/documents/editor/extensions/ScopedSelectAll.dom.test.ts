import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEditorExtensions } from '../editorExtensions';

// ProseMirror measures the page when it scrolls the cursor into view; jsdom has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Element.prototype.getClientRects ??= noRects;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const DOCUMENT = [
  '<h1>Quarterly report</h1>',
  '<p>Revenue grew in every region.</p>',
  '<div class="draggable-textbox" style="position: absolute; left: 10px; top: 10px"><p>Edit me</p><p>Second line</p></div>',
  '<table><tbody><tr><td><p>North</p></td><td><p>South</p></td></tr></tbody></table>',
  '<p>Closing words.</p>',
].join('');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function openEditor() {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: createEditorExtensions({ onRenamePlaceholder: () => undefined }),
    content: DOCUMENT,
  });
  return editor;
}

/** Puts the cursor inside the first text node that holds `text`. */
function placeCursorIn(current: Editor, text: string) {
  let at = -1;
  current.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text?.includes(text)) at = pos + 1;
  });
  expect(at).toBeGreaterThan(0);
  current.view.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, at)));
}

/** Ctrl+A as the browser delivers it (TipTap's keyboardShortcut command drops selections). */
function pressSelectAll(current: Editor) {
  const event = new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', ctrlKey: true });
  const handled = current.view.someProp('handleKeyDown', (handle) => handle(current.view, event));
  expect(handled).toBe(true);
}

describe('Ctrl/Cmd+A in the editor', () => {
  it('inside a textbox selects only its text, so typing replaces the textbox alone', () => {
    const current = openEditor();
    placeCursorIn(current, 'Edit me');
    pressSelectAll(current);
    current.commands.insertContent('Replaced');

    const text = current.getText();
    expect(text).toContain('Quarterly report');
    expect(text).toContain('Revenue grew in every region.');
    expect(text).toContain('North');
    expect(text).toContain('Closing words.');
    expect(text).not.toContain('Edit me');
    expect(text).not.toContain('Second line');
    expect(current.view.dom.querySelector('.draggable-textbox')?.textContent).toContain('Replaced');
  });

  it('inside a table cell selects only that cell', () => {
    const current = openEditor();
    placeCursorIn(current, 'North');
    pressSelectAll(current);
    current.commands.insertContent('West');

    const text = current.getText();
    expect(text).toContain('West');
    expect(text).toContain('South');
    expect(text).toContain('Revenue grew in every region.');
    expect(text).not.toContain('North');
  });

  it('in the body still selects the whole document', () => {
    const current = openEditor();
    placeCursorIn(current, 'Revenue');
    pressSelectAll(current);
    const { from, to } = current.state.selection;
    expect(from).toBeLessThanOrEqual(1);
    expect(to).toBeGreaterThanOrEqual(current.state.doc.content.size - 1);
  });

  it('acts where the caret shows right after a click, before ProseMirror has read it', () => {
    const element = document.createElement('div');
    document.body.append(element);
    editor = new Editor({
      element,
      extensions: createEditorExtensions({ onRenamePlaceholder: () => undefined }),
      content: DOCUMENT,
    });
    const current = editor;
    // The state still has the caret in the textbox (say, its text selected when it was added).
    placeCursorIn(current, 'Edit me');
    current.view.dom.setAttribute('tabindex', '0');
    current.view.dom.focus();
    expect(current.view.hasFocus()).toBe(true);
    // The click put the caret into the "North" cell; no selectionchange has been read yet.
    const north = Array.from(current.view.dom.querySelectorAll('td p')).find(
      (cell) => cell.textContent === 'North',
    )!;
    const shown = document.getSelection()!;
    shown.removeAllRanges();
    shown.collapse(north.firstChild!, 2);

    pressSelectAll(current);
    current.commands.insertContent('West');
    const text = current.getText();
    expect(text).toContain('West');
    expect(text).not.toContain('North');
    expect(text).toContain('Edit me');
    element.remove();
  });
});
