import { AI_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../server/src/test/dovecot';
import { startSmtpRecorder } from '../../server/src/test/smtp-recorder';
import { imapAs, rawMessage } from '../../server/src/test/mail-fixtures';
import { mailMessages } from '../src/features/mail/mail.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { chooseOption } from './support/fields';
import { makeAccount, registerOrganization, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

const reader = mailMessages.reader;
const imapForm = mailMessages.imap;
const assist = mailMessages.assist;
const writing = mailMessages.writing;
const MAIL_USER = 'ada';
const MAIL_PASSWORD = 'mailbox secret';
const FILLERS = 55;
const ATTACHMENT = Buffer.from('Line one of the budget notes.\n');

/** The seeded mailbox: two messages to work with, and enough older ones for a second page. */
async function seedMailbox(dovecot: Dovecot) {
  const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
  const start = Date.UTC(2026, 0, 1);
  for (let index = 1; index <= FILLERS; index += 1) {
    await imap.append(
      'INBOX',
      rawMessage({
        subject: `Filler ${String(index).padStart(2, '0')}`,
        text: `Routine message number ${index}.`,
        date: new Date(start + index * 3_600_000),
      }),
      ['\\Seen'],
    );
  }
  await imap.append(
    'INBOX',
    rawMessage({
      from: 'Bo Berg <bo@example.com>',
      subject: 'Lunch on Friday',
      text: 'Shall we try the new place on the corner?',
      date: new Date(Date.now() - 60_000),
    }),
  );
  await imap.append(
    'INBOX',
    rawMessage({
      subject: 'Quarterly budget',
      html: '<p>The numbers for Q3 are in.</p><img src="https://images.example.net/pixel.png" alt="tracker">',
      date: new Date(),
      attachment: { filename: 'budget.txt', contentType: 'text/plain', content: ATTACHMENT },
    }),
  );
  await imap.close();
}

const messageList = (page: Page) => page.getByRole('list', { name: mailMessages.list.label });
const row = (page: Page, subject: string) =>
  messageList(page).getByRole('button', { name: new RegExp(subject) });
/**
 * Waits for a message's row; a miss names the rows the list did show, the URL and what the
 * server last logged.
 */
async function waitForRow(page: Page, subject: string, server?: RunningServer) {
  try {
    await row(page, subject).waitFor({ timeout: 30_000 });
  } catch (error) {
    const shown = await messageList(page).getByRole('button').allTextContents();
    throw new Error(
      `No "${subject}" row at ${page.url()}; the list shows ${shown.length} rows: ` +
        `${shown.slice(0, 8).join(' | ')}\n${String(error)}` +
        (server ? `\n--- server output ---\n${server.recentOutput()}` : ''),
    );
  }
}
const readingPane = (page: Page) => page.getByRole('article', { name: reader.label });
const messageBody = (page: Page) => page.frameLocator('iframe[title^="Message body"]');

/** The subjects in the mailbox's Drafts folder, read straight from the IMAP server. */
async function draftSubjects(dovecot: Dovecot): Promise<string[]> {
  const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
  try {
    const lock = await imap.client.getMailboxLock('Drafts');
    try {
      const subjects: string[] = [];
      for await (const message of imap.client.fetch('1:*', { envelope: true })) {
        subjects.push(message.envelope?.subject ?? '');
      }
      return subjects;
    } finally {
      lock.release();
    }
  } catch {
    // No Drafts folder yet: no drafts.
    return [];
  } finally {
    await imap.close();
  }
}

/** A composer left open by an earlier try of a journey is discarded (with its draft). */
async function discardOpenComposer(page: Page) {
  const open = readingPane(page).getByRole('form', { name: /composer$/ });
  if ((await open.count()) === 0) return;
  await open.getByRole('button', { name: mailMessages.writing.discard }).click();
  await open.waitFor({ state: 'detached' });
}

async function openMail(page: Page) {
  await page
    .getByRole('navigation', { name: shellMessages.nav.label })
    .getByRole('link', { name: shellMessages.nav.mail })
    .click();
  await page.waitForURL((url) => url.pathname === '/mail');
}

async function fill(scope: Page | Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

describe('Mail against a real IMAP server', () => {
  const ada = makeAccount('Ada');
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
    // Mail servers on this machine are private addresses; the server reaches only those allowed.
    server = await startServer({
      OUTBOUND_ALLOWED_HOSTS: `${dovecot.hostPort},127.0.0.1:${smtp.port}`,
    });
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, server.baseUrl));
    await registerOrganization(page, ada);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await dovecot?.stop();
  });

  it('connects the mailbox from Settings, the SMTP fields following the IMAP ones', async () => {
    await page.goto('/settings#accounts');
    const form = page.locator('form[aria-labelledby="imap-title"]');
    await fill(form, imapForm.email, 'ada@example.com');
    await fill(form, imapForm.imapHost, '127.0.0.1');
    expect(await form.getByLabel(imapForm.smtpHost, { exact: true }).inputValue()).toBe(
      '127.0.0.1',
    );
    await chooseOption(form, page, imapForm.imapSecurity, imapForm.security.none);
    await fill(form, imapForm.imapPort, String(dovecot.port));
    await fill(form, imapForm.username, MAIL_USER);
    await fill(form, imapForm.password, 'wrong password');
    await fill(form, imapForm.smtpPort, String(smtp.port));
    await form.getByRole('button', { name: imapForm.submit }).click();
    // The server tries the login first and says what failed; nothing is saved.
    await form
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .waitFor();

    await fill(form, imapForm.password, MAIL_PASSWORD);
    await form.getByRole('button', { name: imapForm.submit }).click();
    await page.getByText(imapForm.connected).waitFor();
    await page.getByText('ada@example.com (imap)').first().waitFor();
  });

  it('lists the inbox, reads a message with its attachment, holds remote images back, flags it', async () => {
    await openMail(page);
    await waitForRow(page, 'Quarterly budget', server);
    await saveScreenshot(page, 'mail-inbox');

    await row(page, 'Quarterly budget').click();
    const article = readingPane(page);
    await article.getByRole('heading', { name: 'Quarterly budget' }).waitFor();
    await messageBody(page).getByText('The numbers for Q3 are in.').waitFor();
    expect(await messageBody(page).locator('img[src^="https://images.example.net"]').count()).toBe(
      0,
    );
    await article.getByRole('link', { name: reader.download('budget.txt') }).waitFor();
    const download = await page.request.get(
      (await article
        .getByRole('link', { name: reader.download('budget.txt') })
        .getAttribute('href')) ?? '',
    );
    expect(await download.text()).toBe(ATTACHMENT.toString());

    const bar = article.getByRole('region', { name: reader.remoteBlocked });
    await bar.getByRole('button', { name: reader.showImages, exact: true }).click();
    await bar.waitFor({ state: 'detached' });
    // Opening it marked it read: the list row is no longer announced as unread.
    await expect
      .poll(() => row(page, 'Quarterly budget').textContent())
      .not.toContain(mailMessages.list.unread);

    await article.getByRole('button', { name: reader.markImportant }).click();
    await article.getByRole('button', { name: reader.unmarkImportant, pressed: true }).waitFor();
    await row(page, 'Quarterly budget').getByLabel(mailMessages.list.important).waitFor();
    await article.getByRole('button', { name: reader.markUnread }).click();
    await article.getByRole('button', { name: reader.markRead }).waitFor();
    await expect
      .poll(() => row(page, 'Quarterly budget').textContent())
      .toContain(mailMessages.list.unread);
    await article.getByRole('button', { name: reader.markRead }).click();
    await article.getByRole('button', { name: reader.markUnread }).waitFor();
  });

  it('loads the next page when the list scrolls to its end', async () => {
    await expect.poll(() => row(page, 'Filler 01').count()).toBe(0);
    const scroller = page.getByTestId('mail-list-scroll');
    for (let attempt = 0; attempt < 10 && (await row(page, 'Filler 01').count()) === 0; attempt++) {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.waitForTimeout(300);
    }
    await row(page, 'Filler 01').waitFor();
  });

  it('searches the cached copy as one types, then on the server', async () => {
    await page.keyboard.press('Escape');
    await page.locator('body').press('/');
    await page.keyboard.type('budget');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('budget');
    await page.getByText(mailMessages.search.cachedResults('budget')).waitFor();
    await row(page, 'Quarterly budget').waitFor();
    await expect.poll(() => row(page, 'Lunch on Friday').count()).toBe(0);

    await page.getByRole('button', { name: mailMessages.search.onServer }).click();
    await page.getByText(mailMessages.search.serverResults('budget')).waitFor();
    await row(page, 'Quarterly budget').waitFor();
    await page.getByRole('button', { name: mailMessages.search.clear }).click();
    await row(page, 'Lunch on Friday').waitFor();
  });

  it('moves with j and k, archives with e on the server, and undoes it', async () => {
    // j and k move through the list: the newest message, the next one, and back.
    await row(page, 'Quarterly budget').click();
    await readingPane(page).getByRole('heading', { name: 'Quarterly budget' }).waitFor();
    await page.locator('body').press('j');
    await readingPane(page).getByRole('heading', { name: 'Lunch on Friday' }).waitFor();
    await page.locator('body').press('k');
    await readingPane(page).getByRole('heading', { name: 'Quarterly budget' }).waitFor();
    await page.locator('body').press('j');
    await readingPane(page).getByRole('heading', { name: 'Lunch on Friday' }).waitFor();
    await page.locator('body').press('e');
    await page.getByText(mailMessages.actions.archived).waitFor();
    await expect.poll(() => row(page, 'Lunch on Friday').count()).toBe(0);

    const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
    try {
      await expect
        .poll(async () => {
          const status = await imap.client.status('Archive', { messages: true });
          return status ? status.messages : -1;
        })
        .toBe(1);
    } finally {
      await imap.close();
    }

    await page.getByRole('button', { name: mailMessages.actions.undo }).click();
    await page.getByText(mailMessages.actions.undone).waitFor();
    await row(page, 'Lunch on Friday').waitFor();
  });

  it('replies inline with a signature: the draft reaches Drafts, Undo takes the message back, Send delivers it', async () => {
    // A signature for the account, from Mail settings (once the last step's toast has gone: on a
    // busy machine it still covers the button).
    await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: writing.settings }).click();
    const settings = page.getByRole('dialog', { name: writing.settingsTitle });
    await settings.getByRole('textbox', { name: writing.signatureFor('ada@example.com') }).click();
    // A retry finds the signature of the first try: it is written anew.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ada Admin, Finance');
    await settings.getByRole('button', { name: writing.save }).click();
    await page.getByText(writing.saved).waitFor();
    await settings.waitFor({ state: 'detached' });

    await row(page, 'Quarterly budget').click();
    await readingPane(page).getByRole('heading', { name: 'Quarterly budget' }).waitFor();
    await discardOpenComposer(page);
    await page.locator('body').press('r');
    const composer = readingPane(page).getByRole('form', {
      name: writing.composerLabel(mailMessages.compose.replyTitle),
    });
    await composer.waitFor();
    // Inline under the message, not a dialog; the cursor waits in the text.
    expect(await page.getByRole('dialog').count()).toBe(0);
    const editor = composer.getByRole('textbox', { name: writing.editorLabel });
    await expect
      .poll(() => editor.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(
      await composer.getByRole('combobox', { name: mailMessages.compose.to }).inputValue(),
    ).toBe('Grace Hopper <grace@example.com>');
    await composer.getByTestId('composer-signature').getByText('Ada Admin, Finance').waitFor();
    await page.keyboard.type('Thanks, the figures look right.');
    await composer.locator('input[type="file"][multiple]').setInputFiles({
      name: 'figures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('quarter,total\nQ3,1200\n'),
    });
    await composer.getByText('figures.csv').waitFor();

    // Saved as a draft while typing, in the mailbox's own Drafts folder.
    await composer.getByText(writing.draftSaved).waitFor();
    await expect
      .poll(() => draftSubjects(dovecot), { timeout: 15_000 })
      .toEqual(['Re: Quarterly budget']);

    const sentBefore = smtp.messages.length;
    await composer.getByRole('button', { name: writing.send, exact: true }).click();
    const sending = page.locator('.Toastify__toast').filter({ hasText: /Sending in/ });
    await sending.getByRole('button', { name: writing.undo }).click();
    await page.getByText(writing.undone).waitFor();
    const restored = readingPane(page).getByRole('form', {
      name: writing.composerLabel(mailMessages.compose.replyTitle),
    });
    await restored.getByText('Thanks, the figures look right.').waitFor();
    await restored.getByText('figures.csv').waitFor();
    expect(smtp.messages.length).toBe(sentBefore);

    await restored.getByRole('button', { name: writing.send, exact: true }).click();
    await restored.waitFor({ state: 'detached' });
    // Sent once the undo time is over; the draft leaves Drafts.
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(sentBefore + 1);
    const sent = smtp.messages.at(-1);
    const raw = sent?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(sent?.to).toContain('grace@example.com');
    expect(raw).toContain('Subject: Re: Quarterly budget');
    expect(raw).toMatch(/In-Reply-To: </);
    expect(raw).toContain('figures.csv');
    expect(raw).toContain('Thanks, the figures look right.');
    expect(raw).toContain('Ada Admin, Finance');
    await expect.poll(() => draftSubjects(dovecot), { timeout: 15_000 }).toEqual([]);
  });

  it('suggests a reply and improves a draft with the offline assistant in the inline composer; Undo restores the draft', async () => {
    await row(page, 'Quarterly budget').click();
    await readingPane(page).getByRole('heading', { name: 'Quarterly budget' }).waitFor();
    await discardOpenComposer(page);
    await page.locator('body').press('r');
    const composer = readingPane(page).getByRole('form', {
      name: writing.composerLabel(mailMessages.compose.replyTitle),
    });
    const body = composer.getByRole('textbox', { name: writing.editorLabel });
    await body.waitFor();

    // From the keyboard: the template fills the text, with the notice saying what it is.
    await composer.getByRole('button', { name: assist.suggest }).press('Enter');
    await composer.getByText(AI_MESSAGES.templateReplyNotice).waitFor();
    expect(await body.textContent()).toContain('Grace');

    // The user's own text, in bold, with an empty line after it.
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('thanks, the figures look right');
    await page.keyboard.press('Enter');
    await composer.getByRole('button', { name: assist.improve }).click();
    await composer.getByRole('button', { name: assist.undo }).waitFor();
    expect(await body.textContent()).toContain('thanks, the figures look right');
    expect(await body.locator('strong').count()).toBe(0);
    await composer.getByRole('button', { name: assist.undo }).click();
    await composer.getByText(assist.restored).waitFor();
    // Undo brings back the user's text as it was, formatting and all.
    expect(await body.locator('strong').textContent()).toBe('thanks, the figures look right');
    expect(await body.locator('p').count()).toBe(2);

    // Discarding removes the draft saved meanwhile.
    await composer.getByRole('button', { name: writing.discard }).click();
    await composer.waitFor({ state: 'detached' });
    await expect.poll(() => draftSubjects(dovecot), { timeout: 15_000 }).toEqual([]);
  });

  it('writes a new message with c and schedules it; Scheduled mail lists it and cancels it', async () => {
    await page.keyboard.press('Escape');
    await page.locator('body').press('c');
    const dialog = page.getByRole('dialog', { name: mailMessages.compose.newMessage });
    const to = dialog.getByRole('combobox', { name: mailMessages.compose.to });
    await expect
      .poll(() => to.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type('bo@example.com');
    await dialog.getByLabel(mailMessages.compose.subject, { exact: true }).fill('Board pack');
    await dialog.getByRole('textbox', { name: writing.editorLabel }).click();
    await page.keyboard.type('The pack for May.');
    await dialog.getByRole('button', { name: writing.schedule }).click();
    // Two days ahead at 09:30, in the page's own time zone.
    const sendAt = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`;
    });
    await dialog.getByLabel(writing.scheduleAt, { exact: true }).fill(sendAt);
    await dialog.getByRole('button', { name: writing.scheduleConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: /Scheduled for/ })
      .waitFor();

    await page.getByRole('button', { name: writing.scheduled }).click();
    const scheduled = page.getByRole('dialog', { name: writing.scheduledTitle });
    const cancel = scheduled.getByRole('button', { name: writing.cancelScheduled('Board pack') });
    await cancel.first().waitFor();
    // A retry also finds the message the first try scheduled: each one is cancelled.
    for (let left = await cancel.count(); left > 0; left -= 1) {
      await cancel.first().click();
      await expect.poll(() => cancel.count()).toBe(left - 1);
    }
    await scheduled.getByText(writing.scheduledEmpty).waitFor();
    await page.keyboard.press('Escape');
    await scheduled.waitFor({ state: 'detached' });
  });

  it('shows new mail live, without a reload', async () => {
    const imap = await imapAs(dovecot, MAIL_USER, MAIL_PASSWORD);
    try {
      await imap.append('INBOX', rawMessage({ subject: 'Fresh news', text: 'Just arrived.' }));
    } finally {
      await imap.close();
    }
    // IMAP IDLE tells the server, the server tells the page over socket.io.
    await waitForRow(page, 'Fresh news');
  });

  it('lists the keyboard shortcuts with ?', async () => {
    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: mailMessages.shortcuts.title });
    await help.getByText(mailMessages.shortcuts.archive).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it('shows list and message as two screens on a phone', async () => {
    const phone = await openContext(browser, server.baseUrl, PHONE_VIEWPORT);
    try {
      await signIn(phone.page, ada);
      await phone.page.goto('/mail');
      await waitForRow(phone.page, 'Quarterly budget');
      expect(await readingPane(phone.page).count()).toBe(0);
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await saveScreenshot(phone.page, 'mail-phone-list');

      // A message without remote images: the allowed tracker of the other one never loads here.
      await row(phone.page, 'Lunch on Friday').click();
      await readingPane(phone.page).getByRole('heading', { name: 'Lunch on Friday' }).waitFor();
      expect(await messageList(phone.page).count()).toBe(0);
      // (No screenshot here: a page with the sandboxed body frame never reports "network idle".)

      await phone.page.getByRole('button', { name: reader.backToList }).click();
      await row(phone.page, 'Lunch on Friday').waitFor();
      // Back went back in history: the message's entry is gone, not stacked on.
      expect(new URL(phone.page.url()).searchParams.get('message')).toBeNull();
      await phone.page.goBack();
      await phone.page.waitForURL((url) => url.pathname !== '/mail');
      expect(await readingPane(phone.page).count()).toBe(0);
    } finally {
      await phone.context.close();
    }
  });
});
