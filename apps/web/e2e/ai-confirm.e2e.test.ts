import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AI_MCP_PATH, INBOX_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiMessages } from '../src/features/ai/ai.messages';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

/** Ten digits no other run uses: a number belongs to one organisation on the server. */
const uniqueDigits = (prefix: string) =>
  `${prefix}${`${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-7)}`;

/**
 * The assistant never sends on its own: "text …" shows a confirmation card, Confirm sends
 * (the organisation's texts list it), Cancel sends nothing. Offline assistant, real server.
 */
describe('AI confirmation card', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ada = makeAccount('Ada');
  const sendTo = uniqueDigits('555');
  const keepFrom = uniqueDigits('444');
  const fromAgent = uniqueDigits('666');
  let mcp: Client | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, ada);
    // The organisation's number to send from (Settings has its own journey).
    const status = await page.evaluate(async (number) => {
      const response = await fetch('/api/calls/numbers', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ number, label: 'Main line' }),
      });
      return response.status;
    }, uniqueDigits('333'));
    expect(status).toBe(201);
  });

  afterAll(async () => {
    await mcp?.close();
    await context?.close();
    await browser?.close();
  });

  const chatWindow = () => page.getByTestId('floating-chat-window');
  const composer = () =>
    chatWindow().getByRole('textbox', { name: aiMessages.composer.label, exact: true });
  const assistantReplies = () => chatWindow().locator('li[data-role="assistant"]');
  const card = (reply: ReturnType<typeof assistantReplies>) =>
    reply.getByRole('region', { name: 'Send a text message' });

  /** What the organisation sent to a number (the loopback provider's record). */
  const textsTo = (digits: string) =>
    page.evaluate(async (contact) => {
      const response = await fetch(
        `/api/calls/conversations/${encodeURIComponent(contact)}/messages`,
        { headers: { authorization: `Bearer ${window.localStorage.getItem('token')}` } },
      );
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      return messages.map((message) => message.text);
    }, `+1${digits}`);

  async function ask(text: string) {
    const before = await assistantReplies().count();
    await composer().fill(text);
    await composer().press('Enter');
    await expect.poll(() => assistantReplies().count(), { timeout: 20_000 }).toBe(before + 1);
    return assistantReplies().nth(before);
  }

  it('Confirm sends the text shown on the card, once', async () => {
    await page.getByRole('button', { name: shellMessages.topBar.openChat }).click();
    await chatWindow().getByRole('tab', { name: chatMessages.window.aiTab }).click();
    await chatWindow().getByRole('button', { name: aiMessages.list.newConversation }).click();

    const reply = await ask(`text ${sendTo} running late`);
    const shown = card(reply);
    await shown.getByText(aiMessages.actions.cardLabel).waitFor();
    await shown.getByText(sendTo).waitFor();
    await shown.getByText('running late', { exact: true }).waitFor();
    expect(await textsTo(sendTo)).toEqual([]);
    await saveScreenshot(page, 'desktop-ai-confirmation-card');

    await shown.getByRole('button', { name: aiMessages.actions.confirm }).click();
    await shown.getByRole('status').getByText(aiMessages.actions.statusConfirmed).waitFor();
    expect(await shown.getByRole('button').count()).toBe(0);
    // The outcome line arrives live in the conversation.
    await chatWindow().getByText('Done: Send a text message.').waitFor();
    expect(await textsTo(sendTo)).toEqual(['running late']);
  });

  it('Cancel sends nothing', async () => {
    const reply = await ask(`text ${keepFrom} do not send this`);
    const shown = card(reply);
    await shown.getByRole('button', { name: aiMessages.actions.cancel }).click();
    await shown.getByRole('status').getByText(aiMessages.actions.statusCancelled).waitFor();
    expect(await shown.getByRole('button').count()).toBe(0);
    expect(await textsTo(keepFrom)).toEqual([]);
  });

  it('an AI client’s request waits in the Inbox, and Confirm there sends it', async () => {
    const secret = await page.evaluate(async () => {
      const response = await fetch('/api/ai/tokens', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ name: 'Desktop agent' }),
      });
      return ((await response.json()) as { secret: string }).secret;
    });
    mcp = new Client({ name: 'journey-agent', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(AI_MCP_PATH, inject('baseUrl')), {
        requestInit: { headers: { authorization: `Bearer ${secret}` } },
      }),
    );
    const asked = await mcp.callTool({
      name: 'send_sms',
      arguments: { to: fromAgent, text: 'sent by my agent' },
    });
    expect(asked.isError).not.toBe(true);
    expect(await textsTo(fromAgent)).toEqual([]);

    await page.goto('/inbox');
    const item = page
      .getByRole('list', { name: INBOX_MESSAGES.title })
      .locator('[data-testid="inbox-item"][data-kind="ai_action"]');
    await item.getByText('Confirm: Send a text message').waitFor();
    await item.getByRole('button').first().click();

    const shown = chatWindow().getByRole('region', { name: 'Send a text message' });
    await shown.getByText(fromAgent).waitFor();
    await shown.getByRole('button', { name: aiMessages.actions.confirm }).click();
    await shown.getByRole('status').getByText(aiMessages.actions.statusConfirmed).waitFor();
    expect(await textsTo(fromAgent)).toEqual(['sent by my agent']);
  });
});
