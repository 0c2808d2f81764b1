import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

/** With REDIS_URL the syncs run as BullMQ jobs (the machine's Redis, as the chat's Redis test). */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const { world, testApp } = useMailWorld(() => ({ REDIS_URL }));

describe('mail sync on BullMQ', () => {
  it('connecting queues the first sync; sync/account queues the next', async () => {
    const direct = await imapAs(world.dovecot, 'ada', 'ada-secret');
    await direct.append('INBOX', rawMessage({ subject: 'Through Redis' }));
    const { token } = await registerOrganization(testApp.app);
    const account = await connectImap(testApp.app, token, imapForm(world, 'ada'));
    await syncSettled(testApp.app);
    expect((await cachedEmails(testApp.app, token)).emails.map((email) => email.subject)).toEqual([
      'Through Redis',
    ]);

    await direct.append('INBOX', rawMessage({ subject: 'Second through Redis' }));
    await direct.close();
    const queued = await call(testApp.app, 'POST', '/email/sync/account', {
      token,
      body: { accountId: account.id },
    });
    expect(queued.statusCode).toBe(202);
    await syncSettled(testApp.app);
    const page = await cachedEmails(testApp.app, token, { accountId: account.id });
    expect(page.emails.map((email) => email.subject).sort()).toEqual([
      'Second through Redis',
      'Through Redis',
    ]);
  });
});
