import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const docs = documentsMessages;
const editor = editorMessages;

/** A 2x2 red PNG, made here so the test needs no file of its own. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function createDocument(page: Page, name: string) {
  await page.goto('/documents');
  await page.getByRole('button', { name: docs.newDocument }).click();
  const dialog = page.getByRole('dialog', { name: docs.newDocument });
  await dialog.getByLabel(docs.nameLabel).fill(name);
  await dialog.getByRole('button', { name: docs.create }).click();
  await page.waitForURL((url) => url.pathname === '/documents/edit');
  await page.locator('#document-editor').waitFor();
}

function tool(page: Page, name: string) {
  return page
    .getByRole('toolbar', { name: editor.toolbarLabel })
    .getByRole('button', { name, exact: true });
}

async function waitSaved(page: Page) {
  await page.getByRole('status').filter({ hasText: docs.saved }).waitFor();
}

describe('Documents: the page editor', () => {
  let browser: Browser;
  const ada = makeAccount('Ada');

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('types and formats, builds a table with its alerts, and saves as it goes', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, ada);
    await createDocument(page, 'report');
    const content = page.locator('#document-editor');

    // The toolbar is one Tab stop; arrow keys move along it.
    await tool(page, editor.bold).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      editor.italic,
    );

    await content.click();
    await page.keyboard.type('Quarterly report ');
    await tool(page, editor.bold).click();
    await page.keyboard.type('bold words');
    expect(await content.locator('strong').textContent()).toBe('bold words');
    await tool(page, editor.bold).click();

    // A placeholder tag, renamed by a click; a link with the https:// start; a bare address
    // becomes a link when the editor loses focus.
    await page.keyboard.type(' for ');
    await tool(page, editor.insertPlaceholder).click();
    const tag = content.locator('.placeholder-tag');
    expect(await tag.textContent()).toBe('#name');
    await tag.click();
    const rename = page.getByRole('dialog', { name: editor.placeholderPromptTitle });
    await rename.getByLabel(editor.placeholderPromptLabel).fill('client');
    await rename.getByRole('button', { name: editor.rename }).click();
    await expect.poll(() => tag.getAttribute('id')).toBe('client');
    expect(await tag.textContent()).toBe('#client');

    await content.press('End');
    await page.keyboard.type(' see https://example.com/q3 now');
    await page.getByRole('button', { name: docs.versions }).focus();
    const autolink = content.locator('a[href="https://example.com/q3"]');
    await autolink.waitFor();
    expect(await autolink.getAttribute('target')).toBe('_blank');
    await content.press('End');

    // Add row outside a table: the spec's alert.
    await tool(page, editor.addRow).click();
    const notice = page.getByRole('dialog', { name: editor.alertTitle });
    expect(await notice.getByRole('alert').textContent()).toBe(editor.cursorNotInTable);
    await notice.getByRole('button', { name: editor.ok }).click();

    // Insert Table: 0 rows is refused, 2 by 2 goes in.
    await tool(page, editor.insertTable).click();
    const tableDialog = page.getByRole('dialog', { name: editor.tableDialogTitle });
    expect(await tableDialog.getByLabel(editor.tableRows).inputValue()).toBe('2');
    await tableDialog.getByLabel(editor.tableRows).fill('0');
    await tableDialog.getByRole('button', { name: editor.insert }).click();
    expect(await tableDialog.getByRole('alert').textContent()).toBe(editor.invalidTableSize);
    await tableDialog.getByLabel(editor.tableRows).fill('2');
    await tableDialog.getByRole('button', { name: editor.insert }).click();
    await tableDialog.waitFor({ state: 'detached' });
    await expect.poll(() => content.locator('td').count()).toBe(4);

    await content.locator('td').first().click();
    await page.keyboard.type('Revenue');
    await tool(page, editor.addRow).click();
    await expect.poll(() => content.locator('tr').count()).toBe(3);
    await tool(page, editor.addColumn).click();
    await expect.poll(() => content.locator('td').count()).toBe(9);
    // The new column is the second; delete it from one of its cells.
    await content.locator('td').nth(1).click();
    await tool(page, editor.deleteColumn).click();
    await expect.poll(() => content.locator('td').count()).toBe(6);
    expect(await content.locator('td').first().textContent()).toBe('Revenue');

    await waitSaved(page);
    await saveScreenshot(page, 'documents-editor-table');
    // The saved document opens with what was typed.
    await page.reload();
    await content.locator('td').first().filter({ hasText: 'Revenue' }).waitFor();
    expect(await content.locator('strong').textContent()).toBe('bold words');

    // Versions: the first one (the empty new document) restored becomes the newest.
    await page.getByRole('button', { name: docs.versions }).click();
    const versions = page.getByRole('dialog', { name: docs.versionsTitle });
    await versions.getByRole('button', { name: docs.restoreVersion }).last().click();
    await versions.waitFor({ state: 'detached' });
    await expect.poll(() => content.locator('table').count()).toBe(0);
    await page.getByText(docs.saved).waitFor();
    await context.close();
  });

  it('page mode: a textbox dragged onto the next page moves there, clamped inside it', async () => {
    // Tall enough to show the top of page 1 and page 2 at once.
    const { context, page } = await openContext(browser, inject('baseUrl'), {
      width: 1280,
      height: 2200,
    });
    await registerOrganization(page, makeAccount('Paige'));
    await createDocument(page, 'pages');
    const content = page.locator('#document-editor');
    await content.click();
    await page.keyboard.type('First page');

    await tool(page, editor.toPageView).click();
    await expect.poll(() => content.locator('.editor-page').count()).toBe(1);
    await tool(page, editor.addPage).click();
    await expect.poll(() => content.locator('.editor-page').count()).toBe(2);

    await content.locator('.editor-page').first().locator('p').first().click();
    await tool(page, editor.addTextbox).click();
    const textbox = content.locator('.draggable-textbox');
    await textbox.waitFor();
    expect(await textbox.textContent()).toContain('Edit me');
    expect(
      await content.locator('.editor-page').first().locator('.draggable-textbox').count(),
    ).toBe(1);

    const grip = textbox.locator('.media-grip');
    const gripBox = await grip.boundingBox();
    const secondPage = await content.locator('.editor-page').nth(1).boundingBox();
    if (!gripBox || !secondPage) throw new Error('no layout');
    await page.mouse.move(gripBox.x + 20, gripBox.y + 3);
    await page.mouse.down();
    await page.mouse.move(secondPage.x + 100, secondPage.y + 150, { steps: 8 });
    await page.mouse.up();

    await expect
      .poll(() => content.locator('.editor-page').nth(1).locator('.draggable-textbox').count())
      .toBe(1);
    expect(
      await content.locator('.editor-page').first().locator('.draggable-textbox').count(),
    ).toBe(0);
    const moved = await content
      .locator('.editor-page')
      .nth(1)
      .locator('.draggable-textbox')
      .boundingBox();
    const page2 = await content.locator('.editor-page').nth(1).boundingBox();
    if (!moved || !page2) throw new Error('no layout');
    expect(moved.x).toBeGreaterThanOrEqual(page2.x);
    expect(moved.y).toBeGreaterThanOrEqual(page2.y);

    // Arrow keys nudge the selected textbox: 10 px with Shift.
    const before = await content
      .locator('.draggable-textbox')
      .evaluate((node) => (node as HTMLElement).style.left);
    await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(() =>
        content.locator('.draggable-textbox').evaluate((node) => (node as HTMLElement).style.left),
      )
      .toBe(`${Number.parseInt(before, 10) + 10}px`);
    await saveScreenshot(page, 'documents-page-mode');

    // Code panel round trip: the HTML shows the pages, an edit comes back into the document.
    await tool(page, editor.showCode).click();
    const code = page.getByRole('textbox', { name: editor.codeLabel });
    await expect.poll(() => code.inputValue()).toContain('<div class="editor-page">');
    expect(await page.getByRole('heading', { name: editor.codePanelTitle }).count()).toBe(1);
    const html = await code.inputValue();
    await code.fill(html.replace('First page', 'Edited in code'));
    await page.getByRole('button', { name: editor.codeUpdate }).click();
    await content.locator('.editor-page').first().filter({ hasText: 'Edited in code' }).waitFor();
    await waitSaved(page);
    await context.close();
  });

  it('image picker: URL tab and Uploads tab, upload from the picker', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Iris'));
    await createDocument(page, 'pictures');
    const content = page.locator('#document-editor');
    await content.click();

    await tool(page, editor.insertImage).click();
    const picker = page.getByRole('dialog', { name: editor.pickerTitle });
    await picker.getByRole('button', { name: editor.pickerInsert }).click();
    expect(await picker.getByRole('alert').textContent()).toBe(editor.imageUrlRequired);

    await picker.getByRole('tab', { name: editor.pickerUploadsTab }).click();
    await picker.getByText(editor.pickerEmpty).waitFor();
    await picker
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const choice = picker.getByRole('button', { name: editor.pickerChoose('dot.png') });
    await choice.waitFor();
    await choice.click();
    await picker.waitFor({ state: 'detached' });
    const image = content.locator('img.draggable-image');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('Inserted Image');
    expect(await image.getAttribute('src')).toMatch(/\/api\/uploads\/[^/]+\/images\/dot\.png$/);
    // Small images keep their size, never under 60 px a side.
    const box = await content.locator('[data-media-item="positionedImage"]').boundingBox();
    expect(box?.width).toBe(60);

    // URL tab: the address of the uploaded file.
    const src = (await image.getAttribute('src')) ?? '';
    await tool(page, editor.insertImage).click();
    await picker.getByLabel(editor.pickerUrlLabel).fill(src);
    await picker.getByRole('button', { name: editor.pickerInsert }).click();
    await expect.poll(() => content.locator('img.draggable-image').count()).toBe(2);

    // Clicking elsewhere deselects; a click selects, a second click lets go; Delete removes it.
    const topItem = content.locator('[data-media-item="positionedImage"]').last();
    await content.click({ position: { x: 400, y: 300 } });
    await expect.poll(() => topItem.getAttribute('class')).not.toContain('is-selected');
    await topItem.locator('img').click();
    await expect.poll(() => topItem.getAttribute('class')).toContain('is-selected');
    await topItem.locator('img').click();
    await expect.poll(() => topItem.getAttribute('class')).not.toContain('is-selected');
    await topItem.locator('img').click();
    await expect.poll(() => topItem.getAttribute('class')).toContain('is-selected');
    await page.keyboard.press('Delete');
    await expect.poll(() => content.locator('img.draggable-image').count()).toBe(1);
    await context.close();
  });

  it('exports PDF, Word and Markdown as downloads, and reads only in read-only mode', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Exa'));
    await createDocument(page, 'export me');
    const content = page.locator('#document-editor');
    await content.click();
    await page.keyboard.type('Export this text');
    await waitSaved(page);

    const cases = [
      { label: editor.exportPdfLabel, file: 'export me.pdf', done: editor.pdfExported },
      { label: editor.exportDocxLabel, file: 'export me.docx', done: editor.docxExported },
      { label: editor.exportMarkdownLabel, file: 'export me.md', done: editor.markdownExported },
    ];
    for (const { label, file, done } of cases) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tool(page, label).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      await page.getByText(done).first().waitFor();
    }

    await page.getByRole('button', { name: docs.readOnly }).click();
    expect(await page.getByRole('toolbar', { name: editor.toolbarLabel }).count()).toBe(0);
    expect(await content.getAttribute('contenteditable')).toBe('false');
    await page.getByRole('button', { name: docs.edit }).click();
    await page.getByRole('toolbar', { name: editor.toolbarLabel }).waitFor();

    // The exports were saved beside the document.
    await page
      .getByRole('navigation', { name: docs.breadcrumbLabel })
      .getByRole('link', { name: docs.root })
      .click();
    for (const name of ['export me.html', 'export me.pdf', 'export me.docx', 'export me.md']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await saveScreenshot(page, 'documents-list');
    await context.close();
  });

  it('on a phone most tools sit in More Options', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    await registerOrganization(page, makeAccount('Pho'));
    await createDocument(page, 'phone');
    await tool(page, editor.bold).waitFor();
    expect(await tool(page, editor.insertTable).count()).toBe(0);
    await page.getByRole('button', { name: editor.moreOptions }).click();
    await page.getByRole('menuitem', { name: editor.insertTable }).click();
    const tableDialog = page.getByRole('dialog', { name: editor.tableDialogTitle });
    await tableDialog.getByRole('button', { name: editor.insert }).click();
    await expect.poll(() => page.locator('#document-editor td').count()).toBe(4);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await saveScreenshot(page, 'documents-phone');
    await context.close();
  });
});
