import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { LOGIN_FIRST_PAINT_BUDGET_BYTES } from '../scripts/first-paint-budget.mjs';
import { launchBrowser, openContext } from './support/browser';

declare global {
  interface Window {
    /** performance.now() of the first frame after the one that laid out the sign-in button. */
    __signInButtonPaintedBy?: number;
  }
}

/**
 * Runs in the page before its scripts: checks every frame, from the very first, whether the
 * sign-in form's submit button is laid out. The frame that finds it is painted with it, so the
 * next frame's time is a moment by which the form has certainly been painted.
 */
function watchForSignInButton() {
  const check = () => {
    const button = document.querySelector('form button[type="submit"]');
    const box = button?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      requestAnimationFrame((time) => (window.__signInButtonPaintedBy = time));
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}

/**
 * The real first paint of /login in Chromium (issue 22): every script the page starts to fetch
 * before the sign-in form is visible counts, gzip-compressed as the build check counts them, so
 * a lazy chunk that still downloads during the first render cannot hide from the budget.
 */
describe('first paint of the sign-in page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('fetches no more JavaScript than the budget before the sign-in form is visible', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.set(response.url(), response.body());
      }
    });
    await page.addInitScript(watchForSignInButton);

    await page.goto('/login');
    await page.getByRole('button', { name: authMessages.login.submit }).waitFor();
    await page.waitForFunction(() => window.__signInButtonPaintedBy !== undefined);
    // Everything the page has fetched: those begun before the form was painted count.
    await page.waitForLoadState('networkidle');
    const fetchedBeforeForm = await page.evaluate(() => {
      const paintedBy = window.__signInButtonPaintedBy ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.startTime < paintedBy && new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => entry.name);
    });

    const sizes = await Promise.all(
      fetchedBeforeForm.map(async (url) => {
        const body = bodies.get(url);
        expect(body, `${url} was seen as a script response`).toBeDefined();
        return { url, gzip: gzipSync(await body!, { level: 9 }).length };
      }),
    );
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const listing = sizes.map(({ url, gzip }) => `${(gzip / 1024).toFixed(1)} KB ${url}`);

    console.log(
      `Scripts before the sign-in form: ${(total / 1024).toFixed(1)} KB\n${listing.join('\n')}`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, listing.join('\n')).toBeLessThan(LOGIN_FIRST_PAINT_BUDGET_BYTES);
    await context.close();
  });
});
