import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const messages = settingsMessages.timeFormat;

/** The clock chosen in Settings is the one every time in the app is shown with (issue 22). */
describe('time format', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, makeAccount('Cleo'));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function chooseClock(option: RegExp) {
    await page.goto('/settings#time-format');
    const section = page.getByRole('region', { name: messages.title });
    await section.getByRole('button', { name: new RegExp(messages.label) }).click();
    await page.getByRole('option', { name: option }).click();
    await page.getByText(messages.saved).waitFor();
  }

  const messageTime = () =>
    page.getByRole('list', { name: chatMessages.messages.listLabel }).locator('time').first();

  it('shows a chat message’s time on the 24-hour clock, then on the 12-hour one', async () => {
    await chooseClock(/^24-hour/);

    await page.goto('/chat');
    await page.getByLabel(chatMessages.rooms.newRoomLabel).fill('Studio');
    await page.getByRole('button', { name: chatMessages.rooms.create }).click();
    await page.getByLabel(chatMessages.threads.newThreadLabel).fill('Schedule');
    await page.getByRole('button', { name: chatMessages.threads.create }).click();
    // The thread's own composer, once the thread is open: until then the room view shows its
    // composer under the same label, and what is typed there goes when the thread opens.
    const composer = page
      .getByRole('region', { name: 'Schedule' })
      .getByRole('textbox', { name: chatMessages.composer.label, exact: true });
    await composer.fill('Meeting moved');
    await composer.press('Enter');
    await messageTime().waitFor();
    expect(await messageTime().textContent()).toMatch(/^\d{2}:\d{2}$/);

    // Saved on the profile: after a reload and a switch, the same message reads the other way.
    const threadUrl = page.url();
    await chooseClock(/^12-hour/);
    await page.goto(threadUrl);
    await messageTime().waitFor();
    expect(await messageTime().textContent()).toMatch(/^\d{1,2}:\d{2}\s(AM|PM)$/);
  });
});
