import { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEditorExtensions } from '../editorExtensions';
import { keepItemsInPages } from '../keepItemsInPages';
import { activeMedia } from './MediaControls';

// ProseMirror measures the page when it scrolls the cursor into view; jsdom has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Element.prototype.getClientRects ??= noRects;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function openEditor(content: string) {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: createEditorExtensions({ onRenamePlaceholder: () => undefined }),
    content,
  });
  return editor;
}

/** Puts the cursor right after `before` in the first text node holding it. */
function placeCursorAfter(current: Editor, before: string) {
  let at = -1;
  current.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text?.includes(before)) {
      at = pos + node.text.indexOf(before) + before.length;
    }
  });
  expect(at).toBeGreaterThan(0);
  current.view.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, at)));
}

/** The document's top-level blocks as [type, text] pairs. */
function blocks(current: Editor) {
  const list: Array<[string, string]> = [];
  current.state.doc.forEach((node) => list.push([node.type.name, node.textContent]));
  return list;
}

function savedElement(current: Editor, selector: string) {
  const holder = document.createElement('div');
  holder.innerHTML = current.getHTML();
  return holder.querySelector<HTMLElement>(selector)!;
}

describe('Add textbox and Insert image put the item at the cursor', () => {
  it('a textbox splits the paragraph at the cursor, in the text flow, its text selected', () => {
    const current = openEditor('<h1>Title</h1><p>Before the box after it</p>');
    placeCursorAfter(current, 'Before the box');
    current.commands.addTextbox();

    expect(blocks(current)).toEqual([
      ['heading', 'Title'],
      ['paragraph', 'Before the box'],
      ['textbox', 'Edit me'],
      ['paragraph', ' after it'],
    ]);
    const saved = savedElement(current, 'div.draggable-textbox');
    expect(saved.style.position).toBe('relative');
    expect([saved.style.left, saved.style.top]).toEqual(['auto', 'auto']);
    expect(saved.style.cssFloat).toBe('');
    expect([saved.style.width, saved.style.minHeight]).toEqual(['240px', '60px']);

    // 'Edit me' is selected: typing replaces it, inside the textbox.
    current.commands.insertContent('Note');
    expect(blocks(current)[2]).toEqual(['textbox', 'Note']);
  });

  it('at the end of a paragraph the item goes after it; an image is selected once in', () => {
    const current = openEditor('<h1>Title</h1><p>First line</p><p>Second line</p>');
    placeCursorAfter(current, 'First line');
    current.commands.insertPositionedImage('/a.png', { width: 120, height: 80 });

    expect(blocks(current).map(([type]) => type)).toEqual([
      'heading',
      'paragraph',
      'positionedImage',
      'paragraph',
    ]);
    const { selection } = current.state;
    expect(selection instanceof NodeSelection && selection.node.type.name).toBe('positionedImage');
    const saved = savedElement(current, 'img.draggable-image');
    expect(saved.style.position).toBe('relative');
    expect([saved.style.width, saved.style.height]).toEqual(['120px', '80px']);
    expect(saved.getAttribute('alt')).toBe('Inserted Image');
  });

  it('typing in a textbox, a new textbox goes right after it, never inside', () => {
    const current = openEditor('<p>Intro</p>');
    placeCursorAfter(current, 'Intro');
    current.commands.addTextbox();
    current.commands.addTextbox();
    expect(blocks(current).map(([type]) => type)).toEqual([
      'paragraph',
      'textbox',
      'textbox',
      'paragraph',
    ]);
  });

  it('in page mode the item goes into the page the cursor is on', () => {
    const current = openEditor(
      '<div class="editor-page"><p>One</p></div><div class="editor-page"><p>Two words</p></div>',
    );
    placeCursorAfter(current, 'Two');
    current.commands.addTextbox();
    const pages: string[][] = [];
    current.state.doc.forEach((page) => {
      const types: string[] = [];
      page.forEach((child) => types.push(child.type.name));
      pages.push(types);
    });
    expect(pages).toEqual([['paragraph'], ['paragraph', 'textbox', 'paragraph']]);
  });
});

describe('text wrapping of an item in the text', () => {
  it('square left and right float the item with a margin on the text side; inline does not', () => {
    const current = openEditor('<p>Text around</p>');
    placeCursorAfter(current, 'Text');
    current.commands.insertPositionedImage('/a.png', { width: 100, height: 100 });

    current.commands.setMediaWrap('left');
    let saved = savedElement(current, 'img');
    expect(saved.style.cssFloat).toBe('left');
    expect(saved.style.margin).toBe('0px 12px 12px 0px');
    // Saved and opened again, it still wraps.
    const reopened = openEditor(current.getHTML());
    expect(savedElement(reopened, 'img').style.cssFloat).toBe('left');
    reopened.destroy();

    current.commands.setMediaWrap('right');
    saved = savedElement(current, 'img');
    expect(saved.style.cssFloat).toBe('right');
    expect(saved.style.margin).toBe('0px 0px 12px 12px');

    current.commands.setMediaWrap('inline');
    saved = savedElement(current, 'img');
    expect(saved.style.cssFloat).toBe('');
    expect(saved.style.margin).toBe('');
  });

  it('absolute items never float; a wrap mode brings an absolute item back into the text', () => {
    const current = openEditor('<p>Text</p>');
    placeCursorAfter(current, 'Text');
    current.commands.addTextbox();
    current.commands.setMediaWrap('right');
    current.commands.toggleMediaPosition();
    let saved = savedElement(current, 'div.draggable-textbox');
    expect(saved.style.position).toBe('absolute');
    expect([saved.style.left, saved.style.top]).toEqual(['10px', '10px']);
    expect(saved.style.cssFloat).toBe('');

    current.commands.setMediaWrap('left');
    saved = savedElement(current, 'div.draggable-textbox');
    expect(saved.style.position).toBe('relative');
    expect([saved.style.left, saved.style.top]).toEqual(['auto', 'auto']);
    expect(saved.style.cssFloat).toBe('left');
  });

  it('with the cursor in a textbox, the item buttons act on that textbox', () => {
    const current = openEditor(
      '<div class="draggable-textbox" style="position:relative"><p>Boxed</p></div><p>x</p>',
    );
    placeCursorAfter(current, 'Box');
    expect(activeMedia(current.state)?.node.type.name).toBe('textbox');
    current.commands.setMediaWrap('right');
    expect(savedElement(current, 'div.draggable-textbox').style.cssFloat).toBe('right');
    // The cursor stays in the text.
    expect(current.state.selection).toBeInstanceOf(TextSelection);
  });
});

describe('keeping absolute items inside their pages', () => {
  const page = { width: 816, height: 1056 };

  it('moves an item past the page edge back inside, as the drag rule clamps', () => {
    const current = openEditor(
      '<div class="editor-page"><p>x</p>' +
        '<div class="draggable-textbox" style="position:absolute;left:1200px;top:2000px"><p>Far</p></div>' +
        '<div class="draggable-textbox" style="position:absolute;left:-30px;top:40px"><p>Left</p></div>' +
        '<div class="draggable-textbox" style="position:absolute;left:100px;top:100px"><p>In</p></div>' +
        '</div>',
    );
    const tr = keepItemsInPages(current.state, () => ({
      item: { width: 240, height: 60 },
      page,
    }));
    expect(tr).not.toBeNull();
    current.view.dispatch(tr!);
    const boxes = Array.from(
      new DOMParser()
        .parseFromString(current.getHTML(), 'text/html')
        .querySelectorAll<HTMLElement>('div.draggable-textbox'),
    ).map((box) => [box.textContent, box.style.left, box.style.top]);
    expect(boxes).toEqual([
      ['Far', '576px', '996px'],
      ['Left', '0px', '40px'],
      ['In', '100px', '100px'],
    ]);
    // Undo does not put them back outside.
    expect(tr!.getMeta('addToHistory')).toBe(false);
  });

  it('leaves items in the text, items not on a page and items already inside alone', () => {
    const current = openEditor(
      '<div class="editor-page"><div class="draggable-textbox" style="position:relative"><p>Flow</p></div>' +
        '<div class="draggable-textbox" style="position:absolute;left:5px;top:5px"><p>In</p></div></div>',
    );
    const measured: number[] = [];
    const tr = keepItemsInPages(current.state, (pos) => {
      measured.push(pos);
      return { item: { width: 240, height: 60 }, page };
    });
    expect(tr).toBeNull();
    expect(measured).toHaveLength(1);
    expect(keepItemsInPages(current.state, () => null)).toBeNull();
  });
});
