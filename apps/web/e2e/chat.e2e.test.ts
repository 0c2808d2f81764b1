import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../src/features/auth/utils/displayNameOf';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { chatComposer, chatMessageList, sendChatMessage } from './support/chat';

const ROOM = 'Launch room';
const THREAD = 'Kickoff';

/** Team chat in real time, as two members of one organisation in two browsers. */
describe('team chat', () => {
  const ivy = makeAccount('Ivy');
  const jon = makeAccount('Jon');
  const team = setUpTwoMembers(ivy, jon);

  const composer = chatComposer;
  const messageList = chatMessageList;
  const send = sendChatMessage;

  async function openThread(page: Page) {
    await page.goto('/chat');
    await page.getByRole('button', { name: ROOM }).click();
    await page.getByRole('button', { name: THREAD }).click();
    await messageList(page).waitFor();
  }

  it('one member posts and the other sees it live in the thread', async () => {
    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await team.admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();
    const params = new URL(team.admin.url()).searchParams;
    expect(params.get('chatRoomId')).toBeTruthy();
    expect(params.get('threadId')).toBeTruthy();
    await send(team.admin, 'Hello from Ivy');

    await openThread(team.member);
    await messageList(team.member).getByText('Hello from Ivy').waitFor();

    // Shift+Enter adds a line; Enter sends; the other browser receives it without reloading.
    await composer(team.admin).fill('Agenda:');
    await composer(team.admin).press('Shift+Enter');
    // (Not "1. Budget": messages are Markdown now, and that line would show as a list.)
    await composer(team.admin).pressSequentially('Budget first');
    expect(await composer(team.admin).inputValue()).toBe('Agenda:\nBudget first');
    await composer(team.admin).press('Enter');
    await messageList(team.member).getByText('Budget first').waitFor();

    await send(team.member, 'Hi Ivy, here.');
    await messageList(team.admin).getByText('Hi Ivy, here.').waitFor();
    await saveScreenshot(team.admin, 'desktop-chat-page');
  });

  it('a message elsewhere opens the floating window with a toast', async () => {
    await team.member.goto('/dash');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await send(team.admin, 'Are you there, Jon?');

    await team.member.getByText(chatMessages.toasts.newMessage(displayNameOf(ivy), ROOM)).waitFor();
    const chatWindow = team.member.getByTestId('floating-chat-window');
    await chatWindow.getByText('Are you there, Jon?').waitFor();
    const box = await chatWindow.boundingBox();
    expect(box?.height).toBe(600);
    await saveScreenshot(team.member, 'desktop-chat-window-thread');

    // Back steps up to the threads, then to the rooms.
    await chatWindow.getByRole('button', { name: chatMessages.window.back }).click();
    await chatWindow.getByRole('button', { name: THREAD }).waitFor();
    await chatWindow.getByRole('button', { name: chatMessages.window.back }).click();
    await chatWindow.getByRole('button', { name: ROOM }).waitFor();
    await chatWindow.getByRole('button', { name: chatMessages.window.close }).click();
    await chatWindow.waitFor({ state: 'detached' });
  });

  it('an important message shows the announcement to the other, and Confirm Read records it', async () => {
    await team.member.goto('/tasks');
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();

    await team.admin.getByLabel(chatMessages.composer.important).check();
    await send(team.admin, 'Office closed on Friday');

    const dialog = team.member.getByRole('dialog', { name: chatMessages.announcement.title });
    await dialog.waitFor();
    await dialog.getByText(chatMessages.announcement.says(displayNameOf(ivy))).waitFor();
    await dialog.getByText('Office closed on Friday').waitFor();
    await saveScreenshot(team.member, 'desktop-announcement');
    await dialog.getByRole('button', { name: chatMessages.announcement.confirmRead }).click();
    await team.member.getByText(chatMessages.announcement.confirmed).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Recorded on the server: the announcement does not come back after a reload.
    await team.member.reload();
    await team.member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await team.member.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);
  });

  it('works on a phone', async () => {
    await team.member.setViewportSize(PHONE_VIEWPORT);
    await openThread(team.member);
    await messageList(team.member).getByText('Office closed on Friday').waitFor();
    await saveScreenshot(team.member, 'phone-chat-page');

    await team.member.goto('/dash?openChat=true');
    const chatWindow = team.member.getByTestId('floating-chat-window');
    await chatWindow.getByRole('button', { name: ROOM }).waitFor();
    expect(new URL(team.member.url()).search).toBe('');
    const box = await chatWindow.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(PHONE_VIEWPORT.width);
    await saveScreenshot(team.member, 'phone-chat-window-rooms');
  });
});
