import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { notesMessages } from '../src/features/notes/notes.messages';
import { launchBrowser, openContext } from './support/browser';
import { inviteAndJoin, makeAccount, registerOrganization } from './support/journeys';

const docs = documentsMessages;
const editorTexts = editorMessages;

function tool(page: Page, name: string) {
  return page
    .getByRole('toolbar', { name: editorTexts.toolbarLabel })
    .getByRole('button', { name, exact: true });
}

/** Where a textbox sits in this editor (its left and top, as the node's attributes place it). */
function textboxPlace(page: Page) {
  return page
    .locator('#document-editor .draggable-textbox')
    .evaluate((node) => `${(node as HTMLElement).style.left} ${(node as HTMLElement).style.top}`);
}

type Editor = { context: BrowserContext; page: Page; name: string };

/** Each editor types only letters of its own, so its keystrokes can be picked out of the merge. */
const ALPHABETS = ['abcdefgh', 'ijklmnop', 'qrstuvwx'] as const;

function ownLetters(text: string, alphabet: string) {
  return [...text].filter((char) => alphabet.includes(char)).join('');
}

/** A run of keystrokes of one alphabet, distinct from any other run of the journey. */
function keystrokes(alphabet: string, length: number, offset: number) {
  return Array.from({ length }, (_, index) => alphabet[(index + offset) % alphabet.length]).join(
    '',
  );
}

async function createDocument(page: Page, name: string) {
  await page.goto('/documents');
  await page.getByRole('button', { name: docs.newDocument }).click();
  const dialog = page.getByRole('dialog', { name: docs.newDocument });
  await dialog.getByLabel(docs.nameLabel).fill(name);
  await dialog.getByRole('button', { name: docs.create }).click();
  await page.waitForURL((url) => url.pathname === '/documents/edit');
  // Editable (the toolbar shows) once the server's shared copy is in.
  await page.getByRole('toolbar', { name: editorTexts.toolbarLabel }).waitFor();
}

async function openDocument(page: Page, name: string) {
  await page.goto(`/documents/edit?path=${encodeURIComponent(name)}`);
  await page.getByRole('toolbar', { name: editorTexts.toolbarLabel }).waitFor();
}

/** The text of an editor (the others' caret labels left out). */
function textWithoutCarets(editor: Locator) {
  return editor.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collab-caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

/** The document's text in this editor. */
function editorText(page: Page) {
  return textWithoutCarets(page.locator('#document-editor'));
}

/** The document's saved HTML, as the server gives it to anyone who opens it. */
function savedHtml(page: Page, name: string) {
  return page.evaluate(async (path) => {
    const response = await fetch(`/api/filemanager/document?path=${encodeURIComponent(path)}`);
    const body = (await response.json()) as { document: { content: string } };
    return body.document.content;
  }, name);
}

/** Opens the shared note from the Notes list: its reader holds the text written together. */
async function openNote(page: Page, title: string) {
  await page.goto('/notes');
  const card = page.getByTestId('note-card').filter({ hasText: title });
  await card.getByRole('button', { name: notesMessages.card.open(title) }).click();
  const reader = page.getByRole('dialog', { name: title });
  const text = reader.getByTestId('note-content').getByRole('textbox');
  await text.waitFor();
  return { reader, text };
}

/** Puts the caret at the end of the first paragraph (where everybody types). */
async function caretAtEndOfFirstParagraph(page: Page) {
  const paragraph = page.locator('#document-editor p').first();
  await paragraph.click();
  await page.keyboard.press('End');
}

describe('Documents written together', () => {
  let browser: Browser;
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const cy = makeAccount('Cy');
  const editors: Editor[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const account of [ada, ben, cy]) {
      const { context, page } = await openContext(browser, inject('baseUrl'));
      editors.push({ context, page, name: `${account.firstName} ${account.lastName}` });
    }
    await registerOrganization(editors[0]!.page, ada);
    await inviteAndJoin(editors[0]!.page, editors[1]!.page, ben);
    await inviteAndJoin(editors[0]!.page, editors[2]!.page, cy);
  });

  afterAll(async () => {
    for (const editor of editors) await editor.context.close();
    await browser?.close();
  });

  /**
   * Everyone types their run at once into the first paragraph; then every editor, and the saved
   * HTML, holds each one's letters in the order typed (`before`: what each typed earlier).
   */
  async function typeTogether(
    group: Editor[],
    runs: string[],
    documentName: string,
    before: string[] = [],
  ) {
    await Promise.all(
      group.map(async ({ page }, index) => {
        await caretAtEndOfFirstParagraph(page);
        await page.keyboard.type(runs[index]!, { delay: 20 });
      }),
    );
    const expected = runs.map((run, index) => (before[index] ?? '') + run);
    for (const { page } of group) {
      for (const [index, letters] of expected.entries()) {
        await expect
          .poll(async () => ownLetters(await editorText(page), ALPHABETS[index]!))
          .toBe(letters);
      }
    }
    // The saved HTML holds them too, once the server has stored what everyone typed.
    for (const { page } of group) {
      await page.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    }
    for (const [index, letters] of expected.entries()) {
      await expect
        .poll(async () =>
          ownLetters(await savedHtml(group[0]!.page, documentName), ALPHABETS[index]!),
        )
        .toContain(letters);
    }
    return expected;
  }

  it('two and then three editors type in the same paragraph at once; nothing is lost', async () => {
    const documentName = `together ${Date.now().toString(36)}.html`;
    const [first, second, third] = editors as [Editor, Editor, Editor];
    await createDocument(first.page, documentName);
    await first.page.locator('#document-editor').click();
    await first.page.keyboard.type('START: ');
    await first.page.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    await openDocument(second.page, documentName);
    await second.page.locator('#document-editor').getByText('START:').waitFor();

    // Each sees who else is in the document, and the other's caret with their name.
    await first.page.getByRole('list', { name: docs.inDocument }).getByLabel(second.name).waitFor();
    await caretAtEndOfFirstParagraph(second.page);
    await first.page.locator(`.collab-caret[data-collab-user="${second.name}"]`).waitFor();

    const typed = await typeTogether(
      [first, second],
      [keystrokes(ALPHABETS[0], 24, 0), keystrokes(ALPHABETS[1], 24, 0)],
      documentName,
    );

    await openDocument(third.page, documentName);
    await third.page.locator('#document-editor').getByText('START:').waitFor();
    await typeTogether(
      [first, second, third],
      [
        keystrokes(ALPHABETS[0], 20, 3),
        keystrokes(ALPHABETS[1], 20, 3),
        keystrokes(ALPHABETS[2], 20, 0),
      ],
      documentName,
      typed,
    );
    // Three browsers typing on two shared cores: more than the suite's 60 s under a loaded CI.
  }, 120_000);

  it('an editor offline keeps typing; on reconnecting both see the merged text', async () => {
    const documentName = `offline ${Date.now().toString(36)}.html`;
    const [first, second] = editors as [Editor, Editor];
    // A retry starts online again.
    await second.context.setOffline(false);
    await createDocument(first.page, documentName);
    await first.page.locator('#document-editor').click();
    await first.page.keyboard.type('SHARED: ');
    await openDocument(second.page, documentName);
    await second.page.locator('#document-editor').getByText('SHARED:').waitFor();

    await second.context.setOffline(true);
    await second.page.getByRole('status').filter({ hasText: docs.offline }).waitFor();
    const offlineRun = keystrokes(ALPHABETS[1], 16, 0);
    const onlineRun = keystrokes(ALPHABETS[0], 16, 0);
    await Promise.all([
      (async () => {
        await caretAtEndOfFirstParagraph(second.page);
        await second.page.keyboard.type(offlineRun, { delay: 10 });
      })(),
      (async () => {
        await caretAtEndOfFirstParagraph(first.page);
        await first.page.keyboard.type(onlineRun, { delay: 10 });
      })(),
    ]);
    // Offline, the other's letters have not arrived.
    expect(ownLetters(await editorText(second.page), ALPHABETS[0])).toBe('');

    await second.context.setOffline(false);
    for (const { page } of [first, second]) {
      await expect
        .poll(async () => ownLetters(await editorText(page), ALPHABETS[0]))
        .toBe(onlineRun);
      await expect
        .poll(async () => ownLetters(await editorText(page), ALPHABETS[1]))
        .toBe(offlineRun);
      await page.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    }
    expect(await editorText(first.page)).toBe(await editorText(second.page));

    // Kept as a version on demand (2 was the first store, 3 is this one); the other editor
    // finds it in the list.
    await first.page.getByRole('button', { name: docs.saveVersion }).click();
    await first.page.getByText(docs.versionSaved).first().waitFor();
    await second.page.getByRole('button', { name: docs.versions }).click();
    const versions = second.page.getByRole('dialog', { name: docs.versionsTitle });
    await versions.getByText(docs.versionLabel(3)).waitFor();
    await second.page.keyboard.press('Escape');
  });

  it('two members write in the same shared note; each sees both texts and the other\u2019s caret', async () => {
    const title = `Standup ${Date.now().toString(36)}`;
    const [first, second] = editors as [Editor, Editor];
    await second.context.setOffline(false);
    await first.page.goto('/notes');
    await first.page.getByRole('button', { name: notesMessages.screen.newNote }).first().click();
    const dialog = first.page.getByRole('dialog', { name: notesMessages.dialog.createTitle });
    await dialog.getByLabel(notesMessages.dialog.titleLabel, { exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: notesMessages.dialog.contentLabel }).click();
    await first.page.keyboard.type('NOTE: ');
    await dialog.getByLabel(notesMessages.dialog.shareLabel).check();
    await dialog.getByRole('button', { name: notesMessages.dialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    const mine = await openNote(first.page, title);
    const theirs = await openNote(second.page, title);
    await theirs.text.getByText('NOTE:').waitFor();
    // Each sees who else is in the note.
    await mine.reader
      .getByRole('list', { name: notesMessages.collab.inNote })
      .getByLabel(second.name)
      .waitFor();

    const runs = [keystrokes(ALPHABETS[0], 12, 0), keystrokes(ALPHABETS[1], 12, 0)];
    await Promise.all(
      [mine, theirs].map(async ({ text }, index) => {
        await text.click();
        await text.press('Control+End');
        await text.pressSequentially(runs[index]!, { delay: 20 });
      }),
    );
    for (const { text } of [mine, theirs]) {
      for (const [index, run] of runs.entries()) {
        await expect
          .poll(async () => ownLetters(await textWithoutCarets(text), ALPHABETS[index]!))
          .toBe(run);
      }
    }
    // The other's caret, with their name, in each editor.
    await mine.text.locator(`.collab-caret[data-collab-user="${second.name}"]`).waitFor();
    await theirs.text.locator(`.collab-caret[data-collab-user="${first.name}"]`).waitFor();
    for (const { reader } of [mine, theirs]) {
      await reader.getByRole('status').filter({ hasText: notesMessages.collab.saved }).waitFor();
    }
  });

  it('a textbox moved by one editor is moved for the other', async () => {
    const documentName = `textbox ${Date.now().toString(36)}.html`;
    const [first, second] = editors as [Editor, Editor];
    await second.context.setOffline(false);
    await createDocument(first.page, documentName);
    await first.page.locator('#document-editor').click();
    await first.page.keyboard.type('BOXED: ');
    await tool(first.page, editorTexts.addTextbox).click();
    const textbox = first.page.locator('#document-editor .draggable-textbox');
    await textbox.waitFor();
    await tool(first.page, editorTexts.toggleAbsolute).click();
    await expect
      .poll(() => textbox.evaluate((node) => getComputedStyle(node).position))
      .toBe('absolute');
    await openDocument(second.page, documentName);
    await second.page.locator('#document-editor .draggable-textbox').waitFor();
    const before = await textboxPlace(first.page);
    await expect.poll(() => textboxPlace(second.page)).toBe(before);

    // Moved with the keyboard (Escape selects the textbox, 10 px a press): the new place reaches
    // the other editor.
    await textbox.click();
    await first.page.keyboard.press('Escape');
    await first.page.keyboard.press('Shift+ArrowRight');
    await first.page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => textboxPlace(first.page)).not.toBe(before);
    const nudged = await textboxPlace(first.page);
    await expect.poll(() => textboxPlace(second.page)).toBe(nudged);
  });
});
