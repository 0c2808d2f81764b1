import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INBOX_ITEM_TEXTS } from '@worksphere/contracts';
import { inboxItemTextsFr } from '@worksphere/contracts/inbox-texts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { authMessagesFr } from '../src/features/auth/auth.messages.fr';
import { builtinNamesFr } from '../src/platform/i18n/builtinNames.messages.fr';
import { registeredCatalogues } from '../src/platform/i18n/localized';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import {
  inviteAndJoin,
  makeAccount,
  registerOrganization,
  waitForDashboard,
} from './support/journeys';

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
  // Texts that once stayed English in French: React Aria's hidden Dismiss buttons, and the
  // Inbox's server-written titles without values (their catalogue holds message functions).
  words.add('Dismiss');
  for (const template of Object.values(INBOX_ITEM_TEXTS)) {
    if (typeof template === 'string' && !template.includes('{')) words.add(template);
  }
  return words;
}

/** A line that is one of the Inbox's English titles with its values filled in (any values). */
const ENGLISH_ITEM_TITLES = Object.values(INBOX_ITEM_TEXTS)
  .flatMap((template) =>
    typeof template === 'string' && template.includes('{') ? [template as string] : [],
  )
  .map(
    (template) =>
      new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      ),
  );

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

/**
 * The lines of the page that are an English interface word or phrase, or an English Inbox title
 * (those hold people's names, so they are checked before user data is set aside).
 */
async function englishLinesOn(page: Page, words: Set<string>, userData: string[]) {
  const text = await page.evaluate(() => document.body.innerText);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    ...lines.filter((line) => ENGLISH_ITEM_TITLES.some((title) => title.test(line))),
    ...lines
      .filter((line) => !userData.some((data) => line.includes(data)))
      .filter((line) => words.has(line)),
  ];
}

describe('Language', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ana = makeAccount('Ana');
  const bo = makeAccount('Bo');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, ana);
    await waitForDashboard(page);
    // Bo joins and mentions Ana in General: her Inbox then holds a title the server wrote.
    const other = await openContext(browser, inject('baseUrl'));
    try {
      await inviteAndJoin(page, other.page, bo);
      await other.page.evaluate(async (username) => {
        const get = async (path: string) => (await fetch(path)).json();
        const { chatRooms } = await get('/api/chat/chatrooms');
        const general = chatRooms.find((room: { name: string }) => room.name === 'General');
        const { threads } = await get(`/api/chat/threads?chatRoomId=${general.id}`);
        const answer = await fetch('/api/chat/sendChat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            chatRoomId: general.id,
            threadId: threads[0].id,
            content: `Hello @${username}`,
          }),
        });
        if (answer.status !== 201) throw new Error(`sendChat: ${answer.status}`);
      }, ana.username);
    } finally {
      await other.context.close();
    }
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

    // Bo's mention, written by the server, reads in French, General room included.
    await page.goto('/inbox');
    const mention = inboxItemTextsFr.chatMentionedIn({
      name: `${bo.firstName} ${bo.lastName}`,
      room: builtinNamesFr.chatGeneralRoom,
    });
    await page.getByText(mention).first().waitFor();
  });

  it('keeps the choice with the profile: a new sign-in in another browser is in French', async () => {
    const other = await openContext(browser, inject('baseUrl'));
    try {
      await other.page.goto('/login');
      // This browser has never chosen a language: the sign-in page is in its own, English.
      const login = authMessages.login;
      await other.page.getByLabel(login.identifierLabel).fill(ana.username);
      await other.page.getByLabel(login.passwordLabel, { exact: true }).fill(ana.password);
      await other.page.getByRole('button', { name: login.submit }).click();
      await other.page.locator('html[lang="fr"]').waitFor();
      await other.page.waitForURL('**/dash');
      // Signed in, in the app: the account menu is there, in French.
      await other.page.getByRole('button', { name: authMessagesFr.accountMenu.trigger }).waitFor();
    } finally {
      await other.context.close();
    }
  });
});
