import { ALLOWED_ATTACHMENT_TYPES } from '@worksphere/contracts';
import { chatMessages } from '../chat.messages';

/** Spec 3 §9: the composer grows up to this height, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 96;

export { formatKilobytes } from '../../../ui/formatKilobytes';

/** Spec 3 §5: send is disabled when the text is empty and there are no attachments. */
export function canSendChat(content: string, attachmentCount: number): boolean {
  return content.trim().length > 0 || attachmentCount > 0;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }) {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Splits chosen files into allowed ones and the error of each one that is not allowed. */
export function checkAttachmentTypes(files: readonly File[]): {
  accepted: File[];
  errors: string[];
} {
  const allowed: readonly string[] = ALLOWED_ATTACHMENT_TYPES;
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (allowed.includes(file.type)) accepted.push(file);
    else errors.push(chatMessages.toasts.fileTypeNotAllowed(file.name));
  }
  return { accepted, errors };
}

/** A fresh id for one message; a retried send reuses it. */
export function createClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
