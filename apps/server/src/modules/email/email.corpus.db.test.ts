import { execFileSync } from 'node:child_process';
import { emailContentResponseSchema, type EmailContent } from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { imapAs } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

/**
 * A MIME corpus the test generates (python3's codecs write the legacy charsets), read by the
 * product through a real dovecot and compared with what python3's email package reads from
 * the same bytes: subjects and senders (encoded words), the text, the HTML, attachment names
 * and inline images. For the two repairs python3 does not make (text with no subtype is
 * text/plain to it already; a charset only in <meta> it does not read), the reference decodes
 * the part's bytes with the charset the <meta> names.
 */
const CORPUS_SCRIPT = String.raw`
import base64, email, email.policy, json, quopri, re, sys

def qp(data):
    return quopri.encodestring(data).decode('ascii')

def b64(data):
    return base64.encodebytes(data).decode('ascii')

def words(text, charset, kind='B'):
    data = text.encode(charset)
    if kind == 'B':
        return '=?%s?B?%s?=' % (charset, base64.b64encode(data).decode('ascii'))
    return '=?%s?Q?%s?=' % (charset, ''.join(
        chr(b) if (48 <= b < 58 or 65 <= b < 91 or 97 <= b < 123) else '=%02X' % b for b in data))

def message(key, subject, body, from_='Sender <sender@example.com>', extra=''):
    head = ('From: %s\r\nTo: dee@example.com\r\nSubject: %s\r\nDate: Mon, 2 Mar 2026 10:%02d:00 +0000\r\n'
            'Message-ID: <corpus-%s@example.com>\r\nMIME-Version: 1.0\r\n%s') % (from_, subject, len(key), key, extra)
    return head.encode('latin1') + body

def part(headers, body):
    return ('\r\n'.join(headers) + '\r\n\r\n').encode('latin1') + body

def multipart(kind, boundary, parts, close=True):
    out = b'Content-Type: multipart/%s; boundary="%s"\r\n\r\nPreamble.\r\n' % (kind.encode(), boundary.encode())
    for p in parts:
        out += b'--' + boundary.encode() + b'\r\n' + p + b'\r\n'
    if close:
        out += b'--' + boundary.encode() + b'--\r\n'
    return out

PNG = base64.b64decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==')
corpus = {}
corpus['utf8-words'] = message('utf8-words', words('Résumé — déjà vu ✓', 'utf-8'),
    b'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' + 'Naïve café, smörgåsbord ✓ 🎉\r\n'.encode('utf-8'),
    from_=words('Zoë Ångström', 'utf-8') + ' <zoe@example.com>')
corpus['latin1-qp'] = message('latin1-qp', words('Grüße aus Köln', 'iso-8859-1', 'Q'),
    b'Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n' + qp('Grüße aus Köln, café à la crème.\r\n'.encode('iso-8859-1')).encode('ascii'))
corpus['cp1252-8bit'] = message('cp1252-8bit', 'Price list',
    b'Content-Type: text/plain; charset=windows-1252\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' + '“Quoted” prices: 5 € – 7 € …\r\n'.encode('windows-1252'))
corpus['shift-jis'] = message('shift-jis', words('会議のお知らせ', 'shift_jis'),
    b'Content-Type: text/plain; charset=shift_jis\r\nContent-Transfer-Encoding: base64\r\n\r\n' + b64('来週の月曜日に会議があります。\r\n'.encode('shift_jis')).encode('ascii'))
corpus['gb2312'] = message('gb2312', words('预算报告', 'gb2312'),
    b'Content-Type: text/plain; charset=gb2312\r\nContent-Transfer-Encoding: base64\r\n\r\n' + b64('请查看附件中的预算报告。\r\n'.encode('gb2312')).encode('ascii'),
    from_=words('王小明', 'gb2312') + ' <wang@example.com>')
corpus['koi8-r'] = message('koi8-r', words('Привет', 'koi8-r', 'Q'),
    b'Content-Type: text/plain; charset=koi8-r\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' + 'Привет, мир! Как дела?\r\n'.encode('koi8-r'))
corpus['big5-html'] = message('big5-html', words('繁體中文', 'big5'),
    b'Content-Type: text/html; charset=big5\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' + '<html><body><p>歡迎使用電子郵件</p></body></html>\r\n'.encode('big5'))
related = multipart('related', 'rel', [
    part(['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable'],
         qp('<p>Logo: <img src="cid:logo@corpus"> Grüße</p>'.encode('utf-8')).encode('ascii')),
    part(['Content-Type: image/png', 'Content-ID: <logo@corpus>', 'Content-Disposition: inline; filename="logo.png"', 'Content-Transfer-Encoding: base64'], b64(PNG).encode('ascii')),
])
alternative = multipart('alternative', 'alt', [
    part(['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'], 'Logo below. Grüße\r\n'.encode('utf-8')),
    related,
])
corpus['nested'] = message('nested', 'Nested parts', multipart('mixed', 'mix', [
    alternative,
    part(['Content-Type: application/pdf', "Content-Disposition: attachment; filename*=utf-8''r%C3%A9sum%C3%A9.pdf", 'Content-Transfer-Encoding: base64'], b64(b'%PDF-1.4 fake').encode('ascii')),
    part(['Content-Type: text/csv; name="=?utf-8?Q?z=C3=BCrich.csv?="', 'Content-Disposition: attachment; filename="=?utf-8?Q?z=C3=BCrich.csv?="'], b'a,b\r\n1,2'),
]))
corpus['text-no-subtype'] = message('text-no-subtype', 'No subtype',
    b'Content-Type: text; charset=utf-8\r\n\r\n' + 'The body is here. Ünïcödé.\r\n'.encode('utf-8'))
corpus['meta-charset'] = message('meta-charset', 'Meta charset',
    b'Content-Type: text/html\r\nContent-Transfer-Encoding: 8bit\r\n\r\n' + '<html><head><meta charset="windows-1252"></head><body><p>Café “crème” 5 €</p></body></html>\r\n'.encode('windows-1252'))
corpus['meta-http-equiv'] = message('meta-http-equiv', 'Meta http-equiv', multipart('alternative', 'mh', [
    part(['Content-Type: text/html', 'Content-Transfer-Encoding: base64'],
         b64('<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"></head><body>日本語のテスト</body></html>'.encode('shift_jis')).encode('ascii')),
]))
corpus['malformed'] = message('malformed', 'Malformed parts', multipart('mixed', 'bad', [
    part(['Content-Type: text/plain; charset=utf-8', 'This line is not a header'], b'Readable text survives.'),
    part(['Content-Type: application/octet-stream', 'Content-Disposition: attachment; filename="broken.bin"', 'Content-Transfer-Encoding: base64'], b'@@@not base64@@@'),
], close=False))

def meta_charset(data):
    m = re.search(rb'<meta[^>]*charset\s*=\s*["\']?\s*([A-Za-z0-9_.:-]+)', data, re.I)
    return m.group(1).decode('ascii') if m else None

def read(raw):
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    out = {'subject': str(msg['subject'] or ''), 'from': None, 'text': None, 'html': None, 'attachments': [], 'inline': []}
    sender = msg['from']
    if sender and sender.addresses:
        out['from'] = {'name': sender.addresses[0].display_name, 'address': sender.addresses[0].addr_spec}
    for p in msg.walk():
        if p.is_multipart():
            continue
        disposition = p.get_content_disposition()
        if p.get('content-id') and disposition != 'attachment':
            out['inline'].append(p.get('content-id').strip('<>'))
            continue
        if disposition == 'attachment' or p.get_filename():
            out['attachments'].append(p.get_filename())
            continue
        kind = p.get_content_type()
        if kind == 'text/plain' and out['text'] is None:
            out['text'] = p.get_content()
        elif kind == 'text/html' and out['html'] is None:
            data = p.get_payload(decode=True)
            charset = p.get_content_charset() or meta_charset(data) or 'us-ascii'
            out['html'] = data.decode(charset, errors='replace')
    return out

json.dump({key: {'raw': base64.b64encode(raw).decode('ascii'), 'reference': read(raw)} for key, raw in corpus.items()}, sys.stdout)
`;

type Reference = {
  subject: string;
  from: { name: string; address: string } | null;
  text: string | null;
  html: string | null;
  attachments: string[];
  inline: string[];
};

const corpus = JSON.parse(
  execFileSync('/usr/bin/python3', ['-c', CORPUS_SCRIPT], { encoding: 'utf8' }),
) as Record<string, { raw: string; reference: Reference }>;

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
/** The words of an HTML document, as a reader sees them. */
const visible = (html: string) =>
  squash(
    html
      .replace(/<head[\s\S]*?<\/head>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  );

const { world, testApp } = useMailWorld();
let token: string;
const read = new Map<string, EmailContent>();

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'eve', 'eve-secret');
  for (const { raw } of Object.values(corpus)) {
    await direct.append('INBOX', Buffer.from(raw, 'base64'));
  }
  await direct.close();
  const owner = await registerOrganization(testApp.app);
  token = owner.token;
  const accountId = (await connectImap(testApp.app, token, imapForm(world, 'eve'))).id;
  await syncSettled(testApp.app);
  const list = await cachedEmails(testApp.app, token, { accountId, limit: 100 });
  for (const summary of list.emails) {
    const response = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${summary.id}`,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const content = emailContentResponseSchema.parse(response.json()).email;
    const key = /^<corpus-(.+)@example\.com>$/.exec(content.messageId ?? '')?.[1];
    if (key) read.set(key, content);
  }
});

describe('a generated MIME corpus read like python3 reads it', () => {
  it('every message of the corpus is cached', () => {
    expect([...read.keys()].sort()).toEqual(Object.keys(corpus).sort());
  });

  it.each(Object.keys(corpus))('%s', (key) => {
    const { reference } = corpus[key]!;
    const email = read.get(key)!;
    expect(email.subject).toBe(reference.subject);
    if (reference.from) expect(email.from).toEqual(reference.from);
    if (reference.text !== null && key === 'malformed') {
      // python3 keeps the line that is not a header as the start of the text; the product
      // drops it as a broken header and shows the rest.
      expect(squash(email.text)).toBe('Readable text survives.');
      expect(squash(reference.text)).toBe('This line is not a header Readable text survives.');
    } else if (reference.text !== null) {
      expect(squash(email.text)).toBe(squash(reference.text));
    }
    if (reference.html !== null) {
      expect(email.html).not.toBeNull();
      expect(visible(email.html!)).toBe(visible(reference.html));
      expect(email.html).not.toContain('\uFFFD');
    }
    const files = email.attachments.filter((attachment) => !attachment.inline);
    expect(files.map((attachment) => attachment.filename).sort()).toEqual(
      [...reference.attachments].sort(),
    );
    const inline = email.attachments.filter((attachment) => attachment.inline);
    expect(inline.map((attachment) => attachment.contentId).sort()).toEqual(
      [...reference.inline].sort(),
    );
  });

  it('the repaired messages say what python3 and the <meta> say', () => {
    expect(squash(read.get('text-no-subtype')!.text)).toBe('The body is here. Ünïcödé.');
    expect(visible(read.get('meta-charset')!.html!)).toBe('Café “crème” 5 €');
    expect(visible(read.get('meta-http-equiv')!.html!)).toBe('日本語のテスト');
    expect(read.get('nested')!.html).toContain('/api/email/attachments/');
  });
});
