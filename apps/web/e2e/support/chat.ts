import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chatMessages } from '../../src/features/chat/chat.messages';

/** The message composer (exact: other fields' names start with "Message" too). */
export const chatComposer = (page: Page) =>
  page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });

/** The open thread's messages. */
export const chatMessageList = (page: Page) =>
  page.getByRole('list', { name: chatMessages.messages.listLabel });

/** Sends a message with Enter and waits until it shows and the composer is empty again. */
export async function sendChatMessage(page: Page, text: string) {
  await chatComposer(page).fill(text);
  await chatComposer(page).press('Enter');
  await chatMessageList(page).getByText(text).waitFor();
  await expect.poll(() => chatComposer(page).inputValue()).toBe('');
}
