import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../server/src/test/oidc-test-provider';
import { authMessages } from '../src/features/auth/auth.messages';
import { ssoMessages } from '../src/features/sso/sso.messages';
import { ssoLinkMessages } from '../src/features/sso/ssoLink.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization, waitForDashboard } from './support/journeys';
import { findFreePort, startServer, type RunningServer } from './support/server';

const settings = ssoMessages.settings;
const signInPage = ssoMessages.signIn;

/**
 * An admin points the organisation at an OpenID Connect provider (a real one, `oidc-provider`,
 * on loopback: this server's outbound guard allows exactly its port), signs out, and a new
 * colleague signs in through the provider's own sign-in form and lands on the dashboard.
 */
describe('Single sign-on', () => {
  let server: RunningServer;
  let provider: TestOidcProvider;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const providerPort = await findFreePort();
    server = await startServer({ OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${providerPort}` });
    // Without PUBLIC_URL the server's own links (the redirect URI among them) name localhost.
    const serverPort = new URL(server.baseUrl).port;
    provider = await startOidcProvider({
      port: providerPort,
      redirectUris: [`http://localhost:${serverPort}/api/user/sso/callback`],
    });
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, server.baseUrl));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await provider?.close();
    await server?.stop();
  });

  it('lets an admin configure the provider, and a new colleague sign in through it', async () => {
    // Made here: a retry registers afresh.
    const admin = makeAccount('Ines');
    const domain = `ines${Date.now().toString(36)}.test`;
    const newcomer = `newcomer@${domain}`;
    await registerOrganization(page, admin);
    await page.goto('/settings/sso');
    const redirectUri = await page.getByLabel(settings.redirectUriLabel).inputValue();
    expect(redirectUri).toMatch(/\/api\/user\/sso\/callback$/);
    await page.getByLabel(settings.issuerLabel).fill(provider.issuer);
    await page.getByLabel(settings.clientIdLabel).fill(provider.clientId);
    await page.getByLabel(settings.clientSecretLabel).fill(provider.clientSecret);
    await page.getByLabel(settings.domainsLabel).fill(domain);
    await page.getByRole('button', { name: settings.save }).click();
    await page.getByText(settings.saved).waitFor();
    // The secret is stored, never shown again.
    await page.getByText(settings.clientSecretKeepHint).waitFor();
    expect(await page.getByLabel(settings.clientSecretLabel).inputValue()).toBe('');
    await saveScreenshot(page, 'desktop-settings-sso');

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: ssoLinkMessages.signInWithSso }).click();
    await page.getByLabel(signInPage.emailLabel).fill(newcomer);
    await page.getByRole('button', { name: signInPage.submit }).click();

    // The provider's own sign-in form, with the e-mail already filled in as the login hint.
    await page.waitForURL(`${provider.issuer}/**`);
    expect(await page.locator('input[name="login"]').inputValue()).toBe(newcomer);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await waitForDashboard(page);
    await page.getByRole('button', { name: authMessages.accountMenu.trigger }).click();
    await page.getByText(admin.organizationName).first().waitFor();
  }, 150_000);
});
