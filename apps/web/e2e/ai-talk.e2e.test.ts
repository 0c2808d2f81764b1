import { AI_EXAMPLE_CHIPS, AI_TALK_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiMessages } from '../src/features/ai/ai.messages';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

/** Talking to the offline assistant: the chips of an unknown request, and "remind me". */
describe('AI assistant conversation', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, makeAccount('Tala'));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const chatWindow = () => page.getByTestId('floating-chat-window');
  const composer = () =>
    chatWindow().getByRole('textbox', { name: aiMessages.composer.label, exact: true });
  const assistantReplies = () => chatWindow().locator('li[data-role="assistant"]');
  const userLines = () => chatWindow().locator('li[data-role="user"]');

  /** A new conversation in the AI tab (a retry starts one of its own). */
  async function newConversation() {
    await page.goto('/dash');
    await page.getByRole('button', { name: shellMessages.topBar.openChat }).click();
    await chatWindow().getByRole('tab', { name: chatMessages.window.aiTab }).click();
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();
    await composer().waitFor();
  }

  async function send(text: string) {
    const before = await assistantReplies().count();
    await composer().fill(text);
    await composer().press('Enter');
    await expect.poll(() => assistantReplies().count(), { timeout: 20_000 }).toBe(before + 1);
    return assistantReplies().nth(before);
  }

  it('answers an unknown request in one sentence with three chips that fill the input', async () => {
    await newConversation();
    const reply = await send('sing me a song about spreadsheets');
    await reply.getByText(AI_TALK_MESSAGES.notUnderstood).waitFor();
    const chips = reply.getByRole('list', { name: aiMessages.conversation.suggestions });
    expect(await chips.getByRole('button').allTextContents()).toEqual([...AI_EXAMPLE_CHIPS]);
    // No empty "Show Details" under an answer without reasoning.
    expect(await reply.getByText(aiMessages.conversation.showDetails).count()).toBe(0);

    await chips.getByRole('button', { name: AI_EXAMPLE_CHIPS[1] }).click();
    await expect.poll(() => composer().inputValue()).toBe(AI_EXAMPLE_CHIPS[1]);
    // Filling is not sending: still only the one message of the user.
    expect(await userLines().count()).toBe(1);
    await composer().press('Enter');
    await expect.poll(() => assistantReplies().count(), { timeout: 20_000 }).toBe(2);
    await assistantReplies().nth(1).getByText('Nothing is on your calendar today.').waitFor();
  });

  it('"remind me to ..." creates the task, found in the task list', async () => {
    await newConversation();
    const title = `call the bank ${Date.now().toString(36)}`;
    const reply = await send(`remind me to ${title} tomorrow at 10am`);
    await reply.getByText(/^I will remind you to/).waitFor();
    const link = reply.getByRole('link', { name: new RegExp(title) });
    await link.click();
    await page.waitForURL('**/tasks?**');
    await page.getByTestId('task-row').filter({ hasText: title }).first().waitFor();
  });
});
