import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages, editorMessages } from '../src/features/documents/documents.messages';
import { commentsMessages } from '../src/features/documents/editor/review/comments.messages';
import { launchBrowser, openContext } from './support/browser';
import { inviteAndJoin, makeAccount, registerOrganization } from './support/journeys';

const docs = documentsMessages;
const texts = commentsMessages;

function reviewTool(page: Page, name: string) {
  return page
    .getByRole('toolbar', { name: texts.toolbarLabel })
    .getByRole(name === texts.suggesting ? 'switch' : 'button', { name, exact: true });
}

async function openDocument(page: Page, name: string) {
  await page.goto(`/documents/edit?path=${encodeURIComponent(name)}`);
  await page.getByRole('toolbar', { name: editorMessages.toolbarLabel }).waitFor();
}

function panel(page: Page) {
  return page.getByRole('complementary', { name: texts.panelTitle });
}

function editorText(page: Page) {
  return page.locator('#document-editor').evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collab-caret')) caret.remove();
    return copy.textContent ?? '';
  });
}

function savedHtml(page: Page, name: string) {
  return page.evaluate(async (path) => {
    const response = await fetch(`/api/filemanager/document?path=${encodeURIComponent(path)}`);
    const body = (await response.json()) as { document: { content: string } };
    return body.document.content;
  }, name);
}

function inboxKinds(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/inbox');
    const body = (await response.json()) as { items: Array<{ kind: string; title: string }> };
    return body.items.map((item) => `${item.kind}: ${item.title}`);
  });
}

describe('Comments and suggestions in a document written together', () => {
  let browser: Browser;
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const contexts: BrowserContext[] = [];
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (let index = 0; index < 2; index += 1) {
      const { context, page } = await openContext(browser, inject('baseUrl'));
      contexts.push(context);
      if (index === 0) first = page;
      else second = page;
    }
    await registerOrganization(first, ada);
    await inviteAndJoin(first, second, ben);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('Ada comments and mentions Ben, who replies live; Ada resolves; Ben accepts her suggestion', async () => {
    const name = `review ${Date.now().toString(36)}.html`;
    await first.goto('/documents');
    await first.getByRole('button', { name: docs.newDocument }).click();
    const dialog = first.getByRole('dialog', { name: docs.newDocument });
    await dialog.getByLabel(docs.nameLabel).fill(name);
    await dialog.getByRole('button', { name: docs.create }).click();
    await first.waitForURL((url) => url.pathname === '/documents/edit');
    await first.getByRole('toolbar', { name: editorMessages.toolbarLabel }).waitFor();
    await first.locator('#document-editor').click();
    await first.keyboard.type('Budget for review');
    await first.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    await openDocument(second, name);
    await second.locator('#document-editor').getByText('Budget for review').waitFor();

    // Ada selects "review" and comments on it, mentioning Ben through the type-ahead.
    await first.locator('#document-editor p').first().click();
    await first.keyboard.press('End');
    for (let index = 0; index < 'review'.length; index += 1) {
      await first.keyboard.press('Shift+ArrowLeft');
    }
    await reviewTool(first, texts.comment).click();
    const composer = panel(first).getByRole('region', { name: texts.newComment });
    const field = composer.getByRole('combobox', { name: texts.commentLabel });
    await field.pressSequentially(`Please check @${ben.username.slice(0, 5)}`);
    await first.getByRole('option', { name: new RegExp(ben.username) }).click();
    await field.pressSequentially('today');
    await composer.getByRole('button', { name: texts.send }).click();
    const adaThread = panel(first).getByRole('article', {
      name: texts.threadLabel(`${ada.firstName} ${ada.lastName}`),
    });
    await adaThread.getByText(`Please check @${ben.username} today`).waitFor();

    // Ben sees it live: the thread and the highlighted range; it is in his Inbox too.
    const benThread = panel(second).getByRole('article', {
      name: texts.threadLabel(`${ada.firstName} ${ada.lastName}`),
    });
    await benThread.getByText(`Please check @${ben.username} today`).waitFor();
    await expect
      .poll(() => second.locator('#document-editor .comment-anchor').textContent())
      .toBe('review');
    await expect
      .poll(() => inboxKinds(second))
      .toContainEqual(expect.stringMatching(/^document_mention: .*mentioned you in /));
    await benThread.getByRole('combobox', { name: texts.replyLabel }).fill('Numbers look right.');
    await benThread.getByRole('button', { name: texts.sendReply }).click();

    // Ada sees the reply live and resolves the thread: the highlight goes for both.
    await adaThread.getByText('Numbers look right.').waitFor();
    await adaThread.getByRole('button', { name: texts.resolve }).click();
    await expect.poll(() => first.locator('#document-editor .comment-anchor').count()).toBe(0);
    await expect.poll(() => second.locator('#document-editor .comment-anchor').count()).toBe(0);
    await panel(second)
      .getByRole('button', { name: texts.showResolved(1) })
      .waitFor();

    // Ada suggests an insertion; Ben (an editor) accepts it; both see the accepted text.
    await reviewTool(first, texts.suggesting).click();
    await expect(reviewTool(first, texts.suggesting).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await first.locator('#document-editor p').first().click();
    await first.keyboard.press('End');
    await first.keyboard.type(' now');
    await expect
      .poll(() => first.locator('#document-editor span[data-suggestion="insert"]').textContent())
      .toBe(' now');
    // Not applied yet: the saved document has no trace of it.
    await first.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    expect(await savedHtml(first, name)).toContain('Budget for review</p>');
    expect(await savedHtml(first, name)).not.toContain('now');

    const accept = panel(second).getByRole('button', { name: texts.acceptLabel(' now') });
    await accept.click();
    for (const page of [first, second]) {
      await expect.poll(() => page.locator('#document-editor [data-suggestion]').count()).toBe(0);
      await expect.poll(() => editorText(page)).toContain('Budget for review now');
    }
    await expect.poll(() => savedHtml(first, name)).toContain('Budget for review now</p>');

    // Enter while suggesting proposes a paragraph break; Ben rejects it: one paragraph again.
    await first.locator('#document-editor p').first().click();
    await first.keyboard.press('Home');
    for (let index = 0; index < 'Budget'.length; index += 1) {
      await first.keyboard.press('ArrowRight');
    }
    await first.keyboard.press('Enter');
    await second.locator('#document-editor p[data-suggested-break="insert"]').waitFor();
    await first.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    expect(await savedHtml(first, name)).toContain('Budget for review now</p>');
    await panel(second)
      .getByRole('button', { name: texts.rejectLabel('\u00b6') })
      .click();
    for (const page of [first, second]) {
      await expect
        .poll(() => page.locator('#document-editor [data-suggested-break]').count())
        .toBe(0);
      await expect.poll(() => editorText(page)).toContain('Budget for review now');
    }

    // Ada makes the paragraph a Heading 2 while suggesting: Ben sees it outlined, with a card
    // saying what changed; the saved document keeps the paragraph; Ben rejects it.
    await first.locator('#document-editor p').first().click();
    await first.getByLabel(editorMessages.paragraphStyle).click();
    const heading2 = editorMessages.paragraphStyles.find((style) => style.value === '2')!.label;
    await first.getByRole('option', { name: heading2, exact: true }).click();
    await second.locator('#document-editor h2.suggested-block').waitFor();
    await panel(second).getByText(texts.changedToHeading(2)).waitFor();
    await first.getByRole('status').filter({ hasText: docs.saved }).waitFor();
    expect(await savedHtml(first, name)).toContain('<p>Budget for review now</p>');
    expect(await savedHtml(first, name)).not.toMatch(/<h2|suggested/);
    await panel(second)
      .getByRole('button', { name: texts.rejectLabel('Budget for review now') })
      .click();
    for (const page of [first, second]) {
      await expect.poll(() => page.locator('#document-editor h2').count()).toBe(0);
      await expect.poll(() => page.locator('#document-editor .suggested-block').count()).toBe(0);
    }

    // Ada deletes her (resolved) comment: it leaves Ben's panel live, its anchor both documents.
    await panel(first)
      .getByRole('button', { name: texts.showResolved(1) })
      .click();
    await adaThread
      .getByRole('button', { name: texts.deleteMessage(`${ada.firstName} ${ada.lastName}`) })
      .click();
    const confirm = first.getByRole('dialog', { name: texts.deleteThreadTitle });
    await confirm.getByRole('button', { name: texts.delete }).click();
    await expect
      .poll(() =>
        panel(second)
          .getByRole('button', { name: texts.showResolved(1) })
          .count(),
      )
      .toBe(0);
    for (const page of [first, second]) {
      await expect
        .poll(() => page.locator('#document-editor [data-comment-thread]').count())
        .toBe(0);
    }
  });
});
