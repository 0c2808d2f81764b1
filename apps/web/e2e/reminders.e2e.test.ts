import { INBOX_MESSAGES, REMINDER_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarMessages } from '../src/features/calendar/calendar.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext } from './support/browser';
import { chooseOption, selectButton, typeDate } from './support/fields';
import { makeAccount, registerOrganization } from './support/journeys';

const form = calendarMessages.form;

/**
 * The date fields' typing order (MM DD YYYY hh mm A/P) for an instant some minutes from now, as
 * the browser's clock shows it.
 */
function typedInMinutes(page: Page, minutes: number): Promise<string> {
  return page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    const hours = at.getHours();
    return [
      two(at.getMonth() + 1),
      two(at.getDate()),
      String(at.getFullYear()),
      two(hours % 12 || 12),
      two(at.getMinutes()),
      hours < 12 ? 'A' : 'P',
    ].join('');
  }, minutes);
}

/**
 * A reminder arrives while the app is open: an event starting in three minutes with a reminder
 * five minutes before is due at once, so the server's next tick (every second in the test
 * server) shows it as a toast and puts it in the Inbox.
 */
describe('event reminders', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, makeAccount('Rita'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a reminder chosen in the form arrives as a toast and an Inbox item', async () => {
    await page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.calendar })
      .click();
    await page.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await selectButton(page, 'Calendar account').click();
    await page.getByRole('option', { name: /^Workspace calendar/ }).click();

    await page.getByRole('button', { name: calendarMessages.addEvent }).click();
    const dialog = page.getByRole('dialog', { name: form.addTitle });
    await dialog.getByLabel(form.title).fill('Call the bank');
    await chooseOption(dialog, page, form.category, 'Work');
    await typeDate(dialog, page, form.start, await typedInMinutes(page, 3));
    await typeDate(dialog, page, form.end, await typedInMinutes(page, 33));
    // A new timed event reminds 10 minutes before; this one 5 minutes before instead.
    const reminders = dialog.getByRole('group', { name: REMINDER_MESSAGES.label });
    const reminderLines = reminders.getByRole('listitem');
    await expect.poll(() => reminderLines.allTextContents()).toEqual(['10 minutes before']);
    await reminders
      .getByRole('button', { name: REMINDER_MESSAGES.remove('10 minutes before') })
      .click();
    await reminders.getByText(REMINDER_MESSAGES.none).waitFor();
    await chooseOption(reminders, page, REMINDER_MESSAGES.add, '5 minutes before');
    await expect.poll(() => reminderLines.allTextContents()).toEqual(['5 minutes before']);
    await dialog.getByRole('button', { name: form.create }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText(/^Call the bank: Starts in [23] minutes$/).waitFor();
    const bell = page.getByRole('banner').getByTestId('inbox-bell');
    await expect.poll(() => bell.getAttribute('data-count')).toBe('1');

    await page.goto('/inbox');
    const item = page
      .getByRole('list', { name: INBOX_MESSAGES.title })
      .locator('[data-testid="inbox-item"][data-kind="event_reminder"]');
    await item.getByText('Call the bank').waitFor();
    expect(await item.count()).toBe(1);

    // The item opens the event in the calendar, with its reminders.
    await item
      .getByRole('button', { name: /Call the bank/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    const detail = page.getByRole('dialog', { name: 'Call the bank' });
    await detail.getByText(REMINDER_MESSAGES.label, { exact: true }).waitFor();
    await detail.getByText('5 minutes before', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.has('event')).toBe(false);
  });
});
