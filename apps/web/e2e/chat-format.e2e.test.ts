import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const ROOM = 'Kitchen';
const THREAD = 'Lunch plans';

/**
 * Messages people can read: Markdown shows formatted for the other member, a message written to
 * attack the page stays inert text, and a reaction chosen in the emoji picker is drawn from the
 * images the product ships.
 */
describe('chat formatting and emoji', () => {
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ada, ben);

  const composer = (page: Page) =>
    page.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
  const messageList = (page: Page) =>
    page.getByRole('list', { name: chatMessages.messages.listLabel });
  const message = (page: Page, text: string) =>
    messageList(page).getByTestId('chat-message').filter({ hasText: text });

  async function send(page: Page, text: string, shownAs: string) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await message(page, shownAs).waitFor();
    await expect.poll(() => composer(page).inputValue()).toBe('');
  }

  it('shows Markdown formatted, keeps an attack inert and draws a picked reaction as an image', async () => {
    const dialogs: string[] = [];
    for (const page of [team.admin, team.member]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }

    await team.admin.goto('/chat');
    await team.admin.getByLabel(chatMessages.rooms.newRoomLabel).fill(ROOM);
    await team.admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    // The thread list's form comes first; the room view's composer offers a title too.
    await team.admin.getByLabel(chatMessages.threads.newThreadLabel).first().fill(THREAD);
    await team.admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await team.admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();

    // The composer's picker puts an emoji where the caret is.
    await composer(team.admin).fill('Lunch at one ');
    await team.admin.getByRole('button', { name: chatMessages.emoji.open }).click();
    await team.admin.getByRole('searchbox', { name: chatMessages.emoji.searchLabel }).fill('pizza');
    await team.admin.keyboard.press('Enter');
    await expect.poll(() => composer(team.admin).inputValue()).toBe('Lunch at one 🍕');

    await send(
      team.admin,
      '**Lunch** is _ready_, ~~soup~~ `pasta`: https://example.com/menu\n\n- salad\n- bread',
      'salad',
    );
    const xss =
      '<img src=x onerror="alert(1)"> [click](javascript:alert(2)) <script>alert(3)</script>';
    await send(team.admin, xss, '<script>alert(3)</script>');

    await team.member.goto('/chat');
    await team.member.getByRole('button', { name: new RegExp(ROOM) }).click();
    await team.member.getByRole('button', { name: new RegExp(THREAD) }).click();
    const formatted = message(team.member, 'salad');
    await formatted.getByText('Lunch', { exact: true }).waitFor();
    expect(await formatted.locator('strong').textContent()).toBe('Lunch');
    expect(await formatted.locator('em').textContent()).toBe('ready');
    expect(await formatted.locator('s').textContent()).toBe('soup');
    expect(await formatted.locator('code').textContent()).toBe('pasta');
    expect(await formatted.locator('ul > li').allTextContents()).toEqual(['salad', 'bread']);
    const link = formatted.getByRole('link', { name: 'https://example.com/menu' });
    expect(await link.getAttribute('href')).toBe('https://example.com/menu');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // The attack is shown as the text it is: no element was made from it and nothing ran.
    const attack = message(team.member, '<script>alert(3)</script>');
    expect(await attack.getByTestId('chat-message-text').textContent()).toBe(xss);
    expect(await attack.locator('img[src="x"], script, a[href^="javascript"]').count()).toBe(0);
    await attack.hover();
    expect(dialogs).toEqual([]);

    // Ben reacts with an emoji found in the picker; both see it as the shipped image.
    await formatted.hover();
    await formatted.getByRole('button', { name: chatMessages.reactions.add }).click();
    await team.member.getByRole('searchbox', { name: chatMessages.emoji.searchLabel }).fill('tada');
    await team.member.getByRole('button', { name: 'party popper' }).click();
    for (const page of [team.member, team.admin]) {
      const image = message(page, 'salad').getByRole('img', { name: '🎉' });
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/\/assets\/twemoji-[\d.]+\/1f389\.png$/);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Chosen once, it comes first in the picker next time.
    await formatted.getByRole('button', { name: chatMessages.reactions.add }).click();
    const frequent = team.member.getByRole('group', { name: chatMessages.emoji.frequentlyUsed });
    expect(await frequent.getByRole('button').first().getAttribute('aria-label')).toBe(
      'party popper',
    );
    await saveScreenshot(team.member, 'desktop-chat-format-emoji-picker');
    await team.member.keyboard.press('Escape');
    await saveScreenshot(team.member, 'desktop-chat-format');
    expect(dialogs).toEqual([]);
  });
});
