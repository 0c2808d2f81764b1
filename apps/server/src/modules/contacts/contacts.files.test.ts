import type { Contact } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { decodeImportFile } from './contacts.exchange.js';
import { parseContactsCsv, writeContactsCsv } from './csv.js';
import { isVcardText, parseVcards, splitCards, writeVcards } from './vcard.js';

const contact: Contact = {
  id: '5d1c0b7e-0000-4000-8000-000000000001',
  kind: 'person',
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'Ann Lee',
  company: '',
  title: '',
  notes: '',
  tags: ['a; b', 'c'],
  visibility: 'shared',
  ownerId: 'owner',
  owner: { id: 'owner', username: 'owner', firstName: 'O', lastName: 'W' },
  phones: [
    { label: 'Front: desk', number: '+15550102000' },
    { label: 'Assistant line', number: '+442079460958' },
  ],
  emails: [{ label: '', address: 'ann@lee.example' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('vCard', () => {
  it('tells a vCard file by its first line', () => {
    expect(isVcardText('\r\nBEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(isVcardText('begin:vcard\n')).toBe(true);
    expect(isVcardText('First Name,BEGIN:VCARD\n')).toBe(false);
  });

  it('splits cards, keeping an unfinished last one', () => {
    expect(splitCards('junk\nBEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nFN:B\n')).toEqual([
      'BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n',
      'BEGIN:VCARD\r\nFN:B\r\n',
    ]);
  });

  it('labels numbers and addresses by their TYPE, ignoring how-types', () => {
    const [card] = parseVcards(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Jo Bloggs',
        'TEL;TYPE=VOICE,PREF:1',
        'TEL;TYPE=WORK;TYPE=FAX:2',
        'TEL;TYPE=iPhone:3',
        'TEL;TYPE=x-custom:4',
        'EMAIL;TYPE=INTERNET,PREF:jo@example.org',
        'END:VCARD',
      ].join('\r\n'),
    );
    expect(card).toEqual({
      card: 1,
      fields: expect.objectContaining({
        // No N: the full name's last word is the last name.
        firstName: 'Jo',
        lastName: 'Bloggs',
        phones: [
          { label: '', number: '1' },
          { label: 'fax', number: '2' },
          { label: 'mobile', number: '3' },
          { label: '', number: '4' },
        ],
        emails: [{ label: '', address: 'jo@example.org' }],
      }),
    });
  });

  it('reports a card it cannot read by its number; a one-word name is a first name', () => {
    const cards = parseVcards(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ok\r\nEND:VCARD\r\nBEGIN:VCARD\r\nno colon here\r\nEND:VCARD\r\n',
    );
    expect(cards[0]).toMatchObject({ card: 1, fields: { firstName: 'Ok', lastName: '' } });
    expect(cards[1]).toEqual({ card: 2, error: expect.any(String) });
  });

  it('writes labels that are no single word without a TYPE', () => {
    const text = writeVcards([contact], '4');
    expect(text).toContain('TEL;VALUE=uri:tel:+15550102000\r\n');
    expect(text).toContain('CATEGORIES:a; b,c\r\n');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\n')).toBe(true);
  });
});

describe('CSV', () => {
  it('reads back labels with colons and tags with semicolons from its own export', () => {
    const parsed = parseContactsCsv(writeContactsCsv([contact]));
    expect(parsed).toEqual({
      rows: [
        {
          line: 2,
          fields: {
            kind: 'person',
            firstName: 'Ann',
            lastName: 'Lee',
            company: '',
            title: '',
            notes: '',
            // A tag with a semicolon splits: Outlook separates categories with them.
            tags: ['a', 'b', 'c'],
            phones: [
              { label: 'Front: desk', number: '+15550102000' },
              { label: 'Assistant line', number: '+442079460958' },
            ],
            emails: [{ label: '', address: 'ann@lee.example' }],
          },
        },
      ],
    });
  });

  it('writes formula-looking cells after a quote and reads them back', () => {
    const risky = { ...contact, firstName: '=HYPERLINK("x")', notes: '@SUM(A1)', tags: ['-1'] };
    const text = writeContactsCsv([risky]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`'@SUM(A1)`);
    expect(text).toContain('"Front: desk: +15550102000\nAssistant line: +442079460958"');
    const parsed = parseContactsCsv(text);
    expect(parsed && 'rows' in parsed ? parsed.rows[0]!.fields : null).toMatchObject({
      firstName: '=HYPERLINK("x")',
      notes: '@SUM(A1)',
      tags: ['-1'],
    });
  });

  it('is no contacts CSV without a known column, and says where CSV breaks', () => {
    expect(parseContactsCsv('Foo,Bar\n1,2\n')).toBeNull();
    expect(parseContactsCsv('First Name,Notes\nAnn,"open quote\n')).toEqual({
      error: expect.any(String),
      line: expect.any(Number),
    });
  });

  it('splits a full name when there are no name columns', () => {
    expect(parseContactsCsv('Name,E-mail 1 - Value\nAda King Lovelace,ada@x.org\n')).toEqual({
      rows: [
        {
          line: 2,
          fields: expect.objectContaining({
            firstName: 'Ada King',
            lastName: 'Lovelace',
            emails: [{ label: '', address: 'ada@x.org' }],
          }),
        },
      ],
    });
  });
});

describe('import file text', () => {
  it('reads UTF-8 (byte-order mark dropped), UTF-16 with its mark, else Windows-1252', () => {
    expect(decodeImportFile(Buffer.from('\uFEFFFirst Name\nRené\n'))).toBe('First Name\nRené\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë', 'utf16le')]);
    expect(decodeImportFile(utf16)).toBe('Zoë');
    expect(decodeImportFile(Buffer.from([0x52, 0x65, 0x6e, 0xe9]))).toBe('René');
  });
});
