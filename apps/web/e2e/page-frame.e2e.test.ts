import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { SETTINGS_PAGES } from '../src/features/settings/settingsPageList';
import { shellMessages } from '../src/features/shell/shell.messages';
import { openContext, saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const PHONE_WIDTHS = [360, 390];
const nav = shellMessages.nav;

/** Calls the API as the signed-in page does (its bearer token). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as unknown;
    },
    { method, path, body },
  );
}

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A page is drawn once the network rests: its code and its data are in. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main, h1').first().waitFor();
}

/**
 * Issue 22: no page is wider than a 360–430 px phone, with unread chat and the floating chat
 * window; phones navigate with a bottom bar; every signed-in page's H1 starts at the same place.
 */
describe('one page frame and the phone layout', () => {
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ada, ben);
  let signedInPaths: string[] = [];

  /** Ada opens a room and a thread and writes in it, so Ben has unread chat. */
  async function adaSendsAMessage() {
    const { admin, member } = team;
    // On /chat no popup opens a thread, so nothing gets read by itself.
    await member.goto('/chat');
    await member.getByRole('button', { name: shellMessages.topBar.openChat }).waitFor();
    await admin.goto('/chat');
    await admin.getByLabel(chatMessages.rooms.newRoomLabel).fill('Frame room');
    await admin.getByRole('button', { name: chatMessages.rooms.create }).click();
    await admin.getByLabel(chatMessages.threads.newThreadLabel).fill('Frame thread');
    await admin.getByRole('button', { name: chatMessages.threads.create }).click();
    await admin.getByRole('heading', { name: chatMessages.messages.empty }).waitFor();
    const composer = admin.getByRole('textbox', { name: chatMessages.composer.label, exact: true });
    await composer.fill('Is the layout done?');
    await composer.press('Enter');
    await admin
      .getByRole('list', { name: chatMessages.messages.listLabel })
      .getByText('Is the layout done?')
      .waitFor();
    await expect.poll(() => composer.inputValue()).toBe('');
    await expect
      .poll(() => member.getByRole('banner').getByTestId('unread-badge').getAttribute('data-count'))
      .toBe('1');
  }

  it('no page scrolls sideways at 360 and 390 px, with unread chat and the chat window open', async () => {
    const { admin } = team;
    await adaSendsAMessage();
    const { project } = (await api(admin, 'POST', '/projects', {
      name: `Frame project ${Date.now()}`,
    })) as {
      project: { id: string };
    };
    const documentName = `frame-${Date.now()}.html`;
    await api(admin, 'PUT', '/filemanager/document', {
      folder: '',
      name: documentName,
      content: '<p>Frame</p>',
      expectedVersion: null,
    });
    signedInPaths = [
      '/dash',
      '/inbox',
      '/tasks',
      '/notes',
      '/calendar',
      '/projects',
      `/projects/${project.id}`,
      '/documents',
      `/documents/edit?path=${documentName}`,
      ...SETTINGS_PAGES.map((settingsPage) => `/settings/${settingsPage.id}`),
      '/settings/pos',
      '/chat',
      '/mail',
      '/contacts',
      '/phone',
      '/pos/create-order-pos',
      '/pos/board',
    ];
    const orgSlug = (
      (await api(admin, 'GET', '/user/me')) as { user: { organizationSlug: string } }
    ).user.organizationSlug;

    // Ben, who has unread chat, browses on a phone; the admin-only pages show him their notice.
    const ben = team.member;
    const tooWide: string[] = [];
    for (const width of PHONE_WIDTHS) {
      await ben.setViewportSize({ width, height: 740 });
      await openAndSettle(ben, '/dash');
      await ben.getByTestId('phone-bottom-bar').getByTestId('unread-badge').waitFor();

      for (const path of signedInPaths) {
        await openAndSettle(ben, path);
        const overflow = await overflowOf(ben);
        if (overflow > 0) tooWide.push(`${width} ${path}: +${overflow}px`);
      }
    }

    // The floating chat window, opened on a thread (which reads it, so after the pages above).
    for (const width of PHONE_WIDTHS) {
      await ben.setViewportSize({ width, height: 740 });
      await openAndSettle(ben, '/dash');
      await ben.getByRole('button', { name: shellMessages.topBar.openChat }).click();
      const chatWindow = ben.getByTestId('floating-chat-window');
      const composer = chatWindow.getByRole('textbox', {
        name: chatMessages.composer.label,
        exact: true,
      });
      const room = chatWindow.getByRole('button', { name: /Frame room/ }).first();
      // The window reopens where it was left: on the thread after the first width.
      await composer.or(room).first().waitFor();
      if (await room.isVisible()) {
        await room.click();
        await chatWindow
          .getByRole('button', { name: /Frame thread/ })
          .first()
          .click();
      }
      // Close button and composer on screen.
      await composer.waitFor();
      for (const part of [
        chatWindow.getByRole('button', { name: chatMessages.window.close }),
        composer,
      ]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(box!.y + box!.height).toBeLessThanOrEqual(740);
      }
      // It sits above the bottom bar, not under or over it.
      const bar = await ben.getByTestId('phone-bottom-bar').boundingBox();
      const windowBox = await chatWindow.boundingBox();
      expect(windowBox!.y + windowBox!.height).toBeLessThanOrEqual(bar!.y + 1);
      if ((await overflowOf(ben)) > 0) tooWide.push(`${width}: chat window`);
      await saveScreenshot(ben, `phone-${width}-chat-window`);
      await chatWindow.getByRole('button', { name: chatMessages.window.close }).click();
      await chatWindow.waitFor({ state: 'detached' });
    }

    const { context, page: visitor } = await openContext(team.browser, inject('baseUrl'));
    for (const width of PHONE_WIDTHS) {
      await visitor.setViewportSize({ width, height: 740 });
      for (const path of ['/', '/login', '/register', `/pos/orders/${orgSlug}`]) {
        await openAndSettle(visitor, path);
        const overflow = await overflowOf(visitor);
        if (overflow > 0) tooWide.push(`${width} ${path}: +${overflow}px`);
      }
    }
    await context.close();
    expect(tooWide).toEqual([]);
  }, 300_000);

  it('every signed-in page starts its H1 at the same left edge and size at 1280 px', async () => {
    const { admin } = team;
    await admin.setViewportSize({ width: 1280, height: 800 });
    const headings: string[] = [];
    for (const path of signedInPaths.filter((path) => !path.startsWith('/documents/edit'))) {
      await openAndSettle(admin, path);
      const h1 = admin.locator('main h1').first();
      const left = Math.round((await h1.boundingBox())!.x);
      const fontSize = await h1.evaluate((element) => getComputedStyle(element).fontSize);
      headings.push(`${path}: ${left}px ${fontSize}`);
    }
    const expected = headings[0]!.replace(/^\S+/, '');
    expect(headings.filter((heading) => heading.replace(/^\S+/, '') !== expected)).toEqual([]);
  }, 180_000);

  it('a phone navigates with a bottom bar of the areas opened most, and More for the rest', async () => {
    const ben = team.member;
    await ben.setViewportSize({ width: 390, height: 740 });
    await ben.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith('ws.nav.areaVisits.')) window.localStorage.removeItem(key);
      }
    });
    await openAndSettle(ben, '/dash');
    const bar = ben.getByTestId('phone-bottom-bar');
    const barLinks = () => bar.getByRole('link').allInnerTexts();
    expect((await barLinks()).map((text) => text.split('\n').at(-1))).toEqual([
      nav.dashboard,
      nav.tasks,
      nav.chat,
      nav.calendar,
    ]);
    // The desktop tab strip is gone (the bar's unread badge is checked in the journey above).
    expect(await ben.getByRole('navigation', { name: nav.label }).count()).toBe(1);

    // The page is padded clear of the bar.
    const padding = await ben
      .locator('main')
      .evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual((await bar.boundingBox())!.height - 1);

    // By keyboard: More opens the rest; choosing Mail goes there and marks More.
    const more = bar.getByRole('button', { name: nav.moreLabel });
    await more.focus();
    await ben.keyboard.press('Enter');
    const menu = ben.getByRole('menu', { name: nav.moreLabel });
    await menu.getByRole('menuitem', { name: nav.notes }).waitFor();
    await saveScreenshot(ben, 'phone-390-bottom-bar-more');
    await menu.getByRole('menuitem', { name: nav.mail }).focus();
    await ben.keyboard.press('Enter');
    await ben.waitForURL('**/mail');

    // Mail, opened most from now on, takes a place on the bar after a reload.
    for (let visit = 0; visit < 5; visit++) await openAndSettle(ben, '/mail');
    await ben.reload();
    await bar.getByRole('link', { name: nav.mail }).waitFor();
    expect((await barLinks()).map((text) => text.split('\n').at(-1))[0]).toBe(nav.mail);
    expect(await bar.getByRole('link', { name: nav.mail }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
