import MailComposer from 'nodemailer/lib/mail-composer';

/** A message as a test writes it into a fake mailbox. */
export type FakeMailInput = {
  from?: string;
  to?: string;
  cc?: string;
  subject?: string;
  text?: string;
  html?: string;
  date?: Date;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  attachments?: { filename: string; contentType: string; content: Buffer | string }[];
};

/** The message in RFC 5322 form, as another mail client would have sent it. */
export function composeMime(input: FakeMailInput): Promise<Buffer> {
  return new MailComposer({
    from: input.from ?? 'Grace Hopper <grace@example.com>',
    to: input.to ?? 'Ada Lovelace <ada@example.com>',
    cc: input.cc,
    subject: input.subject ?? '',
    text: input.text,
    html: input.html,
    date: input.date ?? new Date(),
    messageId: input.messageId,
    inReplyTo: input.inReplyTo,
    references: input.references,
    attachments: input.attachments,
  })
    .compile()
    .build();
}

/** One MIME entity: decoded headers, its body (transfer encoding undone) and its children. */
export type MimePart = {
  headers: { name: string; value: string }[];
  mimeType: string;
  filename: string;
  body: Buffer;
  parts: MimePart[];
};

const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*/g, (_all, _charset, kind: string, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text as string, 'base64').toString('utf8')
      : Buffer.from(
          (text as string)
            .replaceAll('_', ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );

function parameter(header: string, name: string): string {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header);
  if (!match) return '';
  const value = match[2] ?? match[1] ?? '';
  return decodeWords(
    value
      .replace(/^utf-8''/i, '')
      .replace(/%([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

function decodeBody(text: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = text.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < soft.length; index += 1) {
      const hex = soft.slice(index + 1, index + 3);
      if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else bytes.push(soft.charCodeAt(index));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(text, 'latin1');
}

/**
 * A small MIME reader for the fakes (what Gmail does to build `payload`, what Graph does to
 * read a sent MIME message): unfolded, decoded headers, nested multiparts, base64 and
 * quoted-printable bodies.
 */
export function parseMime(raw: Buffer | string): MimePart {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw;
  const split = /\r?\n\r?\n/.exec(text);
  const head = split ? text.slice(0, split.index) : text;
  const rest = split ? text.slice(split.index + split[0].length) : '';
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((line) => line.includes(':'))
    .map((line) => {
      const colon = line.indexOf(':');
      const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
      return { name: line.slice(0, colon).trim(), value: decodeWords(value) };
    });
  const header = (name: string) =>
    headers.find((entry) => entry.name.toLowerCase() === name)?.value ?? '';
  const contentType = header('content-type') || 'text/plain';
  const mimeType = contentType.split(';')[0]!.trim().toLowerCase();
  const filename =
    parameter(header('content-disposition'), 'filename') || parameter(contentType, 'name');
  if (mimeType.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    const sections = rest.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, mimeType, filename, body: Buffer.alloc(0), parts };
  }
  const encoding = header('content-transfer-encoding').toLowerCase();
  const body = decodeBody(rest.replace(/\r?\n$/, ''), encoding);
  return { headers, mimeType, filename, body, parts: [] };
}

/** The first header of that name (case-insensitive), or ''. */
export function headerOf(part: MimePart, name: string): string {
  return part.headers.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.value ?? '';
}

/** Every leaf part, depth first. */
export function leavesOf(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leavesOf) : [part];
}

/** The plain text of a message: its text/plain part, else its HTML without tags. */
export function plainTextOf(part: MimePart): string {
  const leaves = leavesOf(part);
  const plain = leaves.find((leaf) => leaf.mimeType === 'text/plain' && !leaf.filename);
  if (plain) return plain.body.toString('utf8');
  const html = leaves.find((leaf) => leaf.mimeType === 'text/html' && !leaf.filename);
  return html ? html.body.toString('utf8').replace(/<[^>]*>/g, ' ') : '';
}
