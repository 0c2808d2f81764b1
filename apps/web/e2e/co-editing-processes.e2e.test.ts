import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

const docs = documentsMessages;
const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = 'redis://127.0.0.1:6379';

/** The document's text in this editor (the others' caret labels left out). */
function editorText(page: Page) {
  return page.locator('#document-editor').evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collab-caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

async function typeAtEnd(page: Page, text: string) {
  await page.locator('#document-editor p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(text, { delay: 15 });
}

describe('Documents written together across two server processes (Redis)', () => {
  // Every run has a database of its own, so a retry or a rerun starts clean.
  const database = `collab_e2e_${Date.now().toString(36)}`;
  const servers: RunningServer[] = [];
  const contexts: BrowserContext[] = [];
  let browser: Browser;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const env = { DATABASE_URL: `${POSTGRES}/${database}`, REDIS_URL };
    // The first migrates the database; the second starts on it.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    for (const server of servers) await server.stop();
    // The machine's PostgreSQL is shared with other runs: leave it as it was found.
    const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('an editor on each process sees the other typing', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    const first = await openContext(browser, one.baseUrl);
    const second = await openContext(browser, two.baseUrl);
    contexts.push(first.context, second.context);
    const account = makeAccount('Pat');
    await registerOrganization(first.page, account);
    // Sessions live in PostgreSQL: the same person signs in on the other process.
    await signIn(second.page, account);

    const name = `processes ${Date.now().toString(36)}.html`;
    await first.page.goto('/documents');
    await first.page.getByRole('button', { name: docs.newDocument }).click();
    const dialog = first.page.getByRole('dialog', { name: docs.newDocument });
    await dialog.getByLabel(docs.nameLabel).fill(name);
    await dialog.getByRole('button', { name: docs.create }).click();
    await first.page.waitForURL((url) => url.pathname === '/documents/edit');
    // Editable (the toolbar shows) once the server's shared copy is in.
    await first.page.getByRole('toolbar', { name: editorMessages.toolbarLabel }).waitFor();
    await first.page.locator('#document-editor').click();
    await first.page.keyboard.type('ACROSS: ');
    await first.page.getByRole('status').filter({ hasText: docs.saved }).waitFor();

    await second.page.goto(`/documents/edit?path=${encodeURIComponent(name)}`);
    await second.page.getByRole('toolbar', { name: editorMessages.toolbarLabel }).waitFor();
    await second.page.locator('#document-editor').getByText('ACROSS:').waitFor();

    await Promise.all([typeAtEnd(first.page, 'abcdefgh'), typeAtEnd(second.page, 'ijklmnop')]);
    for (const page of [first.page, second.page]) {
      await expect
        .poll(async () =>
          [...(await editorText(page))].filter((c) => 'abcdefgh'.includes(c)).join(''),
        )
        .toBe('abcdefgh');
      await expect
        .poll(async () =>
          [...(await editorText(page))].filter((c) => 'ijklmnop'.includes(c)).join(''),
        )
        .toBe('ijklmnop');
    }
    expect(await editorText(first.page)).toBe(await editorText(second.page));
  });
});
