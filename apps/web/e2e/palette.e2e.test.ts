import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandPaletteMessages } from '../src/features/command-palette/commandPalette.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const messages = commandPaletteMessages;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A document and an event made through the API, as the signed-in page would make them. */
async function seedRoadmap(page: Page) {
  const status = await page.evaluate(async () => {
    const token = window.localStorage.getItem('token');
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const document = await call('PUT', '/filemanager/document', {
      name: 'Roadmap plan.html',
      content: '<p>Where we go next.</p>',
    });
    const { accounts } = (await (await call('GET', '/email/accounts/getAccounts')).json()) as {
      accounts: { id: string; accountType: string }[];
    };
    const local = accounts.find((account) => account.accountType === 'local');
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    start.setUTCHours(9, 0, 0, 0);
    const event = await call('POST', '/calendar/events', {
      accountId: local?.id,
      title: 'Roadmap review',
      start: start.toISOString(),
      end: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
      category: 'Meeting',
    });
    return [document.status, event.status];
  });
  expect(status).toEqual([201, 201]);
}

describe('The command palette', () => {
  it('finds a calendar event and a document, and goes to every area', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Pia'));
    await seedRoadmap(page);

    await page.keyboard.press('ControlOrMeta+k');
    const input = page.getByRole('combobox', { name: messages.label });
    await input.fill('roadmap');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'Roadmap review' }).waitFor();
    const documentHit = listbox.getByRole('option', { name: /^Roadmap plan\.html/ });
    await documentHit.click();
    await page.waitForURL((url) => url.pathname === '/documents/edit');
    expect(new URL(page.url()).searchParams.get('path')).toBe('Roadmap plan.html');

    // "calendar" used to answer "No results.": every area is one keystroke away.
    await page.keyboard.press('ControlOrMeta+k');
    await input.fill('calendar');
    await listbox.getByRole('option', { name: messages.screens.calendar, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    await context.close();
  });

  it('opens from the top bar’s search button on a phone', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    await registerOrganization(page, makeAccount('Quill'));
    await page.getByRole('button', { name: shellMessages.topBar.search }).click();
    const input = page.getByRole('combobox', { name: messages.label });
    await input.fill('mail');
    await page.getByRole('option', { name: messages.screens.mail, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mail');
    await context.close();
  });
});
