import { describe, expect, it } from 'vitest';
import { repairMime } from './mime-repair.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('repairMime', () => {
  it('hands a message with nothing to repair back as it is (the same buffer)', () => {
    const raw = latin1(
      'From: a@example.com\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<meta charset="koi8-r"><p>Hi</p>\r\n',
    );
    expect(repairMime(raw)).toBe(raw);
  });

  it('reads a text part with no subtype as text/plain, keeping its parameters', () => {
    const raw = latin1('Subject: x\r\nContent-Type: text; charset=utf-8\r\n\r\nBody\r\n');
    expect(repairMime(raw).toString('latin1')).toBe(
      'Subject: x\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nBody\r\n',
    );
  });

  it('gives an HTML part the charset of its <meta>, also when folded or quoted-printable', () => {
    const raw = latin1(
      [
        'Content-Type: multipart/alternative;',
        '\tboundary="b"',
        '',
        '--b',
        'Content-Type: text/html;',
        '\tformat=flowed',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '<meta http-equiv=3D"Content-Type" content=3D"text/html; charset=3Dkoi8-r">=F0=D2=C9',
        '--b--',
        '',
      ].join('\r\n'),
    );
    const repaired = repairMime(raw).toString('latin1');
    expect(repaired).toContain('Content-Type: text/html; format=flowed; charset="koi8-r"\r\n');
    expect(repaired).toContain('=F0=D2=C9\r\n--b--');
  });

  it('leaves a <meta> charset the runtime cannot decode, and UTF-8, alone', () => {
    for (const charset of ['x-made-up', 'utf-8']) {
      const raw = latin1(`Content-Type: text/html\r\n\r\n<meta charset="${charset}"><p>Hi</p>\r\n`);
      expect(repairMime(raw).toString('latin1')).toBe(raw.toString('latin1'));
    }
  });
});
