/**
 * Repairs of raw MIME before mailparser reads it, for messages that otherwise read wrong
 * (issue 27). The bytes are handled as latin1 text (one character per byte, so nothing is lost)
 * and only header lines change:
 * - `Content-Type: text` with no subtype (mailparser makes it an attachment named "text" and
 *   the body disappears) reads as text/plain, as RFC 2045 §5.2 suggests for what is unknown;
 * - an HTML part whose Content-Type names no charset but whose <meta charset> or
 *   <meta http-equiv="Content-Type" content="...; charset=..."> does gets that charset in its
 *   header (mailparser would read the bytes as UTF-8), when it is one this runtime decodes.
 * Messages with neither (nearly all) are handed back untouched after two regex tests.
 */

const NO_SUBTYPE = /^content-type:[ \t]*text[ \t]*(;|\r?\n)/im;
/** An HTML part's Content-Type line without a charset (a folded one is checked in full later). */
const HTML_PART = /^content-type:[ \t]*text\/html(?![^\n]*charset)/im;
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{2,40})/i;
/** Parts nested deeper than this are left as they are. */
const MAX_DEPTH = 12;

export function repairMime(raw: Buffer): Buffer {
  const head = raw.subarray(0, Math.min(raw.length, 4_000_000)).toString('latin1');
  const noSubtype = NO_SUBTYPE.test(head);
  if (!noSubtype && !HTML_PART.test(head)) return raw;
  const text = raw.toString('latin1');
  const repaired = repairEntity(text, 0);
  return repaired === text ? raw : Buffer.from(repaired, 'latin1');
}

type Header = { name: string; start: number; end: number; value: string };

/** Header fields of an entity's header block (folded lines joined). */
function headerFields(block: string): Header[] {
  const fields: Header[] = [];
  const pattern = /^([!-9;-~]+)[ \t]*:([^\n]*\n(?:[ \t][^\n]*\n)*)/gm;
  for (const match of block.matchAll(pattern)) {
    fields.push({
      name: match[1]!.toLowerCase(),
      start: match.index!,
      end: match.index! + match[0].length,
      value: match[2]!.replace(/\r?\n[ \t]*/g, ' ').trim(),
    });
  }
  return fields;
}

function param(value: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * The charset an HTML document names in its <meta> (charset= or http-equiv content), when it
 * is one this runtime decodes; null otherwise. For parts whose header names none (Gmail's
 * parts are decoded by gmail-message.ts, not mailparser).
 */
export function metaCharsetOf(html: Buffer): string | null {
  const sniffed = META_CHARSET.exec(html.subarray(0, 64_000).toString('latin1'))?.[1];
  return sniffed && decodable(sniffed) ? sniffed : null;
}

function decodable(charset: string): boolean {
  try {
    new TextDecoder(charset);
    return true;
  } catch {
    return false;
  }
}

/** A part's body as bytes (in latin1 text) after its transfer encoding. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
  }
  if (encoding === 'quoted-printable') {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

function repairEntity(entity: string, depth: number): string {
  const split = /\r?\n\r?\n/.exec(entity);
  // Headers only, or a body that starts right away: the header block is all there is.
  const headerEnd = split ? split.index + split[0].length : entity.length;
  let header = entity.slice(0, headerEnd);
  let body = entity.slice(headerEnd);
  const fields = headerFields(header.endsWith('\n') ? header : `${header}\n`);
  const contentType = fields.find((field) => field.name === 'content-type');
  const type = (contentType?.value.split(';')[0] ?? '').trim().toLowerCase();
  const newline = /\r\n/.test(header) ? '\r\n' : '\n';

  if (contentType && type === 'text') {
    const rest = contentType.value.slice(contentType.value.split(';')[0]!.length);
    header = replaceField(header, contentType, `Content-Type: text/plain${rest}${newline}`);
  } else if (contentType && type === 'text/html' && !param(contentType.value, 'charset')) {
    const encoding = (
      fields.find((field) => field.name === 'content-transfer-encoding')?.value ?? ''
    ).toLowerCase();
    const sniffed = META_CHARSET.exec(decodeBody(body.slice(0, 64_000), encoding))?.[1];
    if (sniffed && decodable(sniffed) && !/^utf-?8$/i.test(sniffed)) {
      header = replaceField(
        header,
        contentType,
        `Content-Type: ${contentType.value}; charset="${sniffed}"${newline}`,
      );
    }
  } else if (depth < MAX_DEPTH && type.startsWith('multipart/') && contentType) {
    const boundary = param(contentType.value, 'boundary');
    if (boundary) body = repairMultipart(body, boundary, depth);
  } else if (depth < MAX_DEPTH && type === 'message/rfc822') {
    body = repairEntity(body, depth + 1);
  }
  return header + body;
}

function replaceField(header: string, field: Header, replacement: string): string {
  return header.slice(0, field.start) + replacement + header.slice(field.end);
}

function repairMultipart(body: string, boundary: string, depth: number): string {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Each delimiter line; the parts are what lies between them.
  const delimiter = new RegExp(`(^|\\r?\\n)--${escaped}(--)?[ \\t]*(?=\\r?\\n|$)`, 'g');
  const pieces: string[] = [];
  let last = 0;
  let inside = false;
  for (const match of body.matchAll(delimiter)) {
    const chunk = body.slice(last, match.index);
    pieces.push(inside ? repairPart(chunk, depth) : chunk);
    pieces.push(match[0]);
    last = match.index! + match[0].length;
    inside = !match[2];
    if (match[2]) break;
  }
  const tail = body.slice(last);
  pieces.push(inside ? repairPart(tail, depth) : tail);
  return pieces.join('');
}

/** A part after its delimiter line: the line break, then the entity. */
function repairPart(chunk: string, depth: number): string {
  const lead = /^\r?\n/.exec(chunk)?.[0] ?? '';
  return lead + repairEntity(chunk.slice(lead.length), depth + 1);
}
