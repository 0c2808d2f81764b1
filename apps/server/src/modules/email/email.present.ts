import type { EmailAttachment, EmailSummary, MailAddress, MailFolder } from '@worksphere/contracts';
import type { AttachmentRow, FolderRow, SummaryRow } from './email.repo.js';
import type { ParsedMessage } from './providers/mail-provider.js';
import { htmlToText, snippetOf } from './email-html.js';

/** PostgreSQL text cannot hold NUL; mail sometimes does. */
export function storable(value: string): string {
  return value.includes('\u0000') ? value.split('\u0000').join('') : value;
}

const cleanAddresses = (list: MailAddress[]) =>
  list.map((entry) => ({ name: storable(entry.name), address: storable(entry.address) }));

export function presentFolder(row: FolderRow): MailFolder {
  return {
    id: row.id,
    accountId: row.accountId,
    path: row.path,
    name: row.name,
    role: row.role,
    unreadCount: row.unreadCount,
    totalCount: row.totalCount,
    syncedAt: row.syncedAt?.toISOString() ?? null,
  };
}

export function presentSummary(row: SummaryRow, folderPath: string): EmailSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    folder: folderPath,
    subject: row.subject,
    from: row.fromAddress || row.fromName ? { name: row.fromName, address: row.fromAddress } : null,
    to: row.toList,
    cc: row.ccList,
    snippet: row.snippet,
    date: row.sentAt.toISOString(),
    isRead: row.isRead,
    isImportant: row.isImportant,
    isDraft: row.isDraft,
    hasAttachments: row.hasAttachments,
    threadId: row.threadId,
  };
}

export function attachmentUrl(id: string) {
  return `/api/email/attachments/${id}`;
}

export function presentAttachment(row: AttachmentRow): EmailAttachment {
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    inline: row.inline,
    contentId: row.contentId,
    url: attachmentUrl(row.id),
  };
}

/** The columns of a parsed message as the cache stores them. */
export function messageColumns(message: ParsedMessage) {
  const text = storable(message.text || (message.html ? htmlToText(message.html) : ''));
  const recipients = [...message.to, ...message.cc, ...message.bcc];
  return {
    providerId: message.providerId,
    threadId: message.threadId,
    messageIdHeader: message.messageId ? storable(message.messageId) : null,
    inReplyTo: message.inReplyTo ? storable(message.inReplyTo) : null,
    references: message.references.map(storable),
    subject: storable(message.subject),
    fromName: storable(message.from?.name ?? ''),
    fromAddress: storable(message.from?.address ?? '').toLowerCase(),
    toList: cleanAddresses(message.to),
    ccList: cleanAddresses(message.cc),
    bccList: cleanAddresses(message.bcc),
    replyToList: cleanAddresses(message.replyTo),
    recipientsText: storable(
      recipients.map((entry) => `${entry.name} ${entry.address}`.trim()).join(' '),
    ),
    sentAt: message.date,
    isRead: message.isRead,
    isImportant: message.isImportant,
    isDraft: message.isDraft,
    hasAttachments: message.attachments.some((attachment) => !attachment.inline),
    attachmentNames: storable(
      message.attachments
        .filter((attachment) => !attachment.inline)
        .map((attachment) => attachment.filename)
        .join(' '),
    ).slice(0, 5000),
    snippet: snippetOf(text),
    bodyText: text,
    bodyHtml: message.html ? storable(message.html) : null,
    bodyFetched: message.bodyIncluded,
    size: Math.min(message.size, 2_147_483_647),
  };
}
