import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiMessages } from '../src/features/ai/ai.messages';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import {
  DESKTOP_VIEWPORT,
  launchBrowser,
  openContext,
  PHONE_VIEWPORT,
  saveScreenshot,
} from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every toast on screen, once it has come to rest (its entrance animation over and the stack
 * placed), as bounding boxes.
 */
async function restingToastBoxes(page: Page): Promise<Box[]> {
  const toasts = page.locator('.Toastify__toast');
  await toasts.first().waitFor();
  await page.evaluate(async () => {
    const animations = [...document.querySelectorAll('.Toastify__toast')].flatMap((toast) =>
      toast.getAnimations(),
    );
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    // The stack is placed in the frame after a change; let it land.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const boxes = await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()));
  return boxes.filter((box): box is Box => box !== null);
}

/** Asserts no toast covers any of the targets, and that there was a toast to check. */
async function expectToastsClearOf(page: Page, targets: Record<string, Locator>) {
  const toastBoxes = await restingToastBoxes(page);
  expect(toastBoxes.length).toBeGreaterThan(0);
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    expect(box, `${name} is on screen`).not.toBeNull();
    for (const toastBox of toastBoxes) {
      expect(overlaps(toastBox, box as Box), `a toast covers ${name}`).toBe(false);
    }
  }
}

async function dismissToasts(page: Page) {
  // Close on click (spec 1 §2.2): clear the stack so the next check sees only the new toast.
  for (const toast of await page.locator('.Toastify__toast').all()) {
    await toast.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
}

/** Toasts never cover the chat composer, its Send button or the floating chat window (issue 22). */
describe('toasts keep clear of the work', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    it(`on a ${device}`, async () => {
      const { context, page } = await openContext(browser, inject('baseUrl'), viewport);
      try {
        await registerOrganization(page, makeAccount(device === 'desktop' ? 'Tess' : 'Pete'));
        const composer = (scope: Page | Locator) =>
          scope.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
        const send = (scope: Page | Locator) =>
          scope.getByRole('button', { name: chatMessages.composer.send });

        // The chat page: a new thread opens on its composer while "Thread … created." shows.
        await page.goto('/chat');
        await page.getByLabel(chatMessages.rooms.newRoomLabel).fill('Front desk');
        await page.getByRole('button', { name: chatMessages.rooms.create }).click();
        await page.getByLabel(chatMessages.threads.newThreadLabel).fill('Opening hours');
        await page.getByRole('button', { name: chatMessages.threads.create }).click();
        await composer(page).waitFor();
        await page.getByText(chatMessages.threads.created('Opening hours')).waitFor();
        await expectToastsClearOf(page, { composer: composer(page), Send: send(page) });
        await saveScreenshot(page, `${device}-toast-chat-page`);
        await dismissToasts(page);

        // The floating window, on its own room list, thread and composer.
        await page.goto('/dash');
        await page.getByRole('button', { name: shellMessages.topBar.openChat }).click();
        const chatWindow = page.getByTestId('floating-chat-window');
        await chatWindow.getByLabel(chatMessages.rooms.newRoomLabel).fill('Kitchen');
        await chatWindow.getByRole('button', { name: chatMessages.rooms.create }).click();
        await page.getByText(chatMessages.rooms.created('Kitchen')).waitFor();
        await expectToastsClearOf(page, { 'the floating window': chatWindow });
        await dismissToasts(page);

        await chatWindow.getByLabel(chatMessages.threads.newThreadLabel).fill('Orders');
        await chatWindow.getByRole('button', { name: chatMessages.threads.create }).click();
        // Created, the thread opens on its composer.
        await composer(chatWindow).waitFor();
        await page.getByText(chatMessages.threads.created('Orders')).waitFor();
        await expectToastsClearOf(page, {
          'the floating window': chatWindow,
          composer: composer(chatWindow),
          Send: send(chatWindow),
        });
        await saveScreenshot(page, `${device}-toast-chat-window`);

        // The assistant's tab: "New conversation started." beside its composer.
        await chatWindow.getByRole('tab', { name: chatMessages.window.aiTab }).click();
        await chatWindow.getByRole('button', { name: aiMessages.list.newConversation }).click();
        await page.getByText(aiMessages.toasts.newConversation).waitFor();
        await expectToastsClearOf(page, {
          'the floating window': chatWindow,
          'the assistant composer': chatWindow.getByRole('textbox', {
            name: aiMessages.composer.label,
            exact: true,
          }),
        });
      } finally {
        await context.close();
      }
    });
  }
});
