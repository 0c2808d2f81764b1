import type { EmailAttachment } from '@worksphere/contracts';

/** The attachment served inline (the server only does so for the types it previews). */
export function previewUrlOf(attachment: Pick<EmailAttachment, 'url'>): string {
  return `${attachment.url}${attachment.url.includes('?') ? '&' : '?'}preview=1`;
}
