import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, openContext } from './browser';
import { inviteAndJoin, registerOrganization, type TestAccount } from './journeys';

/** One browser with an admin and an invited member of one organisation, each in their own context. */
export type TwoMembers = {
  browser: Browser;
  admin: Page;
  member: Page;
};

/** Journeys between two members share one setup: register, invite, join, and close it all after. */
export function setUpTwoMembers(adminAccount: TestAccount, memberAccount: TestAccount): TwoMembers {
  const team = {} as TwoMembers;
  let adminContext: BrowserContext | undefined;
  let memberContext: BrowserContext | undefined;

  beforeAll(async () => {
    team.browser = await launchBrowser();
    ({ context: adminContext, page: team.admin } = await openContext(
      team.browser,
      inject('baseUrl'),
    ));
    ({ context: memberContext, page: team.member } = await openContext(
      team.browser,
      inject('baseUrl'),
    ));
    await registerOrganization(team.admin, adminAccount);
    await inviteAndJoin(team.admin, team.member, memberAccount);
  });

  afterAll(async () => {
    await adminContext?.close();
    await memberContext?.close();
    await team.browser?.close();
  });

  return team;
}
