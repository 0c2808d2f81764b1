import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registeredCatalogues } from '../src/platform/i18n/localized';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization, waitForDashboard } from './support/journeys';

// Every catalogue, so each registers its English and French texts.
import.meta.glob('/src/**/*.messages.ts', { eager: true });

/** Texts in a catalogue, by path: 'tasks.screen.title' → 'Tasks'. */
function textsOf(catalogue: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof catalogue === 'string') texts.set(path, catalogue);
  else if (catalogue && typeof catalogue === 'object') {
    for (const [key, value] of Object.entries(catalogue)) {
      for (const [innerPath, text] of textsOf(value, `${path}.${key}`)) texts.set(innerPath, text);
    }
  }
  return texts;
}

/**
 * English interface words a French page must not show: every English catalogue text that is a
 * word or short phrase of letters and that French writes differently (and nowhere the same).
 */
async function englishOnlyWords(): Promise<Set<string>> {
  const english = new Map<string, string>();
  const french = new Map<string, string>();
  for (const { name, en, load } of registeredCatalogues) {
    for (const [path, text] of textsOf(en, name)) english.set(path, text);
    for (const [path, text] of textsOf(await load('fr'), name)) french.set(path, text);
  }
  const frenchTexts = new Set(french.values());
  const words = new Set<string>();
  for (const [path, text] of english) {
    const phrase = text.trim();
    if (!/^[A-Za-z][A-Za-z' -]{2,40}[A-Za-z.]$/.test(phrase)) continue;
    if (french.get(path) === text || frenchTexts.has(text)) continue;
    words.add(phrase);
  }
  return words;
}

const PAGES = [
  '/dash',
  '/inbox',
  '/tasks',
  '/notes',
  '/projects',
  '/calendar',
  '/chat',
  '/mail',
  '/contacts',
  '/phone',
  '/documents',
  '/pos/create-order-pos',
  '/settings',
  '/settings/language',
];

/** The lines of the page that are an English interface word or phrase. */
async function englishLinesOn(page: Page, words: Set<string>, userData: string[]) {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !userData.some((data) => line.includes(data)))
    .filter((line) => words.has(line));
}

describe('Language', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ana = makeAccount('Ana');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, ana);
    await waitForDashboard(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('switches to Français in Settings, and every main page then shows no English', async () => {
    await page.goto('/settings/language');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('radio', { name: 'Fran\u00e7ais' }).check();
    await page.locator('html[lang="fr"]').waitFor();
    await page.getByRole('heading', { name: 'Langue' }).first().waitFor();
    expect(await page.getByRole('radio', { name: 'Fran\u00e7ais' }).isChecked()).toBe(true);

    const words = await englishOnlyWords();
    expect(words.size).toBeGreaterThan(200);
    expect(words.has(settingsMessages.language.title)).toBe(true);
    const userData = [ana.firstName, ana.lastName, ana.username, ana.organizationName, ana.email];
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Loading texts settle into the page's content.
      await page.waitForTimeout(500);
      for (const line of await englishLinesOn(page, words, userData))
        found.push(`${path}: ${line}`);
    }
    if (found.length) await saveScreenshot(page, 'language-english-left');
    expect(found).toEqual([]);
  });
});
