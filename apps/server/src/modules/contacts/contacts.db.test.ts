import { CONTACTS_MESSAGES, type AuthResponse, type Contact } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createContact, listAll } from '../../test/contacts-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const post = (user: AuthResponse, body: unknown) =>
  call(testApp.app, 'POST', '/contacts', { token: user.token, body });
const put = (user: AuthResponse, id: string, body: unknown) =>
  call(testApp.app, 'PUT', `/contacts/${id}`, { token: user.token, body });
const get = (user: AuthResponse, id: string) =>
  call(testApp.app, 'GET', `/contacts/${id}`, { token: user.token });
const remove = (user: AuthResponse, id: string) =>
  call(testApp.app, 'DELETE', `/contacts/${id}`, { token: user.token });
const search = async (user: AuthResponse, query: string) => {
  const response = await call(testApp.app, 'GET', `/contacts${query}`, { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { contacts: Contact[]; page: { total: number; limit: number } };
};
const resolve = (user: AuthResponse, body: unknown) =>
  call(testApp.app, 'POST', '/contacts/resolve', { token: user.token, body });
const names = (list: Contact[]) => list.map((contact) => contact.displayName);
const notFound = { error: CONTACTS_MESSAGES.notFound, code: 'NOT_FOUND' };
const invalid = (error: string) => ({ error, code: 'VALIDATION_ERROR' });

describe('POST /contacts', () => {
  it('answers 201 with the contact: numbers by the phone-number rule, addresses lower case', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await post(admin, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      company: 'Navy',
      title: 'Rear admiral',
      notes: 'Met at the conference',
      tags: ['vip', 'vip', 'speaker'],
      phones: [
        { label: 'mobile', number: '(555) 010-2000' },
        { label: 'work', number: '+44 20 7946 0958' },
        { label: 'again', number: '555-010-2000' },
      ],
      emails: [{ label: 'work', address: ' Grace@Navy.MIL ' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      contact: {
        id: expect.any(String),
        kind: 'person',
        firstName: 'Grace',
        lastName: 'Hopper',
        displayName: 'Grace Hopper',
        company: 'Navy',
        title: 'Rear admiral',
        notes: 'Met at the conference',
        tags: ['vip', 'speaker'],
        visibility: 'shared',
        ownerId: admin.user.id,
        owner: {
          id: admin.user.id,
          username: admin.user.username,
          firstName: admin.user.firstName,
          lastName: admin.user.lastName,
        },
        phones: [
          { label: 'mobile', number: '+15550102000' },
          { label: 'work', number: '+442079460958' },
        ],
        emails: [{ label: 'work', address: 'grace@navy.mil' }],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('names a company by its company name', async () => {
    const admin = await registerOrganization(testApp.app);
    const contact = await createContact(testApp.app, admin, {
      kind: 'company',
      firstName: '',
      lastName: '',
      company: 'Acme Ltd',
    });
    expect(contact).toMatchObject({ kind: 'company', displayName: 'Acme Ltd' });
  });

  it('refuses what cannot be a contact with exact messages', async () => {
    const admin = await registerOrganization(testApp.app);
    const cases: Array<[unknown, string]> = [
      [{}, CONTACTS_MESSAGES.nameRequired],
      [{ firstName: '  ', lastName: '' }, CONTACTS_MESSAGES.nameRequired],
      [{ kind: 'company', firstName: 'Ann' }, CONTACTS_MESSAGES.companyNameRequired],
      [{ firstName: 'x'.repeat(201) }, CONTACTS_MESSAGES.nameTooLong],
      [{ firstName: 'Ann', notes: 'x'.repeat(10_001) }, CONTACTS_MESSAGES.notesTooLong],
      [
        { firstName: 'Ann', emails: [{ address: 'not-an-address' }] },
        'emails.0.address: Enter a valid e-mail address.',
      ],
      [{ firstName: 'Ann', phones: [{ number: '' }] }, 'Enter a phone number.'],
      [
        {
          firstName: 'Ann',
          phones: Array.from({ length: 21 }, (_, i) => ({
            number: `+1555010${String(i).padStart(4, '0')}`,
          })),
        },
        CONTACTS_MESSAGES.tooManyPhones,
      ],
      [
        {
          firstName: 'Ann',
          emails: Array.from({ length: 21 }, (_, i) => ({ address: `a${i}@x.org` })),
        },
        CONTACTS_MESSAGES.tooManyEmails,
      ],
      [
        { firstName: 'Ann', phones: [{ label: 'x'.repeat(41), number: '+15550102000' }] },
        CONTACTS_MESSAGES.labelTooLong,
      ],
      [
        { firstName: 'Ann', tags: Array.from({ length: 31 }, (_, i) => `t${i}`) },
        CONTACTS_MESSAGES.tooManyTags,
      ],
    ];
    for (const [body, error] of cases) {
      const response = await post(admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual(invalid(error));
    }
    expect(await listAll(testApp.app, admin)).toEqual([]);
  });
});

describe('GET, PUT, DELETE /contacts/{id}', () => {
  it('reads, changes and removes a contact; the lists it replaces are replaced', async () => {
    const admin = await registerOrganization(testApp.app);
    const contact = await createContact(testApp.app, admin, {
      phones: [{ label: 'home', number: '+15550103000' }],
      tags: ['old'],
    });
    expect((await get(admin, contact.id)).json()).toEqual({ contact });

    const changed = await put(admin, contact.id, {
      lastName: 'Renamed',
      phones: [{ label: 'mobile', number: '555 010 4000' }],
      tags: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().contact).toMatchObject({
      firstName: 'Pat',
      lastName: 'Renamed',
      displayName: 'Pat Renamed',
      phones: [{ label: 'mobile', number: '+15550104000' }],
      tags: [],
      emails: [],
    });

    const blank = await put(admin, contact.id, { firstName: '', lastName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(invalid(CONTACTS_MESSAGES.nameRequired));

    expect((await remove(admin, contact.id)).json()).toEqual({ ok: true });
    expect((await get(admin, contact.id)).json()).toEqual(notFound);
    expect((await remove(admin, contact.id)).json()).toEqual(notFound);
    expect((await get(admin, 'not-an-id')).json()).toEqual(notFound);
  });
});

describe('GET /contacts', () => {
  it('lists by name and finds by a part of the name, company, address or number', async () => {
    const admin = await registerOrganization(testApp.app);
    await createContact(testApp.app, admin, { firstName: 'Zoe', lastName: 'Zimmer' });
    await createContact(testApp.app, admin, {
      firstName: 'adam',
      lastName: 'Apple',
      company: 'Orchard Supplies',
      emails: [{ address: 'adam@orchard.example' }],
      phones: [{ number: '+1 (555) 010-7788' }],
    });
    await createContact(testApp.app, admin, { firstName: 'Mia', lastName: 'Middle' });

    const all = await search(admin, '');
    expect(names(all.contacts)).toEqual(['adam Apple', 'Mia Middle', 'Zoe Zimmer']);
    expect(all.page).toMatchObject({ total: 3, limit: 20 });

    for (const q of ['ad', 'APPLE', 'orchard sup', 'adam@orch', '010-7788', '5550107788']) {
      expect(names((await search(admin, `?q=${encodeURIComponent(q)}`)).contacts), q).toEqual([
        'adam Apple',
      ]);
    }
    expect((await search(admin, '?q=%25')).contacts).toEqual([]);
    // Digits in a text with letters are no number.
    expect((await search(admin, '?q=Zimmer%207788')).contacts).toEqual([]);
    const paged = await search(admin, '?limit=1&offset=1');
    expect(names(paged.contacts)).toEqual(['Mia Middle']);
    expect(paged.page.total).toBe(3);
  });
});

describe('private contacts', () => {
  it('are seen and changed only by their owner', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const secret = await createContact(testApp.app, admin, {
      firstName: 'Secret',
      lastName: 'Source',
      visibility: 'private',
      phones: [{ number: '+15550109999' }],
      emails: [{ address: 'secret@source.example' }],
    });
    const shared = await createContact(testApp.app, admin, { firstName: 'Open', lastName: 'Book' });

    expect(names(await listAll(testApp.app, admin))).toEqual(['Open Book', 'Secret Source']);
    expect(names(await listAll(testApp.app, colleague))).toEqual(['Open Book']);
    expect((await search(colleague, '?q=5550109999')).contacts).toEqual([]);
    expect((await get(colleague, secret.id)).json()).toEqual(notFound);
    expect((await put(colleague, secret.id, { firstName: 'Mine' })).json()).toEqual(notFound);
    expect((await remove(colleague, secret.id)).json()).toEqual(notFound);
    const resolved = await resolve(colleague, {
      numbers: ['+15550109999'],
      emails: ['secret@source.example'],
    });
    expect(resolved.json()).toEqual({ names: {} });

    // A shared contact is everyone's to edit, but only its owner decides who sees it.
    const edited = await put(colleague, shared.id, { title: 'Editor' });
    expect(edited.json().contact.title).toBe('Editor');
    const hidden = await put(colleague, shared.id, { visibility: 'private' });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({
      error: CONTACTS_MESSAGES.visibilityOwnerOnly,
      code: 'FORBIDDEN',
    });
    expect((await get(admin, secret.id)).json().contact.firstName).toBe('Secret');
  });
});

describe('another organisation', () => {
  it('can neither read nor change nor find the contacts', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const contact = await createContact(testApp.app, admin, {
      phones: [{ number: '+15550105555' }],
      emails: [{ address: 'known@one.example' }],
    });
    expect((await get(stranger, contact.id)).json()).toEqual(notFound);
    expect((await put(stranger, contact.id, { firstName: 'Taken' })).json()).toEqual(notFound);
    expect((await remove(stranger, contact.id)).json()).toEqual(notFound);
    expect(await listAll(testApp.app, stranger)).toEqual([]);
    expect(
      (
        await resolve(stranger, { numbers: ['+15550105555'], emails: ['known@one.example'] })
      ).json(),
    ).toEqual({ names: {} });
    const merged = await call(testApp.app, 'POST', `/contacts/${contact.id}/merge`, {
      token: stranger.token,
      body: { otherIds: [contact.id.replace(/.$/, '0')] },
    });
    expect(merged.json()).toEqual(notFound);
    expect((await get(admin, contact.id)).json()).toEqual({ contact });
  });
});

describe('POST /contacts/resolve', () => {
  it('names numbers and addresses as they were sent; the own private contact wins', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const shared = await createContact(testApp.app, admin, {
      firstName: 'Shared',
      lastName: 'Name',
      phones: [{ number: '+15550106000' }],
      emails: [{ address: 'team@acme.example' }],
    });
    const own = await createContact(testApp.app, colleague, {
      firstName: 'My',
      lastName: 'Name',
      visibility: 'private',
      phones: [{ number: '+15550106000' }],
    });
    const response = await resolve(colleague, {
      numbers: ['+15550106000', '(555) 010-6000', 'anonymous', '+15550100000'],
      emails: ['TEAM@acme.example', 'nobody@acme.example', '__proto__'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      names: {
        '+15550106000': { contactId: own.id, name: 'My Name' },
        '(555) 010-6000': { contactId: own.id, name: 'My Name' },
        'TEAM@acme.example': { contactId: shared.id, name: 'Shared Name' },
      },
    });
    const forAdmin = await resolve(admin, { numbers: ['+15550106000'] });
    expect(forAdmin.json()).toEqual({
      names: { '+15550106000': { contactId: shared.id, name: 'Shared Name' } },
    });
    const tooMany = await resolve(admin, { numbers: Array.from({ length: 201 }, () => '1') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(invalid(CONTACTS_MESSAGES.tooManyToResolve));
  });
});
