import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

/** Every signed-in page of the route table, reached by a full load (as a bookmark would). */
const SIGNED_IN_PATHS = [
  '/dash',
  '/tasks',
  '/notes',
  '/calendar',
  '/projects',
  '/documents',
  '/settings',
  '/chat',
  '/mail',
  '/contacts',
  '/phone',
  '/pos/create-order-pos',
  '/pos/board',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the console', () => {
  it('stays free of warnings and errors on every signed-in page', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Quinn'));

    const noise: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        noise.push(`${page.url()}: ${message.type()}: ${message.text()}`);
      }
    };
    page.on('console', listen);
    page.on('pageerror', (error) => noise.push(`${page.url()}: uncaught: ${error.message}`));
    for (const path of SIGNED_IN_PATHS) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
    }
    expect(noise).toEqual([]);
    await context.close();
  });
});
