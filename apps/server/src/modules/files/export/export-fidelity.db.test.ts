import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  documentPageCss,
  FILE_MESSAGES,
  PAGE_BREAK_MARKER,
  type AuthResponse,
  type FileEntry,
} from '@worksphere/contracts';
import MarkdownIt from 'markdown-it';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/chat-helpers.js';
import { registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';
import { findChromium } from './pdf-renderer.js';

/*
 * The exports hold what the editor shows (issue 21): the PDF's layout is the page view's, the
 * Word file places what the page places, the Markdown is what a CommonMark reader expects.
 */

const run = promisify(execFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-export-fidelity-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Signed = Pick<AuthResponse, 'token'>;
type Box = { x: number; y: number; width: number; height: number };

/** A browser of our own for the page view (the product's Chromium is inside the app). */
let browser: Browser;
beforeAll(async () => {
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: await findChromium(process.env.CHROMIUM_PATH),
    headless: true,
  });
});
afterAll(() => browser?.close());

function exportAs(
  owner: Signed,
  route: 'convertToPdf' | 'convertToDocx' | 'convertToMarkdown',
  body: Record<string, unknown>,
  folder = '',
) {
  return call(app(), 'POST', `/filemanager/${route}?folder=${encodeURIComponent(folder)}`, {
    token: owner.token,
    body,
  });
}

async function uploadImage(owner: Signed, name: string, bytes: Buffer): Promise<FileEntry> {
  const { body, headers } = multipart({}, [{ field: 'files', filename: name, data: bytes }]);
  const response = await call(app(), 'POST', '/filemanager/upload?folder=images', {
    token: owner.token,
    body,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files[0];
}

/** A solid red PNG of this size, drawn by Chromium. */
async function redPng(width: number, height: number): Promise<Buffer> {
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

async function tempFile(bytes: Buffer, extension: string) {
  const file = path.join(dataDir, `check-${Date.now()}-${Math.random()}${extension}`);
  await writeFile(file, bytes);
  return file;
}

/** Each word of the PDF's first page and its box, in CSS px (96 per inch) from the page's corner. */
async function pdfWords(pdf: Buffer): Promise<Map<string, Box>> {
  const { stdout } = await run('pdftotext', [
    '-bbox',
    '-f',
    '1',
    '-l',
    '1',
    await tempFile(pdf, '.pdf'),
    '-',
  ]);
  const words = new Map<string, Box>();
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  const px = (points: string) => (Number(points) * 96) / 72;
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

/** Where the PDF's first page, rendered at 96 dpi, shows pure red: the test image's box. */
async function pdfRedBox(pdf: Buffer): Promise<Box> {
  const prefix = path.join(dataDir, `raster-${Date.now()}`);
  await run('pdftoppm', [
    '-r',
    '96',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    await tempFile(pdf, '.pdf'),
    prefix,
  ]);
  const ppm = await readFile(`${prefix}.ppm`);
  // P6 header: magic, width, height, maximum value, each followed by one whitespace.
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

/**
 * The page view: the page's HTML in Chromium with the page CSS the editor and the export share,
 * at 96 px per inch; each word's box and each image's, from the page's corner.
 */
async function pageViewBoxes(pageHtml: string, paper: 'letter' | 'a4' = 'letter') {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  try {
    await page.setContent(
      `<!doctype html><html><head><style>body{margin:0}${documentPageCss(paper)}</style></head>` +
        `<body><div class="editor-page">${pageHtml}</div></body></html>`,
    );
    // A string, as the server's TypeScript has no DOM types; it runs in the page.
    return (await page.evaluate(`(() => {
      const root = document.querySelector('.editor-page').getBoundingClientRect();
      const box = (rect) => ({ x: rect.left - root.left, y: rect.top - root.top, width: rect.width, height: rect.height });
      const words = {};
      const walker = document.createTreeWalker(document.querySelector('.editor-page'), NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          words[match[0]] = box(range.getBoundingClientRect());
        }
      }
      const images = [...document.querySelectorAll('img')].map((image) => box(image.getBoundingClientRect()));
      return { words, images };
    })()`)) as { words: Record<string, Box>; images: Box[] };
  } finally {
    await page.close();
  }
}

/** Within a few px: rendering differs by rounding, never by a line or a margin. */
const TOLERANCE_PX = 3;
function expectSamePlace(actual: Box | undefined, expected: Box | undefined, what: string) {
  expect(actual, `${what} is in the PDF`).toBeDefined();
  expect(expected, `${what} is on the page view`).toBeDefined();
  expect(
    Math.abs(actual!.x - expected!.x),
    `${what}: x ${actual!.x} vs ${expected!.x}`,
  ).toBeLessThanOrEqual(TOLERANCE_PX);
  expect(
    Math.abs(actual!.y - expected!.y),
    `${what}: y ${actual!.y} vs ${expected!.y}`,
  ).toBeLessThanOrEqual(TOLERANCE_PX);
}

async function pdfInfo(pdf: Buffer) {
  return (await run('pdfinfo', [await tempFile(pdf, '.pdf')])).stdout;
}

describe('PDF export: what the page view shows', () => {
  it('puts headings, text, images and textboxes where the page view has them', async () => {
    const admin = await registerOrganization(app());
    const red = await redPng(80, 50);
    const image = await uploadImage(admin, 'red.png', red);
    const long =
      'Alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november ' +
      'oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu secondline ' +
      'wraps here';
    // The image sits just below the paragraph in the page view, as a user placed it there.
    const pageHtml =
      '<h1>Quarterly heading</h1>' +
      `<p>${long}</p>` +
      '<h2>Subheading</h2><p>Closing paragraph text</p>' +
      `<img class="draggable-image" src="${image.url}" alt="Red" style="position:absolute;left:96px;top:230px;z-index:1;width:80px;height:50px">` +
      '<div class="draggable-textbox" style="position:absolute;left:400px;top:420px;z-index:2;width:240px;min-height:60px;background:#fff;border:1px solid #d4d4d8"><p>Boxed words</p><p>Second boxline</p></div>' +
      '<table><tbody><tr><th><p>Header</p></th></tr><tr><td><p>Cellword</p></td></tr></tbody></table>';
    // The page view gets the image as a data: URL, so it needs no server.
    const view = await pageViewBoxes(
      pageHtml.replace(image.url!, `data:image/png;base64,${red.toString('base64')}`),
    );

    const response = await exportAs(admin, 'convertToPdf', {
      html: `<div class="editor-page">${pageHtml}</div>`,
      filename: 'Layout check.html',
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
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
      'Header',
      'Cellword',
    ]) {
      expectSamePlace(words.get(word), view.words[word], word);
    }
    expectSamePlace(await pdfRedBox(pdf), view.images[0], 'the placed image');
    // Placed items sit exactly at their left/top: the image's box, the textbox's first line
    // below its 1px border, 4px padding and half the leading of a 24px line.
    expectSamePlace(
      await pdfRedBox(pdf),
      { x: 96, y: 230, width: 80, height: 50 },
      'image at left/top',
    );
    expect(Math.abs(words.get('Boxed')!.y - (420 + 1 + 4 + (24 - 18.4) / 2))).toBeLessThanOrEqual(
      TOLERANCE_PX,
    );
    // The image is below the paragraph's last line, not over its second line.
    expect((await pdfRedBox(pdf)).y).toBeGreaterThan(
      words.get('wraps')!.y + words.get('wraps')!.height,
    );
    expect(await pdfInfo(pdf)).toMatch(/^Title:\s+Layout check$/m);
  });

  it('places items of flowing content from the paper corner, as the continuous sheet does', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin, 'red.png', await redPng(40, 30));
    const html =
      '<p>Flowing first line</p>' +
      `<img class="draggable-image" src="${image.url}" alt="Red" style="position:absolute;left:150px;top:300px;z-index:1;width:40px;height:30px">`;
    const response = await exportAs(admin, 'convertToPdf', { html, filename: 'flow.html' });
    expect(response.statusCode, response.body).toBe(200);
    expectSamePlace(
      await pdfRedBox(response.rawPayload),
      { x: 150, y: 300, width: 40, height: 30 },
      'the placed image',
    );
    // The text flows inside the 1 in margin.
    expectSamePlace(
      (await pdfWords(response.rawPayload)).get('Flowing'),
      { x: 96, y: 96 + 2.8, width: 0, height: 0 },
      'the first word',
    );
  });

  it('prints an A4 document on A4 pages and a letter one on letter pages', async () => {
    const admin = await registerOrganization(app());
    const pages = ['<p>First A4 page</p>', '<p>Second A4 page</p>']
      .map((page) => `<div class="editor-page">${page}</div>`)
      .join(PAGE_BREAK_MARKER);
    const a4 = await exportAs(admin, 'convertToPdf', {
      html: pages,
      filename: 'a4.html',
      paperSize: 'a4',
    });
    expect(a4.statusCode, a4.body).toBe(200);
    const info = await pdfInfo(a4.rawPayload);
    expect(info).toMatch(/Pages:\s+2\b/);
    // Chromium lays pages out in whole CSS px: 210 x 297 mm is 594.96 x 841.92 pt.
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/.exec(info) ?? [];
    expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([595, 842]);
    expect(info).toMatch(/^Title:\s+a4$/m);
    const flowing = await exportAs(admin, 'convertToPdf', { html: '<p>Flowing</p>', filename: '' });
    expect(await pdfInfo(flowing.rawPayload)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });
});

describe('an export without HTML', () => {
  it('is refused with 400 and saves nothing', async () => {
    const admin = await registerOrganization(app());
    for (const route of ['convertToPdf', 'convertToDocx', 'convertToMarkdown'] as const) {
      for (const body of [
        { filename: 'empty.html' },
        { html: '', filename: 'empty.html' },
        { html: '  ' },
      ]) {
        const response = await exportAs(admin, route, body);
        expect(response.statusCode, `${route} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toEqual({
          error: FILE_MESSAGES.exportHtmlRequired,
          code: 'VALIDATION_ERROR',
        });
      }
    }
    const browse = await call(app(), 'GET', '/filemanager/browse?folder=', { token: admin.token });
    const names = (browse.json().files as FileEntry[]).map((file) => file.name);
    expect(names.filter((name) => name.startsWith('empty') || name.startsWith('document'))).toEqual(
      [],
    );
  });
});

/** python-docx (Debian's python3-docx) reading the file as Word's own object model. */
async function pythonDocx(docx: Buffer, script: string) {
  const file = await tempFile(docx, '.docx');
  const { stdout } = await run('/usr/bin/python3', [
    '-c',
    `import json, sys, docx\ndocument = docx.Document(sys.argv[1])\n${script}`,
    file,
  ]);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('Word export: what the page places', () => {
  it('makes placed images floating drawings and textboxes bordered frames at their place', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin, 'red.png', await redPng(40, 30));
    const html =
      '<div class="editor-page"><h1>Report</h1><p>Unrelated text</p>' +
      '<p style="font-family: Merriweather">Serif words</p>' +
      `<img class="draggable-image" src="${image.url}" alt="Red" style="position:absolute;left:96px;top:230px;z-index:3;width:80px;height:60px">` +
      '<div class="draggable-textbox" style="position:absolute;left:400px;top:420px;z-index:2;width:240px;min-height:60px;background:#fff;border:1px solid #d4d4d8"><p>Boxed words</p></div>' +
      '</div>';
    const response = await exportAs(admin, 'convertToDocx', {
      html,
      filename: 'placed.html',
      paperSize: 'a4',
    });
    expect(response.statusCode, response.body).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const xml = strFromU8(zip['word/document.xml']!);
    // The image: a drawing anchored to the page at 96 px / 230 px (9525 EMU per px), not inline.
    expect(xml).toMatch(
      /<wp:anchor [^>]*allowOverlap="1"[^>]*>[\s\S]*?<wp:positionH relativeFrom="page"><wp:posOffset>914400<\/wp:posOffset><\/wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>2190750<\/wp:posOffset><\/wp:positionV><wp:extent cx="762000" cy="571500"\/>/,
    );
    expect(xml).not.toContain('<wp:inline');
    // The textbox: a frame at 400 px / 420 px (15 twips per px), 240 px wide, with its border.
    expect(xml).toMatch(
      /<w:framePr w:w="3600" w:h="900" w:x="6000" w:y="6300" w:hAnchor="page" w:vAnchor="page" w:hRule="atLeast" w:wrap="through"\/><w:pBdr><w:top w:val="single" w:color="D4D4D8" w:sz="6"[^>]*\/><w:left w:val="single" w:color="D4D4D8"[^>]*\/><w:bottom w:val="single" w:color="D4D4D8"[^>]*\/><w:right w:val="single" w:color="D4D4D8"[^>]*\/><\/w:pBdr>[\s\S]*?Boxed words/,
    );
    // A default body font, and every named font declared in the font table.
    const styles = strFromU8(zip['word/styles.xml']!);
    expect(styles).toMatch(/<w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial"[^>]*\/>/);
    const fonts = strFromU8(zip['word/fontTable.xml']!);
    expect(fonts).toContain('<w:font w:name="Arial">');
    expect(fonts).toMatch(/<w:font w:name="Merriweather">[\s\S]*?<w:family w:val="roman"\/>/);
    expect(xml).toContain(
      '<w:rFonts w:ascii="Merriweather" w:cs="Merriweather" w:eastAsia="Merriweather" w:hAnsi="Merriweather"/>',
    );

    const word = await pythonDocx(
      response.rawPayload,
      [
        'section = document.sections[0]',
        'fonts = document.styles.element.xpath("w:docDefaults/w:rPrDefault/w:rPr/w:rFonts/@w:ascii")',
        'print(json.dumps({',
        '  "width": section.page_width.mm, "height": section.page_height.mm,',
        '  "inline": len(document.inline_shapes),',
        '  "anchors": len(document.element.body.xpath(".//wp:anchor")),',
        '  "texts": [p.text for p in document.paragraphs if p.text],',
        '  "defaultFont": fonts[0] if fonts else None,',
        '}))',
      ].join('\n'),
    );
    expect(Math.round(word.width as number)).toBe(210);
    expect(Math.round(word.height as number)).toBe(297);
    expect(word).toMatchObject({ inline: 0, anchors: 1, defaultFont: 'Arial' });
    expect(word.texts).toEqual(['Report', 'Unrelated text', 'Serif words', 'Boxed words']);
  });

  it('keeps US letter for a letter document', async () => {
    const admin = await registerOrganization(app());
    const response = await exportAs(admin, 'convertToDocx', { html: '<p>Letter</p>' });
    const word = await pythonDocx(
      response.rawPayload,
      'print(json.dumps({"width": document.sections[0].page_width.inches, "height": document.sections[0].page_height.inches}))',
    );
    expect(word).toEqual({ width: 8.5, height: 11 });
  });
});

describe('Markdown export: what a CommonMark reader expects', () => {
  const commonmark = new MarkdownIt('commonmark', { html: true }).enable('table');

  it('heads a table with its first row, keeps lists tight, escapes typed HTML and links images to PUBLIC_URL', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin, 'dot.png', await redPng(4, 4));
    const html =
      '<table><tbody><tr><td><p>Name</p></td><td><p>Role</p></td></tr>' +
      '<tr><td><p>Ada</p></td><td><p>Engineer</p></td></tr></tbody></table>' +
      '<ul><li><p>First point</p></li><li><p>Second point</p><ul><li><p>Nested point</p></li></ul></li></ul>' +
      '<ol><li><p>Step one</p></li><li><p>Step two</p></li></ol>' +
      '<p>&lt;img src=x onerror=alert(1)&gt; is what I typed</p>' +
      `<p><img src="http://localhost:5173${image.url}" alt="dot"></p>`;
    const response = await exportAs(admin, 'convertToMarkdown', { html, filename: 'notes.html' });
    expect(response.statusCode, response.body).toBe(200);
    const markdown = response.body;
    const rendered = commonmark.render(markdown);

    expect(rendered).toContain('<thead>\n<tr>\n<th>Name</th>\n<th>Role</th>\n</tr>\n</thead>');
    expect(rendered).toContain('<tbody>\n<tr>\n<td>Ada</td>\n<td>Engineer</td>\n</tr>\n</tbody>');
    expect(rendered).toContain(
      '<ul>\n<li>First point</li>\n<li>Second point\n<ul>\n<li>Nested point</li>\n</ul>\n</li>\n</ul>',
    );
    expect(rendered).toContain('<ol>\n<li>Step one</li>\n<li>Step two</li>\n</ol>');
    expect(rendered).toContain('<p>&lt;img src=x onerror=alert(1)&gt; is what I typed</p>');
    expect(rendered).not.toContain('<img src="x"');
    expect(rendered).not.toContain('<img src=x');
    expect(rendered).toContain(`<img src="http://worksphere.test${image.url}" alt="dot" />`);
    expect(markdown).not.toContain('localhost');
  });
});
