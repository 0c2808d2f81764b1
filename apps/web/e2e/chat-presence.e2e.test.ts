import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

/** A retried journey makes its room again, under the next name: the first stays listed. */
const ROOMS = ['Studio floor', 'Back office'];
const THREAD = 'Friday demo';
const presence = chatMessages.presence;

/**
 * Two members in one thread: each sees the other online on their messages and in the mention
 * list, sees "… is typing" live while the other writes (gone once the message lands), and sees
 * the other go offline when they leave.
 */
describe('chat presence and typing', () => {
  let attempt = 0;
  let room = ROOMS[0]!;
  const mia = makeAccount('Mia');
  const noa = makeAccount('Noa');
  const team = setUpTwoMembers(mia, noa);

  const composer = (page: Page) =>
    page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
  const messageList = (page: Page) =>
    page.getByRole('list', { name: chatMessages.messages.listLabel });
  const messageOf = (page: Page, text: string) =>
    messageList(page).getByTestId('chat-message').filter({ hasText: text });
  const typingLine = (page: Page) => page.getByTestId('chat-typing-indicator');

  async function send(page: Page, text: string) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await messageList(page).getByText(text).waitFor();
  }

  async function openThread(page: Page) {
    await page.getByRole('button', { name: new RegExp(room) }).click();
    await page.getByRole('button', { name: new RegExp(THREAD) }).click();
    await composer(page).waitFor();
  }

  it('shows the other member online and typing, then offline after they leave', async () => {
    room = ROOMS[attempt++ % ROOMS.length]!;
    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(room);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    // The thread list's field (the room view's composer has an optional title field too).
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).first().fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await composer(team.admin).waitFor();
    await team.member.goto('/chat');
    await openThread(team.member);

    // Mia's message carries her presence: Noa sees her online.
    await send(team.admin, 'Demo at four?');
    await messageOf(team.member, 'Demo at four?')
      .getByRole('img', { name: presence.status.online })
      .waitFor();

    // Noa types: Mia sees it live, with Noa's name, and it goes once the message lands.
    await composer(team.member).pressSequentially('Sounds good, I will bring', { delay: 40 });
    const typing = presence.typing([displayNameOf(noa)]);
    await expect.poll(() => typingLine(team.admin).textContent(), { timeout: 10_000 }).toBe(typing);
    await saveScreenshot(team.admin, 'desktop-chat-typing');
    await composer(team.member).press('Enter');
    await messageOf(team.admin, 'Sounds good, I will bring').waitFor();
    await expect.poll(() => typingLine(team.admin).textContent()).toBe('');
    await messageOf(team.admin, 'Sounds good, I will bring')
      .getByRole('img', { name: presence.status.online })
      .waitFor();

    // The mention list shows who is around.
    await composer(team.admin).fill('@no');
    const suggestions = team.admin.getByRole('listbox', {
      name: chatMessages.composer.mentionsLabel,
    });
    await suggestions
      .getByRole('option', { name: new RegExp(displayNameOf(noa)) })
      .getByRole('img', { name: presence.status.online })
      .waitFor();
    await saveScreenshot(team.admin, 'desktop-chat-presence-mentions');
    await composer(team.admin).fill('');

    // Noa leaves the app: a few seconds later Mia sees Noa offline, without reloading.
    await team.member.goto('about:blank');
    await messageOf(team.admin, 'Sounds good, I will bring')
      .getByRole('img', { name: presence.status.offline })
      .waitFor({ timeout: 20_000 });
    expect(
      await messageOf(team.admin, 'Demo at four?')
        .getByRole('img', { name: presence.status.online })
        .count(),
    ).toBe(1);
  });
});
