import type { PresenceStatus } from '@worksphere/contracts';
import clsx from 'clsx';
import { usePresenceStatus } from '../api/presenceApi';
import { chatMessages } from '../chat.messages';

const colours: Record<PresenceStatus, string> = {
  online: 'bg-emerald-500',
  away: 'bg-amber-400',
  offline: 'bg-white ring-zinc-400',
};

/**
 * A member's presence as a dot, named "Online", "Away" or "Offline" for screen readers and on
 * hover: on the corner of an avatar (whose wrapper is `relative`), or inline before a name.
 */
export function PresenceDot({
  userId,
  placement = 'avatar',
}: {
  userId: string;
  placement?: 'avatar' | 'inline';
}) {
  const status = usePresenceStatus(userId);
  const label = chatMessages.presence.status[status];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-presence={status}
      className={clsx(
        'block size-2.5 shrink-0 rounded-full ring-2',
        placement === 'avatar' && 'absolute -right-0.5 -bottom-0.5',
        status === 'offline' ? 'ring-inset' : 'ring-white',
        colours[status],
      )}
    />
  );
}
