import {
  CONTACTS_MESSAGES,
  type AuthResponse,
  type Contact,
  type DuplicatesResponse,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createContact } from '../../test/contacts-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const merge = (user: AuthResponse, id: string, otherIds: unknown) =>
  call(testApp.app, 'POST', `/contacts/${id}/merge`, { token: user.token, body: { otherIds } });
const get = (user: AuthResponse, id: string) =>
  call(testApp.app, 'GET', `/contacts/${id}`, { token: user.token });
async function duplicates(user: AuthResponse): Promise<DuplicatesResponse> {
  const response = await call(testApp.app, 'GET', '/contacts/duplicates', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const namesOf = (response: DuplicatesResponse) =>
  response.groups.map((group) => ({
    // Two names equal but for case come in either order.
    names: group.contacts.map((contact) => contact.displayName).sort(),
    reasons: group.reasons,
  }));
const notFound = { error: CONTACTS_MESSAGES.notFound, code: 'NOT_FOUND' };

/** Contacts that repeat each other: by number, by address, by name; one stands alone. */
async function repeatingContacts(admin: AuthResponse) {
  const alpha = await createContact(testApp.app, admin, {
    firstName: 'Ann',
    lastName: 'Alpha',
    tags: ['client'],
    phones: [{ label: 'mobile', number: '+15550108001' }],
    emails: [{ label: 'work', address: 'ann@alpha.example' }],
  });
  const beta = await createContact(testApp.app, admin, {
    firstName: '',
    lastName: 'Alpha',
    title: 'CTO',
    notes: 'Prefers mornings',
    tags: ['client', 'board'],
    phones: [
      { label: 'work', number: '(555) 010-8001' },
      { label: 'home', number: '+15550108002' },
    ],
  });
  const gamma = await createContact(testApp.app, admin, {
    firstName: 'A.',
    lastName: 'Alpha',
    emails: [
      { label: '', address: 'ANN@alpha.example' },
      { label: 'home', address: 'ann@home.example' },
    ],
  });
  const sam = await createContact(testApp.app, admin, { firstName: 'Sam', lastName: 'Same' });
  const samToo = await createContact(testApp.app, admin, { firstName: 'sam', lastName: 'same' });
  await createContact(testApp.app, admin, { firstName: 'Lone', lastName: 'Wolf' });
  return { alpha, beta, gamma, sam, samToo };
}

describe('GET /contacts/duplicates', () => {
  it('groups contacts sharing a number, an address or a name; private ones only for their owner', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const { alpha, beta, gamma, sam, samToo } = await repeatingContacts(admin);
    await createContact(testApp.app, admin, {
      firstName: 'Zed',
      lastName: 'Private',
      visibility: 'private',
      phones: [{ number: '+15550108002' }],
    });

    const forColleague = await duplicates(colleague);
    expect(namesOf(forColleague)).toEqual([
      {
        names: ['A. Alpha', 'Alpha', 'Ann Alpha'],
        reasons: [
          { kind: 'phone', value: '+15550108001' },
          { kind: 'email', value: 'ann@alpha.example' },
        ],
      },
      { names: ['Sam Same', 'sam same'], reasons: [{ kind: 'name', value: 'sam same' }] },
    ]);
    const ids = forColleague.groups.map((group) =>
      group.contacts.map((contact) => contact.id).sort(),
    );
    expect(ids).toEqual([[alpha.id, beta.id, gamma.id].sort(), [sam.id, samToo.id].sort()]);

    // The owner also sees the private contact that shares Beta's home number.
    const forOwner = await duplicates(admin);
    expect(namesOf(forOwner)[0]).toEqual({
      names: ['A. Alpha', 'Alpha', 'Ann Alpha', 'Zed Private'],
      reasons: [
        { kind: 'phone', value: '+15550108001' },
        { kind: 'phone', value: '+15550108002' },
        { kind: 'email', value: 'ann@alpha.example' },
      ],
    });

    const stranger = await registerOrganization(testApp.app);
    expect(await duplicates(stranger)).toEqual({ groups: [] });
  });
});

describe('POST /contacts/{id}/merge', () => {
  it('keeps the target, takes the others’ numbers, addresses, tags and empty fields, deletes them', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const { alpha, beta, gamma } = await repeatingContacts(admin);

    const response = await merge(colleague, alpha.id, [beta.id, gamma.id, beta.id]);
    expect(response.statusCode, response.body).toBe(200);
    const merged: Contact = response.json().contact;
    expect(merged).toMatchObject({
      id: alpha.id,
      firstName: 'Ann',
      lastName: 'Alpha',
      displayName: 'Ann Alpha',
      title: 'CTO',
      notes: 'Prefers mornings',
      tags: ['client', 'board'],
      phones: [
        { label: 'mobile', number: '+15550108001' },
        { label: 'home', number: '+15550108002' },
      ],
      emails: [
        { label: 'work', address: 'ann@alpha.example' },
        { label: 'home', address: 'ann@home.example' },
      ],
    });
    expect((await get(admin, beta.id)).json()).toEqual(notFound);
    expect((await get(admin, gamma.id)).json()).toEqual(notFound);
    expect((await get(admin, alpha.id)).json()).toEqual({ contact: merged });
    expect(namesOf(await duplicates(admin))).toEqual([
      { names: ['Sam Same', 'sam same'], reasons: [{ kind: 'name', value: 'sam same' }] },
    ]);
  });

  it('refuses what cannot be merged, and changes nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const shared = await createContact(testApp.app, admin, { firstName: 'Shared' });
    const mine = await createContact(testApp.app, admin, {
      firstName: 'Mine',
      visibility: 'private',
    });
    const foreign = await createContact(testApp.app, stranger, { firstName: 'Foreign' });

    const cases: Array<[AuthResponse, string, unknown, number, object]> = [
      [
        admin,
        shared.id,
        [shared.id],
        400,
        { error: CONTACTS_MESSAGES.mergeWithItself, code: 'VALIDATION_ERROR' },
      ],
      [
        admin,
        shared.id,
        [],
        400,
        { error: CONTACTS_MESSAGES.mergeOthersRequired, code: 'VALIDATION_ERROR' },
      ],
      [
        admin,
        mine.id,
        [shared.id],
        400,
        { error: CONTACTS_MESSAGES.mergeSharedIntoPrivate, code: 'BAD_REQUEST' },
      ],
      [colleague, shared.id, [mine.id], 404, notFound],
      [colleague, mine.id, [shared.id], 404, notFound],
      [admin, shared.id, [foreign.id], 404, notFound],
      [stranger, foreign.id, [shared.id], 404, notFound],
      [admin, shared.id, ['nope'], 404, notFound],
    ];
    for (const [user, target, otherIds, status, body] of cases) {
      const response = await merge(user, target, otherIds);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual(body);
    }
    expect((await get(admin, shared.id)).json()).toEqual({ contact: shared });
    expect((await get(admin, mine.id)).json()).toEqual({ contact: mine });
    expect((await get(stranger, foreign.id)).json()).toEqual({ contact: foreign });

    // A private contact may go into a shared one.
    const into = await merge(admin, shared.id, [mine.id]);
    expect(into.statusCode, into.body).toBe(200);
    expect((await get(admin, mine.id)).json()).toEqual(notFound);
  });
});
