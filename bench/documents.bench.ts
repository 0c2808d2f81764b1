/**
 * Documents export benchmark: a 3-page and a 30-page editor document (page mode, each page a
 * heading, text in two fonts, a list, a table, a textbox, and an uploaded image on the first)
 * exported as PDF, DOCX and Markdown through the product's own routes
 * (`POST /api/filemanager/convertTo...`), one request at a time, warm (the first exports of
 * each kind start Chromium and load the libraries and are not counted). Prints p50 and p99 of
 * the answer time per format and size, the machine and its load average. Beside the PDF
 * export it prints a bare Chromium print of the same HTML (a warm page: setContent, then pdf),
 * the floor the export is held to: its p50 within 1.5x of the bare print's (BARE_RATIO_BUDGET);
 * a ratio beyond it fails the run.
 *
 *   npm run bench:documents
 *   BENCH_EXPORTS=30 npm run bench:documents
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents
 *
 * Build first (`npm run build -w apps/server`) to measure the bundle `npm start` runs; without
 * a build the product runs from source through tsx. CHROMIUM_PATH is passed on when set.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { printablePage } from '../apps/server/src/modules/files/export/exporter.js';
import { findChromium } from '../apps/server/src/modules/files/export/pdf-renderer.js';
import { PAGE_BREAK_MARKER } from '../packages/contracts/src/files.js';
import { startProduct } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';

const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 20);
const WARM_UP = 3;
/** The PDF export's p50 may be at most this many times a bare Chromium print's. */
const BARE_RATIO_BUDGET = 1.5;
const FORMATS = [
  ['PDF', 'convertToPdf'],
  ['DOCX', 'convertToDocx'],
  ['Markdown', 'convertToMarkdown'],
] as const;

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const LOREM =
  'Worksphere keeps the plans, notes and numbers of a team in one place. This paragraph stands ' +
  'for the running text of a real document: a few sentences long, with words of every length, ' +
  'so that line breaking, fonts and page layout do the work they do on real content.';

/** One editor page with the things documents hold. */
function page(number: number, imageUrl: string) {
  return (
    `<div class="editor-page"><h1>Section ${number}</h1>` +
    `<p><strong>Summary.</strong> ${LOREM}</p>` +
    `<p style="font-family: Merriweather">${LOREM}</p>` +
    `<p style="text-align: center"><em>${LOREM}</em></p>` +
    '<ul><li>First point</li><li>Second point</li><li>Third point</li></ul>' +
    '<table><thead><tr><th>Item</th><th>Owner</th><th>Due</th></tr></thead><tbody>' +
    Array.from(
      { length: 5 },
      (_, row) =>
        `<tr><td>Item ${row + 1}</td><td>Person ${row + 1}</td><td>2026-12-0${row + 1}</td></tr>`,
    ).join('') +
    '</tbody></table>' +
    '<div class="draggable-textbox" style="position:absolute;left:300px;top:10px;width:240px;min-height:60px;z-index:1">Edit me</div>' +
    (number === 1
      ? `<p><img src="${imageUrl}" alt="Inserted Image" style="width:120px;height:120px"></p>`
      : '') +
    '</div>'
  );
}

/**
 * A warm Chromium printing the same page the product prints (the document's HTML with the same
 * print CSS and embedded fonts), with nothing of the product around it: no sanitising, no
 * images inlined (its image points at the product and the page has no network, as the
 * product's has none), no queue, no HTTP, nothing saved.
 */
async function bareChromium() {
  const browser = await chromium.launch({
    executablePath: await findChromium(process.env.CHROMIUM_PATH),
    headless: true,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'],
  });
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  const page = await context.newPage();
  return {
    async print(html: string) {
      const times: number[] = [];
      for (let index = 0; index < WARM_UP + EXPORTS; index += 1) {
        const started = performance.now();
        await page.setContent(await printablePage(html, true, 'letter', 'bench'), {
          waitUntil: 'load',
        });
        await page.pdf({ preferCSSPageSize: true, printBackground: true });
        if (index >= WARM_UP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
    },
    close: () => browser.close(),
  };
}

const documentOf = (pages: number, imageUrl: string) =>
  Array.from({ length: pages }, (_, index) => page(index + 1, imageUrl)).join(PAGE_BREAK_MARKER);

async function main() {
  const scratch = await createScratchDatabase('ws-bench-documents');
  const product = await startProduct(scratch.url, {
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
  });
  try {
    const api = `${product.url}/api`;
    const suffix = randomBytes(4).toString('hex');
    const registered = await fetch(`${api}/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench${suffix}`,
        email: `bench${suffix}@example.com`,
        password: 'correct horse battery',
        firstName: 'Bench',
        lastName: 'Writer',
        organizationName: `Bench ${suffix}`,
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const form = new FormData();
    form.append('files', new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${api}/filemanager/upload?folder=images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const imageUrl = ((await uploaded.json()) as { files: { url: string }[] }).files[0]!.url;

    console.log(
      `documents export bench: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
        `${scratch.description}, ${EXPORTS} exports per case after ${WARM_UP} warm-up; load before ${load()}`,
    );
    const bare = await bareChromium();
    const overBudget: string[] = [];
    for (const pages of [3, 30]) {
      const html = documentOf(pages, imageUrl);
      let pdfP50 = NaN;
      for (const [label, route] of FORMATS) {
        const times: number[] = [];
        let bytes = 0;
        for (let index = 0; index < WARM_UP + EXPORTS; index += 1) {
          const started = performance.now();
          const response = await fetch(`${api}/filemanager/${route}?folder=`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ html, filename: `bench-${pages}.html` }),
          });
          const body = Buffer.from(await response.arrayBuffer());
          const elapsed = performance.now() - started;
          if (response.status !== 200) {
            throw new Error(`${route}: ${response.status} ${body.toString().slice(0, 200)}`);
          }
          bytes = body.length;
          if (index >= WARM_UP) times.push(elapsed);
        }
        times.sort((a, b) => a - b);
        if (label === 'PDF') pdfP50 = percentile(times, 0.5);
        console.log(
          `${String(pages).padStart(2)} pages  ${label.padEnd(8)}  p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms` +
            `  p99 ${percentile(times, 0.99).toFixed(0).padStart(5)} ms  (${(bytes / 1024).toFixed(0)} KB)`,
        );
      }
      const floor = await bare.print(html);
      const ratio = pdfP50 / floor.p50;
      console.log(
        `${String(pages).padStart(2)} pages  bare PDF  p50 ${floor.p50.toFixed(0).padStart(5)} ms` +
          `  p99 ${floor.p99.toFixed(0).padStart(5)} ms  (Chromium alone; export p50 ${ratio.toFixed(2)}x, budget ${BARE_RATIO_BUDGET}x)`,
      );
      if (!(ratio <= BARE_RATIO_BUDGET)) overBudget.push(`${pages} pages: ${ratio.toFixed(2)}x`);
    }
    await bare.close();
    console.log(`load after ${load()}`);
    if (overBudget.length > 0) {
      console.error(
        `PDF export over ${BARE_RATIO_BUDGET}x a bare Chromium print: ${overBudget.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await product.stop();
    await scratch.drop();
  }
}

await main();
