import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  FILE_MESSAGES,
  PAGE_BREAK_MARKER,
  type AuthResponse,
  type FileEntry,
} from '@worksphere/contracts';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES } from '../../../test/chat-helpers.js';
import { registerOrganization } from '../../../test/factories.js';
import { call, createTestApp, useTestApp } from '../../../test/test-app.js';

const run = promisify(execFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-exports-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A local server that counts the requests an export's page would make to the network. */
let probe: http.Server;
let probeHits = 0;
let probeUrl = '';
beforeAll(async () => {
  probe = http.createServer((_request, response) => {
    probeHits += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

type Signed = Pick<AuthResponse, 'token'>;

function exportAs(
  owner: Signed,
  route: 'convertToPdf' | 'convertToDocx' | 'convertToMarkdown',
  body: { html: string; filename: string },
  folder = '',
) {
  return call(app(), 'POST', `/filemanager/${route}?folder=${encodeURIComponent(folder)}`, {
    token: owner.token,
    body,
  });
}

async function uploadImage(owner: Signed): Promise<FileEntry> {
  const { body, headers } = multipart({}, [
    { field: 'files', filename: 'dot.png', data: PNG_BYTES },
  ]);
  const response = await call(app(), 'POST', '/filemanager/upload?folder=images', {
    token: owner.token,
    body,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files[0];
}

async function browseNames(owner: Signed, folder = '') {
  const response = await call(app(), 'GET', `/filemanager/browse?folder=${folder}`, {
    token: owner.token,
  });
  return (response.json().files as FileEntry[]).map((file) => file.name);
}

/** Write the bytes to a temp file and run a poppler tool on it. */
async function poppler(tool: 'pdfinfo' | 'pdftotext' | 'pdfimages', bytes: Buffer) {
  const file = path.join(dataDir, `check-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, bytes);
  const args =
    tool === 'pdftotext' ? ['-layout', file, '-'] : tool === 'pdfimages' ? ['-list', file] : [file];
  const { stdout } = await run(tool, args);
  return stdout;
}

/** The pictures a PDF holds (pdfimages lists an alpha mask of a picture as its own line). */
const imageCount = async (bytes: Buffer) =>
  (await poppler('pdfimages', bytes))
    .split('\n')
    .filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;

const pageCount = async (bytes: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', bytes))?.[1]);

const pages = (...texts: string[]) =>
  texts.map((text) => `<div class="editor-page">${text}</div>`).join(PAGE_BREAK_MARKER);

describe('POST /filemanager/convertToPdf', () => {
  it('prints one PDF page per editor page, with the text, and saves it into the folder', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin);
    await call(app(), 'POST', '/filemanager/folder', {
      token: admin.token,
      body: { folder: '', name: 'Exports' },
    });
    const html = pages(
      `<h1>Quarterly report</h1><p><strong>Bold</strong> start</p><img src="${image.url}" alt="dot" style="width:40px;height:40px">`,
      '<p style="font-family: Roboto">Second page in Roboto</p><div style="position:absolute;left:10px;top:10px;width:240px">Edit me</div>',
      '<table><tr><th>Name</th></tr><tr><td>Third page cell</td></tr></table>',
    );
    const response = await exportAs(
      admin,
      'convertToPdf',
      { html, filename: 'report.html' },
      'Exports',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(3);
    expect(await poppler('pdfinfo', pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = await poppler('pdftotext', pdf);
    expect(text).toContain('Quarterly report');
    expect(text).toContain('Second page in Roboto');
    expect(text).toContain('Third page cell');
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(3);
    // The uploaded image was inlined (the page has no network).
    expect(await imageCount(pdf)).toBe(1);
    expect(await browseNames(admin, 'Exports')).toEqual(['report.pdf']);
  });

  it('lets continuous content flow over pages and never touches the network', async () => {
    const admin = await registerOrganization(app());
    const paragraphs = Array.from({ length: 120 }, (_, n) => `<p>Paragraph ${n + 1}</p>`).join('');
    const html = `${paragraphs}<img src="${probeUrl}/tracker.png"><p style="background-color:red">x</p>`;
    const response = await exportAs(admin, 'convertToPdf', { html, filename: 'long' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="long.pdf"');
    expect(await pageCount(response.rawPayload)).toBeGreaterThan(1);
    expect(await poppler('pdftotext', response.rawPayload)).toContain('Paragraph 120');
    expect(probeHits).toBe(0);
  });

  it('renders exports at once on the pool of pages, each with its own content', async () => {
    const admin = await registerOrganization(app());
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        exportAs(admin, 'convertToPdf', { html: `<p>Export number ${n}</p>`, filename: `n${n}` }),
      ),
    );
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const text = await poppler('pdftotext', response.rawPayload);
      expect(text).toContain(`Export number ${index + 1}`);
    }
  });

  it('never prints an image of another organisation', async () => {
    const owner = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    const image = await uploadImage(owner);
    const response = await exportAs(stranger, 'convertToPdf', {
      html: `<p>Try</p><img src="${image.url}"><img src="http://localhost:5173${image.url}">`,
      filename: 'steal.html',
    });
    expect(response.statusCode).toBe(200);
    expect(await imageCount(response.rawPayload)).toBe(0);
    // Nor in Word, by path or by a full address of the app.
    const word = await exportAs(stranger, 'convertToDocx', {
      html: `<p>Try</p><img src="${image.url}"><img src="http://localhost:5173${image.url}">`,
      filename: 'steal.html',
    });
    expect(word.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(word.rawPayload));
    expect(Object.keys(zip).some((name) => name.startsWith('word/media/'))).toBe(false);
    // The owner's own image, by its full address, is in the owner's export.
    const own = await exportAs(owner, 'convertToDocx', {
      html: `<p>Mine</p><img src="http://localhost:5173${image.url}">`,
      filename: 'mine.html',
    });
    const ownZip = unzipSync(new Uint8Array(own.rawPayload));
    expect(Object.keys(ownZip).some((name) => name.startsWith('word/media/'))).toBe(true);
  });
});

describe('PDF export without Chromium', () => {
  it('answers 503 with how to install it', async () => {
    const bare = await createTestApp({
      DATA_DIR: dataDir,
      CHROMIUM_PATH: path.join(dataDir, 'no-such-chromium'),
    });
    try {
      const admin = await registerOrganization(bare.app);
      const response = await call(bare.app, 'POST', '/filemanager/convertToPdf?folder=', {
        token: admin.token,
        body: { html: '<p>x</p>', filename: 'x.html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: FILE_MESSAGES.chromiumMissing,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(FILE_MESSAGES.chromiumMissing).toContain('CHROMIUM_PATH');
    } finally {
      await bare.close();
    }
  });
});

describe('POST /filemanager/convertToDocx', () => {
  it('maps headings, marks, lists, tables, links, images, textboxes and page breaks', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin);
    const html = pages(
      '<h1>Heading one</h1>' +
        '<p style="text-align:center"><strong>Bold run</strong> <em>italic</em> <u>under</u> <s>struck</s> ' +
        '<span style="font-family: Merriweather">serif</span> <a href="https://example.com/">a link</a></p>' +
        '<ol><li>first</li><li>second<ul><li>nested</li></ul></li></ol>' +
        `<p><img src="${image.url}" alt="dot"></p>`,
      '<table><thead><tr><th>Col A</th><th>Col B</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr></tbody></table>' +
        '<div class="draggable-textbox" style="position:absolute;left:10px;top:20px;width:240px">Edit me</div>',
    );
    const response = await exportAs(admin, 'convertToDocx', { html, filename: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain('filename="document.docx"');
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const xml = strFromU8(zip['word/document.xml']!);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(
      /<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Bold run<\/w:t><\/w:r>/,
    );
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*Heading one/);
    expect(xml).toContain('<w:i/>');
    expect(xml).toContain('<w:u w:val="single"/>');
    expect(xml).toContain('<w:strike/>');
    expect(xml).toContain('w:ascii="Merriweather"');
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain('Col A');
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:hyperlink');
    expect(xml).toContain('<w:br w:type="page"/>');
    expect(xml).toMatch(/<w:framePr[^>]*w:x="150"[^>]*w:y="300"/);
    expect(Object.keys(zip).some((name) => name.startsWith('word/media/'))).toBe(true);
    expect(await browseNames(admin)).toContain('document.docx');
  });
});

describe('POST /filemanager/convertToMarkdown', () => {
  it('keeps tables as GFM and links images to the stored files', async () => {
    const admin = await registerOrganization(app());
    const image = await uploadImage(admin);
    const html =
      '<h2>Budget</h2><table><thead><tr><th>Item</th><th>Cost</th></tr></thead>' +
      '<tbody><tr><td>Paper</td><td>3</td></tr></tbody></table>' +
      `<p><img src="${image.url}" alt="dot"> <s>old</s></p>`;
    const response = await exportAs(admin, 'convertToMarkdown', { html, filename: 'notes.txt' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="notes.txt.md"');
    const markdown = response.body;
    expect(markdown).toContain('## Budget');
    expect(markdown).toMatch(/\| Item \| Cost \|\n\| -+ \| -+ \|\n\| Paper \| 3 +\|/);
    expect(markdown).toContain(`![dot](http://worksphere.test${image.url})`);
    expect(markdown).toContain('~~old~~');
    expect(markdown).not.toContain('base64');
    expect(await browseNames(admin)).toContain('notes.txt.md');
  });

  it('replaces an earlier export of the same name', async () => {
    const admin = await registerOrganization(app());
    await exportAs(admin, 'convertToMarkdown', { html: '<p>one</p>', filename: 'same.html' });
    await exportAs(admin, 'convertToMarkdown', { html: '<p>two</p>', filename: 'same.html' });
    expect(await browseNames(admin)).toEqual(['same.md']);
    const downloaded = await call(app(), 'GET', '/filemanager/download?path=same.md', {
      token: admin.token,
    });
    expect(downloaded.body).toBe('two\n');
  });
});

describe('export requests', () => {
  it('refuse a missing folder, a path as file name, and callers without a session', async () => {
    const admin = await registerOrganization(app());
    const missing = await exportAs(
      admin,
      'convertToMarkdown',
      { html: '<p>x</p>', filename: 'a' },
      'nope',
    );
    expect(missing.statusCode).toBe(404);
    const slashed = await exportAs(admin, 'convertToDocx', { html: '', filename: '../a.html' });
    expect(slashed.statusCode).toBe(400);
    expect(slashed.json().error).toBe(FILE_MESSAGES.exportFilenameInvalid);
    const anonymous = await call(app(), 'POST', '/filemanager/convertToDocx?folder=', {
      body: { html: '', filename: '' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
