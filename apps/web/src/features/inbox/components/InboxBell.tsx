import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { useInboxUnreadCount } from '../api/inboxApi';
import { useOpenInboxItem } from '../api/useOpenInboxItem';
import { useInboxLive } from '../realtime/useInboxLive';
import { inboxBellMessages } from '../inboxBell.messages';

/** Shown past this many unread: the bell has room for three characters. */
const MAX_SHOWN = 99;

/**
 * The top bar's bell: opens /inbox, shows the unread count, and keeps the Inbox live (its
 * socket listener lives here, so it runs on every signed-in page).
 */
export function InboxBell() {
  const unreadCount = useInboxUnreadCount();
  const openItem = useOpenInboxItem();
  useInboxLive(openItem);
  const { pathname } = useLocation();
  const label = inboxBellMessages.label(unreadCount);
  return (
    <Link
      to="/inbox"
      aria-label={label}
      title={label}
      aria-current={pathname === '/inbox' ? 'page' : undefined}
      data-testid="inbox-bell"
      data-count={unreadCount}
      className={clsx(
        'relative inline-flex h-9 w-8 shrink-0 sm:w-9 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        focusRing,
      )}
    >
      <Bell className="size-5" aria-hidden />
      {unreadCount > 0 ? (
        <span
          aria-hidden
          className="pointer-events-none absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
        >
          {unreadCount > MAX_SHOWN ? `${MAX_SHOWN}+` : unreadCount}
        </span>
      ) : null}
    </Link>
  );
}
