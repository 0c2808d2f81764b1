import type { MailAddress } from '@worksphere/contracts';
import clsx from 'clsx';
import { useContactNames } from '../../contacts/api/useContactNames';
import { avatarColourOf, senderInitials, senderLabel } from '../utils/senderAvatar';

/** A sender as a screen names them: by contact (batched lookups), else as the mail says. */
export function useSenderLabel(from: MailAddress | null): string {
  const address = from?.address ?? '';
  const names = useContactNames([], address ? [address] : []);
  return senderLabel(from, names.get(address)?.name);
}

/**
 * The sender's round avatar: their initials in a colour that stays with the address (contacts
 * have no photo to show). Decorative: the name is always written beside it.
 */
export function SenderAvatar({
  from,
  label,
  size = 'md',
}: {
  from: MailAddress | null;
  /** The name shown beside it (useSenderLabel). */
  label: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden
      data-testid="sender-avatar"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'sm' ? 'size-7 text-[11px]' : 'size-10 text-sm',
        avatarColourOf(from?.address ?? label),
      )}
    >
      {senderInitials(label, from !== null)}
    </span>
  );
}
