import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authFormMessages } from '../src/features/auth/auth-forms.messages';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { chooseOption, selectButton } from './support/fields';
import {
  makeAccount,
  openAccountMenu,
  registerOrganization,
  waitForDashboard,
} from './support/journeys';

const members = settingsMessages.members;
const invite = settingsMessages.invite;
const invitations = settingsMessages.invitations;

const inviteSection = (page: Page) => page.getByRole('region', { name: invite.title });

/** An admin invites a colleague, who joins through the link; the admin then manages them. */
describe('Profile Settings', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  const fay = makeAccount('Fay');
  const gus = makeAccount('Gus');
  let inviteLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: adminContext, page: admin } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(admin, fay);
  });

  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it('updates the profile', async () => {
    await admin.goto('/settings');
    await admin.getByLabel(authFormMessages.register.firstNameLabel).fill('Fayette');
    await admin.getByRole('button', { name: settingsMessages.profile.save }).click();

    await admin.getByText(settingsMessages.profile.saved).waitFor();
    await admin.goto('/dash');
    await admin.getByRole('heading', { name: /, Fayette$/ }).waitFor();
  });

  it('creates an invitation and shows its absolute link', async () => {
    await admin.goto('/settings');
    await inviteSection(admin).getByLabel(invite.emailLabel).fill(gus.email);
    await admin.getByRole('button', { name: invite.submit }).click();

    const linkField = admin.getByLabel(invite.linkLabel);
    await linkField.waitFor();
    inviteLink = await linkField.inputValue();
    const url = new URL(inviteLink);
    expect(url.origin).toBe(inject('baseUrl'));
    expect(url.pathname).toBe('/register');
    expect(url.searchParams.get('email')).toBe(gus.email);
    await admin
      .getByRole('region', { name: invitations.title })
      .getByText(gus.email, { exact: true })
      .waitFor();
    await saveScreenshot(admin, 'desktop-settings-invitation');
  });

  it('lets the invited person join the organisation through the link', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    await page.goto(inviteLink);
    // The link names the organisation and who invited (Fay renamed herself Fayette above).
    await page
      .getByRole('heading', {
        name: authFormMessages.register.invitedTitle(
          fay.organizationName,
          `Fayette ${fay.lastName}`,
        ),
      })
      .waitFor();
    expect(await page.getByLabel(authFormMessages.register.organizationNameLabel).count()).toBe(0);
    expect(await page.getByLabel(authFormMessages.register.emailLabel).inputValue()).toBe(
      gus.email,
    );

    await page.getByLabel(authFormMessages.register.firstNameLabel).fill(gus.firstName);
    await page.getByLabel(authFormMessages.register.lastNameLabel).fill(gus.lastName);
    await page.getByLabel(authFormMessages.register.usernameLabel).fill(gus.username);
    await page
      .getByLabel(authFormMessages.register.passwordLabel, { exact: true })
      .fill(gus.password);
    await page.getByRole('button', { name: authFormMessages.register.submitJoin }).click();
    await waitForDashboard(page);

    await openAccountMenu(page);
    expect(await page.getByTestId('account-organization').textContent()).toBe(fay.organizationName);
    await page.goto('/settings');
    await page.getByRole('heading', { name: settingsMessages.password.title }).waitFor();
    expect(await page.getByRole('heading', { name: members.title }).count()).toBe(0);
    await context.close();
  });

  it('lists the new member, whose role and access the admin can change, but not their own', async () => {
    await admin.goto('/settings');
    const gusRow = admin.getByTestId('member-row').filter({ hasText: gus.username });
    await gusRow.waitFor();
    const fayRow = admin.getByTestId('member-row').filter({ hasText: fay.username });
    expect(await fayRow.getByRole('switch').isDisabled()).toBe(true);
    expect(await selectButton(fayRow, members.roleOf(fay.username)).isDisabled()).toBe(true);

    await chooseOption(gusRow, admin, members.roleOf(gus.username), members.roles.ADMIN);
    await admin.getByText(members.updated).first().waitFor();
    await gusRow.getByRole('switch', { name: members.activeOf(gus.username) }).click();
    await expect.poll(() => gusRow.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    await admin.reload();
    const reloadedRow = admin.getByTestId('member-row').filter({ hasText: gus.username });
    await reloadedRow.waitFor();
    expect(await selectButton(reloadedRow, members.roleOf(gus.username)).textContent()).toContain(
      members.roles.ADMIN,
    );
    expect(await reloadedRow.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('revokes a pending invitation', async () => {
    const email = makeAccount('Hal').email;
    await inviteSection(admin).getByLabel(invite.emailLabel).fill(email);
    await admin.getByRole('button', { name: invite.submit }).click();
    const revoke = admin.getByRole('button', { name: invitations.revokeLabel(email) });
    await revoke.waitFor();

    await revoke.click();

    await admin.getByText(invitations.revoked).waitFor();
    await revoke.waitFor({ state: 'detached' });
  });
});
