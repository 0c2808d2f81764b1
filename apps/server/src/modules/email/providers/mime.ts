import type { MailAddress } from '@worksphere/contracts';
import type * as MailParserModule from 'mailparser';
import type { AddressObject } from 'mailparser';
import type { ParsedAttachment, ParsedMessage } from './mail-provider.js';
import { repairMime } from './mime-repair.js';

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: MailAddress[] = [];
  const walk = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) walk(entry.group);
      else if (entry.address) out.push({ name: entry.name ?? '', address: entry.address });
    }
  };
  for (const item of list) walk(item.value);
  return out;
}

/** Message-ID values without the angle brackets' surroundings kept as they are. */
function ids(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(/\s+/)).filter(Boolean);
}

export type MessageMeta = {
  providerId: string;
  folder: string;
  threadId: string | null;
  isRead: boolean;
  isImportant: boolean;
  isDraft: boolean;
  /** When the server received it: the date for messages without a valid Date header. */
  receivedAt: Date | null;
  size: number;
};

// Loaded on first use: mailparser and its character sets are 1 MB the start does not need.
// Kept once loaded: an import() per message went through the module loader every time.
let mailparser: Promise<typeof MailParserModule> | undefined;

/**
 * Parse raw RFC 822 bytes (mailparser: lenient with broken MIME; cid: links kept so the
 * service can point them at the attachment URLs, not inline data).
 */
export async function parseRawMessage(raw: Buffer, meta: MessageMeta): Promise<ParsedMessage> {
  const { simpleParser } = await (mailparser ??= import('mailparser'));
  const parsed = await simpleParser(repairMime(raw), {
    keepCidLinks: true,
    skipTextToHtml: true,
  });
  const attachments: ParsedAttachment[] = parsed.attachments.map((attachment, index) => ({
    key: attachment.partId ?? String(index + 1),
    filename: attachment.filename ?? `attachment-${index + 1}`,
    contentType: attachment.contentType || 'application/octet-stream',
    size: attachment.size ?? attachment.content.length,
    contentId: attachment.contentId?.replace(/^<|>$/g, '') ?? null,
    inline: attachment.contentDisposition === 'inline' && Boolean(attachment.contentId),
    content: attachment.content,
  }));
  const date =
    parsed.date && !Number.isNaN(parsed.date.getTime())
      ? parsed.date
      : (meta.receivedAt ?? new Date());
  return {
    providerId: meta.providerId,
    folder: meta.folder,
    threadId: meta.threadId,
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: ids(parsed.references),
    subject: parsed.subject ?? '',
    from: addresses(parsed.from)[0] ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    bcc: addresses(parsed.bcc),
    replyTo: addresses(parsed.replyTo),
    date,
    isRead: meta.isRead,
    isImportant: meta.isImportant,
    isDraft: meta.isDraft,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? '',
    bodyIncluded: true,
    attachments,
    size: meta.size || raw.length,
  };
}
