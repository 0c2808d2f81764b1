import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { twoFactorMessagesEn as messages } from '../src/features/two-factor/twoFactor.messages';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { totpCode } from './support/totp';

/** GET /api/tasks as the page would send it: its status and error code. */
async function tasksAnswer(page: Page): Promise<{ status: number; code?: string }> {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('token');
    const response = await fetch('/api/tasks', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: body.code };
  });
}

/**
 * An admin requires two-factor sign-in while a member has the app open: the member's next
 * request is refused by the server (403 TWO_FACTOR_REQUIRED), the app shows the set-up, and
 * once it is on the member works again.
 */
describe('two-factor sign-in required by the organisation', () => {
  const team = setUpTwoMembers(makeAccount('Cleo'), makeAccount('Dan'));

  it('sends a member who has not set it up to the set-up, then back to work', async () => {
    const { admin, member } = team;
    admin.context().setDefaultTimeout(45_000);
    member.context().setDefaultTimeout(45_000);

    await admin.goto('/settings/two-factor');
    await admin.getByRole('switch', { name: messages.policyLabel }).click();
    // The admin has not set it up either: held to the rule at once.
    await admin.getByRole('heading', { name: messages.requiredTitle }).waitFor();

    // The member's page read the rule before it was on; the next page's requests are refused.
    await member
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.tasks })
      .click();
    await member.getByRole('heading', { name: messages.requiredTitle }).waitFor();
    // The server, not only the page, refuses the member's work until the set-up is done.
    const refused = await tasksAnswer(member);
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('TWO_FACTOR_REQUIRED');

    await member.getByRole('button', { name: messages.setUp }).click();
    const secret = await member
      .getByRole('textbox', { name: messages.secretLabel, exact: true })
      .inputValue();
    await member.getByLabel(messages.codeLabel).fill(totpCode(secret));
    await member.getByRole('button', { name: messages.turnOn }).click();
    await member.getByRole('button', { name: messages.savedThem }).click();
    await member.getByRole('button', { name: messages.continueToApp }).click();

    // Back in the app: the shell and the page the member asked for.
    await member.getByRole('button', { name: authMessages.accountMenu.trigger }).waitFor();
    await member.waitForURL((url) => url.pathname === '/tasks');
    expect((await tasksAnswer(member)).status).toBe(200);
  });
});
