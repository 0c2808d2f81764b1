import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

// OAuth configured, so a refusal can only come from the permission.
const testApp = useTestApp({
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  MICROSOFT_CLIENT_ID: 'microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
});

const IMAP = {
  emailAddress: 'sam@mail.example',
  imapHost: 'mail.example',
  username: 'sam',
  password: 'app-pass',
};
const CALDAV = { serverUrl: 'https://dav.example/', username: 'sam', password: 'app-pass' };

/** Every way of connecting an account, as the member's browser would try it. */
function connectAttempts(token: string) {
  return [
    call(testApp.app, 'POST', '/email/accounts/imap', { token, body: IMAP }),
    call(testApp.app, 'POST', '/email/accounts/caldav', { token, body: CALDAV }),
    call(testApp.app, 'POST', '/email/accounts/oauth/gmail/start', { token, body: {} }),
    call(testApp.app, 'POST', '/email/accounts/oauth/outlook/start', { token, body: {} }),
  ];
}

describe('connecting accounts needs email:connect', () => {
  it('refuses IMAP, CalDAV, Google and Microsoft to a member without it, before trying anything', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, []);

    for (const answer of await Promise.all(connectAttempts(member.token))) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({
        error: ACCOUNT_MESSAGES.connectForbidden,
        code: 'FORBIDDEN',
      });
    }
    const accounts = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
      token: member.token,
    });
    expect(
      accounts.json().accounts.filter((a: { accountType: string }) => a.accountType !== 'local'),
    ).toEqual([]);
  });

  it('lets a member holding it through to the provider', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, ['email:connect']);

    const [imap, caldav, gmail, outlook] = await Promise.all(connectAttempts(member.token));
    // The mail and calendar servers of the example domain do not exist: a 400 saying so.
    expect(imap!.statusCode, imap!.body).toBe(400);
    expect(caldav!.statusCode, caldav!.body).toBe(400);
    expect(gmail!.statusCode, gmail!.body).toBe(200);
    expect(gmail!.json().authorizationUrl).toContain('client_id=google-client');
    expect(outlook!.statusCode, outlook!.body).toBe(200);
  });
});
