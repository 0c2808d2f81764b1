import { mailMessages } from '../mail.messages';

const messages = mailMessages.compose;

export type MailAddress = { name?: string | null; address: string };

/** What a reply, reply-all or forward starts from. */
export type OriginalMessage = {
  from: MailAddress | null;
  replyTo?: MailAddress[] | null;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  date: string;
  text: string | null;
};

export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward';

export type DraftFields = { to: string; cc: string; subject: string; body: string };

/** "Ada <ada@example.org>", or the bare address when there is no name. */
export function formatAddress({ name, address }: MailAddress): string {
  return name ? `${name} <${address}>` : address;
}

/** Addresses typed as "a@x, Bo <b@y>; c@z": each one's bare address, empty parts dropped. */
export function parseAddressList(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => /<([^<>]+)>\s*$/.exec(part)?.[1]?.trim() ?? part);
}

/** A plausible address: something@domain.tld, nothing more (the server checks properly). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value);
}

function withPrefix(prefix: string, subject: string): string {
  // "Re: Re: Re:" helps no one; also recognise the common forms other clients write.
  const pattern = prefix === messages.replyPrefix ? /^(re|aw|sv)\s*:/i : /^(fwd?|wg|tr)\s*:/i;
  return pattern.test(subject.trim()) ? subject.trim() : `${prefix}${subject.trim()}`;
}

function quote(original: OriginalMessage, dateLabel: string): string {
  const sender = original.from ? formatAddress(original.from) : '';
  const quoted = (original.text ?? '')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `\n\n${messages.quoteHeader(dateLabel, sender)}\n${quoted}`;
}

function forwardBlock(original: OriginalMessage, dateLabel: string): string {
  const lines = [
    messages.forwardHeader,
    `${messages.from}: ${original.from ? formatAddress(original.from) : ''}`,
    `${mailMessages.reader.date}: ${dateLabel}`,
    `${messages.subject}: ${original.subject}`,
    `${messages.to}: ${original.to.map(formatAddress).join(', ')}`,
  ];
  if (original.cc.length > 0)
    lines.push(`${messages.cc}: ${original.cc.map(formatAddress).join(', ')}`);
  return `\n\n${lines.join('\n')}\n\n${original.text ?? ''}`;
}

/**
 * The form's first values for a reply, reply-all or forward of `original`, sent from `ownAddress`:
 * reply goes to Reply-To or the sender; reply-all adds every other recipient (never oneself,
 * never twice) in Cc; forward starts with no recipient and the original below.
 */
export function buildDraft(
  mode: ComposeMode,
  original: OriginalMessage | null,
  ownAddress: string | null,
  dateLabel: string,
): DraftFields {
  if (mode === 'new' || !original) return { to: '', cc: '', subject: '', body: '' };
  if (mode === 'forward') {
    return {
      to: '',
      cc: '',
      subject: withPrefix(messages.forwardPrefix, original.subject),
      body: forwardBlock(original, dateLabel),
    };
  }
  const own = ownAddress?.toLowerCase() ?? null;
  const replyTargets =
    original.replyTo && original.replyTo.length > 0
      ? original.replyTo
      : original.from
        ? [original.from]
        : [];
  // Oneself is never a recipient of one's own reply.
  const seen = new Set<string>(own === null ? [] : [own]);
  const keep = (address: MailAddress) => {
    const key = address.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  // A reply to one's own sent message goes to its recipients instead.
  const isOwnMessage = own !== null && replyTargets.every((a) => a.address.toLowerCase() === own);
  const to = (isOwnMessage ? original.to : replyTargets).filter(keep);
  const cc =
    mode === 'replyAll' ? [...(isOwnMessage ? [] : original.to), ...original.cc].filter(keep) : [];
  return {
    to: to.map(formatAddress).join(', '),
    cc: cc.map(formatAddress).join(', '),
    subject: withPrefix(messages.replyPrefix, original.subject),
    body: quote(original, dateLabel),
  };
}

/**
 * The part of `body` the user wrote, and the quoted original (or forwarded block) below it, as
 * long as that block is still there unchanged; once it was edited, all of the body is the user's.
 */
export function splitDraft(body: string, quoted: string): { own: string; quoted: string } {
  if (quoted !== '' && body.endsWith(quoted)) {
    return { own: body.slice(0, body.length - quoted.length), quoted };
  }
  return { own: body, quoted: '' };
}

/** The plain text of a message for the assistant: its text part, else its HTML without tags. */
export function plainTextOf(message: { text: string | null; html?: string | null }): string {
  if (message.text?.trim()) return message.text;
  if (!message.html) return '';
  // A parsed, never rendered document: nothing of it loads or runs.
  const document = new DOMParser().parseFromString(message.html, 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
