import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksMessages } from '../src/features/webhooks/webhooks.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';
import { findFreePort, startServer, type RunningServer } from './support/server';

const messages = webhooksMessages;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback (this server's outbound guard allows exactly its port) that keeps every POST. */
async function startReceiver(port: number) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the secret: recompute `v1` over "t.body" and compare. */
function isSignedBy(secret: string, { headers, body }: Received): boolean {
  const header = String(headers['worksphere-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts['t']);
  if (!Number.isInteger(timestamp) || !parts['v1']) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts['v1'], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function waitForDelivery(received: Received[], event: string): Promise<Received> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = received.find((request) => request.headers['worksphere-event'] === event);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${event} delivery reached the receiver.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * An admin subscribes a receiver to "Task created" in Settings → Webhooks, creates a task, and
 * the receiver gets a POST signed with the secret the page showed once; Send test reaches it too,
 * and the delivery log lists both as delivered.
 */
describe('Webhooks', () => {
  let server: RunningServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let url: string;

  beforeAll(async () => {
    const receiverPort = await findFreePort();
    receiver = await startReceiver(receiverPort);
    url = `http://127.0.0.1:${receiverPort}/hooks/worksphere`;
    server = await startServer({ OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}` });
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, server.baseUrl));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await receiver?.close();
  });

  it('delivers a signed task.created and a test event, and logs both', async () => {
    const address = receiver.received;
    const admin = makeAccount('Wanda');
    await registerOrganization(page, admin);
    await page.goto('/settings/webhooks');
    await page.getByText(messages.empty).waitFor();

    await page.getByLabel(messages.urlLabel).fill(url);
    await page.getByLabel(messages.descriptionLabel).fill('Journey receiver');
    await page.getByRole('checkbox', { name: messages.events['task.created'] }).check();
    await page.getByRole('button', { name: messages.create }).click();
    const secret = await page.getByLabel(messages.secretLabel).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const row = page.getByRole('listitem', { name: url });
    await row.getByText(messages.active).waitFor();
    await saveScreenshot(page, 'desktop-settings-webhooks');

    const title = `Webhook task ${Date.now().toString(36)}`;
    const status = await page.evaluate(async (taskTitle) => {
      const response = await fetch('/api/tasks', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ title: taskTitle }),
      });
      return response.status;
    }, title);
    expect(status).toBe(201);

    const taskCreated = await waitForDelivery(address, 'task.created');
    expect(taskCreated.body).toContain(title);
    expect(isSignedBy(secret, taskCreated)).toBe(true);
    expect(isSignedBy('whsec_someone-else', taskCreated)).toBe(false);

    await row.getByRole('button', { name: messages.sendTest }).click();
    await page.getByText(messages.testSent).waitFor();
    const test = await waitForDelivery(address, 'webhook.test');
    expect(isSignedBy(secret, test)).toBe(true);

    await row.getByRole('button', { name: messages.deliveries }).click();
    const log = row.getByRole('list', { name: messages.deliveriesLabel(url) });
    const delivered = log.getByRole('listitem').filter({ hasText: messages.statuses.succeeded });
    // The receiver answered before the server stored the outcome: Refresh until both show.
    await expect
      .poll(
        async () => {
          await row.getByRole('button', { name: messages.refresh }).click();
          await page.waitForLoadState('networkidle');
          return delivered.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(2);
    await delivered.filter({ hasText: messages.events['task.created'] }).waitFor();
    await delivered.filter({ hasText: messages.testEvent }).waitFor();
    await log.getByText(messages.httpStatus(200)).first().waitFor();

    // On a phone the page, the long address and the log fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByRole('button', { name: messages.sendTest }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await saveScreenshot(page, 'phone-settings-webhooks');

    // Edit: the same form, filled; the guard refuses a private address, then the change saves.
    await row.getByRole('button', { name: messages.editLabel(url) }).click();
    const form = page.getByRole('form', { name: messages.editTitle });
    const urlField = form.getByLabel(messages.urlLabel);
    expect(await urlField.inputValue()).toBe(url);
    expect(await form.getByLabel(messages.descriptionLabel).inputValue()).toBe('Journey receiver');
    expect(
      await form.getByRole('checkbox', { name: messages.events['task.created'] }).isChecked(),
    ).toBe(true);
    await urlField.fill('https://10.0.0.1/hooks');
    await form.getByRole('button', { name: messages.save }).click();
    await form.getByText('10.0.0.1 is not a public internet address.').waitFor();
    const edited = `${url}/v2`;
    await urlField.fill(edited);
    await form.getByRole('checkbox', { name: messages.events['task.updated'] }).check();
    await form.getByRole('button', { name: messages.save }).click();
    await page.getByText(messages.saved).waitFor();
    const editedRow = page.getByRole('listitem', { name: edited });
    await editedRow
      .getByText(`${messages.events['task.created']}, ${messages.events['task.updated']}`)
      .waitFor();
    await page.getByRole('form', { name: messages.createTitle }).waitFor();
  });
});
