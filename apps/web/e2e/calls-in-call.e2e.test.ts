import type { Locator, Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneMessages } from '../src/features/phone/phone.messages';
import { formatPhoneNumber } from '../src/features/phone/utils/phoneNumber';
import { shellMessages } from '../src/features/shell/shell.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const activeCall = phoneMessages.activeCall;
const settings = phoneMessages.settings;

/** A North American number no other run uses (a number belongs to one organisation). */
function uniqueNumber(areaCode: string): string {
  return `+1${areaCode}${`${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7)}`;
}

const OUR_NUMBER = uniqueNumber('555');
const VOICEMAIL_CALLER = uniqueNumber('333');
/** A London number, typed as people write it: international, kept as +44. */
const LONDON_TYPED = '+44 20 7946 0958';
const LONDON_SHOWN = formatPhoneNumber('+442079460958');

/** One second of a 440 Hz tone as a WAV file: a voicemail the browser can play. */
function toneWavBase64(): string {
  const sampleRate = 8000;
  const samples = sampleRate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 8000);
    buffer.writeInt16LE(value, 44 + index * 2);
  }
  return buffer.toString('base64');
}

/**
 * Opens a signed-in page and waits until its live connection has joined the signed-in namespace
 * and the lazily loaded calls listeners are attached (they ask for ringing calls right after).
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

const controlOf = (bar: Locator, name: string) =>
  bar.getByRole('group', { name: activeCall.controlsLabel }).getByRole('button', { name });

/** A call in progress: its timer, mute, hold, keypad, transfer to a colleague, and voicemail. */
describe('in a call, with the built-in provider', () => {
  const ada = makeAccount('Ada');
  const bo = makeAccount('Bo');
  const team = setUpTwoMembers(ada, bo);

  it('a member calls London, mutes, holds, sends keys and transfers the call to a colleague who hangs up', async () => {
    // The organisation's number (a retry finds it already there).
    const added = await team.admin.evaluate(async (number) => {
      const response = await fetch('/api/calls/numbers', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ number, label: 'Front desk' }),
      });
      return response.status;
    }, OUR_NUMBER);
    expect([201, 409]).toContain(added);
    // The colleague is on another page, live.
    await openLive(team.admin, '/calendar');

    const page = team.member;
    await openLive(page, '/phone');
    const field = page.getByLabel(phoneMessages.dialer.numberLabel);
    await field.fill(LONDON_TYPED);
    await page.getByText(phoneMessages.dialer.willCall(LONDON_SHOWN)).waitFor();
    await field.press('Enter');
    await page.getByText(phoneMessages.toasts.callInitiated).first().waitFor();

    const bar = page.getByRole('region', { name: activeCall.regionLabel });
    await bar.getByText(activeCall.withContact(LONDON_SHOWN)).waitFor();
    // The timer runs from the answer.
    const timer = bar.getByRole('timer', { name: activeCall.timerLabel });
    const started = (await timer.textContent()) ?? '';
    expect(started).toMatch(/^\d+:\d{2}$/);
    await page.waitForFunction(
      ([element, first]) => element !== null && element.textContent !== first,
      [await timer.elementHandle(), started] as const,
    );

    await controlOf(bar, activeCall.mute).click();
    await bar.getByText(activeCall.muted).waitFor();
    expect(await controlOf(bar, activeCall.mute).getAttribute('aria-pressed')).toBe('true');

    await controlOf(bar, activeCall.hold).click();
    await bar.getByText(activeCall.onHold).waitFor();
    expect(await controlOf(bar, activeCall.hold).getAttribute('aria-pressed')).toBe('true');
    await controlOf(bar, activeCall.hold).click();
    await bar.getByText(activeCall.onHold).waitFor({ state: 'detached' });

    // Each key is one request to the server, answered in turn.
    const dtmfStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/dtmf')) dtmfStatuses.push(response.status());
    });
    await controlOf(bar, activeCall.keypad).click();
    const keypad = bar.getByRole('group', { name: activeCall.keypadLabel });
    await keypad
      .getByRole('button', { name: phoneMessages.dialer.digit('1'), exact: true })
      .click();
    await keypad
      .getByRole('button', { name: phoneMessages.dialer.digit('2'), exact: true })
      .click();
    await keypad.getByRole('button', { name: phoneMessages.dialer.pound, exact: true }).click();
    await bar.getByText(activeCall.digitsSent('12#')).waitFor();
    await expect.poll(() => dtmfStatuses, { timeout: 15_000 }).toEqual([200, 200, 200]);
    await saveScreenshot(page, 'calls-in-call-keypad');

    await controlOf(bar, activeCall.transfer).click();
    await bar.getByRole('combobox', { name: activeCall.transferLabel }).fill(ada.firstName);
    await page.getByRole('option', { name: `${ada.firstName} ${ada.lastName}` }).click();
    await bar.getByRole('button', { name: activeCall.transferSubmit }).click();
    await page
      .getByText(activeCall.transferred(`${ada.firstName} ${ada.lastName}`))
      .first()
      .waitFor();
    await bar.waitFor({ state: 'detached' });

    // The colleague has it now: the notice, the bar with its timer, and Hang up.
    await team.admin
      .getByText(phoneMessages.incoming.transferredToYou(LONDON_SHOWN))
      .first()
      .waitFor();
    const adminBar = team.admin.getByRole('region', { name: activeCall.regionLabel });
    await adminBar.getByText(activeCall.withContact(LONDON_SHOWN)).waitFor();
    await adminBar.getByRole('timer', { name: activeCall.timerLabel }).waitFor();
    await adminBar.getByRole('button', { name: activeCall.hangUp }).click();
    await adminBar.waitFor({ state: 'detached' });
  });

  it('a voicemail left for the organisation plays from the call log', async () => {
    // The admin leaves it from Settings, as the built-in provider's try-out.
    await team.admin.goto('/settings#phone');
    const section = team.admin.getByRole('region', { name: settings.title });
    await section.getByLabel(settings.simulateFromLabel).fill(VOICEMAIL_CALLER);
    await section.getByLabel(settings.simulateVoicemailFile).setInputFiles({
      name: 'voicemail.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from(toneWavBase64(), 'base64'),
    });
    await team.admin.getByText(settings.simulated).first().waitFor();

    const page = team.member;
    await page.goto('/phone?tab=calls');
    const log = page.getByRole('list', { name: phoneMessages.callLog.listLabel });
    const player = log.getByLabel(
      phoneMessages.callLog.voicemailFrom(formatPhoneNumber(VOICEMAIL_CALLER)),
    );
    // A retry leaves a second voicemail from the same caller: the newest is first.
    const audio = player.first();
    await audio.waitFor();
    const handle = await audio.elementHandle();
    await page.waitForFunction((element) => {
      const media = element as HTMLAudioElement | null;
      return media !== null && media.readyState >= 1 && media.duration > 0.5;
    }, handle);
    // It plays: the time moves on (muted, as a page may start it without a click).
    await audio.evaluate(async (element) => {
      const media = element as HTMLAudioElement;
      media.muted = true;
      await media.play();
    });
    await page.waitForFunction((element) => (element as HTMLAudioElement).currentTime > 0, handle);
    await saveScreenshot(page, 'calls-voicemail');
  });
});
