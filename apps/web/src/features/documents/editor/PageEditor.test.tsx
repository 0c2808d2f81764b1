import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INJECTED_STYLE_ID, PAGE_BREAK_MARKER } from '@worksphere/contracts';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockFetch';
import { editorMessages as messages } from '../documents.messages';
import { PageEditor } from './PageEditor';

// ProseMirror measures the page when it scrolls the cursor into view; jsdom has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Element.prototype.getClientRects ??= noRects;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEditor(props: ComponentProps<typeof PageEditor> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PageEditor editorId="doc" onChange={onChange} {...props} />
    </QueryClientProvider>,
  );
  const content = () => view.container.querySelector<HTMLElement>('#doc')!;
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0] ?? '';
  return { ...view, onChange, content, lastHtml, user: userEvent.setup() };
}

function tool(name: string) {
  return within(screen.getByRole('toolbar', { name: messages.toolbarLabel })).getByRole('button', {
    name,
  });
}

/** Puts the cursor into the first table cell, as a click would. */
async function placeCursorInFirstCell(content: HTMLElement) {
  await placeCursorIn(content.querySelector('td p') ?? content.querySelector('td')!);
}

/** Puts the cursor at the start of this element, as a click would. */
async function placeCursorIn(cell: Node) {
  const range = document.createRange();
  range.setStart(cell, 0);
  range.collapse(true);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
  await new Promise((resolve) => setTimeout(resolve, 30));
}

// TipTap in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('PageEditor', { timeout: 20_000 }, () => {
  it('loads content without the injected style block and reports changes with it', async () => {
    const { content, user, lastHtml } = renderEditor({
      content: `<style id="${INJECTED_STYLE_ID}">.x{}</style><p>Hello</p>`,
    });
    expect(content().textContent).toBe('Hello');
    expect(content().querySelector('style')).toBeNull();

    await user.click(tool(messages.insertPlaceholder));
    const html = lastHtml();
    expect(html.startsWith(`<style id="${INJECTED_STYLE_ID}">`)).toBe(true);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain(
      '<span class="placeholder-tag" id="name" contenteditable="false">#name</span>',
    );
  });

  it('asks for a table size, refuses bad input, and alerts when the cursor is outside a table', async () => {
    const { content, user } = renderEditor({ content: '<p>Text</p>' });

    await user.click(tool(messages.addRow));
    const notice = await screen.findByRole('dialog', { name: messages.alertTitle });
    expect(within(notice).getByRole('alert')).toHaveTextContent(messages.cursorNotInTable);
    await user.click(within(notice).getByRole('button', { name: messages.ok }));

    await user.click(tool(messages.insertTable));
    let dialog = await screen.findByRole('dialog', { name: messages.tableDialogTitle });
    expect(within(dialog).getByLabelText(messages.tableRows)).toHaveValue('2');
    expect(within(dialog).getByLabelText(messages.tableColumns)).toHaveValue('2');
    await user.clear(within(dialog).getByLabelText(messages.tableColumns));
    await user.type(within(dialog).getByLabelText(messages.tableColumns), 'x');
    await user.click(within(dialog).getByRole('button', { name: messages.insert }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.invalidTableSize);

    await user.clear(within(dialog).getByLabelText(messages.tableRows));
    await user.type(within(dialog).getByLabelText(messages.tableRows), '1');
    await user.clear(within(dialog).getByLabelText(messages.tableColumns));
    await user.type(within(dialog).getByLabelText(messages.tableColumns), '3');
    await user.click(within(dialog).getByRole('button', { name: messages.insert }));
    await waitFor(() => expect(content().querySelectorAll('td')).toHaveLength(3));

    // The last row: asked first, and the whole table goes on confirm.
    await placeCursorInFirstCell(content());
    await user.click(tool(messages.deleteRow));
    dialog = await screen.findByRole('dialog', { name: messages.confirmTitle });
    expect(dialog).toHaveTextContent(messages.deleteLastRow);
    await user.click(within(dialog).getByRole('button', { name: messages.delete }));
    await waitFor(() => expect(content().querySelector('table')).toBeNull());
  });

  it('switches page mode and continuous mode with the page-break marker between pages', async () => {
    const page = (text: string) => `<div class="editor-page"><p>${text}</p></div>`;
    const { content, user, lastHtml } = renderEditor({
      pageView: true,
      content: `${page('one')}${PAGE_BREAK_MARKER}${page('two')}`,
    });
    expect(content().querySelectorAll('.editor-page')).toHaveLength(2);
    await user.click(tool(messages.addPage));
    await waitFor(() => expect(content().querySelectorAll('.editor-page')).toHaveLength(3));

    await user.click(tool(messages.toContinuousView));
    expect(content().querySelectorAll('.editor-page')).toHaveLength(0);
    expect(content().querySelectorAll('[data-page-break]')).toHaveLength(2);
    expect(lastHtml()).toContain(`<p>one</p>${PAGE_BREAK_MARKER}<p>two</p>${PAGE_BREAK_MARKER}`);
    expect(screen.queryByRole('button', { name: messages.addPage })).toBeNull();

    await user.click(tool(messages.toPageView));
    expect(content().querySelectorAll('.editor-page')).toHaveLength(3);
  });

  it('shows the HTML in the code panel and applies an edit with Update', async () => {
    const { content, user, lastHtml } = renderEditor({ content: '<ul><li>a</li></ul>' });
    await user.click(tool(messages.showCode));
    expect(screen.getByRole('heading', { name: messages.codePanelTitle })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: messages.codeLabel });
    expect(code).toHaveValue('<ul>\n  <li>\n    <p>a</p>\n  </li>\n</ul>');
    await user.clear(code);
    await user.type(code, '<h2>New title</h2>');
    await user.click(screen.getByRole('button', { name: messages.codeUpdate }));
    expect(content().querySelector('h2')?.textContent).toBe('New title');
    expect(lastHtml()).toContain('<h2>New title</h2>');
  });

  it('adds a textbox with the spec geometry in the text, and positioned images keep theirs', async () => {
    const { content, user, lastHtml } = renderEditor({
      content:
        '<p>x</p><img src="/a.png" alt="Inserted Image" class="draggable-image" style="position:absolute;left:40px;top:30px;width:120px;height:80px;z-index:3">',
    });
    const image = content().querySelector<HTMLElement>('[data-media-item="positionedImage"]')!;
    expect(image.style.left).toBe('40px');
    expect(image.style.zIndex).toBe('3');

    await user.click(tool(messages.addTextbox));
    const textbox = content().querySelector<HTMLElement>('.draggable-textbox')!;
    expect(textbox.textContent).toContain('Edit me');
    expect(textbox.style.width).toBe('240px');
    expect(textbox.style.minHeight).toBe('60px');
    expect(textbox.style.position).toBe('relative');
    expect(textbox.style.left).toBe('auto');
    const saved = new DOMParser()
      .parseFromString(lastHtml(), 'text/html')
      .querySelector<HTMLElement>('div.draggable-textbox')!;
    expect(saved.style.position).toBe('relative');
    expect([saved.style.width, saved.style.minHeight]).toEqual(['240px', '60px']);
    expect(saved.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(saved.textContent).toBe('Edit me');

    // Typing in it, its wrapping and position buttons are at hand.
    expect(tool(messages.wrapInline)).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool(messages.wrapLeft));
    expect(textbox.style.cssFloat).toBe('left');
    expect(tool(messages.wrapLeft)).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool(messages.toggleAbsolute));
    expect([textbox.style.position, textbox.style.left, textbox.style.top]).toEqual([
      'absolute',
      '10px',
      '10px',
    ]);
    expect(textbox.style.cssFloat).toBe('');
  });

  it('selects a textbox with Escape, nudges it with arrows and changes its stacking and position', async () => {
    const { content, user, lastHtml } = renderEditor({
      content:
        '<div class="draggable-textbox" style="position:absolute;left:10px;top:10px;width:240px;min-height:60px;z-index:1"><p>Box</p></div><p>after</p>',
    });
    const box = () => content().querySelector<HTMLElement>('.draggable-textbox')!;
    content().focus();
    await placeCursorIn(box().querySelector('p')!);
    await user.keyboard('{Escape}');
    expect(box()).toHaveClass('is-selected');

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}');
    expect(box().style.left).toBe('20px');
    expect(box().style.top).toBe('11px');

    await user.click(tool(messages.bringForward));
    expect(box().style.zIndex).toBe('2');
    await user.click(tool(messages.sendBackward));
    await user.click(tool(messages.sendBackward));
    expect(box().style.zIndex).toBe('1');

    await user.click(tool(messages.toggleInline));
    expect(box().style.position).toBe('relative');
    expect(box().style.left).toBe('auto');
    await user.click(tool(messages.toggleAbsolute));
    expect([box().style.left, box().style.top]).toEqual(['10px', '10px']);

    await user.keyboard('{Delete}');
    expect(content().querySelector('.draggable-textbox')).toBeNull();
    expect(lastHtml()).not.toContain('class="draggable-textbox"');
  });

  it('is read-only without the toolbar when isEditing is false', () => {
    const { content } = renderEditor({ content: '<p>Fixed</p>', isEditing: false });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(content()).toHaveAttribute('contenteditable', 'false');
  });

  it('exports through the server and downloads the file under the spec name', async () => {
    const fetchMock = mockApi({
      'POST /filemanager/convertToPdf': () => new Response('%PDF-1.7', { status: 200 }),
      'POST /filemanager/convertToDocx': () => new Response('{"error":"boom"}', { status: 500 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderEditor({
      content: '<p>Body</p>',
      currentFilename: 'plan.html',
      folder: 'team docs',
    });

    await user.click(tool(messages.exportPdfLabel));
    expect(await screen.findByText(messages.pdfExported)).toBeInTheDocument();
    const anchor = click.mock.contexts.at(-1) as HTMLAnchorElement;
    expect(anchor.download).toBe('plan.pdf');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/filemanager/convertToPdf?folder=team%20docs');
    expect(JSON.parse(String(init?.body))).toEqual({
      html: '<p>Body</p>',
      filename: 'plan.html',
      paperSize: 'letter',
    });

    await user.click(tool(messages.exportDocxLabel));
    expect(await screen.findByText(messages.docxFailed)).toBeInTheDocument();
  });

  it('exports on the paper the document is on', async () => {
    const fetchMock = mockApi({
      'POST /filemanager/convertToMarkdown': () => new Response('# x', { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderEditor({ content: '<p>Body</p>', paperSize: 'a4' });
    await user.click(tool(messages.exportMarkdownLabel));
    expect(await screen.findByText(messages.markdownExported)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ paperSize: 'a4' });
  });

  it('sizes pages by the paper and reports a paper change', async () => {
    const onPaperSizeChange = vi.fn();
    const { container, user, lastHtml } = renderEditor({
      content: '<p>Body</p>',
      pageView: true,
      onPaperSizeChange,
    });
    const root = container.querySelector<HTMLElement>('.document-editor')!;
    expect(root.dataset.paper).toBe('letter');
    expect(root.style.getPropertyValue('--paper-width')).toBe('8.5in');

    await user.click(screen.getByRole('button', { name: new RegExp(messages.paperSize) }));
    await user.click(await screen.findByRole('option', { name: 'A4' }));
    expect(onPaperSizeChange).toHaveBeenCalledWith('a4');
    expect(root.dataset.paper).toBe('a4');
    expect(root.style.getPropertyValue('--paper-width')).toBe('210mm');
    expect(root.style.getPropertyValue('--paper-height')).toBe('297mm');
    // The page CSS saved with the document names the paper too.
    expect(lastHtml()).toContain('width:210mm');
  });

  it('formats with strike-through, font size, colour and highlight, and undoes and redoes', async () => {
    const { content, user, lastHtml } = renderEditor({ content: '<p>Plain words</p>' });
    expect(tool(messages.undo)).toBeDisabled();
    content().focus();
    await placeCursorIn(content().querySelector('p')!.firstChild!);
    await user.keyboard('{Control>}a{/Control}');

    await user.click(tool(messages.strike));
    expect(lastHtml()).toContain('<s>Plain words</s>');
    await user.click(screen.getByRole('button', { name: new RegExp(messages.fontSize) }));
    await user.click(await screen.findByRole('option', { name: '24' }));
    expect(lastHtml()).toMatch(/<span style="font-size: ?24px;?">/);
    await user.click(tool(messages.textColor));
    await user.click(await screen.findByRole('menuitem', { name: messages.colors.red }));
    expect(lastHtml()).toMatch(/[^-]color: ?(#dc2626|rgb\(220, 38, 38\))/);
    await user.click(tool(messages.highlight));
    await user.click(await screen.findByRole('menuitem', { name: messages.colors.yellow }));
    expect(lastHtml()).toMatch(/background-color: ?(#fef08a|rgb\(254, 240, 138\))/);
    // The current colour is ticked in its menu.
    await user.click(tool(messages.textColor));
    expect(
      (await screen.findByRole('menuitem', { name: messages.colors.red })).textContent,
    ).toContain('✓');
    await user.keyboard('{Escape}');

    await user.click(tool(messages.undo));
    expect(lastHtml()).not.toContain('background-color');
    await user.click(tool(messages.redo));
    expect(lastHtml()).toMatch(/background-color: ?(#fef08a|rgb\(254, 240, 138\))/);
  });

  it('toggles a header row on a table', async () => {
    const { content, user, lastHtml } = renderEditor({
      content: '<table><tbody><tr><td><p>A</p></td></tr><tr><td><p>B</p></td></tr></tbody></table>',
    });
    await placeCursorInFirstCell(content());
    await user.click(tool(messages.toggleHeaderRow));
    expect(content().querySelector('th')?.textContent).toBe('A');
    expect(lastHtml()).toContain('<th');
    await user.click(tool(messages.toggleHeaderRow));
    expect(content().querySelector('th')).toBeNull();
  });

  it('shows "Start writing…" in an empty document', () => {
    const { content } = renderEditor({ content: '' });
    const paragraph = content().querySelector('p')!;
    expect(paragraph).toHaveClass('is-editor-empty');
    expect(paragraph.dataset.placeholder).toBe(messages.startWriting);
  });

  it('below 768 px every action not in the bar is in More Options', async () => {
    const wide = renderEditor({ content: '<p>x</p>' });
    const toolbar = () => screen.getByRole('toolbar', { name: messages.toolbarLabel });
    const wideNames = [
      ...within(toolbar())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    ];
    wide.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = renderEditor({ content: '<p>x</p>' });
    const barNames = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? '');
    await user.click(within(toolbar()).getByRole('button', { name: messages.moreOptions }));
    const menuNames = (await screen.findAllByRole('menuitem')).map((item) =>
      (item.textContent ?? '').replace('✓', ''),
    );
    const reachable = new Set([...barNames, ...menuNames]);
    // The selects of the wide bar are named by their label and value; their menus are sections.
    const missing = wideNames.filter(
      (name) =>
        !reachable.has(name) &&
        ![
          messages.paragraphStyle,
          messages.font,
          messages.fontSize,
          messages.paperSize,
          messages.textColor,
          messages.highlight,
        ].some((label) => name.includes(label)),
    );
    expect(missing).toEqual([]);
    for (const name of [
      messages.colors.red,
      messages.colors.yellow,
      '24',
      'A4',
      'US Letter',
      'Heading 1',
      'Roboto',
      messages.toggleHeaderRow,
      messages.exportPdfLabel,
    ]) {
      expect(menuNames).toContain(name);
    }
  });
});
