import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditMessages } from '../src/features/audit/audit.messages';
import { auditLinkMessages } from '../src/features/audit/auditLink.messages';
import { authFormMessages } from '../src/features/auth/auth-forms.messages';
import { posMessages } from '../src/features/pos/pos.messages';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { signedInDevicesMessages } from '../src/features/settings/signedInDevices.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { chooseOption, selectButton } from './support/fields';
import {
  makeAccount,
  openAccountMenu,
  registerOrganization,
  waitForDashboard,
} from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const members = settingsMessages.members;
const invite = settingsMessages.invite;
const invitations = settingsMessages.invitations;
const posSettings = posMessages.settings;

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
    await admin.goto('/settings/invitations');
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
    await page.goto('/settings/password');
    await page.getByRole('heading', { name: settingsMessages.password.title }).waitFor();
    const menu = page.getByRole('navigation', { name: settingsMessages.menuLabel });
    expect(await menu.getByRole('link', { name: settingsMessages.pages.members }).count()).toBe(0);
    await page.goto('/settings/members');
    await page.getByText(settingsMessages.notFound).waitFor();
    expect(await page.getByRole('heading', { name: members.title }).count()).toBe(0);
    await context.close();
  });

  it('lists the new member, whose role and access the admin can change, but not their own', async () => {
    await admin.goto('/settings/members');
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
    await admin.goto('/settings/invitations');
    await inviteSection(admin).getByLabel(invite.emailLabel).fill(email);
    await admin.getByRole('button', { name: invite.submit }).click();
    const revoke = admin.getByRole('button', { name: invitations.revokeLabel(email) });
    await revoke.waitFor();

    await revoke.click();

    await admin.getByText(invitations.revoked).waitFor();
    await revoke.waitFor({ state: 'detached' });
  });

  it('signs out another browser of the same account, which must then sign in again', async () => {
    const sessions = signedInDevicesMessages;
    // A second browser signed in as Fay.
    const { context, page: elsewhere } = await openContext(browser, inject('baseUrl'));
    const signedIn = await elsewhere.request.post('/api/user/login', {
      data: { identifier: fay.username, password: fay.password },
      headers: { origin: inject('baseUrl') },
    });
    expect(signedIn.status()).toBe(200);

    await admin.goto('/settings/sessions');
    const list = admin.getByRole('list', { name: sessions.listLabel });
    await list.getByText(sessions.thisDevice).waitFor();
    // Registering and this second sign-in: at least two others besides this one.
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

    await admin.getByRole('button', { name: sessions.signOutOthers }).click();
    await admin.getByRole('dialog').getByRole('button', { name: sessions.signOutOthers }).click();
    await admin.getByText(/^Signed out \d+ other devices?\.$/).waitFor();
    await admin.getByText(sessions.onlyThisOne).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    const afterwards = await elsewhere.request.get('/api/user/me');
    expect(afterwards.status()).toBe(401);
    await context.close();
  });

  it('shows the admin their sign-in and a settings change in the audit log, filtered and as CSV', async () => {
    const { context, page: elsewhere } = await openContext(browser, inject('baseUrl'));
    const signedIn = await elsewhere.request.post('/api/user/login', {
      data: { identifier: fay.username, password: fay.password },
      headers: { origin: inject('baseUrl') },
    });
    expect(signedIn.status()).toBe(200);
    await context.close();

    await admin.goto('/settings');
    await admin
      .getByRole('navigation', { name: settingsMessages.menuLabel })
      .getByRole('link', { name: auditLinkMessages.pageLabel })
      .click();
    await admin.getByRole('heading', { name: auditMessages.title }).waitFor();
    // A settings change made here: how long the log keeps its events.
    await admin.getByLabel(auditMessages.retentionLabel).fill('400');
    await admin.getByRole('button', { name: auditMessages.saveRetention }).click();
    await admin.getByText(auditMessages.retentionSaved).waitFor();

    const table = admin.getByRole('table', { name: auditMessages.tableLabel });
    const rowOf = (action: string) =>
      table.getByRole('row').filter({ has: admin.getByText(action, { exact: true }) });
    const retention = rowOf('audit.retention_changed').first();
    await retention.waitFor();
    expect(await retention.textContent()).toContain(`Fayette ${fay.lastName}`);
    const signIn = rowOf('auth.sign_in').first();
    await signIn.waitFor();
    expect(await signIn.textContent()).toContain(`Fayette ${fay.lastName}`);
    expect(await signIn.textContent()).toContain('127.0.0.1');
    await saveScreenshot(admin, 'desktop-settings-audit-log');

    // Only sign-ins: the retention change leaves the list.
    await chooseOption(admin, admin, auditMessages.kindLabel, auditMessages.kinds.auth);
    await rowOf('audit.retention_changed').waitFor({ state: 'detached' });
    await rowOf('auth.sign_in').first().waitFor();

    // The CSV holds what the filter shows.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: auditMessages.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    // Every cell is quoted (a comma or quote in a name stays in its cell).
    const cells = (line: string) => line.replace(/^"|"$/g, '').split('","');
    expect(cells(lines[0]!)).toEqual([
      'When (UTC)',
      'Action',
      'Actor',
      'Actor e-mail',
      'Target type',
      'Target',
      'Details',
      'IP address',
      'Device',
    ]);
    const signInLine = lines.map(cells).find((line) => line[1] === 'auth.sign_in');
    expect(signInLine?.slice(2, 4)).toEqual([`Fayette ${fay.lastName}`, fay.email]);
    expect(signInLine?.[7]).toBe('127.0.0.1');
    expect(lines.some((line) => line.includes('audit.retention_changed'))).toBe(false);
  });
});

/** Done means of the permission editor: a member granted pos:manage then runs the catalogue. */
describe('The permission editor', () => {
  const team = setUpTwoMembers(makeAccount('Ines'), makeAccount('Jo'));
  const permissions = settingsMessages.permissions;

  it('grants a member pos:manage, who then manages the catalogue', async () => {
    // Before: the member has no point-of-sale page in Settings.
    await team.member.goto('/settings');
    const memberMenu = team.member.getByRole('navigation', { name: settingsMessages.menuLabel });
    await memberMenu.getByRole('link', { name: settingsMessages.pages.profile }).waitFor();
    expect(
      await memberMenu.getByRole('link', { name: settingsMessages.pages['point-of-sale'] }).count(),
    ).toBe(0);

    await team.admin.goto('/settings/members');
    const row = team.admin.getByTestId('member-row').filter({ hasText: '@jo' });
    await row
      .getByRole('button', { name: new RegExp(`^${members.editPermissionsOf('jo')}`) })
      .click();
    const dialog = team.admin.getByRole('dialog');
    await dialog.getByText(permissions.items['pos:manage'].explanation).waitFor();
    await dialog.getByLabel(permissions.items['pos:manage'].label).check();
    await dialog.getByRole('button', { name: permissions.save }).click();
    await dialog.waitFor({ state: 'detached' });

    // The member signs in again to carry the new permission, then adds a product.
    await team.member.reload();
    await team.member.goto('/settings/point-of-sale');
    await team.member.getByRole('link', { name: posSettings.open }).click();
    await team.member.getByRole('heading', { name: posSettings.productsTitle }).waitFor();
    await team.member.getByRole('button', { name: posSettings.addProduct }).click();
    const product = team.member.getByRole('dialog', { name: posSettings.newProduct });
    await product.getByLabel(posSettings.name, { exact: true }).fill('Scone');
    await product.getByLabel(new RegExp(`^${posSettings.price}`)).fill('2.5');
    await product.getByRole('button', { name: posSettings.save }).click();
    await product.waitFor({ state: 'detached' });
    await team.member.getByRole('listitem').filter({ hasText: 'Scone' }).waitFor();
  });
});
