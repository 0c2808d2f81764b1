import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { twoFactorMessagesEn as messages } from '../src/features/two-factor/twoFactor.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import {
  makeAccount,
  openAccountMenu,
  registerOrganization,
  waitForDashboard,
  type TestAccount,
} from './support/journeys';
import { totpCode } from './support/totp';

/** Password first; the second step of two-factor sign-in follows. */
async function signInWithPassword(page: Page, account: TestAccount) {
  await page.goto('/login');
  await page.getByLabel(authMessages.login.identifierLabel).fill(account.username);
  await page.getByLabel(authMessages.login.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: authMessages.login.submit }).click();
  await page.getByRole('heading', { name: messages.stepTitle }).waitFor();
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: authMessages.accountMenu.logout }).click();
  await page.waitForURL('**/login');
}

/**
 * One user walks the whole story: sets up an authenticator app, signs in again with its code,
 * adds a passkey (Chromium's virtual authenticator) and signs in with it. The page runs on
 * localhost, the server's default public address, which WebAuthn accepts as the site.
 */
describe('two-factor sign-in', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const ann = makeAccount('Ann');
  let secret = '';
  let authenticatorId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost');
    ({ context, page } = await openContext(browser, baseUrl));
    // Each step waits on the server (set-up, passkey ceremonies): generous on a busy machine.
    context.setDefaultTimeout(45_000);
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
    await registerOrganization(page, ann);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('sets up an authenticator app with the key shown, and sees 10 recovery codes', async () => {
    await page.goto('/settings/two-factor');
    await page.getByRole('heading', { name: messages.appTitle }).waitFor();
    await page.getByRole('button', { name: messages.setUp }).click();
    await page.getByRole('img', { name: messages.qrLabel }).waitFor();
    secret = await page
      .getByRole('textbox', { name: messages.secretLabel, exact: true })
      .inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel(messages.codeLabel).fill(totpCode(secret));
    await page.getByRole('button', { name: messages.turnOn }).click();

    const codes = page
      .getByRole('list', { name: messages.recoveryListLabel })
      .getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    expect(await codes.first().textContent()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await saveScreenshot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: messages.savedThem }).click();
    await page.getByText(messages.recoveryLeft(10)).waitFor();
  });

  it('signs out, and signs in again with the password and then the code from the app', async () => {
    await signOut(page);
    await signInWithPassword(page, ann);
    await page.getByText(messages.codePrompt).waitFor();
    // The set-up spent this period's code: the app's next one.
    await page.getByLabel(messages.codeLabel).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: messages.verify }).click();
    await waitForDashboard(page);
  });

  it('adds a passkey, signs out, and signs in with it as the second step', async () => {
    await page.goto('/settings/two-factor');
    await page.getByLabel(messages.passkeyNameLabel).fill('Laptop');
    await page.getByRole('button', { name: messages.addPasskey }).click();
    const passkeys = page.getByRole('list', { name: messages.passkeysListLabel });
    await passkeys.getByText('Laptop').waitFor();

    await signOut(page);
    await signInWithPassword(page, ann);
    await page.getByRole('button', { name: messages.usePasskey }).click();
    await page.getByText(messages.passkeyPrompt).waitFor();
    await page.getByRole('button', { name: messages.usePasskey }).click();
    await waitForDashboard(page);
    // The one credential on the authenticator was used to sign (its counter moved).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.signCount).toBeGreaterThan(0);
  });
});
