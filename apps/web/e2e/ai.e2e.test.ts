import { AI_MCP_PATH, AI_TOKEN_MESSAGES, POS_HANDOFF_STORAGE_KEY } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiMessages } from '../src/features/ai/ai.messages';
import { chatMessages } from '../src/features/chat/chat.messages';
import { posMessages } from '../src/features/pos/pos.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

/** The AI tab of the floating window against the real server and its offline assistant. */
describe('AI assistant', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ada = makeAccount('Ada');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, ada);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const chatWindow = () => page.getByTestId('floating-chat-window');
  const composer = () =>
    chatWindow().getByRole('textbox', { name: aiMessages.composer.label, exact: true });
  const assistantReplies = () => chatWindow().locator('li[data-role="assistant"]');

  async function openAiTab() {
    await page.getByRole('button', { name: shellMessages.topBar.openChat }).click();
    await chatWindow().getByRole('tab', { name: chatMessages.window.aiTab }).click();
    await chatWindow().getByRole('heading', { name: aiMessages.list.title }).waitFor();
  }

  async function ask(text: string) {
    const before = await assistantReplies().count();
    await composer().fill(text);
    await composer().press('Enter');
    await expect.poll(() => assistantReplies().count(), { timeout: 20_000 }).toBe(before + 1);
    return assistantReplies().nth(before);
  }

  it('creates a task from a conversation, and the task is in the task list', async () => {
    await openAiTab();
    await chatWindow().getByText(aiMessages.list.empty).waitFor();
    await chatWindow().getByText(aiMessages.list.emptyHint).waitFor();
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();
    await page.getByText(aiMessages.toasts.newConversation).waitFor();
    expect(await composer().getAttribute('placeholder')).toBe('Type your message...');

    // Blank text is not sent.
    await composer().fill('   ');
    await composer().press('Enter');
    expect(await chatWindow().locator('li[data-role="user"]').count()).toBe(0);

    const reply = await ask('create a task review budget due friday');
    await chatWindow()
      .locator('li[data-role="user"]')
      .getByText('create a task review budget due friday')
      .waitFor();
    expect(await composer().isEnabled()).toBe(true);
    await saveScreenshot(page, 'desktop-ai-task-created');

    const link = reply.getByRole('link', { name: /review budget/i });
    await link.click();
    await page.waitForURL('**/tasks?**');
    await page
      .getByTestId('task-row')
      .filter({ hasText: /review budget/i })
      .first()
      .waitFor();
  });

  it('lists the conversation, deletes one and then all with the exact confirmations', async () => {
    await page.goto('/dash');
    await openAiTab();
    const list = chatWindow().getByRole('list', { name: aiMessages.list.listLabel });
    await list
      .getByRole('button', { name: /create a task review budget/ })
      .first()
      .waitFor();

    // A second conversation, so Delete All has more than one to remove.
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();
    await ask('help');
    await chatWindow().getByRole('button', { name: aiMessages.conversation.back }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);

    await list.getByRole('button', { name: aiMessages.list.delete('help') }).click();
    const dialog = page.getByRole('dialog', { name: aiMessages.confirm.deleteOneTitle });
    await dialog.getByText('Are you sure you want to delete this conversation?').waitFor();
    await dialog.getByRole('button', { name: aiMessages.confirm.deleteConfirm }).click();
    await page.getByText(aiMessages.toasts.deleted).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    await chatWindow().getByRole('button', { name: aiMessages.list.deleteAll }).click();
    const allDialog = page.getByRole('dialog', { name: aiMessages.confirm.deleteAllTitle });
    await allDialog
      .getByText('Are you sure you want to delete ALL conversations? This cannot be undone.')
      .waitFor();
    await allDialog.getByRole('button', { name: aiMessages.confirm.deleteAllConfirm }).click();
    await page.getByText(aiMessages.toasts.allDeleted).waitFor();
    await chatWindow().getByText(aiMessages.list.empty).waitFor();
  });

  it('hands an order to the point of sale: the order screen opens with it in the cart', async () => {
    await page.evaluate(async () => {
      const token = window.localStorage.getItem('token');
      for (const product of [
        { name: 'Latte', price: 450 },
        { name: 'Bagel', price: 300 },
      ]) {
        const response = await fetch('/api/pos/products', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(product),
        });
        if (response.status !== 201) throw new Error(`product not created: ${response.status}`);
      }
    });
    await page.goto('/dash');
    await openAiTab();
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();
    // Keep what the order screen receives: it may take it out of storage as soon as it opens.
    await page.evaluate((key) => {
      const setItem = window.sessionStorage.setItem.bind(window.sessionStorage);
      window.sessionStorage.setItem = (name: string, value: string) => {
        if (name === key) (window as unknown as { handoff: string }).handoff = value;
        setItem(name, value);
      };
    }, POS_HANDOFF_STORAGE_KEY);
    // "lattes" (plural) is not matched to "Latte" by the server's offline grammar yet.
    await composer().fill('order 2 latte and a bagel');
    await composer().press('Enter');

    await page.waitForURL('**/pos/create-order-pos', { timeout: 20_000 });
    await chatWindow().waitFor({ state: 'detached' });
    const handoff = await page.evaluate(() =>
      JSON.parse((window as unknown as { handoff: string }).handoff),
    );
    expect(
      handoff.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity]),
    ).toEqual([
      ['Latte', 2],
      ['Bagel', 1],
    ]);
    const cart = page.getByRole('list', { name: posMessages.cart.title });
    const quantityOf = (name: string) =>
      cart
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByLabel(new RegExp(`^${posMessages.cart.quantity}: `))
        .allInnerTexts();
    await expect.poll(() => quantityOf('Latte')).toEqual(['2']);
    await expect.poll(() => quantityOf('Bagel')).toEqual(['1']);
    await saveScreenshot(page, 'desktop-ai-pos-handoff');

    // Already on the order screen: an event carries the next order there; the window stays.
    await page.evaluate(() => {
      (window as unknown as { handoff: string | null }).handoff = null;
    });
    await openAiTab();
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();
    await ask('order a bagel');
    await expect
      .poll(async () => (await quantityOf('Bagel')).reduce((sum, count) => sum + Number(count), 0))
      .toBe(2);
    expect(new URL(page.url()).pathname).toBe('/pos/create-order-pos');
    expect(await chatWindow().isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { handoff: string | null }).handoff),
    ).toBeNull();
  });

  it('connects an MCP client with a token made in Settings, until it is revoked', async () => {
    const tokens = aiMessages.tokens;
    await page.goto('/settings#ai-tokens');
    const section = page.getByRole('region', { name: tokens.title });
    await section.getByText(tokens.empty).waitFor();
    const address = await section.getByLabel(tokens.serverLabel).inputValue();
    expect(address).toBe(new URL(AI_MCP_PATH, inject('baseUrl')).toString());

    await section.getByLabel(tokens.nameLabel).fill('Claude Desktop');
    await section.getByLabel(tokens.nameLabel).press('Enter');
    const secretField = section.getByLabel(tokens.secretLabel);
    const secret = await secretField.inputValue();
    expect(secret).not.toBe('');
    await section.getByText(AI_TOKEN_MESSAGES.secretShownOnce).waitFor();
    const row = section
      .getByRole('list', { name: tokens.listLabel })
      .getByRole('listitem')
      .filter({ hasText: 'Claude Desktop' });
    await row.getByText(tokens.neverUsed, { exact: false }).waitFor();
    await saveScreenshot(page, 'desktop-ai-token-created');

    // An MCP client at the shown address, as the user's own AI client would call it.
    const listTools = () =>
      fetch(address, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secret}`,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const accepted = await listTools();
    expect(accepted.status).toBe(200);
    const { result } = (await accepted.json()) as { result: { tools: Array<{ name: string }> } };
    expect(result.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['create_task', 'find_tasks']),
    );

    await section.getByRole('button', { name: tokens.dismissSecret }).click();
    await secretField.waitFor({ state: 'detached' });
    await page.reload();
    await row.getByText(tokens.lastUsed(''), { exact: false }).waitFor();

    // Revoked from the keyboard, after the confirmation.
    await row.getByRole('button', { name: tokens.revokeLabel('Claude Desktop') }).press('Enter');
    const dialog = page.getByRole('dialog', { name: tokens.revokeTitle });
    await dialog.getByRole('button', { name: tokens.revoke }).press('Enter');
    await page.getByText(tokens.revoked).waitFor();
    await section.getByText(tokens.empty).waitFor();

    const refused = await listTools();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: AI_TOKEN_MESSAGES.tokenInvalid,
      code: 'UNAUTHENTICATED',
    });
  });

  it('works on a phone: the window takes the width, Enter sends, tokens fit', async () => {
    const phone = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    try {
      await registerOrganization(phone.page, makeAccount('Pia'));
      await phone.page.getByRole('button', { name: shellMessages.topBar.openChat }).click();
      const window = phone.page.getByTestId('floating-chat-window');
      await window.getByRole('tab', { name: chatMessages.window.aiTab }).click();
      await window.getByRole('button', { name: aiMessages.list.newConversation }).click();
      const input = window.getByRole('textbox', { name: aiMessages.composer.label, exact: true });
      await input.fill('note: call the printer');
      await input.press('Enter');
      await window.locator('li[data-role="assistant"]').first().waitFor({ timeout: 20_000 });
      const box = await window.boundingBox();
      expect(box?.width).toBe(PHONE_VIEWPORT.width);
      await saveScreenshot(phone.page, 'phone-ai-conversation');

      // Settings → AI access tokens with a new secret and a long name: nothing scrolls sideways.
      await phone.page.goto('/settings#ai-tokens');
      const tokens = aiMessages.tokens;
      const section = phone.page.getByRole('region', { name: tokens.title });
      await section.getByText(tokens.empty).waitFor();
      await section.getByLabel(tokens.nameLabel).fill('Pia-workstation-'.repeat(5));
      await section.getByRole('button', { name: tokens.create }).click();
      await section.getByLabel(tokens.secretLabel).waitFor();
      await section.getByRole('list', { name: tokens.listLabel }).getByRole('listitem').waitFor();
      expect(
        await phone.page.evaluate(
          () => document.documentElement.scrollWidth > globalThis.innerWidth,
        ),
      ).toBe(false);
      await saveScreenshot(phone.page, 'phone-ai-tokens');
    } finally {
      await phone.context.close();
    }
  });
});
