import { INBOX_MESSAGES } from '@worksphere/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { taskPageMessages } from '../src/features/tasks/page/taskPage.messages';
import { saveScreenshot } from './support/browser';
import { chooseOption } from './support/fields';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const messages = taskPageMessages;
/** An upright phone of today (iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 };
const TITLE = 'Prepare the spring catalogue';

/** A JSON call from the page, with its session, as the app itself makes it. */
function apiFrom<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/**
 * A task's own page: its state and priority change in place, a comment mentions the second
 * member, who finds it in the Inbox and lands on the task with the comment; the history shows
 * who changed what.
 */
describe('the task page', () => {
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ada, ben);

  it('changes fields in place, mentions a member in a comment and shows the history', async () => {
    const { admin, member } = team;
    const { task } = await apiFrom<{ task: { id: string } }>(admin, 'POST', '/tasks', {
      title: TITLE,
    });

    await admin.goto(`/tasks/${task.id}`);
    await admin.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // State and priority, each saved as soon as it is chosen.
    await chooseOption(admin, admin, messages.fields.state, 'In progress');
    await chooseOption(admin, admin, messages.fields.priority, messages.priorities.high);
    await expect
      .poll(async () => {
        const { task: saved } = await apiFrom<{
          task: { state?: { name: string }; priority?: string };
        }>(admin, 'GET', `/tasks/${task.id}`);
        return [saved.state?.name, saved.priority];
      })
      .toEqual(['In progress', 'high']);

    // A comment that mentions Ben, chosen from the "@" suggestions with the keyboard.
    const composer = admin.getByRole('textbox', { name: messages.comments.composerLabel });
    await composer.click();
    await admin.keyboard.type('Please check the prices, @Be');
    const suggestions = admin.getByRole('listbox', { name: messages.comments.mentionsLabel });
    await suggestions.getByRole('option', { name: /Ben Tester/ }).waitFor();
    await admin.keyboard.press('Enter');
    await admin.keyboard.type(' thanks!');
    await admin.getByRole('button', { name: messages.comments.send, exact: true }).click();
    const comments = admin.getByRole('list', { name: messages.comments.heading });
    const comment = comments.getByRole('listitem').filter({ hasText: 'Please check the prices' });
    await comment.waitFor();
    expect(await comment.locator('span[data-type="mention"]').textContent()).toBe('@Ben Tester');

    // The history: who changed the state and the priority.
    await admin.getByRole('tab', { name: messages.comments.activityHeading }).click();
    const history = admin.getByRole('tabpanel', { name: messages.comments.activityHeading });
    await history.getByText(/changed Status from To do to In progress/).waitFor();
    await history.getByText(/Priority .*High/).waitFor();
    expect(await history.textContent()).toContain('Ada Tester');
    await saveScreenshot(admin, 'desktop-task-page');

    // Ben finds the mention in the Inbox; opening it shows the task with the comment.
    await member.goto('/inbox');
    const mention = member
      .getByRole('list', { name: INBOX_MESSAGES.title })
      .locator('[data-testid="inbox-item"][data-kind="task_mention"]');
    await mention.waitFor();
    expect(await mention.textContent()).toContain(TITLE);
    await mention.getByRole('button').first().click();
    await member.waitForURL(new RegExp(`/tasks/${task.id}`));
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await member
      .getByRole('list', { name: messages.comments.heading })
      .getByText('Please check the prices')
      .waitFor();

    // On a phone the page is one column and fits the width.
    await member.setViewportSize(PHONE);
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(
      await member.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await saveScreenshot(member, 'phone-task-page');
  });
});
