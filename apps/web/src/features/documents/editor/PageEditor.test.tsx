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

  it('adds a textbox with the spec geometry, and positioned images keep theirs', async () => {
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
    expect(textbox.style.left).toBe('10px');
    expect(textbox.style.top).toBe('10px');
    const saved = new DOMParser()
      .parseFromString(lastHtml(), 'text/html')
      .querySelector<HTMLElement>('div.draggable-textbox')!;
    expect(saved.style.position).toBe('absolute');
    expect([saved.style.left, saved.style.top, saved.style.width, saved.style.minHeight]).toEqual([
      '10px',
      '10px',
      '240px',
      '60px',
    ]);
    expect(saved.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(saved.textContent).toBe('Edit me');
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
    expect(JSON.parse(String(init?.body))).toEqual({ html: '<p>Body</p>', filename: 'plan.html' });

    await user.click(tool(messages.exportDocxLabel));
    expect(await screen.findByText(messages.docxFailed)).toBeInTheDocument();
  });
});
