import { CALLS_MESSAGES, NOT_AVAILABLE_FOR_MEMBERS } from '@worksphere/contracts';
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneMessages } from '../src/features/phone/phone.messages';
import { formatPhoneNumber } from '../src/features/phone/utils/phoneNumber';
import { shellMessages } from '../src/features/shell/shell.messages';
import { PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const settings = phoneMessages.settings;
const conversations = phoneMessages.conversations;
const incoming = phoneMessages.incoming;

/** Ten digits no other test run uses: a number belongs to one organisation on the server. */
function uniqueNumber(prefix: string): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7);
  return `${prefix}${tail}`;
}

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const OUR_NUMBER = uniqueNumber('555');
const CUSTOMER = uniqueNumber('444');
const CALLER = uniqueNumber('333');
const MISSED_CALLER = uniqueNumber('222');
const shown = (digits: string) => formatPhoneNumber(`+1${digits}`);

const phoneSettings = (page: Page) => page.getByRole('region', { name: settings.title });

/**
 * Opens a signed-in page and waits until its live connection has joined the signed-in
 * namespace (socket.io's CONNECT answer) and the lazily loaded calls listeners are attached
 * (they ask for ringing calls right after), so an event sent next cannot beat either.
 */
async function openLive(page: Page, path: string) {
  const listening = page.waitForResponse(
    (response) => response.url().includes('/calls/log?filter=inbound') && response.ok(),
  );
  const connected = new Promise<void>((resolve) => {
    const onSocket = (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40/chat')) {
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    page.on('websocket', onSocket);
  });
  await page.goto(path);
  await connected;
  await listening;
  await page.getByRole('navigation', { name: shellMessages.nav.label }).waitFor();
}

/** The admin simulates a text or a call from Settings (loopback provider). */
async function simulate(page: Page, kind: 'sms' | 'call', from: string, text?: string) {
  await page.goto('/settings#phone');
  const section = phoneSettings(page);
  await section.getByLabel(settings.simulateFromLabel).fill(from);
  if (text !== undefined) await section.getByLabel(settings.simulateTextLabel).fill(text);
  await section
    .getByRole('button', { name: kind === 'sms' ? settings.simulateSms : settings.simulateCall })
    .click();
  await page.getByText(settings.simulated).first().waitFor();
}

/** Calls and SMS between two members of one organisation, live, with the loopback provider. */
describe('calls and SMS', () => {
  const ada = makeAccount('Ada');
  const bo = makeAccount('Bo');
  const team = setUpTwoMembers(ada, bo);

  it('an admin adds the organisation number in Settings', async () => {
    await team.admin.goto('/settings#phone');
    const section = phoneSettings(team.admin);
    await section.getByText(settings.numbersEmpty).waitFor();
    await section
      .getByLabel(settings.numberLabel)
      .fill(`(${OUR_NUMBER.slice(0, 3)}) ${OUR_NUMBER.slice(3)}`);
    await section.getByLabel(settings.numberLabelOptional).fill('Front desk');
    await section.getByRole('button', { name: settings.addNumber }).click();
    await team.admin.getByText(settings.numberAdded).waitFor();
    // Stored under the number rule (the leading 1 added) and shown nationally.
    await section
      .getByRole('list', { name: settings.numbersTitle })
      .getByText(shown(OUR_NUMBER), { exact: true })
      .waitFor();
  });

  it('sends an SMS and an MMS from a new conversation, with delivery states and the picture', async () => {
    const page = team.member;
    await page.goto('/dash');
    await page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.phone })
      .click();
    await page.waitForURL((url) => url.pathname === '/phone');
    await page.getByRole('tab', { name: phoneMessages.page.messagesTab }).click();
    await page.getByText(conversations.empty).waitFor();

    await page.getByLabel(conversations.newConversationLabel).fill(CUSTOMER);
    await page.getByRole('button', { name: conversations.start }).click();
    expect(new URL(page.url()).searchParams.get('contact')).toBe(`+1${CUSTOMER}`);
    const composer = page.getByRole('textbox', { name: phoneMessages.composer.label });
    await composer.fill('Your order is ready.');
    await composer.press('Enter');

    const thread = page.getByRole('list', { name: conversations.messagesLabel(shown(CUSTOMER)) });
    const sent = thread.getByTestId('sms-message').filter({ hasText: 'Your order is ready.' });
    await sent.getByText(conversations.statuses.delivered, { exact: false }).waitFor();
    await expect.poll(() => composer.inputValue()).toBe('');

    // A picture goes as an MMS: uploaded, sent, and shown from the server.
    await page.getByTestId('sms-media-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await page
      .getByRole('list', { name: phoneMessages.composer.attachmentsLabel })
      .getByText('receipt.png')
      .waitFor();
    await page.getByRole('button', { name: phoneMessages.composer.send }).click();
    const picture = thread.getByRole('img', { name: 'receipt.png' });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(1);
    // The conversation list has it too, newest first.
    await page
      .getByRole('list', { name: conversations.listLabel })
      .getByRole('button', { name: shown(CUSTOMER) })
      .waitFor();
    await saveScreenshot(page, 'phone-conversation');
  });

  it('an inbound SMS reaches a colleague live on another page, with a toast', async () => {
    await openLive(team.member, '/calendar');
    await simulate(team.admin, 'sms', CUSTOMER, 'Thanks, on my way!');

    const toast = team.member.getByText(incoming.newSms(shown(CUSTOMER)));
    await toast.waitFor();
    await toast.click();
    await team.member.waitForURL((url) => url.pathname === '/phone');
    const thread = team.member.getByRole('list', {
      name: conversations.messagesLabel(shown(CUSTOMER)),
    });
    await thread.getByText('Thanks, on my way!').waitFor();
    await thread.getByText('Your order is ready.').waitFor();
  });

  it('an incoming call rings on every page; a colleague answers and it stops ringing for all', async () => {
    await openLive(team.member, '/tasks');
    await simulate(team.admin, 'call', CALLER);

    const memberBanner = team.member.getByRole('region', { name: incoming.regionLabel });
    await memberBanner.getByText(incoming.from(shown(CALLER))).waitFor();
    // The admin, on Settings, hears it too.
    const adminBanner = team.admin.getByRole('region', { name: incoming.regionLabel });
    await adminBanner.getByText(incoming.from(shown(CALLER))).waitFor();
    await saveScreenshot(team.member, 'phone-incoming-call');
    // It keeps ringing while the colleague moves to another screen.
    await team.member
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.calendar })
      .click();
    await team.member.waitForURL((url) => url.pathname === '/calendar');
    await memberBanner.getByText(incoming.from(shown(CALLER))).waitFor();

    await memberBanner.getByRole('button', { name: incoming.answer }).click();
    await team.member.getByText(incoming.answered).waitFor();
    const currentCall = team.member.getByRole('region', {
      name: phoneMessages.activeCall.regionLabel,
    });
    await currentCall.getByText(phoneMessages.activeCall.withContact(shown(CALLER))).waitFor();
    await memberBanner.waitFor({ state: 'detached' });
    // Answered elsewhere: the admin's banner goes by itself.
    await adminBanner.waitFor({ state: 'detached' });

    await currentCall.getByRole('button', { name: phoneMessages.activeCall.hangUp }).click();
    await currentCall.waitFor({ state: 'detached' });
  });

  it('dismiss hides the banner here only; a declined call is missed in the log', async () => {
    await openLive(team.member, '/notes');
    await simulate(team.admin, 'call', MISSED_CALLER);
    const memberBanner = team.member.getByRole('region', { name: incoming.regionLabel });
    await memberBanner.getByText(incoming.from(shown(MISSED_CALLER))).waitFor();
    await memberBanner.getByRole('button', { name: incoming.dismiss }).click();
    await memberBanner.waitFor({ state: 'detached' });
    const adminBanner = team.admin.getByRole('region', { name: incoming.regionLabel });
    await adminBanner.getByText(incoming.from(shown(MISSED_CALLER))).waitFor();

    // Declined through the API (POST /calls/{id}/decline): it ends unanswered, live for everyone.
    const status = await team.admin.evaluate(async (caller) => {
      const log = await fetch(`/api/calls/log?filter=inbound`, { credentials: 'include' });
      const { calls } = (await log.json()) as { calls: { id: string; from: string }[] };
      const call = calls.find((item) => item.from === caller);
      const answer = await fetch(`/api/calls/${call?.id}/decline`, {
        method: 'POST',
        credentials: 'include',
      });
      return answer.status;
    }, `+1${MISSED_CALLER}`);
    expect(status).toBe(200);
    await adminBanner.waitFor({ state: 'detached' });

    await team.member.goto('/phone?tab=calls');
    const filters = team.member.getByRole('group', { name: phoneMessages.callLog.filterLabel });
    const log = team.member.getByRole('list', { name: phoneMessages.callLog.listLabel });
    await log.getByText(shown(CALLER)).first().waitFor();
    await filters.getByRole('button', { name: phoneMessages.callLog.filters.missed }).click();
    const missed = log.getByTestId('call-row').filter({ hasText: shown(MISSED_CALLER) });
    await missed.getByText(phoneMessages.callLog.missed, { exact: false }).waitFor();
    await expect.poll(() => log.getByTestId('call-row').count()).toBe(1);
    await filters.getByRole('button', { name: phoneMessages.callLog.filters.outbound }).click();
    await team.member.getByText(phoneMessages.callLog.emptyFiltered).waitFor();
  });

  it('transcription without AI_BASE_URL says what to set to admins, before any upload', async () => {
    await team.admin.goto('/phone?tab=transcribe');
    await team.admin.getByText(CALLS_MESSAGES.transcriptionNotConfigured).waitFor();
    const page = team.member;
    await page.goto('/phone?tab=transcribe');
    await page.getByText(NOT_AVAILABLE_FOR_MEMBERS).waitFor();
    expect(await page.getByText(CALLS_MESSAGES.transcriptionNotConfigured).count()).toBe(0);
    await page.getByLabel(phoneMessages.transcription.fileLabel, { exact: true }).setInputFiles({
      name: 'voicemail.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('ID3 not really audio'),
    });
    expect(
      await page.getByRole('button', { name: phoneMessages.transcription.submit }).isDisabled(),
    ).toBe(true);
  });

  it('places a call from the keypad on a phone, with the spec message', async () => {
    const page = team.member;
    await page.setViewportSize(PHONE_VIEWPORT);
    try {
      await page.goto('/phone');
      await page.getByRole('tab', { name: phoneMessages.page.keypadTab }).click();
      const keypad = page.getByRole('group', { name: phoneMessages.dialer.keypadLabel });
      for (const digit of CUSTOMER.slice(0, 3)) {
        await keypad
          .getByRole('button', { name: phoneMessages.dialer.digit(digit), exact: true })
          .click();
      }
      // The keyboard goes on where the pad left off.
      await page.keyboard.type(CUSTOMER.slice(3));
      await page.getByText(phoneMessages.dialer.willCall(shown(CUSTOMER))).waitFor();
      await page.keyboard.press('Enter');
      await page.getByText(phoneMessages.toasts.callInitiated).waitFor();
      const currentCall = page.getByRole('region', { name: phoneMessages.activeCall.regionLabel });
      await currentCall.getByRole('button', { name: phoneMessages.activeCall.hangUp }).click();
      await currentCall.waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
      await saveScreenshot(page, 'phone-keypad-phone');

      // On a phone the conversations and the open one take turns, with a way back.
      await page.getByRole('tab', { name: phoneMessages.page.messagesTab }).click();
      await page
        .getByRole('list', { name: conversations.listLabel })
        .getByRole('button', { name: shown(CUSTOMER) })
        .click();
      await page
        .getByRole('list', { name: conversations.messagesLabel(shown(CUSTOMER)) })
        .getByText('Thanks, on my way!')
        .waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false);
      await saveScreenshot(page, 'phone-conversation-phone');
      await page.getByRole('button', { name: conversations.back }).click();
      await page.getByRole('list', { name: conversations.listLabel }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
