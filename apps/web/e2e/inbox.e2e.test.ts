import {
  INBOX_DELIVERY_LABELS,
  INBOX_KIND_LABELS,
  INBOX_MESSAGES,
  inboxBellLabel,
} from '@worksphere/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { DESKTOP_VIEWPORT, saveScreenshot } from './support/browser';
import { chooseOption } from './support/fields';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const ROOM = 'Launch room';
const THREAD = 'Launch plan';

/**
 * The Inbox gathers what needs a member: a mention in chat, a task assigned to them and an
 * important announcement arrive live (the bell's count rises without a reload); opening an
 * item goes to its subject and reads it, and marking read lowers the count.
 */
describe('the Inbox', () => {
  const ana = makeAccount('Ana');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ana, ben);

  const bell = (page: Page) => page.getByRole('banner').getByTestId('inbox-bell');
  const bellCount = (page: Page) => bell(page).getAttribute('data-count');
  const inboxList = (page: Page) => page.getByRole('list', { name: INBOX_MESSAGES.title });
  const item = (page: Page, kind: string) =>
    inboxList(page).locator(`[data-testid="inbox-item"][data-kind="${kind}"]`);
  const composer = (page: Page) =>
    page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
  const messageList = (page: Page) =>
    page.getByRole('list', { name: chatMessages.messages.listLabel });

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

  /** Send from the composer; `shown` is a part of the text as the list shows it. */
  async function send(page: Page, text: string, shown = text) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await messageList(page).getByText(shown).first().waitFor();
    await expect.poll(() => composer(page).inputValue()).toBe('');
  }

  it('receives a mention, an assignment and an announcement live; reading lowers the count', async () => {
    await team.member.goto('/inbox');
    await team.member.getByRole('heading', { name: INBOX_MESSAGES.empty }).waitFor();
    expect(await bellCount(team.member)).toBe('0');
    expect(await bell(team.member).getAttribute('aria-label')).toBe(inboxBellLabel(0));

    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await team.admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();

    // A mention: the bell counts it and the list shows it, without a reload.
    // The list shows the mention by name, so the rest of the text tells it was sent.
    await send(team.admin, `@${ben.username} can you check the copy?`, 'can you check the copy?');
    await expect.poll(() => bellCount(team.member)).toBe('1');
    await item(team.member, 'mention').waitFor();
    expect(await item(team.member, 'mention').textContent()).toContain(
      'Ana Tester mentioned you in Launch room',
    );

    // A task assigned to the member.
    const { user: member } = await apiFrom<{ user: { id: string } }>(
      team.member,
      'GET',
      '/user/me',
    );
    await apiFrom(team.admin, 'POST', '/tasks', {
      title: 'Proofread the launch post',
      assignedUserIds: [member.id],
    });
    await expect.poll(() => bellCount(team.member)).toBe('2');
    await item(team.member, 'task_assigned').getByText('Proofread the launch post').waitFor();

    // An important announcement, sent from the composer.
    await team.admin.getByLabel(chatMessages.composer.important).check();
    await send(team.admin, 'Launch moves to Monday');
    await expect.poll(() => bellCount(team.member)).toBe('3');
    await item(team.member, 'announcement').getByText('Launch moves to Monday').waitFor();
    expect(await bell(team.member).getAttribute('aria-label')).toBe(inboxBellLabel(3));
    // The announcement's own modal asks for the confirmation, which reads its item too.
    const confirm = team.member.getByRole('dialog').getByRole('button', {
      name: chatMessages.announcement.confirmRead,
    });
    await confirm.click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => bellCount(team.member)).toBe('2');
    expect(await item(team.member, 'announcement').getAttribute('data-unread')).toBe('false');
    await saveScreenshot(team.member, 'desktop-inbox');

    // "Mark read" on the task (by keyboard) lowers the count.
    const markTask = item(team.member, 'task_assigned').getByRole('button', {
      name: new RegExp(INBOX_MESSAGES.markRead),
    });
    await markTask.focus();
    await markTask.press('Enter');
    await expect.poll(() => bellCount(team.member)).toBe('1');
    await markTask.waitFor({ state: 'detached' });
    expect(await item(team.member, 'task_assigned').getAttribute('data-unread')).toBe('false');

    // Opening the mention goes to its thread and reads it.
    await item(team.member, 'mention').getByRole('button').first().click();
    await team.member.waitForURL(/\/chat\?chatRoomId=.+&threadId=.+/);
    await expect.poll(() => bellCount(team.member)).toBe('0');

    // Back in the Inbox, another assignment arrives; "Mark all read" empties the count, and a
    // reload keeps it so.
    await bell(team.member).click();
    await team.member.waitForURL('**/inbox');
    await inboxList(team.member).waitFor();
    await apiFrom(team.admin, 'POST', '/tasks', {
      title: 'Book the launch venue',
      assignedUserIds: [member.id],
    });
    await expect.poll(() => bellCount(team.member)).toBe('1');
    await inboxList(team.member).getByText('Book the launch venue').waitFor();
    await team.member.getByRole('button', { name: INBOX_MESSAGES.markAllRead }).click();
    await expect.poll(() => bellCount(team.member)).toBe('0');
    await team.member.reload();
    await inboxList(team.member).waitFor();
    expect(await bellCount(team.member)).toBe('0');
    expect(
      await inboxList(team.member)
        .locator('[data-testid="inbox-item"][data-unread="true"]')
        .count(),
    ).toBe(0);
  });

  it('fits a phone screen and filters by kind', async () => {
    await team.member.setViewportSize({ width: 360, height: 740 });
    await team.member.goto('/inbox');
    await inboxList(team.member).waitFor();
    const overflow = await team.member.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await team.member.goto('/inbox?kind=task_assigned');
    await item(team.member, 'task_assigned').first().waitFor();
    expect(await inboxList(team.member).getByTestId('inbox-item').count()).toBe(2);
    await saveScreenshot(team.member, 'phone-inbox');
  });

  it('shows a toast for mentions once Settings asks for "Inbox and toast"', async () => {
    await team.member.setViewportSize(DESKTOP_VIEWPORT);
    await team.member.goto('/settings/notifications');
    await team.member.getByRole('heading', { name: INBOX_MESSAGES.preferencesTitle }).waitFor();
    await chooseOption(
      team.member,
      team.member,
      INBOX_KIND_LABELS.mention,
      INBOX_DELIVERY_LABELS.toast,
    );
    await team.member.getByText(INBOX_MESSAGES.preferencesSaved).waitFor();

    await team.member.goto('/dash');
    await bell(team.member).waitFor();
    await team.admin.getByLabel(chatMessages.composer.important).uncheck();
    await send(team.admin, `@${ben.username} one more look`, 'one more look');
    // The Inbox's own toast carries the text, besides the chat's "mentioned you" popup.
    await team.member
      .getByText('Ana Tester mentioned you in Launch room: @Ben Tester one more look')
      .waitFor();
    await expect.poll(() => bellCount(team.member)).toBe('1');
  });
});
