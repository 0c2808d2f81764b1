import { initialsOf, type MailAddress } from '@worksphere/contracts';
import { mailMessages } from '../mail.messages';

/** Background and text of an initials avatar; written out whole so Tailwind keeps them. */
const AVATAR_COLOURS = [
  'bg-sky-100 text-sky-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
  'bg-orange-100 text-orange-900',
  'bg-indigo-100 text-indigo-800',
] as const;

/**
 * The avatar colour of an address: the same address always gets the same colour (on every
 * screen and after a reload), whatever name it shows under.
 */
export function avatarColourOf(address: string): string {
  const key = address.trim().toLowerCase();
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}

/**
 * How a sender is named: their contact's name when a contact has the address, else the name
 * the message gives, else the address.
 */
export function senderLabel(from: MailAddress | null, contactName: string | undefined): string {
  return contactName || from?.name || from?.address || mailMessages.list.unknownSender;
}

/** The initials shown in a sender's avatar ('?' for a message without a sender). */
export function senderInitials(label: string, hasSender = true): string {
  if (!hasSender) return '?';
  // Letters and digits only: "(Ops) Team" reads OT, an address its first letter.
  return initialsOf(label.replace(/@.*$/, '').replace(/[^\p{L}\p{N}\s]/gu, ' '));
}
