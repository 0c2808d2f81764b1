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

/** The message as sent: the user's text, the signature (after "-- "), the quoted original. */
export function composedHtml(
  parts: { html: string; quoteHtml: string; withSignature: boolean },
  signatureHtml: string,
): string {
  const signature =
    parts.withSignature && signatureHtml.trim() ? `<p>-- </p>${signatureHtml.trim()}` : '';
  return `${parts.html || '<p></p>'}${signature}${parts.quoteHtml}`;
}
