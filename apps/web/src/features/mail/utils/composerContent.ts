import { mailMessages } from '../mail.messages';
import { formatAddress, plainTextOf, type ComposeMode, type OriginalMessage } from './replyDraft';

const messages = mailMessages.compose;

/** Text as HTML paragraphs, each line kept (nothing of it is markup). */
export function textToHtml(text: string): string {
  const escape = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}

type Original = OriginalMessage & { html?: string | null };

/** The quoted original under a reply, or the forwarded message under a forward. */
export function originalBlock(mode: ComposeMode, original: Original, dateLabel: string): string {
  const body = textToHtml(plainTextOf(original));
  const sender = original.from ? formatAddress(original.from) : '';
  if (mode === 'forward') {
    const lines = [
      messages.forwardHeader,
      `${messages.from}: ${sender}`,
      `${mailMessages.reader.date}: ${dateLabel}`,
      `${messages.subject}: ${original.subject}`,
      `${messages.to}: ${original.to.map(formatAddress).join(', ')}`,
      ...(original.cc.length > 0
        ? [`${messages.cc}: ${original.cc.map(formatAddress).join(', ')}`]
        : []),
    ];
    return `${textToHtml(lines.join('\n'))}${body}`;
  }
  return `${textToHtml(messages.quoteHeader(dateLabel, sender))}<blockquote>${body}</blockquote>`;
}

/**
 * What the composer starts with: an empty line for the cursor, the account's signature (after
 * the usual "-- " line), then the quoted original or forwarded message.
 */
export function initialComposerHtml(options: {
  mode: ComposeMode;
  original: Original | null;
  dateLabel: string;
  signatureHtml: string;
}): string {
  const signature = options.signatureHtml.trim() ? `<p>-- </p>${options.signatureHtml.trim()}` : '';
  const below =
    options.original && options.mode !== 'new'
      ? `<p></p>${originalBlock(options.mode, options.original, options.dateLabel)}`
      : '';
  return `<p></p>${signature}${below}`;
}
