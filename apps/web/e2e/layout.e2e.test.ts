import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutMessages } from '../src/app/layouts/layout.messages';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { dashboardMessages } from '../src/features/dashboard/dashboard.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const topBar = shellMessages.topBar;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('public pages', () => {
  it('render with the logged-out header and no app shell', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    for (const path of [
      '/',
      '/login',
      '/register',
      '/recover',
      '/reset-password?token=x',
      '/privacy',
      '/terms',
      // Not the shop's ordering page: it shows the shop, without our header (pos-shop-page.e2e).
    ]) {
      await page.goto(path);
      await page.getByRole('link', { name: layoutMessages.header.login, exact: true }).waitFor();
      expect(
        await page
          .getByRole('link', { name: layoutMessages.header.register, exact: true })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: topBar.openChat }).count()).toBe(0);
    }
    await page.goto('/');
    await saveScreenshot(page, 'desktop-home');
    await page.goto('/privacy');
    await saveScreenshot(page, 'desktop-privacy');
    await context.close();
  });

  it('send a visitor without a session from a signed-in route to /login', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    for (const path of [
      '/dash',
      '/settings',
      '/tasks',
      '/notes',
      '/projects',
      '/chat',
      '/pos/create-order-pos',
      '/no-such-page',
    ]) {
      await page.goto(path);
      // /login remembers the page asked for, so signing in comes back to it (/dash is the default).
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path === '/dash' ? null : path);
    }
    await context.close();
  });
});

describe('signed-in shell on a desktop', () => {
  it('shows the full logo, the quick actions and the add-widget panel', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await registerOrganization(page, makeAccount('Dana'));

    expect(await page.getByRole('button', { name: topBar.back }).isVisible()).toBe(false);
    expect(
      await page.getByRole('link', { name: topBar.logoLabel }).getByText('Worksphere').isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: topBar.addWidget }).click();
    await page.getByTestId('widget-picker').waitFor();
    await saveScreenshot(page, 'desktop-dash-add-widget');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: topBar.openChat }).click();
    await page.getByTestId('floating-chat-window').waitFor();
    const box = await page.getByTestId('floating-chat-window').boundingBox();
    expect(box?.height).toBe(600);
    await saveScreenshot(page, 'desktop-chat-window');
    await page.getByRole('button', { name: topBar.openChat }).click();
    await page.getByTestId('floating-chat-window').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: topBar.quickCalendar }).click();
    const calendarArea = page.getByTestId('quick-calendar-area');
    await calendarArea.waitFor();
    const areaBox = await calendarArea.boundingBox();
    expect(Math.round(areaBox?.height ?? 0)).toBe(Math.round(800 * 0.75));
    await saveScreenshot(page, 'desktop-quick-calendar');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    expect(await page.getByRole('button', { name: topBar.addWidget }).count()).toBe(0);
    await page.goto('/dash?addWidget=true');
    await page.getByRole('dialog', { name: dashboardMessages.picker.title }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: shellMessages.notFound.title }).waitFor();
    await saveScreenshot(page, 'desktop-not-found');
    await context.close();
  });
});

describe('signed-in shell on a phone (375 px)', () => {
  it('shows the back button and the small logo, without horizontal scrolling', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    await page.goto('/');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'phone-home');

    await registerOrganization(page, makeAccount('Eve'));

    expect(await page.getByRole('button', { name: topBar.back }).isVisible()).toBe(true);
    const logo = page.getByRole('link', { name: topBar.logoLabel });
    expect(await logo.getByText('Worksphere').isVisible()).toBe(false);
    expect(await logo.locator('svg').nth(1).isVisible()).toBe(true);
    for (const label of [
      topBar.openChat,
      topBar.quickNote,
      topBar.quickCalendar,
      topBar.quickTask,
      topBar.addWidget,
    ]) {
      expect(await page.getByRole('button', { name: label }).isVisible()).toBe(true);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'phone-dash');

    await page.goto('/settings/members');
    await page.getByRole('heading', { name: settingsMessages.members.title }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'phone-settings');

    await page.getByRole('button', { name: topBar.back }).click();
    await page.waitForURL('**/dash');

    await page.getByRole('button', { name: topBar.openChat }).click();
    await page.getByTestId('floating-chat-window').waitFor();
    await saveScreenshot(page, 'phone-chat-window');
    await context.close();
  });
});
