import { ALLOWED_ATTACHMENT_TYPES } from '@worksphere/contracts';
import { phoneMessages } from '../phone.messages';

export { formatKilobytes } from '../../../ui/formatKilobytes';

/** The pictures and videos a message may carry: the chat's list (spec 3 §5). */
export const SMS_MEDIA_TYPES: readonly string[] = ALLOWED_ATTACHMENT_TYPES;

/** Splits chosen files into allowed ones and the error of each one that is not allowed. */
export function checkMediaTypes(files: readonly File[]): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (SMS_MEDIA_TYPES.includes(file.type)) accepted.push(file);
    else errors.push(phoneMessages.composer.fileTypeNotAllowed(file.name));
  }
  return { accepted, errors };
}

/** Text, media or both: an empty message is never sent. */
export function canSendSms(text: string, mediaCount: number): boolean {
  return text.trim().length > 0 || mediaCount > 0;
}
