import { CONTACTS_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactsMessages } from '../src/features/contacts/contacts.messages';
import { phoneMessages } from '../src/features/phone/phone.messages';
import { formatPhoneNumber } from '../src/features/phone/utils/phoneNumber';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const messages = contactsMessages;

/** Ten digits no other run uses (a number of ours belongs to one organisation on the server). */
function uniqueNumber(prefix: string): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  return `${prefix}${tail}`;
}

/** The organisation's own number, to call from (loopback provider). */
async function addOurNumber(page: Page, digits: string) {
  const settings = phoneMessages.settings;
  await page.goto('/settings#phone');
  const section = page.getByRole('region', { name: settings.title });
  await section.getByLabel(settings.numberLabel).fill(digits);
  await section.getByRole('button', { name: settings.addNumber }).click();
  await page.getByText(settings.numberAdded).waitFor();
}

/**
 * The address book with a real server: a contact made here names its call in the call log, a
 * vCard file adds another, and the contact's page shows the call in its timeline; on a desktop
 * and on a phone.
 */
describe('contacts', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let attempts = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, makeAccount('Grace'));
    await addOurNumber(page, uniqueNumber('555'));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('names a call after its contact, imports a vCard and shows the call on the contact page', async () => {
    // A retry runs in the same organisation: each attempt has names and numbers of its own.
    attempts += 1;
    const tag = `${attempts}${Date.now().toString(36)}`;
    const firstName = `Grace ${tag}`;
    const lastName = 'Hopper';
    const name = `${firstName} ${lastName}`;
    const digits = uniqueNumber('444');
    const shown = formatPhoneNumber(`+1${digits}`);
    const importedFirst = `Katherine ${tag}`;
    const imported = `${importedFirst} Johnson`;

    await page.goto('/dash');
    await page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.contacts })
      .click();
    await page.waitForURL((url) => url.pathname === '/contacts');
    await page.getByRole('heading', { level: 1, name: messages.page.title }).waitFor();

    // N starts a new contact; saving opens its page.
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: messages.dialog.newTitle });
    await dialog.getByLabel(messages.dialog.firstName, { exact: true }).fill(firstName);
    await dialog.getByLabel(messages.dialog.lastName, { exact: true }).fill(lastName);
    await dialog
      .getByLabel(messages.dialog.phoneNumber(1), { exact: true })
      .fill(`(${digits.slice(0, 3)}) ${digits.slice(3)}`);
    await dialog.getByRole('button', { name: messages.dialog.save }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/contacts\/[0-9a-f-]+$/);
    const contactUrl = page.url();

    // Calling the number from the contact's page (loopback: it connects at once), then hanging up.
    await page.getByRole('button', { name: phoneMessages.callLink.call(shown) }).click();
    await page.getByText(phoneMessages.toasts.callInitiated).first().waitFor();
    const currentCall = page.getByRole('region', { name: phoneMessages.activeCall.regionLabel });
    await currentCall.getByRole('button', { name: phoneMessages.activeCall.hangUp }).click();
    await currentCall.waitFor({ state: 'detached' });

    // The call log names the call after the contact instead of showing the number.
    await page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.phone })
      .click();
    await page.waitForURL((url) => url.pathname === '/phone');
    const row = page
      .getByRole('list', { name: phoneMessages.callLog.listLabel })
      .getByTestId('call-row')
      .filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => row.locator('p').first().textContent()).toBe(name);
    await saveScreenshot(page, 'contacts-call-log');

    // Typing the name on the keypad finds the number; the keyboard picks it.
    const keypad = page.getByRole('combobox', { name: phoneMessages.dialer.numberLabel });
    await keypad.fill(firstName);
    await page.getByRole('option', { name: messages.suggestions.option(name, shown) }).waitFor();
    await keypad.press('ArrowDown');
    await keypad.press('Enter');
    await expect.poll(() => keypad.inputValue()).toBe(`+1${digits}`);

    // A vCard file written elsewhere adds a contact.
    await page.goto('/contacts');
    await page.getByRole('button', { name: messages.page.import }).first().click();
    const importDialog = page.getByRole('dialog', { name: messages.importDialog.title });
    await importDialog.getByTestId('contacts-import-input').setInputFiles({
      name: 'katherine.vcf',
      mimeType: 'text/vcard',
      buffer: Buffer.from(
        [
          'BEGIN:VCARD',
          'VERSION:3.0',
          `FN:${imported}`,
          `N:Johnson;${importedFirst};;;`,
          `TEL;TYPE=CELL:+1${uniqueNumber('333')}`,
          'EMAIL;TYPE=WORK:katherine@example.org',
          'END:VCARD',
          '',
        ].join('\r\n'),
      ),
    });
    await importDialog.getByText(messages.importDialog.result(1, 0)).waitFor();
    await importDialog.getByRole('button', { name: messages.importDialog.close }).first().click();
    const list = page.getByRole('list', { name: messages.page.listLabel });
    await list.getByRole('link', { name: new RegExp(imported) }).waitFor();

    // The contact's page: its number, and the call in its timeline linking to the call log.
    await page.getByRole('searchbox', { name: messages.page.searchLabel }).fill(firstName);
    await list.getByRole('link', { name: new RegExp(name) }).click();
    await page.waitForURL(contactUrl);
    const timeline = page.getByRole('list', { name: messages.contact.timelineLabel });
    const callItem = timeline
      .getByRole('link')
      .filter({ hasText: CONTACTS_MESSAGES.timelineCallOutbound });
    await callItem.waitFor();
    expect(await callItem.getAttribute('href')).toMatch(/^\/phone\?callId=/);
    await saveScreenshot(page, 'contacts-page-desktop');

    // On a phone: the list, then the page, one at a time.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/contacts');
    await list.getByRole('link', { name: new RegExp(imported) }).waitFor();
    await saveScreenshot(page, 'contacts-list-phone');
    await list.getByRole('link', { name: new RegExp(name) }).click();
    await timeline.waitFor();
    await saveScreenshot(page, 'contacts-page-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
