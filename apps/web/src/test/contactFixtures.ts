import type { Contact } from '@worksphere/contracts';

/** A shared person with one mobile number and one work address. */
export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'contact-1',
    kind: 'person',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    company: 'Analytical Engines',
    title: 'Engineer',
    notes: '',
    tags: [],
    visibility: 'shared',
    ownerId: 'user-1',
    owner: { id: 'user-1', username: 'ada', firstName: 'Ada', lastName: 'Admin' },
    phones: [{ label: 'mobile', number: '+15550102000' }],
    emails: [{ label: 'work', address: 'ada@example.org' }],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
