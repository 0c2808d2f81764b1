import { EMAIL_MAX_RECIPIENTS, EMAIL_MESSAGES, type ComposeMode } from '@worksphere/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { AppError, messageError } from '../../platform/errors.js';
import { htmlToText } from './email-html.js';
import type { MessageRow } from './email.repo.js';

export type OutgoingFile = {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set on an inline part (an image in the HTML as cid:). */
  cid?: string;
};

export type ComposeInput = {
  from: { name: string; address: string };
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string | null;
  text: string | null;
  attachments: OutgoingFile[];
  original: MessageRow | null;
  mode: ComposeMode;
};

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Parse "Name <a@b>, c@d" lists into addresses; an invalid one answers 400 naming it. */
export function parseRecipients(values: string[]): Array<{ name: string; address: string }> {
  const out: Array<{ name: string; address: string }> = [];
  for (const value of values) {
    if (!value.trim()) continue;
    const parsed = addressparser(value, { flatten: true }) as Array<{
      name: string;
      address: string;
    }>;
    for (const entry of parsed) {
      if (!entry.address || !EMAIL.test(entry.address)) {
        throw messageError('VALIDATION_ERROR', EMAIL_MESSAGES.recipientInvalid, value.trim());
      }
      out.push({ name: entry.name ?? '', address: entry.address });
    }
  }
  return out;
}

const prefixed = (prefix: string, subject: string) =>
  new RegExp(`^${prefix}:`, 'i').test(subject.trim()) ? subject : `${prefix}: ${subject}`;

/**
 * The recipients, subject and threading headers of a new message, reply, reply-all or
 * forward. Recipients the user left empty on a reply are filled from the original (Reply-To
 * or From; reply-all adds its To and Cc, without the account's own address).
 */
export function resolveCompose(input: ComposeInput) {
  const own = input.from.address.toLowerCase();
  let to = parseRecipients(input.to);
  let cc = parseRecipients(input.cc);
  const bcc = parseRecipients(input.bcc);
  let subject = input.subject;
  const original = input.original;
  let inReplyTo: string | undefined;
  let references: string[] | undefined;
  if (original && (input.mode === 'reply' || input.mode === 'replyAll')) {
    if (to.length === 0 && cc.length === 0) {
      const sender = original.replyToList.length
        ? original.replyToList
        : original.fromAddress
          ? [{ name: original.fromName, address: original.fromAddress }]
          : [];
      to = sender;
      if (input.mode === 'replyAll') {
        const seen = new Set([own, ...to.map((entry) => entry.address.toLowerCase())]);
        cc = [...original.toList, ...original.ccList].filter((entry) => {
          const key = entry.address.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }
    }
    subject = prefixed('Re', subject || original.subject);
    if (original.messageIdHeader) {
      inReplyTo = original.messageIdHeader;
      references = [...original.references, original.messageIdHeader];
    }
  }
  if (original && input.mode === 'forward') {
    subject = prefixed('Fwd', subject || original.subject);
  }
  if (to.length + cc.length + bcc.length === 0) {
    throw new AppError('VALIDATION_ERROR', EMAIL_MESSAGES.recipientRequired);
  }
  if (to.length + cc.length + bcc.length > EMAIL_MAX_RECIPIENTS) {
    throw new AppError('VALIDATION_ERROR', EMAIL_MESSAGES.tooManyRecipients);
  }
  return { to, cc, bcc, subject, inReplyTo, references };
}

/** Build the RFC 822 bytes (Bcc kept out of the headers) and the SMTP envelope. */
export async function buildMime(
  input: ComposeInput,
  resolved: ReturnType<typeof resolveCompose>,
  options: { draft?: boolean } = {},
) {
  const text = input.text ?? (input.html ? htmlToText(input.html) : '');
  // The MIME builder (with mime-db's table of types) loads with the first message written.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from: input.from,
    to: resolved.to,
    cc: resolved.cc,
    bcc: resolved.bcc,
    subject: resolved.subject,
    text,
    ...(input.html ? { html: input.html } : {}),
    inReplyTo: resolved.inReplyTo,
    references: resolved.references,
    attachments: input.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
    })),
  });
  const node = composer.compile();
  // A draft keeps its Bcc so that sending it later still knows them.
  node.keepBcc = options.draft === true;
  const raw = await node.build();
  const envelope = node.getEnvelope();
  return {
    raw,
    messageId: node.messageId(),
    subject: resolved.subject,
    envelope: { from: envelope.from || input.from.address, to: envelope.to },
  };
}
