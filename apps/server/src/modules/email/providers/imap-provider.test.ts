import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../../test/dovecot.js';
import { imapAs, rawMessage } from '../../../test/mail-fixtures.js';
import { imapSettingsFrom, testImapLogin } from './imap-connection.js';
import { createImapMailProvider } from './imap-provider.js';
import type { ProviderAccount, SyncCursor } from './mail-provider.js';

let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot({ ada: 'ada-secret', bob: 'bob-secret' });
});
afterAll(async () => dovecot?.stop());

// The test server is on loopback; in the app the outbound guard decides (OUTBOUND_ALLOWED_HOSTS).
const net = { resolve: async (host: string) => host };
const provider = createImapMailProvider(net);

function accountFor(user: string, password: string): ProviderAccount {
  return {
    id: 'account',
    organizationId: 'org',
    accountType: 'imap',
    emailAddress: `${user}@example.com`,
    settings: imapSettingsFrom({
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecurity: 'none',
    }) as unknown as Record<string, unknown>,
    credentials: { kind: 'password', username: user, password },
    credentialStore: { save: async () => undefined, markReconnectNeeded: async () => undefined },
  };
}

describe('IMAP provider against dovecot', () => {
  it('lists folders with roles and counts', async () => {
    const folders = await provider.listFolders(accountFor('ada', 'ada-secret'));
    const byPath = Object.fromEntries(folders.map((folder) => [folder.path, folder]));
    expect(byPath.INBOX).toMatchObject({ role: 'inbox', name: 'Inbox', selectable: true });
    expect(byPath.Sent?.role).toBe('sent');
    expect(byPath.Drafts?.role).toBe('drafts');
    expect(byPath.Archive?.role).toBe('archive');
  });

  it('syncs newest first within the window, resumes from the cursor, then sees new mail and flags', async () => {
    const direct = await imapAs(dovecot, 'bob', 'bob-secret');
    for (let index = 1; index <= 5; index += 1) {
      await direct.append('INBOX', rawMessage({ subject: `Message ${index}` }));
    }
    const account = accountFor('bob', 'bob-secret');
    const first = await provider.syncFolder(account, {
      folder: 'INBOX',
      cursor: null,
      limit: 2,
      initialWindow: 4,
    });
    expect(first.messages.map((message) => message.subject)).toEqual(['Message 4', 'Message 5']);
    expect(first.hasMore).toBe(true);
    const second = await provider.syncFolder(account, {
      folder: 'INBOX',
      cursor: first.cursor,
      limit: 2,
      initialWindow: 4,
    });
    expect(second.messages.map((message) => message.subject)).toEqual(['Message 2', 'Message 3']);
    expect(second.hasMore).toBe(false);

    const newUid = await direct.append('INBOX', rawMessage({ subject: 'Fresh' }));
    await direct.client.mailboxOpen('INBOX');
    await direct.client.messageFlagsAdd('5', ['\\Seen'], { uid: true });
    await direct.client.messageDelete('4', { uid: true });
    const third = await provider.syncFolder(account, {
      folder: 'INBOX',
      cursor: second.cursor as SyncCursor,
      limit: 10,
      initialWindow: 4,
    });
    expect(third.messages.map((message) => message.providerId)).toEqual([String(newUid)]);
    expect(third.flagChanges).toContainEqual({ providerId: '5', isRead: true, isImportant: false });
    const fourth = await provider.syncFolder(account, {
      folder: 'INBOX',
      cursor: third.cursor,
      limit: 10,
      initialWindow: 4,
    });
    expect(fourth.messages).toEqual([]);
    expect(fourth.present).not.toContain('4');
    // CONDSTORE: nothing changed since the third sync, so no flags are fetched again.
    expect(fourth.flagChanges).toEqual([]);
    expect(fourth.unreadCount).toBe(4);
    await direct.close();
  });

  it('a new UIDVALIDITY resets the folder: the cache starts again from the server', async () => {
    const direct = await imapAs(dovecot, 'ada', 'ada-secret');
    await direct.client.mailboxCreate('Projects');
    await direct.append('Projects', rawMessage({ subject: 'Old one' }));
    const account = accountFor('ada', 'ada-secret');
    const request = { folder: 'Projects', limit: 10, initialWindow: 10 };
    const first = await provider.syncFolder(account, { ...request, cursor: null });
    expect(first.messages.map((message) => message.subject)).toEqual(['Old one']);
    await direct.client.mailboxDelete('Projects');
    await direct.client.mailboxCreate('Projects');
    await direct.append('Projects', rawMessage({ subject: 'After the reset' }));
    await direct.close();
    const second = await provider.syncFolder(account, { ...request, cursor: first.cursor });
    expect(second.reset).toBe(true);
    expect(second.messages.map((message) => message.subject)).toEqual(['After the reset']);
  });

  it('says what failed when connecting: login, unreachable, TLS', async () => {
    const settings = imapSettingsFrom({
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecurity: 'none',
    });
    const login = {
      settings,
      username: 'ada',
      password: 'wrong',
      smtpUsername: 'ada',
      smtpPassword: 'wrong',
    };
    await expect(testImapLogin(net, login)).rejects.toMatchObject({ failure: 'imap_login' });
    await expect(
      testImapLogin(net, {
        ...login,
        settings: { ...settings, imap: { ...settings.imap, port: 1 } },
      }),
    ).rejects.toMatchObject({ failure: 'imap_unreachable' });
    await expect(
      testImapLogin(net, {
        ...login,
        password: 'ada-secret',
        settings: { ...settings, imap: { ...settings.imap, security: 'tls' } },
      }),
    ).rejects.toMatchObject({ failure: 'imap_tls' });
  });
});
