import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { chatMessageList, sendChatMessage } from './support/chat';

const messages = chatMessages.direct;

/**
 * Direct messages: one member writes to another from "New message"; the other sees the
 * conversation apart from rooms, named after the writer, with an unread count, and answers.
 */
describe('chat direct messages', () => {
  const kim = makeAccount('Kim');
  const lou = makeAccount('Lou');
  const team = setUpTwoMembers(kim, lou);

  const messageList = chatMessageList;
  const send = sendChatMessage;
  const directList = (page: Page) => page.getByRole('list', { name: messages.title });

  it('one member writes a direct message; the other sees it with an unread count and answers', async () => {
    // On /chat no popup opens a thread, so nothing gets read by itself.
    await team.member.goto('/chat');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await team.member.getByText(messages.empty).waitFor();

    await team.admin.goto('/chat');
    await team.admin.getByRole('button', { name: messages.newMessage }).click();
    const dialog = team.admin.getByRole('dialog', { name: messages.dialogTitle });
    await dialog.getByRole('combobox', { name: messages.membersLabel }).fill(lou.firstName);
    await team.admin.getByRole('option', { name: displayNameOf(lou) }).click();
    await dialog.getByRole('button', { name: messages.remove(displayNameOf(lou)) }).waitFor();
    await saveScreenshot(team.admin, 'desktop-chat-dm-picker');
    await dialog.getByRole('button', { name: messages.open }).click();
    await dialog.waitFor({ state: 'detached' });

    await directList(team.admin)
      .getByRole('button', { name: displayNameOf(lou) })
      .waitFor();
    await send(team.admin, 'Lunch at noon?');

    // Live, without a reload: the conversation appears apart from rooms, with its count.
    const conversation = directList(team.member).getByRole('button', {
      name: new RegExp(displayNameOf(kim)),
    });
    await expect
      .poll(() => conversation.getByTestId('unread-badge').getAttribute('data-count'), {
        timeout: 10_000,
      })
      .toBe('1');
    const rooms = team.member.getByRole('list', { name: chatMessages.rooms.title });
    expect(await rooms.getByRole('button', { name: new RegExp(displayNameOf(kim)) }).count()).toBe(
      0,
    );
    await saveScreenshot(team.member, 'desktop-chat-dm-unread');

    await conversation.click();
    await messageList(team.member).getByText('Lunch at noon?').waitFor();
    await send(team.member, 'Sounds good, see you there');

    await messageList(team.admin).getByText('Sounds good, see you there').waitFor();
    await saveScreenshot(team.admin, 'desktop-chat-dm-answered');
  });
});
