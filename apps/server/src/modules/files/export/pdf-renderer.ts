import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { FILE_MESSAGES } from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppError } from '../../../platform/errors.js';
import { createFairQueue } from './fair-queue.js';

/** What to look for on PATH when CHROMIUM_PATH is not set (Debian's package first). */
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/** Exports rendered at once, each on a page kept open for the next (cores are the limit). */
const POOL_SIZE = 2;
/** A render that takes longer has met something it cannot finish. */
const RENDER_TIMEOUT_MS = 30_000;

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/** CHROMIUM_PATH when set (it must exist), else the first Chromium on PATH; undefined if none. */
export async function findChromium(configured: string | undefined): Promise<string | undefined> {
  if (configured) return (await isExecutable(configured)) ? configured : undefined;
  for (const directory of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of CHROMIUM_NAMES) {
      const candidate = path.join(directory, name);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export type PdfRenderer = {
  /**
   * Print a whole HTML page (its own CSS sets the paper) to PDF bytes, in the owner's turn:
   * renders are queued fairly per owner (a member), a few waiting at most.
   */
  render: (html: string, owner: string) => Promise<Buffer>;
  close: () => Promise<void>;
};

/**
 * One headless Chromium, started on the first export and kept warm, with a small pool of
 * reused pages. The pages run no JavaScript and have no network: every request is aborted
 * except data: URLs (the server inlines our images and fonts before rendering).
 */
export function createPdfRenderer(options: {
  chromiumPath: string | undefined;
  logger: FastifyBaseLogger;
}): PdfRenderer {
  let starting: Promise<{ browser: Browser; context: BrowserContext }> | undefined;
  /** Pages ready for the next export, of the running browser only. */
  let idle: Page[] = [];
  /** Exports waiting for one of the POOL_SIZE rendering slots, in turn per member. */
  const queue = createFairQueue({ slots: POOL_SIZE });
  let isClosed = false;

  async function start() {
    const executablePath = await findChromium(options.chromiumPath);
    if (!executablePath) throw new AppError('SERVICE_UNAVAILABLE', FILE_MESSAGES.chromiumMissing);
    // Loaded on the first PDF, never at start.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--mute-audio'],
    });
    browser.on('disconnected', () => {
      // A crashed browser is started again by the next export.
      starting = undefined;
      idle = [];
    });
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    options.logger.info({ executablePath }, 'PDF export: Chromium started');
    return { browser, context };
  }

  function chromium() {
    if (isClosed) throw new AppError('SERVICE_UNAVAILABLE', FILE_MESSAGES.exportFailed);
    if (!starting) {
      starting = start();
      starting.catch(() => {
        starting = undefined;
      });
    }
    return starting;
  }

  async function takePage(): Promise<Page> {
    const { context } = await chromium();
    for (let page = idle.pop(); page; page = idle.pop()) {
      if (!page.isClosed()) return page;
    }
    const page = await context.newPage();
    page.setDefaultTimeout(RENDER_TIMEOUT_MS);
    return page;
  }

  function render(html: string, owner: string): Promise<Buffer> {
    return queue.run(owner, () => print(html));
  }

  async function print(html: string): Promise<Buffer> {
    let page: Page | undefined;
    try {
      page = await takePage();
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      idle.push(page);
      return pdf;
    } catch (error) {
      void page?.close().catch(() => undefined);
      if (error instanceof AppError) throw error;
      options.logger.error({ err: error }, 'PDF export failed');
      throw new AppError('INTERNAL_ERROR', FILE_MESSAGES.exportFailed);
    }
  }

  async function close() {
    isClosed = true;
    const started = await starting?.catch(() => undefined);
    starting = undefined;
    await started?.browser.close().catch(() => undefined);
  }

  return { render, close };
}
