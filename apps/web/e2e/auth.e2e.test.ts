import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import {
  makeAccount,
  openAccountMenu,
  readStoredSessions,
  registerOrganization,
  signIn,
} from './support/journeys';

const menu = authMessages.accountMenu;

/**
 * One browser profile walks through the whole saved-sessions story of spec 1 §4, so each step
 * starts where the previous one left off.
 */
describe('sign-in and saved sessions', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ann = makeAccount('Ann');
  const bob = makeAccount('Bob');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    // Bob registers in a browser of his own; Ann later adds his account to hers.
    const other = await openContext(browser, inject('baseUrl'));
    await registerOrganization(other.page, bob);
    await other.context.close();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function expectMenuShows(account: typeof ann) {
    await openAccountMenu(page);
    await expect
      .poll(() => page.getByTestId('account-username').textContent())
      .toBe(account.username);
    expect(await page.getByTestId('account-organization').textContent()).toBe(
      account.organizationName,
    );
    await page.keyboard.press('Escape');
  }

  it('signs up with a new organisation and lands on /dash with the account menu showing the user', async () => {
    await registerOrganization(page, ann);

    expect(new URL(page.url()).pathname).toBe('/dash');
    await page.getByRole('heading', { name: new RegExp(`, ${ann.firstName}$`) }).waitFor();
    await openAccountMenu(page);
    expect(await page.getByText(menu.loggedInAs).textContent()).toContain(ann.username);
    expect(await page.getByTestId('account-organization').textContent()).toBe(ann.organizationName);
    expect(await page.getByText(menu.switchAccount).count()).toBe(0);
    await saveScreenshot(page, 'desktop-dash-account-menu');
    await page.keyboard.press('Escape');
  });

  it('signs out, then signs in again', async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: menu.logout }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.localStorage.getItem('ws.userSessions'))).toBeNull();

    await signIn(page, ann);

    await expectMenuShows(ann);
  });

  it('shows the server error text for a wrong password', async () => {
    await page.goto('/login');
    await page.getByLabel(authMessages.login.identifierLabel).fill(ann.username);
    await page
      .getByLabel(authMessages.login.passwordLabel, { exact: true })
      .fill('not the password');
    await page.getByRole('button', { name: authMessages.login.submit }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe(authMessages.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('adds a second account and lists both under Switch Account, checking the active one', async () => {
    await page.goto('/dash');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: menu.addAnotherAccount }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: authMessages.login.addAccountTitle }).waitFor();

    await signIn(page, bob);

    await openAccountMenu(page);
    const section = page.getByRole('group', { name: menu.switchAccount });
    await section.waitFor();
    const rows = section.getByRole('menuitem');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(ann.username);
    expect(await rows.nth(1).textContent()).toContain(bob.username);
    expect(await rows.nth(1).getByRole('img', { name: menu.activeSession }).count()).toBe(1);
    expect(await rows.nth(0).getByRole('img', { name: menu.activeSession }).count()).toBe(0);
    expect(Object.keys(await readStoredSessions(page))).toHaveLength(2);
    await saveScreenshot(page, 'desktop-switch-account-menu');
  });

  it('switches account, confirms it and shows the other user', async () => {
    const section = page.getByRole('group', { name: menu.switchAccount });
    await section.getByRole('menuitem', { name: new RegExp(ann.username) }).click();

    await page.getByText(authMessages.switchSucceeded).waitFor();
    await page.getByRole('heading', { name: new RegExp(`, ${ann.firstName}$`) }).waitFor();
    await expectMenuShows(ann);
  });

  it('logs out of the active account and falls back to the remaining one', async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: menu.logout }).click();

    await page.waitForURL('**/dash');
    await page.getByRole('heading', { name: new RegExp(`, ${bob.firstName}$`) }).waitFor();
    // Whose session ended and whose is active now, by their full names.
    await page
      .getByText(
        authMessages.signedOutOf(
          `${ann.firstName} ${ann.lastName}`,
          `${bob.firstName} ${bob.lastName}`,
        ),
      )
      .waitFor();
    await expectMenuShows(bob);
    const stored = await readStoredSessions(page);
    expect(Object.values(stored).map((session) => session.username)).toEqual([bob.username]);
  });

  it('logs out of the last account, lands on /login and forgets every saved session', async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: menu.logout }).click();

    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.localStorage.getItem('ws.userSessions'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.goto('/dash');
    await page.waitForURL('**/login');
  });
});
