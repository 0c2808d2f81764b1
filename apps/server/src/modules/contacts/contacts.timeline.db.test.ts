import {
  CONTACTS_MESSAGES,
  type AuthResponse,
  type ContactTimelineResponse,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addNumber, freshNumber } from '../../test/calls-helpers.js';
import { createContact } from '../../test/contacts-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { createProduct, postOrder } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { connectedAccounts } from '../accounts/accounts.table.js';
import { storeMessages } from '../email/email.store.js';
import { emailFolders } from '../email/email.table.js';
import type { ParsedMessage } from '../email/providers/mail-provider.js';

// No mail polling: the cached messages below are the test's own.
const testApp = useTestApp({ EMAIL_SYNC_INTERVAL_MS: '0' });

async function timeline(user: AuthResponse, contactId: string, query = '') {
  const response = await call(testApp.app, 'GET', `/contacts/${contactId}/timeline${query}`, {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ContactTimelineResponse;
}

/** A personal (not shared) mail account of the user with one message in its cache. */
async function cachedMail(
  user: AuthResponse,
  mail: { subject: string; from: string; to: string; sentAt: string },
) {
  const [account] = await testApp.db
    .insert(connectedAccounts)
    .values({
      organizationId: user.user.organizationId,
      ownerId: user.user.id,
      accountType: 'imap',
      emailAddress: user.user.email,
      shared: false,
    })
    .returning();
  const [folder] = await testApp.db
    .insert(emailFolders)
    .values({
      organizationId: user.user.organizationId,
      accountId: account!.id,
      path: 'INBOX',
      name: 'Inbox',
      role: 'inbox',
    })
    .returning();
  // Stored the way a sync stores what the provider gave.
  const message: ParsedMessage = {
    providerId: '1',
    folder: 'INBOX',
    threadId: null,
    messageId: null,
    inReplyTo: null,
    references: [],
    subject: mail.subject,
    from: { name: '', address: mail.from },
    to: [{ name: 'Someone', address: mail.to }],
    cc: [],
    bcc: [],
    replyTo: [],
    date: new Date(mail.sentAt),
    isRead: true,
    isImportant: false,
    isDraft: false,
    html: null,
    text: 'Hello',
    bodyIncluded: true,
    attachments: [],
    size: 10,
  };
  const [row] = await storeMessages(
    testApp.db,
    '/nonexistent',
    { organizationId: user.user.organizationId, accountId: account!.id, folderId: folder!.id },
    [message],
  );
  return { accountId: account!.id, id: row!.id };
}

describe('GET /contacts/{id}/timeline', () => {
  it('shows calls, SMS, orders and the caller’s own mail with the contact, newest first, paged', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const ours = await addNumber(testApp.app, admin);
    const theirs = freshNumber();
    const national = `(${theirs.slice(2, 5)}) ${theirs.slice(5, 8)}-${theirs.slice(8)}`;
    const contact = await createContact(testApp.app, admin, {
      firstName: 'Tim',
      lastName: 'Line',
      phones: [{ label: 'mobile', number: theirs }],
      emails: [{ label: 'work', address: 'tim@line.example' }],
    });

    const inbound = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: theirs },
    });
    expect(inbound.statusCode, inbound.body).toBe(201);
    const received = await call(testApp.app, 'POST', '/calls/simulate/inbound-sms', {
      token: admin.token,
      body: { from: national, text: 'Running late' },
    });
    expect(received.statusCode, received.body).toBe(201);
    const sent = await call(testApp.app, 'POST', '/calls/message/send', {
      token: admin.token,
      body: { from: ours.number, to: theirs, text: 'No problem' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const product = await createProduct(testApp.app, admin);
    const order = await postOrder(testApp.app, admin, {
      lines: [{ productId: product.id, quantity: 1 }],
      customerName: 'Tim',
      customerPhone: national,
    });
    expect(order.statusCode, order.body).toBe(201);
    // Someone else's order, and a call with another number: not Tim's.
    await postOrder(testApp.app, admin, {
      lines: [{ productId: product.id, quantity: 1 }],
      customerPhone: '+44 20 7946 0958',
    });
    await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: freshNumber() },
    });
    const adminMail = await cachedMail(admin, {
      subject: 'Quote',
      from: 'Tim@Line.example',
      to: admin.user.email,
      sentAt: '2024-01-02T10:00:00Z',
    });
    const colleagueMail = await cachedMail(colleague, {
      subject: '',
      from: colleague.user.email,
      to: 'tim@line.example',
      sentAt: '2024-01-01T10:00:00Z',
    });

    const orderRow = order.json().order;
    const expectedForAdmin = [
      {
        kind: 'posOrder',
        id: orderRow.id,
        at: orderRow.createdAt,
        summary: `Order #${orderRow.number} (new)`,
        link: '/pos/board',
      },
      {
        kind: 'sms',
        id: sent.json().message.id,
        at: sent.json().message.createdAt,
        summary: 'Text sent: No problem',
        link: `/phone?contact=${encodeURIComponent(theirs)}`,
      },
      {
        kind: 'sms',
        id: received.json().message.id,
        at: received.json().message.createdAt,
        summary: 'Text received: Running late',
        link: `/phone?contact=${encodeURIComponent(theirs)}`,
      },
      {
        kind: 'call',
        id: inbound.json().call.id,
        at: inbound.json().call.startedAt,
        summary: CONTACTS_MESSAGES.timelineCallInbound,
        link: `/phone?callId=${inbound.json().call.id}`,
      },
      {
        kind: 'email',
        id: adminMail.id,
        at: '2024-01-02T10:00:00.000Z',
        summary: 'E-mail received: Quote',
        link: `/mail?account=${adminMail.accountId}&message=${adminMail.id}`,
      },
    ];
    expect(await timeline(admin, contact.id)).toEqual({
      items: expectedForAdmin,
      hasMore: false,
    });
    expect(await timeline(admin, contact.id, '?limit=2')).toEqual({
      items: expectedForAdmin.slice(0, 2),
      hasMore: true,
    });
    expect(await timeline(admin, contact.id, '?limit=2&offset=4')).toEqual({
      items: expectedForAdmin.slice(4),
      hasMore: false,
    });

    // The colleague reads their own mailbox, not the admin's; without calls:use or pos:sell
    // they see no calls, texts or orders.
    const colleagueEmail = {
      kind: 'email',
      id: colleagueMail.id,
      at: '2024-01-01T10:00:00.000Z',
      summary: `E-mail sent: ${CONTACTS_MESSAGES.timelineNoSubject}`,
      link: `/mail?account=${colleagueMail.accountId}&message=${colleagueMail.id}`,
    };
    expect((await timeline(colleague, contact.id)).items).toEqual([
      ...expectedForAdmin.slice(0, 4),
      colleagueEmail,
    ]);
    await setPermissions(testApp.app, admin, colleague, ['tasks:edit']);
    expect(await timeline(colleague, contact.id)).toEqual({
      items: [colleagueEmail],
      hasMore: false,
    });
  });

  it('is not found for a colleague’s private contact or another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const secret = await createContact(testApp.app, admin, {
      visibility: 'private',
      phones: [{ number: freshNumber() }],
    });
    const shared = await createContact(testApp.app, admin);
    const notFound = { error: CONTACTS_MESSAGES.notFound, code: 'NOT_FOUND' };
    for (const [user, id] of [
      [colleague, secret.id],
      [stranger, secret.id],
      [stranger, shared.id],
    ] as const) {
      const response = await call(testApp.app, 'GET', `/contacts/${id}/timeline`, {
        token: user.token,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await timeline(admin, secret.id)).toEqual({ items: [], hasMore: false });
  });
});
