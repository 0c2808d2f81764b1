import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../server/src/test/dovecot';
import { imapAs, rawMessage } from '../../server/src/test/mail-fixtures';
import { startSmtpRecorder } from '../../server/src/test/smtp-recorder';
import { mailMessages } from '../src/features/mail/mail.messages';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

const reader = mailMessages.reader;
const writing = mailMessages.writing;
const MAIL_USER = 'cleo';
const MAIL_PASSWORD = 'compose secret';
// A 1x1 PNG: the preview must really load it (served inline, allowed by the app's policy).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Each try of a journey names what it creates anew, so a retry never meets the first's. */
const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

/** The mailbox: one message with a photo, from a sender whose address a contact has. */
async function seedMailbox(dovecot: Dovecot) {
  const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
  try {
    await imap.append(
      'INBOX',
      rawMessage({
        from: 'Bo Berg <bo@example.com>',
        to: `${MAIL_USER}@example.com`,
        subject: 'Site photos',
        text: 'The roof from the north side.',
        attachment: { filename: 'roof.png', contentType: 'image/png', content: PHOTO },
      }),
    );
    await imap.append(
      'INBOX',
      rawMessage({
        from: 'Bo Berg <bo@example.com>',
        to: `${MAIL_USER}@example.com`,
        subject: 'Signed contract',
        text: 'The contract, signed.',
        attachment: { filename: 'contract.pdf', contentType: 'application/pdf', content: PDF },
      }),
    );
  } finally {
    await imap.close();
  }
}

/** Each draft in the mailbox's Drafts folder, read straight from dovecot: subject and files. */
async function draftsInDovecot(dovecot: Dovecot) {
  const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
  try {
    const lock = await imap.client.getMailboxLock('Drafts');
    try {
      const drafts: Array<{ subject: string; files: string[] }> = [];
      // FETCH 1:* on an empty mailbox is an error, not an empty answer.
      if (imap.client.mailbox && imap.client.mailbox.exists === 0) return drafts;
      for await (const message of imap.client.fetch('1:*', {
        envelope: true,
        bodyStructure: true,
      })) {
        const files: string[] = [];
        const walk = (part: NonNullable<typeof message.bodyStructure>) => {
          const name = part.dispositionParameters?.filename ?? part.parameters?.name;
          if (name) files.push(name);
          for (const child of part.childNodes ?? []) walk(child);
        };
        if (message.bodyStructure) walk(message.bodyStructure);
        drafts.push({ subject: message.envelope?.subject ?? '', files });
      }
      return drafts;
    } finally {
      lock.release();
    }
  } finally {
    await imap.close();
  }
}

/** A JSON call from the page, with its session, as the app itself makes it. */
function apiFrom<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

const messageList = (page: Page) => page.getByRole('list', { name: mailMessages.list.label });
const row = (page: Page, subject: string | RegExp) =>
  messageList(page).getByRole('button', { name: subject });
const readingPane = (page: Page) => page.getByRole('article', { name: reader.label });

/** A composer left open by an earlier try of a journey is discarded (with its draft). */
async function discardOpenComposer(page: Page) {
  const open = readingPane(page).getByRole('form', { name: /composer$/ });
  if ((await open.count()) === 0) return;
  await open.getByRole('button', { name: writing.discard }).click();
  await open.waitFor({ state: 'detached' });
}

async function openSitePhotos(page: Page) {
  await row(page, /Site photos/).waitFor({ timeout: 30_000 });
  await row(page, /Site photos/).click();
  await readingPane(page).getByRole('heading', { name: 'Site photos' }).waitFor();
  await discardOpenComposer(page);
}

describe('Writing and reading mail with contacts, previews and drafts', () => {
  const cleo = makeAccount('Cleo');
  let dovecot: Dovecot;
  let smtp: Awaited<ReturnType<typeof startSmtpRecorder>>;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dovecot = await startDovecot({ [MAIL_USER]: MAIL_PASSWORD });
    smtp = await startSmtpRecorder({ [MAIL_USER]: MAIL_PASSWORD });
    await seedMailbox(dovecot);
    server = await startServer({
      OUTBOUND_ALLOWED_HOSTS: `${dovecot.hostPort},127.0.0.1:${smtp.port}`,
    });
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, server.baseUrl));
    await registerOrganization(page, cleo);
    await apiFrom(page, 'POST', '/email/accounts/imap', {
      emailAddress: `${MAIL_USER}@example.com`,
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapSecurity: 'none',
      username: MAIL_USER,
      password: MAIL_PASSWORD,
      smtpPort: smtp.port,
    });
    // The sender of the seeded message is a contact, under another name than the mail gives.
    await apiFrom(page, 'POST', '/contacts', {
      firstName: 'Bonnie',
      lastName: 'Berg',
      emails: [{ label: 'work', address: 'bo@example.com' }],
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await dovecot?.stop();
  });

  it('names the sender by their contact, with an avatar of their initials, in the list and the message', async () => {
    await page.goto('/mail');
    const siteRow = row(page, /Site photos/);
    // The first sync of the mailbox may still be under way on a busy machine.
    await siteRow.getByTestId('mail-row-sender').getByText('Bonnie Berg').waitFor({
      timeout: 30_000,
    });
    expect(await siteRow.getByTestId('sender-avatar').textContent()).toBe('BB');

    await openSitePhotos(page);
    const pane = readingPane(page);
    await pane.getByTestId('reader-sender').getByText('Bonnie Berg').waitFor();
    await pane.getByText('<bo@example.com>').waitFor();
    expect(await pane.getByTestId('sender-avatar').textContent()).toBe('BB');
  });

  it('shows an image attachment as a thumbnail that opens larger and closes with Escape', async () => {
    await page.goto('/mail');
    await openSitePhotos(page);
    const thumbnail = readingPane(page).getByRole('button', { name: reader.preview('roof.png') });
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'roof.png' });
    const large = dialog.getByRole('img', { name: 'roof.png' });
    // The image really loads: served inline to the session and allowed by the page's policy.
    await expect
      .poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1);
    await dialog.getByRole('link', { name: reader.download('roof.png') }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => thumbnail.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it('previews a PDF attachment in a frame the page is allowed to show', async () => {
    await page.goto('/mail');
    await row(page, /Signed contract/).click();
    await readingPane(page).getByRole('heading', { name: 'Signed contract' }).waitFor();
    await readingPane(page)
      .getByRole('button', { name: reader.preview('contract.pdf') })
      .click();
    const dialog = page.getByRole('dialog', { name: 'contract.pdf' });
    const frame = dialog.locator(`iframe[title="${reader.pdfPreview('contract.pdf')}"]`);
    await frame.waitFor();
    // A frame the server or the page's policy refused would show the browser's error page.
    await expect
      .poll(() =>
        page
          .frames()
          .map((each) => each.url())
          .find((url) => url.includes('/api/email/attachments/')),
      )
      .toMatch(/preview=1$/);
    expect(page.frames().some((each) => each.url().startsWith('chrome-error:'))).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('suggests a contact as a recipient when part of their name is typed, and Enter picks it', async () => {
    const suffix = uniqueSuffix();
    const lastName = `Okafor${suffix}`;
    const address = `marguerite.${suffix}@example.com`;
    await apiFrom(page, 'POST', '/contacts', {
      firstName: 'Marguerite',
      lastName,
      emails: [{ label: 'work', address }],
    });
    await page.goto('/mail');
    await openSitePhotos(page);
    await page.locator('body').press('f');
    const composer = readingPane(page).getByRole('form', {
      name: writing.composerLabel(mailMessages.compose.forwardTitle),
    });
    const to = composer.getByRole('combobox', { name: mailMessages.compose.to });
    await expect
      .poll(() => to.evaluate((element) => element === document.activeElement))
      .toBe(true);
    // Part of the last name, as a person remembers it.
    await page.keyboard.type(lastName.slice(2));
    await composer.getByRole('option', { name: new RegExp(`Marguerite ${lastName}`) }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => to.inputValue()).toBe(`Marguerite ${lastName} <${address}>, `);
    await composer.getByRole('button', { name: writing.discard }).click();
    await composer.waitFor({ state: 'detached' });
  });

  it('saves a reply with a file as a draft in Drafts with its file; reopening the draft brings the file back', async () => {
    const subject = `Roof quote ${uniqueSuffix()}`;
    await page.goto('/mail');
    await openSitePhotos(page);
    await page.locator('body').press('r');
    const composer = readingPane(page).getByRole('form', {
      name: writing.composerLabel(mailMessages.compose.replyTitle),
    });
    await composer.waitFor();
    await composer.getByLabel(mailMessages.compose.subject, { exact: true }).fill(subject);
    await composer.getByRole('textbox', { name: writing.editorLabel }).click();
    await page.keyboard.type('The quote is attached.');
    await composer.locator('input[type="file"][multiple]').setInputFiles({
      name: 'quote.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Roof: 4,200\n'),
    });
    await composer.getByText('quote.txt').waitFor();
    await composer.getByText(writing.draftSaved).waitFor({ timeout: 30_000 });
    // In the mailbox's own Drafts folder, with its file (a reply's subject says Re:).
    const saved = `Re: ${subject}`;
    await expect
      .poll(async () => (await draftsInDovecot(dovecot)).find((draft) => draft.subject === saved), {
        timeout: 30_000,
      })
      .toEqual({ subject: saved, files: ['quote.txt'] });

    // Later (the page reloaded, the composer gone): the draft is opened from Drafts.
    await page.reload();
    const drafts = page
      .getByRole('navigation', { name: mailMessages.foldersLabel })
      .getByRole('button', { name: /^Drafts/ });
    await drafts.waitFor({ timeout: 30_000 });
    await drafts.click();
    await row(page, new RegExp(subject)).waitFor({ timeout: 30_000 });
    await row(page, new RegExp(subject)).click();
    await readingPane(page).getByRole('heading', { name: subject }).waitFor();
    await readingPane(page).getByRole('button', { name: writing.editDraft }).click();
    const reopened = readingPane(page).getByRole('form', { name: /composer$/ });
    await reopened
      .getByRole('list', { name: writing.attachedFiles })
      .getByText('quote.txt')
      .waitFor();
    await reopened.getByText('The quote is attached.').waitFor();

    // Discarded: the draft leaves Drafts.
    await reopened.getByRole('button', { name: writing.discard }).click();
    await reopened.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await draftsInDovecot(dovecot)).some((draft) => draft.subject === saved), {
        timeout: 30_000,
      })
      .toBe(false);
  });
});
