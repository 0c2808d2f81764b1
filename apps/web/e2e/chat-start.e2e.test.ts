import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

/** A 1×1 PNG: the composer previews it before sending. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 24, "Start talking at once": a new organisation's member says hello in General from the
 * room's view without naming a thread, and a message's copied link opens its thread at it,
 * highlighted, even when it is older than the first page of the thread.
 */
describe('starting to talk in a new organisation', () => {
  const ana = makeAccount('Ana');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ana, ben);

  const messageList = (page: Page) =>
    page.getByRole('list', { name: chatMessages.messages.listLabel });
  const composer = (page: Page) =>
    page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });

  it('a member writes in General from the room view, and a copied link opens at the message', async () => {
    const { member, admin } = team;
    await member.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await member.goto('/chat');
    await member.getByRole('button', { name: /General/ }).click();
    await member
      .getByRole('radio', { name: chatMessages.roomComposer.latest('General') })
      .waitFor();

    // The preview of a picked image shows (the page's CSP allows blob: images).
    await member.getByTestId('chat-attachment-input').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const preview = member.getByRole('img', { name: 'dot.png' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await member
      .getByRole('button', { name: chatMessages.composer.removeAttachment('dot.png') })
      .click();

    const hello = `Hello from ${ben.firstName}, straight from the room`;
    await composer(member).fill(hello);
    await composer(member).press('Enter');
    // The message went into General, which opens.
    await messageList(member).getByText(hello).waitFor();
    await member.waitForURL(/threadId=/);
    const url = new URL(member.url());
    const chatRoomId = url.searchParams.get('chatRoomId')!;
    const threadId = url.searchParams.get('threadId')!;
    const helloItem = messageList(member).getByTestId('chat-message').filter({ hasText: hello });
    const messageId = (await helloItem.getAttribute('data-message-id'))!;
    await saveScreenshot(member, 'desktop-chat-start-general');

    // More than a page of replies (50) push the hello out of the thread's first page.
    await admin.goto('/chat');
    await admin.evaluate(
      async ({ threadId, chatRoomId }) => {
        for (let index = 1; index <= 60; index += 1) {
          const answer = await fetch('/api/chat/sendChat', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ threadId, chatRoomId, content: `Reply ${index}` }),
          });
          if (answer.status !== 201) throw new Error(`send ${index}: ${answer.status}`);
        }
      },
      { threadId, chatRoomId },
    );
    await messageList(member).getByText('Reply 60', { exact: true }).waitFor();

    await helloItem.hover();
    await helloItem.getByRole('button', { name: chatMessages.options.trigger }).click();
    await member.getByRole('menuitem', { name: chatMessages.options.copyLink }).click();
    await member.getByText(chatMessages.options.linkCopied).waitFor();
    const link = await member.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(
      `${new URL(member.url()).origin}/chat?chatRoomId=${chatRoomId}&threadId=${threadId}&messageId=${messageId}`,
    );

    // The other member opens the link: the thread loads back to the hello and shows it.
    await admin.goto(link);
    const linked = admin.locator(`[data-message-id="${messageId}"]`);
    await linked.and(admin.locator('[data-highlighted="true"]')).waitFor();
    expect(await linked.isVisible()).toBe(true);
    await expect.poll(() => linked.evaluate(isInsideScroller)).toBe(true);
    await saveScreenshot(admin, 'desktop-chat-start-linked-message');
    // A moment later the highlight goes and the message stays in view.
    await admin.locator('[data-highlighted="true"]').waitFor({ state: 'detached' });
    expect(await linked.evaluate(isInsideScroller)).toBe(true);
  });
});

/** Is the element within the visible part of the thread's scrolling list? */
function isInsideScroller(element: Element) {
  const scroller = element.closest('[data-testid="chat-message-scroller"]')!;
  const box = element.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
}
