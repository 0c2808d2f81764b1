import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { inviteAndJoin, makeAccount, registerOrganization } from './support/journeys';

const ROOM = 'Launch room';
const THREAD = 'Kickoff';

/** Team chat in real time, as two members of one organisation in two browsers. */
describe('team chat', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let memberContext: BrowserContext;
  let admin: Page;
  let member: Page;
  const ivy = makeAccount('Ivy');
  const jon = makeAccount('Jon');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: adminContext, page: admin } = await openContext(browser, inject('baseUrl')));
    ({ context: memberContext, page: member } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(admin, ivy);
    await inviteAndJoin(admin, member, jon);
  });

  afterAll(async () => {
    await adminContext?.close();
    await memberContext?.close();
    await browser?.close();
  });

  const composer = (page: Page) =>
    page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
  const messageList = (page: Page) =>
    page.getByRole('list', { name: chatMessages.messages.listLabel });

  async function send(page: Page, text: string) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await messageList(page).getByText(text).waitFor();
    await expect.poll(() => composer(page).inputValue()).toBe('');
  }

  async function openThread(page: Page) {
    await page.goto('/chat');
    await page.getByRole('button', { name: ROOM }).click();
    await page.getByRole('button', { name: THREAD }).click();
    await messageList(page).waitFor();
  }

  it('one member posts and the other sees it live in the thread', async () => {
    await admin.goto('/chat');
    await admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await admin.getByLabel(chatMessages.threads.newThreadLabel).fill(THREAD);
    await admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();
    const params = new URL(admin.url()).searchParams;
    expect(params.get('chatRoomId')).toBeTruthy();
    expect(params.get('threadId')).toBeTruthy();
    await send(admin, 'Hello from Ivy');

    await openThread(member);
    await messageList(member).getByText('Hello from Ivy').waitFor();

    // Shift+Enter adds a line; Enter sends; the other browser receives it without reloading.
    await composer(admin).fill('Agenda:');
    await composer(admin).press('Shift+Enter');
    await composer(admin).pressSequentially('1. Budget');
    expect(await composer(admin).inputValue()).toBe('Agenda:\n1. Budget');
    await composer(admin).press('Enter');
    await messageList(member).getByText('1. Budget').waitFor();

    await send(member, 'Hi Ivy, here.');
    await messageList(admin).getByText('Hi Ivy, here.').waitFor();
    await saveScreenshot(admin, 'desktop-chat-page');
  });

  it('a message elsewhere opens the floating window with a toast', async () => {
    await member.goto('/dash');
    await member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await send(admin, 'Are you there, Jon?');

    await member.getByText(chatMessages.toasts.newMessage(ivy.username, ROOM)).waitFor();
    const chatWindow = member.getByTestId('floating-chat-window');
    await chatWindow.getByText('Are you there, Jon?').waitFor();
    const box = await chatWindow.boundingBox();
    expect(box?.height).toBe(600);
    await saveScreenshot(member, 'desktop-chat-window-thread');

    // Back steps up to the threads, then to the rooms.
    await chatWindow.getByRole('button', { name: chatMessages.window.back }).click();
    await chatWindow.getByRole('button', { name: THREAD }).waitFor();
    await chatWindow.getByRole('button', { name: chatMessages.window.back }).click();
    await chatWindow.getByRole('button', { name: ROOM }).waitFor();
    await chatWindow.getByRole('button', { name: chatMessages.window.close }).click();
    await chatWindow.waitFor({ state: 'detached' });
  });

  it('an important message shows the announcement to the other, and Confirm Read records it', async () => {
    await member.goto('/tasks');
    await member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();

    await admin.getByLabel(chatMessages.composer.important).check();
    await send(admin, 'Office closed on Friday');

    const dialog = member.getByRole('dialog', { name: chatMessages.announcement.title });
    await dialog.waitFor();
    await dialog.getByText(chatMessages.announcement.says(ivy.username)).waitFor();
    await dialog.getByText('Office closed on Friday').waitFor();
    await saveScreenshot(member, 'desktop-announcement');
    await dialog.getByRole('button', { name: chatMessages.announcement.confirmRead }).click();
    await member.getByText(chatMessages.announcement.confirmed).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Recorded on the server: the announcement does not come back after a reload.
    await member.reload();
    await member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await member.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);
  });

  it('works on a phone', async () => {
    await member.setViewportSize(PHONE_VIEWPORT);
    await openThread(member);
    await messageList(member).getByText('Office closed on Friday').waitFor();
    await saveScreenshot(member, 'phone-chat-page');

    await member.goto('/dash?openChat=true');
    const chatWindow = member.getByTestId('floating-chat-window');
    await chatWindow.getByRole('button', { name: ROOM }).waitFor();
    expect(new URL(member.url()).search).toBe('');
    const box = await chatWindow.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(PHONE_VIEWPORT.width);
    await saveScreenshot(member, 'phone-chat-window-rooms');
  });
});
