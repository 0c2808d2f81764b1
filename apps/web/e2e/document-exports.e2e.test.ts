import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

/*
 * Issue 21, "Exports that match the screen": a member lays a page out in the page view, with an
 * image placed under a paragraph and a textbox beside it, exports the PDF, and finds every word
 * and the image where the page view showed them.
 */

const docs = documentsMessages;
const editor = editorMessages;
const run = promisify(execFile);

type Box = { x: number; y: number; width: number; height: number };

/** Rounding in the PDF's text boxes and raster, never a line or a margin. */
const TOLERANCE_PX = 3;

function tool(page: Page, name: string) {
  return page
    .getByRole('toolbar', { name: editor.toolbarLabel })
    .getByRole('button', { name, exact: true });
}

/** A solid red PNG of this size, drawn by the browser itself. */
async function redPng(browser: Browser, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<body style="margin:0"><div id="red" style="width:${width}px;height:${height}px;background:#f00"></div></body>`,
    );
    return await page.locator('#red').screenshot();
  } finally {
    await page.close();
  }
}

/** Each word of the PDF's first page and its box, in CSS px (96 per inch) from the corner. */
async function pdfWords(file: string): Promise<Map<string, Box>> {
  const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
  const px = (points: string) => (Number(points) * 96) / 72;
  const words = new Map<string, Box>();
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const [, xMin, yMin, xMax, yMax, text] of stdout.matchAll(pattern)) {
    words.set(text!, {
      x: px(xMin!),
      y: px(yMin!),
      width: px(xMax!) - px(xMin!),
      height: px(yMax!) - px(yMin!),
    });
  }
  return words;
}

/** The box of pure red on the PDF's first page rendered at 96 dpi: the placed image. */
async function pdfRedBox(file: string, scratch: string): Promise<Box> {
  const prefix = path.join(scratch, 'page');
  await run('pdftoppm', ['-r', '96', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  const ppm = await readFile(`${prefix}.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = ppm.subarray(header[0].length);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      if (pixels[at]! > 240 && pixels[at + 1]! < 20 && pixels[at + 2]! < 20) {
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
      }
    }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Each word's box and the placed image's in the editor's page view, from the page's corner. */
async function pageViewBoxes(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector('#document-editor .editor-page') as HTMLElement;
    const root = sheet.getBoundingClientRect();
    // The page view may be scaled to fit the screen: measure in the page's own px.
    const scale = root.width / sheet.offsetWidth;
    const box = (rect: DOMRect) => ({
      x: (rect.left - root.left) / scale,
      y: (rect.top - root.top) / scale,
      width: rect.width / scale,
      height: rect.height / scale,
    });
    const words: Record<string, Box> = {};
    const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        words[match[0]] = box(range.getBoundingClientRect());
      }
    }
    const image = sheet.querySelector('img.draggable-image')!.getBoundingClientRect();
    return { words, image: box(image) };
  });
}

function expectSamePlace(actual: Box | undefined, expected: Box | undefined, what: string) {
  expect(actual, `${what} is in the PDF`).toBeDefined();
  expect(expected, `${what} is in the page view`).toBeDefined();
  const dx = Math.abs(actual!.x - expected!.x);
  const dy = Math.abs(actual!.y - expected!.y);
  expect(dx, `${what}: x ${actual!.x} in the PDF, ${expected!.x} on screen`).toBeLessThanOrEqual(
    TOLERANCE_PX,
  );
  expect(dy, `${what}: y ${actual!.y} in the PDF, ${expected!.y} on screen`).toBeLessThanOrEqual(
    TOLERANCE_PX,
  );
}

describe('Documents: exports that match the screen', () => {
  let browser: Browser;
  let scratch: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'ws-document-exports-'));
  });

  afterAll(async () => {
    await browser?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('the PDF shows the page view: headings, wrapped text, a placed image and a textbox in place', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), {
      width: 1280,
      height: 1400,
    });
    await registerOrganization(page, makeAccount('Lay'));
    await page.goto('/documents');
    await page.getByRole('button', { name: docs.newDocument }).click();
    const dialog = page.getByRole('dialog', { name: docs.newDocument });
    await dialog.getByLabel(docs.nameLabel).fill('layout');
    await dialog.getByRole('button', { name: docs.create }).click();
    await page.waitForURL((url) => url.pathname === '/documents/edit');
    const content = page.locator('#document-editor');
    await content.click();

    // An image of our uploads, through the picker.
    await tool(page, editor.insertImage).click();
    const picker = page.getByRole('dialog', { name: editor.pickerTitle });
    await picker.getByRole('tab', { name: editor.pickerUploadsTab }).click();
    await picker.locator('input[type="file"]').setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: await redPng(browser, 80, 50),
    });
    await picker.getByRole('button', { name: editor.pickerChoose('red.png') }).click();
    await picker.waitFor({ state: 'detached' });
    const src = await content.locator('img.draggable-image').getAttribute('src');
    expect(src).toMatch(/\/api\/uploads\/.+\/red\.png$/);

    // The page, laid out in the page view's code panel: the image just under a paragraph
    // that wraps onto a second line, a textbox to the right.
    await tool(page, editor.toPageView).click();
    await content.locator('.editor-page').first().waitFor();
    await tool(page, editor.showCode).click();
    const code = page.getByRole('textbox', { name: editor.codeLabel });
    await expect.poll(() => code.inputValue()).toContain('editor-page');
    await code.fill(
      '<div class="editor-page"><h1>Quarterly heading</h1>' +
        '<p>Alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november ' +
        'oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu secondline wraps here</p>' +
        '<h2>Subheading</h2><p>Closing paragraph text</p>' +
        `<img class="draggable-image" src="${src}" alt="Red" style="position:absolute;left:96px;top:230px;z-index:1;width:80px;height:50px">` +
        '<div class="draggable-textbox" style="position:absolute;left:400px;top:420px;z-index:2;width:240px;min-height:60px"><p>Boxed words</p><p>Second boxline</p></div>' +
        '</div>',
    );
    await page.getByRole('button', { name: editor.codeUpdate }).click();
    await content.locator('.draggable-textbox').filter({ hasText: 'Boxed words' }).waitFor();

    // Read only: the page as a reader sees it, without the editing handles.
    await page.getByRole('button', { name: docs.readOnly }).click();
    await expect.poll(() => content.getAttribute('contenteditable')).toBe('false');
    const view = await pageViewBoxes(page);
    await saveScreenshot(page, 'document-exports-page-view');
    await page.getByRole('button', { name: docs.edit }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tool(page, editor.exportPdfLabel).click(),
    ]);
    expect(download.suggestedFilename()).toBe('layout.pdf');
    const pdf = path.join(scratch, 'layout.pdf');
    await download.saveAs(pdf);
    await page.getByText(editor.pdfExported).first().waitFor();

    const words = await pdfWords(pdf);
    for (const word of [
      'Quarterly',
      'heading',
      'Alpha',
      'secondline',
      'wraps',
      'Subheading',
      'Closing',
      'Boxed',
      'boxline',
    ]) {
      expectSamePlace(words.get(word), view.words[word], word);
    }
    const image = await pdfRedBox(pdf, scratch);
    expectSamePlace(image, view.image, 'the placed image');
    // Under the paragraph, as on screen: it covers none of its lines.
    const lastLine = words.get('wraps')!;
    expect(image.y).toBeGreaterThan(lastLine.y + lastLine.height);
    const { stdout: info } = await run('pdfinfo', [pdf]);
    expect(info).toMatch(/^Title:\s+layout$/m);
    await context.close();
  });
});
