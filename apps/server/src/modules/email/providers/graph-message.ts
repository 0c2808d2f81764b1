import type { MailAddress } from '@worksphere/contracts';
import { parseMessageIds, textOfHtml } from './mail-http.js';
import type { ParsedAttachment, ParsedMessage } from './mail-provider.js';

type GraphRecipient = { emailAddress?: { name?: string; address?: string } };

/** The parts of a Graph message resource we read. */
export type GraphMessage = {
  id: string;
  subject?: string | null;
  bodyPreview?: string;
  body?: { contentType?: string; content?: string };
  from?: GraphRecipient | null;
  toRecipients?: GraphRecipient[];
  ccRecipients?: GraphRecipient[];
  bccRecipients?: GraphRecipient[];
  replyTo?: GraphRecipient[];
  receivedDateTime?: string;
  sentDateTime?: string;
  isRead?: boolean;
  isDraft?: boolean;
  importance?: 'low' | 'normal' | 'high';
  flag?: { flagStatus?: 'notFlagged' | 'flagged' | 'complete' };
  conversationId?: string;
  internetMessageId?: string;
  internetMessageHeaders?: { name: string; value: string }[];
  hasAttachments?: boolean;
  parentFolderId?: string;
  '@removed'?: { reason?: string };
};

/** The parts of a Graph fileAttachment we read. */
export type GraphAttachment = {
  '@odata.type'?: string;
  id: string;
  name?: string;
  contentType?: string | null;
  size?: number;
  isInline?: boolean;
  contentId?: string | null;
  contentBytes?: string;
};

/** What sync and reads ask Graph for: everything the parsed shape needs, body included. */
export const GRAPH_MESSAGE_FIELDS = [
  'id',
  'subject',
  'bodyPreview',
  'body',
  'from',
  'toRecipients',
  'ccRecipients',
  'bccRecipients',
  'replyTo',
  'receivedDateTime',
  'sentDateTime',
  'isRead',
  'isDraft',
  'importance',
  'flag',
  'conversationId',
  'internetMessageId',
  'internetMessageHeaders',
  'hasAttachments',
  'parentFolderId',
].join(',');

/** Search hits: the same without the body. */
export const GRAPH_SUMMARY_FIELDS = GRAPH_MESSAGE_FIELDS.replace(',body,', ',');

const address = (recipient: GraphRecipient | null | undefined): MailAddress | null =>
  recipient?.emailAddress?.address
    ? { name: recipient.emailAddress.name ?? '', address: recipient.emailAddress.address }
    : null;
const addresses = (list: GraphRecipient[] | undefined) =>
  (list ?? []).map(address).filter((entry): entry is MailAddress => entry !== null);

/** Important for us: flagged, or sent with high importance. */
export const isGraphImportant = (message: GraphMessage) =>
  message.flag?.flagStatus === 'flagged' || message.importance === 'high';

/**
 * An attachment as the parsed shape. An item attachment (an attached mail or event) has no
 * bytes in Graph's JSON: it is downloaded from /attachments/{id}/$value (the mail's MIME) and
 * offered as an .eml file.
 */
export function fromGraphAttachment(attachment: GraphAttachment): ParsedAttachment {
  const item = /itemAttachment$/i.test(attachment['@odata.type'] ?? '');
  const name = attachment.name || 'attachment';
  return {
    key: attachment.id,
    filename: item && !/\.[a-z0-9]{2,5}$/i.test(name) ? `${name}.eml` : name,
    contentType: attachment.contentType || (item ? 'message/rfc822' : 'application/octet-stream'),
    size: attachment.size ?? 0,
    contentId: attachment.contentId?.replace(/^<|>$/g, '') || null,
    inline: Boolean(attachment.isInline),
    content: attachment.contentBytes ? Buffer.from(attachment.contentBytes, 'base64') : null,
  };
}

/** A Graph message in the providers' parsed shape; attachments are added by the caller. */
export function fromGraphMessage(
  message: GraphMessage,
  folder: string,
  bodyIncluded = true,
): ParsedMessage {
  const header = (name: string) =>
    message.internetMessageHeaders?.find((entry) => entry.name.toLowerCase() === name)?.value;
  const isHtml = message.body?.contentType?.toLowerCase() === 'html';
  const content = message.body?.content ?? '';
  const date = Date.parse(message.sentDateTime ?? message.receivedDateTime ?? '');
  return {
    providerId: message.id,
    folder,
    threadId: message.conversationId ?? null,
    messageId: message.internetMessageId ?? null,
    inReplyTo: parseMessageIds(header('in-reply-to'))[0] ?? null,
    references: parseMessageIds(header('references')),
    subject: message.subject ?? '',
    from: address(message.from),
    to: addresses(message.toRecipients),
    cc: addresses(message.ccRecipients),
    bcc: addresses(message.bccRecipients),
    replyTo: addresses(message.replyTo),
    date: Number.isNaN(date) ? new Date() : new Date(date),
    isRead: Boolean(message.isRead),
    isImportant: isGraphImportant(message),
    isDraft: Boolean(message.isDraft),
    html: bodyIncluded && isHtml ? content : null,
    text: bodyIncluded ? (isHtml ? textOfHtml(content) : content) : (message.bodyPreview ?? ''),
    bodyIncluded,
    attachments: [],
    size: Buffer.byteLength(content),
  };
}
