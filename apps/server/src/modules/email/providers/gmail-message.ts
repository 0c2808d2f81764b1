import type { ParsedAttachment, ParsedMessage } from './mail-provider.js';
import { decodeMimeWords, parseAddresses, parseMessageIds, textOfHtml } from './mail-http.js';
import { metaCharsetOf } from './mime-repair.js';

/** The parts of a Gmail API MessagePart we read. */
export type GmailPart = {
  partId?: string;
  mimeType?: string;
  filename?: string;
  headers?: { name: string; value: string }[];
  body?: { size?: number; data?: string; attachmentId?: string };
  parts?: GmailPart[];
};

/** The parts of a Gmail API Message we read. */
export type GmailMessage = {
  id: string;
  threadId?: string;
  labelIds?: string[];
  snippet?: string;
  historyId?: string;
  internalDate?: string;
  sizeEstimate?: number;
  payload?: GmailPart;
};

/** Labels that make a message "important" for us: Gmail's own marker and the user's star. */
export const IMPORTANT_LABELS = ['IMPORTANT', 'STARRED'];

/** Headers a headers-only read (format=metadata) asks for. */
export const METADATA_HEADERS = [
  'From',
  'To',
  'Cc',
  'Bcc',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'In-Reply-To',
  'References',
];

export function headerValue(part: GmailPart | undefined, name: string): string {
  const lower = name.toLowerCase();
  return part?.headers?.find((header) => header.name.toLowerCase() === lower)?.value ?? '';
}

function leaves(part: GmailPart | undefined): GmailPart[] {
  if (!part) return [];
  return part.parts?.length ? part.parts.flatMap(leaves) : [part];
}

/** windows-1252's characters for bytes 0x80-0x9F (where it differs from ISO-8859-1). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
/** Node 20's TextDecoder reads windows-1252 (and its aliases) as ISO-8859-1: 0x80 is not €. */
const latin1Decoder = new TextDecoder('windows-1252');
const decoderIsLatin1 = latin1Decoder.decode(Uint8Array.of(0x80)) !== '€';

function decodeWith(charset: string, bytes: Buffer): string {
  const decoder = new TextDecoder(charset);
  if (decoderIsLatin1 && decoder.encoding === 'windows-1252') {
    return Array.from(bytes, (byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte),
    ).join('');
  }
  return decoder.decode(bytes);
}

/** A text part's characters: its header's charset, else (HTML) its <meta>'s, else UTF-8. */
function decodeText(part: GmailPart): string {
  const bytes = Buffer.from(part.body?.data ?? '', 'base64url');
  const charset =
    /charset="?([^";\s]+)"?/i.exec(headerValue(part, 'content-type'))?.[1] ??
    (part.mimeType === 'text/html' ? metaCharsetOf(bytes) : null) ??
    undefined;
  try {
    return decodeWith(charset ?? 'utf-8', bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const isAttachment = (part: GmailPart) =>
  Boolean(part.filename) || /^attachment/i.test(headerValue(part, 'content-disposition'));

function attachmentOf(part: GmailPart): ParsedAttachment {
  const disposition = headerValue(part, 'content-disposition');
  const contentId = headerValue(part, 'content-id').replace(/^<|>$/g, '');
  return {
    key: part.partId ?? '',
    filename: decodeMimeWords(part.filename || 'attachment'),
    contentType: part.mimeType ?? 'application/octet-stream',
    size: part.body?.size ?? 0,
    contentId: contentId || null,
    inline: /^inline/i.test(disposition),
    content: part.body?.data ? Buffer.from(part.body.data, 'base64url') : null,
  };
}

/**
 * A Gmail message (format=full, or format=metadata for search hits) in the providers' parsed
 * shape. Read = no UNREAD label; important = IMPORTANT or STARRED. Attachments are keyed by
 * their MIME part id, which (unlike Gmail's attachmentId) stays the same between reads.
 */
export function fromGmailMessage(
  message: GmailMessage,
  folder: string,
  bodyIncluded = true,
): ParsedMessage {
  const { payload } = message;
  const labels = new Set(message.labelIds ?? []);
  const all = leaves(payload);
  // `text` with no subtype is plain text (RFC 2045 §5.2), not an attachment to hide.
  const plain = all.find(
    (part) => (part.mimeType === 'text/plain' || part.mimeType === 'text') && !isAttachment(part),
  );
  const htmlPart = all.find((part) => part.mimeType === 'text/html' && !isAttachment(part));
  const html = htmlPart ? decodeText(htmlPart) : null;
  const snippet = textOfHtml(message.snippet ?? '');
  const text = plain ? decodeText(plain) : html ? textOfHtml(html) : bodyIncluded ? '' : snippet;
  const dated = Date.parse(headerValue(payload, 'date'));
  const header = (name: string) => headerValue(payload, name);
  return {
    providerId: message.id,
    folder,
    threadId: message.threadId ?? null,
    messageId: parseMessageIds(header('message-id'))[0] ?? (header('message-id') || null),
    inReplyTo: parseMessageIds(header('in-reply-to'))[0] ?? null,
    references: parseMessageIds(header('references')),
    subject: decodeMimeWords(header('subject')),
    from: parseAddresses(header('from'))[0] ?? null,
    to: parseAddresses(header('to')),
    cc: parseAddresses(header('cc')),
    bcc: parseAddresses(header('bcc')),
    replyTo: parseAddresses(header('reply-to')),
    date: new Date(Number.isNaN(dated) ? Number(message.internalDate ?? Date.now()) : dated),
    isRead: !labels.has('UNREAD'),
    isImportant: IMPORTANT_LABELS.some((label) => labels.has(label)),
    isDraft: labels.has('DRAFT'),
    html,
    text,
    bodyIncluded,
    attachments: all.filter(isAttachment).map(attachmentOf),
    size: message.sizeEstimate ?? 0,
  };
}

/** The text and HTML parts that make the body (not attachments). */
export function bodyParts(part: GmailPart | undefined): GmailPart[] {
  return leaves(part).filter(
    (leaf) =>
      (leaf.mimeType === 'text/plain' || leaf.mimeType === 'text/html') && !isAttachment(leaf),
  );
}

/** The MIME part with this id, for an attachment asked for later. */
export function findPart(part: GmailPart | undefined, partId: string): GmailPart | undefined {
  if (!part) return undefined;
  if ((part.partId ?? '') === partId) return part;
  for (const child of part.parts ?? []) {
    const found = findPart(child, partId);
    if (found) return found;
  }
  return undefined;
}
