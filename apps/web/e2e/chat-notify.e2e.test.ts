import { totalBadgeCount, type ChatUnreadThread } from '@worksphere/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const ROOM = 'Front of house';
const FIRST = 'Rota';
const SECOND = 'Deliveries';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Settings → Notifications, "When a message arrives", walked by two members: opening the
 * window (the default; minimising keeps a thread quiet until reopened), a toast and the count,
 * only the count. The incoming toast never covers the composer, on a desktop and on a phone.
 */
describe('what an incoming chat message does', () => {
  const nia = makeAccount('Nia');
  const oto = makeAccount('Oto');
  const team = setUpTwoMembers(nia, oto);
  const toastText = () => chatMessages.toasts.newMessage(displayNameOf(nia), ROOM);

  const composer = (scope: Page | Locator) =>
    scope.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
  const chatWindow = (page: Page) => page.getByTestId('floating-chat-window');
  const openChatBadge = (page: Page) => page.getByRole('banner').getByTestId('unread-badge');
  const incomingToasts = (page: Page) =>
    page.locator('.Toastify__toast').filter({ hasText: toastText() });

  async function openThread(page: Page, title: string) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await composer(page).waitFor();
  }

  async function send(thread: string, text: string) {
    await openThread(team.admin, thread);
    await composer(team.admin).fill(text);
    await composer(team.admin).press('Enter');
    await expect.poll(() => composer(team.admin).inputValue()).toBe('');
  }

  /**
   * The badge's number as the server counts it now. Read from the server, not the page: the
   * page's badge may not have loaded yet, and would then read as no unread messages.
   */
  async function unreadOnServer(page: Page) {
    const threads = await page.evaluate(async () => {
      const token = window.localStorage.getItem('token');
      const response = await fetch('/api/chat/unread', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { threads: unknown[] }).threads;
    });
    return totalBadgeCount(threads as ChatUnreadThread[]);
  }

  async function chooseArrival(label: string) {
    const page = team.member;
    await page.goto('/settings/notifications');
    const field = page.getByRole('button', { name: new RegExp(chatMessages.arrival.label) });
    // A retried journey may find the choice made already: nothing to save then.
    if (!(await field.textContent())?.includes(label)) {
      await field.click();
      await page.getByRole('listbox').getByRole('option', { name: label }).click();
      await page.getByText(chatMessages.arrival.saved).waitFor();
    }
    await page.goto('/dash');
    await page.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
  }

  /** The newest incoming toast at rest (entrance over, stack placed) does not touch the composer. */
  async function expectToastClearOfComposer(page: Page, device: string) {
    const toast = incomingToasts(page).first();
    await toast.waitFor();
    await page.evaluate(async () => {
      const animations = [...document.querySelectorAll('.Toastify__toast')].flatMap((element) =>
        element.getAnimations(),
      );
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const toastBox = await toast.boundingBox();
    const composerBox = await composer(chatWindow(page)).boundingBox();
    expect(toastBox, 'the toast is on screen').not.toBeNull();
    expect(composerBox, 'the composer is on screen').not.toBeNull();
    expect(overlaps(toastBox!, composerBox!), `the toast covers the composer on a ${device}`).toBe(
      false,
    );
    await saveScreenshot(page, `${device}-chat-notify-toast`);
  }

  async function dismissToasts(page: Page) {
    // By their close buttons: a click on a chat toast would open its thread.
    for (const toast of await page.locator('.Toastify__toast').all()) {
      await toast
        .locator('.Toastify__close-button')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
  }

  it('opens the window by default, and a minimised thread stays minimised until reopened', async () => {
    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    for (const title of [FIRST, SECOND]) {
      // The first field makes a thread; the room view's composer has its own optional title.
      await team.admin.getByLabel(chatMessages.threads.newThreadLabel).first().fill(title);
      await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
      await composer(team.admin).waitFor();
    }
    await team.member.goto('/dash');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();

    await send(FIRST, 'Who takes Saturday?');
    await chatWindow(team.member).getByText('Who takes Saturday?').waitFor();
    await incomingToasts(team.member).first().waitFor();

    // Minimised on the thread: its next message leaves the window minimised, and counts.
    await dismissToasts(team.member);
    await team.member.getByRole('button', { name: chatMessages.window.minimize }).click();
    const reopen = team.member.getByRole('button', { name: chatMessages.window.reopen });
    await reopen.waitFor();
    await send(FIRST, 'Anyone for Sunday?');
    await expect.poll(() => openChatBadge(team.member).getAttribute('data-count')).toBe('1');
    expect(await chatWindow(team.member).isVisible()).toBe(false);
    expect(await incomingToasts(team.member).count()).toBe(0);
    await reopen.click();
    await chatWindow(team.member).getByText('Anyone for Sunday?').waitFor();

    // Open on one thread, a message in another switches the window to it, with its toast.
    for (const [device, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', PHONE_VIEWPORT],
    ] as const) {
      await team.member.setViewportSize(viewport);
      await send(SECOND, `Van at 7 (${device})`);
      await chatWindow(team.member).getByText(`Van at 7 (${device})`).waitFor();
      await expectToastClearOfComposer(team.member, `${device}-open`);
      await dismissToasts(team.member);
      await send(FIRST, `Rota is up (${device})`);
      await chatWindow(team.member).getByText(`Rota is up (${device})`).waitFor();
      await dismissToasts(team.member);
    }
    await team.member.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('“Show a toast and count it” toasts and counts, the window staying as it was', async () => {
    await chooseArrival(chatMessages.arrival.options.toast);
    await send(FIRST, 'Toast only, please');
    const toast = incomingToasts(team.member).first();
    await toast.waitFor();
    expect(await chatWindow(team.member).count()).toBe(0);
    await expect.poll(() => openChatBadge(team.member).getAttribute('data-count')).toBe('1');
    // The toast still leads to the thread.
    await toast.click();
    await chatWindow(team.member).getByText('Toast only, please').first().waitFor();

    // Reading one thread, a message of another only toasts, clear of the composer.
    for (const [device, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', PHONE_VIEWPORT],
    ] as const) {
      await team.member.setViewportSize(viewport);
      await send(SECOND, `Crates stacked (${device})`);
      await expectToastClearOfComposer(team.member, `${device}-toast`);
      expect(await chatWindow(team.member).getByText(`Crates stacked (${device})`).count()).toBe(0);
      await dismissToasts(team.member);
    }
    await team.member.setViewportSize(DESKTOP_VIEWPORT);
  });

  it('“Only count it” neither opens the window nor toasts: the badge counts', async () => {
    await chooseArrival(chatMessages.arrival.options.count);
    const before = await unreadOnServer(team.member);
    await send(FIRST, 'Quiet one');
    await send(FIRST, 'Quiet two');
    await expect
      .poll(() => openChatBadge(team.member).getAttribute('data-count'))
      .toBe(String(before + 2));
    expect(await chatWindow(team.member).count()).toBe(0);
    expect(await incomingToasts(team.member).count()).toBe(0);
    await saveScreenshot(team.member, 'desktop-chat-notify-count');
  });
});
