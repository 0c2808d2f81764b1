import type { Page } from 'playwright-core';
import { authMessages } from '../../src/features/auth/auth.messages';
import { authFormMessages } from '../../src/features/auth/auth-forms.messages';
import { settingsMessages } from '../../src/features/settings/settings.messages';

let counter = 0;

export type TestAccount = {
  organizationName: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

/** A unique account, so tests never collide on the shared server. */
export function makeAccount(firstName: string): TestAccount {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const lower = firstName.toLowerCase();
  return {
    organizationName: `${firstName} Studio ${suffix}`,
    firstName,
    lastName: 'Tester',
    username: `${lower}_${suffix}`,
    email: `${lower}.${suffix}@example.com`,
    password: 'correct horse battery',
  };
}

const register = authFormMessages.register;
const login = authMessages.login;

/** Registers a new organisation through the form and waits for the dashboard. */
export async function registerOrganization(page: Page, account: TestAccount) {
  await page.goto('/register');
  await page.getByLabel(register.organizationNameLabel).fill(account.organizationName);
  await page.getByLabel(register.firstNameLabel).fill(account.firstName);
  await page.getByLabel(register.lastNameLabel).fill(account.lastName);
  await page.getByLabel(register.usernameLabel).fill(account.username);
  await page.getByLabel(register.emailLabel).fill(account.email);
  await page.getByLabel(register.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: register.submitCreate }).click();
  await waitForDashboard(page);
}

/** Signs in through the form (also used to add another account) and waits for the dashboard. */
export async function signIn(page: Page, account: TestAccount) {
  await page.goto('/login');
  await page.getByLabel(login.identifierLabel).fill(account.username);
  await page.getByLabel(login.passwordLabel, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: login.submit }).click();
  await waitForDashboard(page);
}

/**
 * The URL changes before React has rendered the page; wait for the shell itself. A sign-in or
 * sign-up hashes a password on purpose (about a second, more while another journey runs), and a
 * miss here fails a whole file's set-up, which is not retried: hence the longer wait.
 */
export async function waitForDashboard(page: Page) {
  await page.waitForURL('**/dash', { timeout: DASHBOARD_TIMEOUT_MS });
  await page
    .getByRole('button', { name: authMessages.accountMenu.trigger })
    .waitFor({ timeout: DASHBOARD_TIMEOUT_MS });
}
const DASHBOARD_TIMEOUT_MS = 45_000;

export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: authMessages.accountMenu.trigger }).click();
}

/** ws.userSessions as the page stores it. */
export async function readStoredSessions(
  page: Page,
): Promise<Record<string, { username: string }>> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('ws.userSessions') ?? '{}'));
}

/**
 * The admin on `adminPage` invites `account` from Profile Settings; the invited person joins
 * through the link in a page of their own browser context, and lands on the dashboard.
 */
export async function inviteAndJoin(adminPage: Page, memberPage: Page, account: TestAccount) {
  const invite = settingsMessages.invite;
  await adminPage.goto('/settings/invitations');
  await adminPage
    .getByRole('region', { name: invite.title })
    .getByLabel(invite.emailLabel)
    .fill(account.email);
  await adminPage.getByRole('button', { name: invite.submit }).click();
  const linkField = adminPage.getByLabel(invite.linkLabel);
  await linkField.waitFor();
  const inviteLink = await linkField.inputValue();

  await memberPage.goto(inviteLink);
  await memberPage.getByLabel(register.firstNameLabel).fill(account.firstName);
  await memberPage.getByLabel(register.lastNameLabel).fill(account.lastName);
  await memberPage.getByLabel(register.usernameLabel).fill(account.username);
  await memberPage.getByLabel(register.passwordLabel, { exact: true }).fill(account.password);
  await memberPage.getByRole('button', { name: register.submitJoin }).click();
  await waitForDashboard(memberPage);
}
