import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { saveScreenshot } from './support/browser';
import { chooseOption } from './support/fields';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { chatMessageList, sendChatMessage } from './support/chat';

const ROOM = 'Finance room';
const THREAD = 'Quarter close';
const messages = chatMessages.search;

/**
 * Chat search: words and a person narrow the results to one message, shown with its room,
 * thread and found word; opening it (keyboard only) shows the thread at that message,
 * highlighted.
 */
describe('chat search', () => {
  const ann = makeAccount('Ann');
  const bob = makeAccount('Bob');
  const team = setUpTwoMembers(ann, bob);

  const messageList = chatMessageList;
  const send = sendChatMessage;

  it('finds a message by a word and its sender, and opens the thread at it, highlighted', async () => {
    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).first().fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    // The new thread is open (else the room view's composer would take the message).
    await team.admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();
    await send(team.admin, 'The walrus budget is ready for review');

    await team.member.goto('/chat');
    await team.member.getByRole('button', { name: new RegExp(ROOM) }).click();
    await team.member.getByRole('button', { name: new RegExp(THREAD) }).click();
    const found = 'Walrus numbers look fine to me';
    await send(team.member, found);
    for (let index = 1; index <= 25; index += 1) {
      await send(team.admin, `Filler line ${index} about something else`);
    }

    // Both messages hold the word; the person filter keeps Bob's.
    const field = team.admin.getByRole('searchbox', { name: messages.label });
    await field.fill('walr');
    const results = team.admin.getByRole('region', { name: messages.results });
    const items = results.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await chooseOption(team.admin, team.admin, messages.person, displayNameOf(bob));
    await expect.poll(() => items.count()).toBe(1);
    const item = items.first();
    expect(await item.textContent()).toContain(messages.place(ROOM, THREAD));
    expect(await item.textContent()).toContain(displayNameOf(bob));
    expect(await item.locator('mark').allTextContents()).toEqual(['Walrus']);
    await saveScreenshot(team.admin, 'desktop-chat-search-results');

    // Keyboard only: down to the result, Enter opens its thread at the message.
    await field.focus();
    await field.press('ArrowDown');
    await team.admin.keyboard.press('Enter');
    await results.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(team.admin.url()).searchParams.get('messageId')).toBeTruthy();
    const highlighted = messageList(team.admin).locator('[data-highlighted="true"]');
    await highlighted.waitFor();
    expect(await highlighted.textContent()).toContain(found);
    await expect.poll(() => highlighted.isVisible()).toBe(true);
    await saveScreenshot(team.admin, 'desktop-chat-search-opened');
  });
});
