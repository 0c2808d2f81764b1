import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';

/** The phone the editor's layout is checked on (issue 21). */
const PHONE_390 = { width: 390, height: 844 };
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
  // Editable (the toolbar shows) once the server's shared copy is in.
  await page.getByRole('toolbar', { name: editor.toolbarLabel }).waitFor();
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

  it('Ctrl+A in a textbox or a table cell selects only there: the rest of the document survives', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Selma'));
    await createDocument(page, 'keep-me');
    const content = page.locator('#document-editor');
    await content.click();
    await page.keyboard.type('Annual plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every region grows its revenue this year.');

    await tool(page, editor.addTextbox).click();
    const textbox = content.locator('.draggable-textbox');
    await textbox.waitFor();
    await textbox.locator('p').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Boxed note');
    await expect.poll(() => textbox.textContent()).toContain('Boxed note');
    expect(await textbox.textContent()).not.toContain('Edit me');

    await content.locator('p', { hasText: 'Every region' }).click();
    await page.keyboard.press('End');
    await tool(page, editor.insertTable).click();
    const tableDialog = page.getByRole('dialog', { name: editor.tableDialogTitle });
    await tableDialog.getByRole('button', { name: editor.insert }).click();
    await tableDialog.waitFor({ state: 'detached' });
    await content.locator('td').first().click();
    await page.keyboard.type('North');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('West');
    await expect.poll(() => content.locator('td').first().textContent()).toBe('West');

    // The code panel's text area is a text field of its own.
    await tool(page, editor.showCode).click();
    const code = page.getByRole('textbox', { name: editor.codeLabel });
    await code.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('x');
    expect(await code.inputValue()).toBe('x');
    await tool(page, editor.hideCode).click();

    await waitSaved(page);
    await page.reload();
    await content.locator('td').first().filter({ hasText: 'West' }).waitFor();
    const text = await content.textContent();
    expect(text).toContain('Annual plan');
    expect(text).toContain('Every region grows its revenue this year.');
    expect(text).toContain('Boxed note');
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
    // It comes in the text; free placement is the position toggle.
    await tool(page, editor.toggleAbsolute).click();
    await expect
      .poll(() => textbox.evaluate((node) => getComputedStyle(node).position))
      .toBe('absolute');
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
      // Files the browser can show open a preview (a button); the others download (a link).
      await page
        .getByRole('link', { name, exact: true })
        .or(page.getByRole('button', { name, exact: true }))
        .first()
        .waitFor();
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

  it('Add textbox and Insert image go in at the cursor, below the text before it, and wrap', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Curs'));
    await createDocument(page, 'placed');
    const content = page.locator('#document-editor');
    // An empty document invites typing.
    expect(await content.locator('p.is-editor-empty').getAttribute('data-placeholder')).toBe(
      editor.startWriting,
    );
    await content.click();
    await page.keyboard.type('Placement title');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The text before the box.');
    await page.keyboard.press('Enter');
    await page.keyboard.type(
      'Lead in. Words after the picture wrap beside it when it floats, and run on for a while.',
    );
    const title = content.locator('p', { hasText: 'Placement title' });
    const before = content.locator('p', { hasText: 'The text before the box.' });

    await before.click();
    await page.keyboard.press('End');
    await tool(page, editor.addTextbox).click();
    const textbox = content.locator('.draggable-textbox');
    await textbox.waitFor();
    const titleBox = await title.boundingBox();
    const beforeBox = await before.boundingBox();
    const boxBox = await textbox.boundingBox();
    if (!titleBox || !beforeBox || !boxBox) throw new Error('no layout');
    expect(boxBox.y).toBeGreaterThanOrEqual(beforeBox.y + beforeBox.height);
    expect(boxBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
    expect(boxBox.width).toBe(240);
    // 'Edit me' is selected: typing replaces it.
    await page.keyboard.type('Boxed');
    await expect.poll(() => textbox.textContent()).toBe('Boxed');

    // An image at the cursor, in the middle of a paragraph: below the words before it.
    const lead = content.locator('p', { hasText: 'Lead in.' });
    await lead.click();
    await page.keyboard.press('Home');
    for (let step = 0; step < 'Lead in.'.length; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await tool(page, editor.insertImage).click();
    const picker = page.getByRole('dialog', { name: editor.pickerTitle });
    await picker.getByRole('tab', { name: editor.pickerUploadsTab }).click();
    await picker
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await picker.getByRole('button', { name: editor.pickerChoose('dot.png') }).click();
    await picker.waitFor({ state: 'detached' });
    const image = content.locator('[data-media-item="positionedImage"]');
    await image.waitFor();
    const imageBox = await image.boundingBox();
    const leadBox = await lead.boundingBox();
    if (!imageBox || !leadBox) throw new Error('no layout');
    expect(await lead.textContent()).toBe('Lead in.');
    expect(imageBox.y).toBeGreaterThanOrEqual(leadBox.y + leadBox.height);
    expect(await image.evaluate((node) => getComputedStyle(node).position)).not.toBe('absolute');

    // Square wrapping: the text after the image runs beside it, left or right.
    // The new image is selected: its wrapping buttons are in the toolbar.
    await tool(page, editor.wrapLeft).click();
    const after = content.locator('p', { hasText: 'Words after the picture' });
    const firstLine = () =>
      after.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getClientRects()[0]!;
        return { left: rect.left, right: rect.right, top: rect.top };
      });
    await expect.poll(() => image.evaluate((node) => getComputedStyle(node).cssFloat)).toBe('left');
    let box = (await image.boundingBox())!;
    let line = await firstLine();
    expect(line.left).toBeGreaterThanOrEqual(box.x + box.width);
    expect(line.top).toBeLessThan(box.y + box.height);

    await tool(page, editor.wrapRight).click();
    await expect
      .poll(() => image.evaluate((node) => getComputedStyle(node).cssFloat))
      .toBe('right');
    box = (await image.boundingBox())!;
    line = await firstLine();
    expect(line.right).toBeLessThanOrEqual(box.x);
    expect(line.top).toBeLessThan(box.y + box.height);

    await tool(page, editor.wrapInline).click();
    await expect.poll(() => image.evaluate((node) => getComputedStyle(node).cssFloat)).toBe('none');
    box = (await image.boundingBox())!;
    line = await firstLine();
    expect(line.top).toBeGreaterThanOrEqual(box.y + box.height);
    await saveScreenshot(page, 'documents-wrapping');
    await tool(page, editor.wrapRight).click();

    // Saved with the document.
    await waitSaved(page);
    await page.reload();
    await content.locator('.draggable-textbox').filter({ hasText: 'Boxed' }).waitFor();
    expect(await content.locator('img.draggable-image').count()).toBe(1);
    // The wrapping is saved with it.
    expect(await image.evaluate((node) => getComputedStyle(node).cssFloat)).toBe('right');
    await context.close();
  });

  it('page view keeps every absolute item inside a page, on Letter and on A4', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), {
      width: 1280,
      height: 1000,
    });
    await registerOrganization(page, makeAccount('Clem'));
    await createDocument(page, 'far away');
    const content = page.locator('#document-editor');
    await content.click();
    await page.keyboard.type('Body text');
    // A document laid out on a wide screen: its textbox far right and far down.
    await tool(page, editor.showCode).click();
    const code = page.getByRole('textbox', { name: editor.codeLabel });
    await code.fill(
      '<p>Body text</p><div class="draggable-textbox" style="position:absolute;left:1300px;top:2400px;width:240px;min-height:60px"><p>Far box</p></div>',
    );
    await page.getByRole('button', { name: editor.codeUpdate }).click();
    await tool(page, editor.hideCode).click();
    await content.locator('.draggable-textbox').filter({ hasText: 'Far box' }).waitFor();

    await tool(page, editor.toPageView).click();
    const pageBox = async () => (await content.locator('.editor-page').first().boundingBox())!;
    const itemBox = async () => (await content.locator('.draggable-textbox').boundingBox())!;
    /** How far the textbox reaches past its page on each side (all 0 when inside). */
    const overflow = async () => {
      const sheet = await pageBox();
      const item = await itemBox();
      const past = (value: number) => Math.max(0, Math.round(value));
      return [
        past(sheet.x - item.x),
        past(sheet.y - item.y),
        past(item.x + item.width - (sheet.x + sheet.width)),
        past(item.y + item.height - (sheet.y + sheet.height)),
      ];
    };
    await expect.poll(overflow).toEqual([0, 0, 0, 0]);
    expect(Math.round((await pageBox()).width)).toBe(816);

    // A4: narrower pages, 210 mm by 297 mm, and the item still inside.
    await page.getByRole('button', { name: new RegExp(editor.paperSize) }).click();
    await page.getByRole('option', { name: 'A4' }).click();
    await expect.poll(async () => Math.round((await pageBox()).width)).toBe(794);
    expect(Math.round((await pageBox()).height)).toBeGreaterThanOrEqual(1122);
    await expect.poll(overflow).toEqual([0, 0, 0, 0]);
    await saveScreenshot(page, 'documents-a4-page');

    // The paper is saved with the document.
    await waitSaved(page);
    await page.reload();
    await content.locator('.editor-page').first().waitFor();
    await expect.poll(async () => Math.round((await pageBox()).width)).toBe(794);
    await context.close();
  });

  it('strike, font size, colour, highlight, undo and redo, and a table header row', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Form'));
    await createDocument(page, 'formats');
    const content = page.locator('#document-editor');
    await content.click();
    await page.keyboard.type('Styled words');
    await page.keyboard.press('Shift+Home');

    await tool(page, editor.strike).click();
    await content.locator('s', { hasText: 'Styled words' }).waitFor();
    await page.getByRole('button', { name: new RegExp(editor.fontSize) }).click();
    await page.getByRole('option', { name: '24', exact: true }).click();
    await tool(page, editor.textColor).click();
    await page.getByRole('menuitem', { name: editor.colors.blue }).click();
    await tool(page, editor.highlight).click();
    await page.getByRole('menuitem', { name: editor.colors.yellow }).click();
    const styled = content.locator('span[style]', { hasText: 'Styled words' });
    await expect
      .poll(() =>
        styled.evaluate((node) => {
          const style = getComputedStyle(node);
          return [style.fontSize, style.color, style.backgroundColor];
        }),
      )
      .toEqual(['24px', 'rgb(29, 78, 216)', 'rgb(254, 240, 138)']);

    await tool(page, editor.undo).click();
    await expect.poll(() => content.locator('span[style*="background-color"]').count()).toBe(0);
    await tool(page, editor.redo).click();
    await expect.poll(() => content.locator('span[style*="background-color"]').count()).toBe(1);

    // Redo selected the styled words again: End lets go of them first. The browser moves the
    // caret itself and tells the editor on its next selectionchange, so wait for that before
    // Enter (which would otherwise replace the words still selected in the editor's state).
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.keyboard.press('Enter');
    await tool(page, editor.insertTable).click();
    const tableDialog = page.getByRole('dialog', { name: editor.tableDialogTitle });
    await tableDialog.getByRole('button', { name: editor.insert }).click();
    await tableDialog.waitFor({ state: 'detached' });
    await content.locator('td').first().click();
    await page.keyboard.type('Region');
    await tool(page, editor.toggleHeaderRow).click();
    await expect.poll(() => content.locator('th').count()).toBe(2);
    expect(await content.locator('th').first().textContent()).toBe('Region');

    await waitSaved(page);
    await page.reload();
    await content.locator('th', { hasText: 'Region' }).waitFor();
    // Struck through all along (the marks may split it into pieces).
    expect((await content.locator('s').allTextContents()).join('')).toBe('Styled words');
    await saveScreenshot(page, 'documents-formats');
    await context.close();
  });

  it('on a 390 px phone the text fits the screen, page view is zoomed to fit, and every tool is reachable', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE_390);
    await registerOrganization(page, makeAccount('Tiny'));
    await createDocument(page, 'pocket');
    const content = page.locator('#document-editor');
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await content.click();
    await page.keyboard.type(
      'A long sentence that has to wrap onto several lines on a phone screen without scrolling.',
    );
    const paragraph = await content.locator('p').first().boundingBox();
    expect(paragraph!.x + paragraph!.width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await noSidewaysScroll()).toBe(true);

    // Every action is in the bar or in More Options.
    for (const name of [editor.undo, editor.redo, editor.bold, editor.strike]) {
      await tool(page, name).waitFor();
    }
    await page.getByRole('button', { name: editor.moreOptions }).click();
    const menu = page.getByRole('menu', { name: editor.moreOptions });
    for (const name of [
      editor.orderedList,
      editor.alignCenter,
      'Heading 1',
      'Roboto',
      '24',
      editor.colors.red,
      editor.noHighlight,
      editor.insertDateTime,
      editor.insertLink,
      editor.insertImage,
      editor.addTextbox,
      editor.insertPlaceholder,
      editor.insertTable,
      editor.addRow,
      editor.deleteRow,
      editor.addColumn,
      editor.deleteColumn,
      editor.toggleHeaderRow,
      editor.toPageView,
      editor.showCode,
      'US Letter',
      'A4',
      editor.exportDocxLabel,
      editor.exportMarkdownLabel,
      editor.exportPdfLabel,
    ]) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(1);
    }
    await menu.getByRole('menuitem', { name: editor.addTextbox, exact: true }).click();
    const textbox = content.locator('.draggable-textbox');
    await textbox.waitFor();
    // Its item buttons sit in the bar.
    await tool(page, editor.wrapLeft).waitFor();
    await tool(page, editor.toggleAbsolute).waitFor();
    expect(await noSidewaysScroll()).toBe(true);

    // Page view: whole pages, scaled down to the screen's width.
    await page.getByRole('button', { name: editor.moreOptions }).click();
    await menu.getByRole('menuitem', { name: editor.toPageView, exact: true }).click();
    const sheet = content.locator('.editor-page').first();
    await sheet.waitFor();
    await expect.poll(async () => (await sheet.boundingBox())!.width).toBeLessThan(PHONE_390.width);
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.x).toBeGreaterThanOrEqual(0);
    expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await noSidewaysScroll()).toBe(true);
    await saveScreenshot(page, 'documents-phone-page-view');
    await page.getByRole('button', { name: editor.moreOptions }).click();
    await menu.getByRole('menuitem', { name: editor.toContinuousView, exact: true }).click();
    await content.locator('.editor-page').first().waitFor({ state: 'detached' });
    expect(await noSidewaysScroll()).toBe(true);
    await context.close();
  });
});
