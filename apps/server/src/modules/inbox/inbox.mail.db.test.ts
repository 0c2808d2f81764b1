import {
  inboxListResponseSchema,
  inboxMailAccountResponseSchema,
  inboxMailAccountsResponseSchema,
  type AuthResponse,
} from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

/** New mail of the accounts a user chose reaches their Inbox; with real IMAP (dovecot). */
const { world, testApp } = useMailWorld();
const app = () => testApp.app;

let ada: AuthResponse;
let bob: AuthResponse;
let adaAccountId: string;
let bobAccountId: string;

async function mailItems(user: AuthResponse) {
  const response = await call(app(), 'GET', '/inbox?kind=mail', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return inboxListResponseSchema.parse(response.json()).items;
}

async function deliver(user: 'ada' | 'bob', raw: string, flags: string[] = []) {
  const direct = await imapAs(world.dovecot, user, user === 'ada' ? 'ada-secret' : 'bob-secret');
  await direct.append('INBOX', raw, flags);
  await direct.close();
}

async function sync(user: AuthResponse, accountId: string) {
  const response = await call(app(), 'POST', '/email/sync/account', {
    token: user.token,
    body: { accountId },
  });
  expect(response.statusCode, response.body).toBe(202);
  await syncSettled(app());
}

async function choose(user: AuthResponse, accountId: string, inbox: unknown) {
  return call(app(), 'PUT', `/inbox/mail-accounts/${accountId}`, {
    token: user.token,
    body: { inbox },
  });
}

beforeAll(async () => {
  // Mail that was there before the account was connected is the backfill, never news.
  await deliver('ada', rawMessage({ subject: 'From last year' }));
  ada = await registerOrganization(app());
  bob = await addMember(app(), ada);
  await setPermissions(app(), ada, bob, ['email:connect']);
  adaAccountId = (await connectImap(app(), ada.token, imapForm(world, 'ada'))).id;
  bobAccountId = (await connectImap(app(), bob.token, imapForm(world, 'bob'))).id;
  await syncSettled(app());
});

describe('mail in the Inbox', () => {
  it('lists the caller’s own mail accounts, none chosen until the user chooses', async () => {
    const response = await call(app(), 'GET', '/inbox/mail-accounts', { token: ada.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(inboxMailAccountsResponseSchema.parse(response.json()).accounts).toEqual([
      expect.objectContaining({
        accountId: adaAccountId,
        accountType: 'imap',
        emailAddress: 'ada@example.com',
        inbox: false,
      }),
    ]);
    const chosen = await choose(ada, adaAccountId, true);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(inboxMailAccountResponseSchema.parse(chosen.json()).account).toMatchObject({
      accountId: adaAccountId,
      inbox: true,
    });
    const again = await call(app(), 'GET', '/inbox/mail-accounts', { token: ada.token });
    expect(again.json().accounts[0].inbox).toBe(true);
  });

  it('new unread mail from others becomes one item per message, however often it syncs', async () => {
    expect(await mailItems(ada)).toEqual([]);
    await deliver(
      'ada',
      rawMessage({ subject: 'Lunch on Friday?', from: 'Grace Hopper <grace@example.com>' }),
    );
    await deliver('ada', rawMessage({ subject: 'Read on the phone already' }), ['\\Seen']);
    await deliver('ada', rawMessage({ subject: 'Note to self', from: 'Ada <ada@example.com>' }));
    await sync(ada, adaAccountId);
    await sync(ada, adaAccountId);

    const items = await mailItems(ada);
    expect(items).toHaveLength(1);
    const lunch = (await cachedEmails(app(), ada.token, { query: 'Lunch' })).emails[0]!;
    expect(items[0]).toMatchObject({
      kind: 'mail',
      actor: null,
      title: 'New mail from Grace Hopper',
      body: 'Lunch on Friday?',
      subject: {
        type: 'email',
        id: lunch.id,
        link: `/mail?account=${adaAccountId}&message=${lunch.id}`,
      },
    });
  });

  it('an account not chosen (or no longer chosen) sends nothing to the Inbox', async () => {
    await deliver('bob', rawMessage({ subject: 'For Bob', to: 'Bob <bob@example.com>' }));
    await sync(bob, bobAccountId);
    expect((await cachedEmails(app(), bob.token, { query: 'Bob' })).emails).toHaveLength(1);
    expect(await mailItems(bob)).toEqual([]);

    const off = await choose(ada, adaAccountId, false);
    expect(off.json().account.inbox).toBe(false);
    await deliver('ada', rawMessage({ subject: 'After opting out' }));
    await sync(ada, adaAccountId);
    expect((await cachedEmails(app(), ada.token, { query: 'opting' })).emails).toHaveLength(1);
    expect(await mailItems(ada)).toHaveLength(1);
  });

  it('nobody can choose another user’s account, in or out of the organisation', async () => {
    const stranger = await registerOrganization(app());
    for (const user of [stranger, bob]) {
      const listed = await call(app(), 'GET', '/inbox/mail-accounts', { token: user.token });
      expect(
        listed.json().accounts.map((account: { accountId: string }) => account.accountId),
      ).not.toContain(adaAccountId);
      const refused = await choose(user, adaAccountId, true);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'Mail account not found.', code: 'NOT_FOUND' });
    }
    expect((await choose(stranger, 'not-an-id', true)).statusCode).toBe(404);
    const bad = await choose(ada, adaAccountId, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const listed = await call(app(), 'GET', '/inbox/mail-accounts', { token: ada.token });
    expect(listed.json().accounts[0].inbox).toBe(false);
  });
});
