import { CONTACTS_MESSAGES, type AuthResponse, type Contact } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  createContact,
  exportContacts,
  importContacts,
  listAll,
  postImport,
  runPython,
} from '../../test/contacts-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

/** Two cards written by python3-vobject (another program's vCard 3.0, folded and escaped). */
const WRITE_WITH_VOBJECT = `
import sys, vobject
ada = vobject.vCard()
ada.add('n').value = vobject.vcard.Name(family='Lovelace', given='Ada')
ada.add('fn').value = 'Ada Lovelace'
ada.add('org').value = ['Analytical Engines Ltd', 'Research']
ada.add('title').value = 'Programmer'
ada.add('note').value = 'First program, 1843; a long note that vobject folds over more than one line of the file'
mobile = ada.add('tel'); mobile.value = '+44 20 7946 0958'; mobile.type_param = 'CELL'
work = ada.add('tel'); work.value = '(555) 010-2000'; work.type_paramlist = ['WORK', 'VOICE']
mail = ada.add('email'); mail.value = 'Ada@Engines.example'; mail.type_paramlist = ['INTERNET', 'HOME']
ada.add('categories').value = ['math', 'pioneers']
firm = vobject.vCard()
firm.add('n').value = vobject.vcard.Name()
firm.add('fn').value = 'Babbage & Co'
firm.add('org').value = ['Babbage & Co']
firm.add('x-abshowas').value = 'COMPANY'
sys.stdout.write(ada.serialize() + firm.serialize())
`;

/** Reads a vCard file with python3-vobject; prints what a reader keeps of each card. */
const READ_WITH_VOBJECT = `
import json, sys, vobject
cards = []
for card in vobject.readComponents(sys.stdin.read()):
    n = card.n.value
    cards.append({
        'version': card.version.value,
        'fn': card.fn.value,
        'family': n.family, 'given': n.given,
        'org': card.org.value if hasattr(card, 'org') else None,
        'tels': [[t.value, [v.lower() for v in t.params.get('TYPE', [])]] for t in card.contents.get('tel', [])],
        'emails': [e.value for e in card.contents.get('email', [])],
        'categories': card.categories.value if hasattr(card, 'categories') else [],
        'note': card.note.value if hasattr(card, 'note') else None,
    })
print(json.dumps(cards))
`;

type VobjectCard = {
  version: string;
  fn: string;
  family: string;
  given: string;
  org: string[] | null;
  tels: Array<[string, string[]]>;
  emails: string[];
  categories: string[];
  note: string | null;
};

const summary = (contact: Contact) => ({
  kind: contact.kind,
  firstName: contact.firstName,
  lastName: contact.lastName,
  company: contact.company,
  title: contact.title,
  notes: contact.notes,
  tags: contact.tags,
  phones: contact.phones,
  emails: contact.emails,
});

async function exampleContacts(owner: AuthResponse) {
  await createContact(testApp.app, owner, {
    firstName: 'Grace',
    lastName: 'Hopper, Jr',
    company: 'Navy; Research',
    title: 'Admiral',
    notes: 'Line one\nline two, with commas; and semicolons',
    tags: ['vip', 'speakers'],
    phones: [
      { label: 'mobile', number: '+1 555 010 2000' },
      { label: 'work', number: '+44 20 7946 0958' },
    ],
    emails: [
      { label: 'work', address: 'grace@navy.example' },
      { label: '', address: 'gh@home.example' },
    ],
  });
  await createContact(testApp.app, owner, {
    kind: 'company',
    firstName: '',
    lastName: '',
    company: 'Acme Ltd',
    phones: [{ label: 'main', number: '+15550109000' }],
  });
}

describe('vCard import', () => {
  it('imports a vCard 3.0 file written by python3-vobject', async () => {
    const admin = await registerOrganization(testApp.app);
    const file = await runPython(WRITE_WITH_VOBJECT, '');
    expect(file).toContain('BEGIN:VCARD');
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 2,
      skipped: 0,
      errors: [],
    });
    const [ada, firm] = await listAll(testApp.app, admin);
    expect(summary(ada!)).toEqual({
      kind: 'person',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines Ltd',
      title: 'Programmer',
      notes:
        'First program, 1843; a long note that vobject folds over more than one line of the file',
      tags: ['math', 'pioneers'],
      phones: [
        { label: 'mobile', number: '+442079460958' },
        { label: 'work', number: '+15550102000' },
      ],
      emails: [{ label: 'home', address: 'ada@engines.example' }],
    });
    expect(summary(firm!)).toMatchObject({ kind: 'company', company: 'Babbage & Co' });
    expect(ada!.visibility).toBe('shared');

    // The same file again: every card is an exact duplicate.
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 0,
      skipped: 2,
      errors: [],
    });
  });

  it('imports vCard 4 (tel: URIs, KIND) as private contacts when asked', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const file = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:individual',
      'FN:Linus Example',
      'N:Example;Linus;;;',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+1-555-010-3000',
      'EMAIL;TYPE=work:linus@example.org',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:org',
      'FN:Example Org',
      'ORG:Example Org',
      'END:VCARD',
      '',
    ].join('\r\n');
    expect(await importContacts(testApp.app, admin, file, { visibility: 'private' })).toEqual({
      created: 2,
      skipped: 0,
      errors: [],
    });
    const list = await listAll(testApp.app, admin);
    expect(list.map(summary)).toEqual([
      expect.objectContaining({ kind: 'company', company: 'Example Org' }),
      expect.objectContaining({
        firstName: 'Linus',
        lastName: 'Example',
        phones: [{ label: 'mobile', number: '+15550103000' }],
        emails: [{ label: 'work', address: 'linus@example.org' }],
      }),
    ]);
    expect(list.every((contact) => contact.visibility === 'private')).toBe(true);
    expect(await listAll(testApp.app, colleague)).toEqual([]);
  });

  it('imports nothing when one card is wrong, and says which', async () => {
    const admin = await registerOrganization(testApp.app);
    const file = [
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Good Card\r\nN:Card;Good;;;\r\nEND:VCARD',
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bad Phone\r\nN:Phone;Bad;;;\r\nTEL:12\r\nEMAIL:nope\r\nEND:VCARD',
      'BEGIN:VCARD\r\nVERSION:3.0\r\nTEL:+15550101000\r\nEND:VCARD',
      '',
    ].join('\r\n');
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 0,
      skipped: 0,
      errors: [
        { card: 2, message: 'Phone number “12” is not valid.' },
        { card: 2, message: 'E-mail address “nope” is not valid.' },
        { card: 3, message: CONTACTS_MESSAGES.importNameMissing },
      ],
    });
    expect(await listAll(testApp.app, admin)).toEqual([]);
  });
});

describe('vCard export', () => {
  it('writes vCard 4 and 3 that python3-vobject reads with names, numbers and addresses', async () => {
    const admin = await registerOrganization(testApp.app);
    await exampleContacts(admin);
    for (const [query, version] of [
      ['', '4.0'],
      ['?format=vcf&version=3', '3.0'],
    ] as const) {
      const file = await exportContacts(testApp.app, admin, query);
      const cards = JSON.parse(await runPython(READ_WITH_VOBJECT, file)) as VobjectCard[];
      // vCard 4 writes numbers as tel: URIs (RFC 6350), vCard 3 as text.
      const tel = (number: string) => (version === '4.0' ? `tel:${number}` : number);
      const type = (name: string) => (version === '4.0' ? name : name.toLowerCase());
      expect(cards).toEqual([
        {
          version,
          fn: 'Acme Ltd',
          family: '',
          given: '',
          org: ['Acme Ltd'],
          tels: [[tel('+15550109000'), [type('main')]]],
          emails: [],
          categories: [],
          note: null,
        },
        {
          version,
          fn: 'Grace Hopper, Jr',
          family: 'Hopper, Jr',
          given: 'Grace',
          org: ['Navy; Research'],
          tels: [
            [tel('+15550102000'), [type('cell')]],
            [tel('+442079460958'), [type('work')]],
          ],
          emails: ['grace@navy.example', 'gh@home.example'],
          categories: ['vip', 'speakers'],
          note: 'Line one\nline two, with commas; and semicolons',
        },
      ]);
      // And our own import reads it back as it was.
      const other = await registerOrganization(testApp.app);
      expect(await importContacts(testApp.app, other, file)).toEqual({
        created: 2,
        skipped: 0,
        errors: [],
      });
      expect((await listAll(testApp.app, other)).map(summary)).toEqual(
        (await listAll(testApp.app, admin)).map(summary),
      );
    }
  });

  it('leaves out private contacts of others', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    await createContact(testApp.app, admin, { firstName: 'Hidden', visibility: 'private' });
    await createContact(testApp.app, admin, { firstName: 'Visible' });
    const vcf = await exportContacts(testApp.app, colleague, '?format=vcf');
    const csv = await exportContacts(testApp.app, colleague, '?format=csv');
    expect(vcf).toContain('Visible');
    expect(csv).toContain('Visible');
    expect(vcf).not.toContain('Hidden');
    expect(csv).not.toContain('Hidden');
    const stranger = await registerOrganization(testApp.app);
    expect(await exportContacts(testApp.app, stranger, '?format=vcf')).toBe('');
  });
});

describe('CSV', () => {
  it('imports a Google Contacts export', async () => {
    const admin = await registerOrganization(testApp.app);
    const file = [
      'First Name,Middle Name,Last Name,Organization Name,Organization Title,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
      'Margaret,,Hamilton,NASA,Lead,"Apollo, guidance",* myContacts ::: Space,* Work,margaret@nasa.example,Mobile,+1 555-010-1111 ::: +1 555-010-1112,Work,+44 20 7946 0000',
      'Katherine,,Johnson,,,,,,,,,,',
    ].join('\n');
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 2,
      skipped: 0,
      errors: [],
    });
    const [katherine, margaret] = await listAll(testApp.app, admin);
    expect(summary(margaret!)).toEqual({
      kind: 'person',
      firstName: 'Margaret',
      lastName: 'Hamilton',
      company: 'NASA',
      title: 'Lead',
      notes: 'Apollo, guidance',
      tags: ['Space'],
      phones: [
        { label: 'mobile', number: '+15550101111' },
        { label: 'mobile', number: '+15550101112' },
        { label: 'work', number: '+442079460000' },
      ],
      emails: [{ label: 'work', address: 'margaret@nasa.example' }],
    });
    expect(summary(katherine!)).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson' });
  });

  it('imports an Outlook export', async () => {
    const admin = await registerOrganization(testApp.app);
    const file = [
      '"Title","First Name","Last Name","Company","Job Title","E-mail Address","Mobile Phone","Business Phone","Categories"',
      '"Dr.","Alan","Turing","Bletchley","Cryptanalyst","alan@bletchley.example","(555) 010-4444","555 010 4445","Codes;History"',
    ].join('\r\n');
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 1,
      skipped: 0,
      errors: [],
    });
    expect((await listAll(testApp.app, admin)).map(summary)).toEqual([
      {
        kind: 'person',
        firstName: 'Alan',
        lastName: 'Turing',
        company: 'Bletchley',
        title: 'Cryptanalyst',
        notes: '',
        tags: ['Codes', 'History'],
        phones: [
          { label: 'mobile', number: '+15550104444' },
          { label: 'work', number: '+15550104445' },
        ],
        emails: [{ label: '', address: 'alan@bletchley.example' }],
      },
    ]);
  });

  it('reads back its own export', async () => {
    const admin = await registerOrganization(testApp.app);
    await exampleContacts(admin);
    const file = await exportContacts(testApp.app, admin, '?format=csv');
    expect(file.split('\r\n')[0]).toBe(
      'Kind,First Name,Last Name,Company,Title,Notes,Tags,Visibility,Phones,E-mails',
    );
    const other = await registerOrganization(testApp.app);
    expect(await importContacts(testApp.app, other, file)).toEqual({
      created: 2,
      skipped: 0,
      errors: [],
    });
    expect((await listAll(testApp.app, other)).map(summary)).toEqual(
      (await listAll(testApp.app, admin)).map(summary),
    );
  });

  it('reports the lines it cannot import, and imports none', async () => {
    const admin = await registerOrganization(testApp.app);
    const file =
      'First Name,Last Name,E-mail Address\nAnn,Lee,ann@lee.example\n,,\nBob,,bad@\n,,x@y.example\n';
    expect(await importContacts(testApp.app, admin, file)).toEqual({
      created: 0,
      skipped: 0,
      errors: [
        { line: 4, message: 'E-mail address “bad@” is not valid.' },
        { line: 5, message: CONTACTS_MESSAGES.importNameMissing },
      ],
    });
    expect(await listAll(testApp.app, admin)).toEqual([]);
  });
});

describe('POST /contacts/import refuses', () => {
  it('files that are no contacts, too large, too many, or missing', async () => {
    const admin = await registerOrganization(testApp.app);
    const unknown = await postImport(testApp.app, admin, 'just some text\nnothing else');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual({
      error: CONTACTS_MESSAGES.importFormatUnknown,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });

    const huge = await postImport(testApp.app, admin, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: CONTACTS_MESSAGES.importTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });

    const many = `First Name\n${Array.from({ length: 5001 }, (_, i) => `P${i}`).join('\n')}\n`;
    const tooMany = await postImport(testApp.app, admin, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({
      error: CONTACTS_MESSAGES.importTooManyContacts,
      code: 'PAYLOAD_TOO_LARGE',
    });

    const empty = await postImport(testApp.app, admin, 'First Name,Last Name\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: CONTACTS_MESSAGES.importNoContacts,
      code: 'BAD_REQUEST',
    });

    const missing = await postImport(testApp.app, admin, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: CONTACTS_MESSAGES.importFileMissing,
      code: 'BAD_REQUEST',
    });
    expect(await listAll(testApp.app, admin)).toEqual([]);
  });
});
