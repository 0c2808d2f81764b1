import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { chatComposer, chatMessageList, sendChatMessage } from './support/chat';

const ROOM = 'Design room';
const THREAD = 'Logo ideas';

/**
 * A member who never wrote in a thread still follows it (everyone is in every room): the
 * unread badge counts its messages, live and after a reload, and a mention notifies them.
 */
describe('chat unread badges and mentions', () => {
  const kim = makeAccount('Kim');
  const lou = makeAccount('Lou');
  const team = setUpTwoMembers(kim, lou);

  const composer = chatComposer;
  const messageList = chatMessageList;
  const send = sendChatMessage;
  const openChatBadge = (page: Page) => page.getByRole('banner').getByTestId('unread-badge');
  const navChatBadge = (page: Page) =>
    page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: new RegExp(shellMessages.nav.chat) })
      .getByTestId('unread-badge');

  it('counts unread messages for a member who never wrote, live and after a reload', async () => {
    // On /chat no popup opens a thread, so nothing gets read by itself.
    await team.member.goto('/chat');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();

    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await team.admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();

    // Live: each message raises the badges without a reload.
    await send(team.admin, 'First sketches are up');
    await expect.poll(() => openChatBadge(team.member).getAttribute('data-count')).toBe('1');
    await expect.poll(() => navChatBadge(team.member).getAttribute('data-count')).toBe('1');
    await send(team.admin, 'Which one do you like?');
    await expect.poll(() => openChatBadge(team.member).getAttribute('data-count')).toBe('2');

    // The server keeps the count: a reload shows it again, on the room too.
    await team.member.reload();
    await expect.poll(() => openChatBadge(team.member).getAttribute('data-count')).toBe('2');
    const roomButton = team.member.getByRole('button', { name: new RegExp(ROOM) });
    await expect
      .poll(() => roomButton.getByTestId('unread-badge').getAttribute('data-count'))
      .toBe('2');
    await saveScreenshot(team.member, 'desktop-chat-unread-badges');

    // Opening the thread shows where the new messages start, and reads them.
    await roomButton.click();
    await team.member.getByRole('button', { name: new RegExp(THREAD) }).click();
    await team.member.getByRole('separator', { name: chatMessages.messages.newMessages }).waitFor();
    await openChatBadge(team.member).waitFor({ state: 'detached' });
    await team.member.reload();
    await messageList(team.member).getByText('Which one do you like?').waitFor();
    await team.member.waitForLoadState('networkidle');
    expect(await openChatBadge(team.member).count()).toBe(0);
  });

  it('a mention chosen from the type-ahead notifies the member elsewhere', async () => {
    await team.member.goto('/tasks');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();

    await composer(team.admin).fill('Over to you @');
    await composer(team.admin).pressSequentially(lou.firstName.slice(0, 2));
    const suggestions = team.admin.getByRole('listbox', {
      name: chatMessages.composer.mentionsLabel,
    });
    await suggestions.getByRole('option', { name: new RegExp(displayNameOf(lou)) }).waitFor();
    await composer(team.admin).press('Enter');
    expect(await composer(team.admin).inputValue()).toBe(`Over to you @${lou.username} `);
    await composer(team.admin).press('Enter');
    await messageList(team.admin).getByTestId('chat-mention').waitFor();

    await team.member.getByText(chatMessages.toasts.mentioned(displayNameOf(kim), ROOM)).waitFor();
    const chatWindow = team.member.getByTestId('floating-chat-window');
    const mention = chatWindow.getByTestId('chat-mention');
    await mention.waitFor();
    expect(await mention.textContent()).toBe(`@${displayNameOf(lou)}`);
    await saveScreenshot(team.member, 'desktop-chat-mention');
  });
});
