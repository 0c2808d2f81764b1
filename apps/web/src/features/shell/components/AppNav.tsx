import clsx from 'clsx';
import {
  CalendarDays,
  FileText,
  FolderKanban,
  LayoutDashboard,
  MessageSquare,
  NotebookPen,
  SquareCheckBig,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useUnreadBadgeCount } from '../../chat/api/chatUnreadApi';
import { canSell } from '../../pos/utils/permissions';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { shellMessages } from '../shell.messages';

const messages = shellMessages.nav;

const links: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/dash', label: messages.dashboard, icon: LayoutDashboard },
  { to: '/tasks', label: messages.tasks, icon: SquareCheckBig },
  { to: '/notes', label: messages.notes, icon: NotebookPen },
  { to: '/projects', label: messages.projects, icon: FolderKanban },
  { to: '/calendar', label: messages.calendar, icon: CalendarDays },
  { to: '/chat', label: messages.chat, icon: MessageSquare },
  { to: '/documents', label: messages.documents, icon: FileText },
];
/** Only for point-of-sale staff; it stays marked on the orders board too. */
const posLink = { to: '/pos/create-order-pos', label: messages.pointOfSale, icon: Store };
const POS_SCREENS = /^\/pos\/(create-order-pos|board)$/;

/**
 * The row of the workspace's screens under the top bar. The top bar keeps the spec's own
 * buttons; this row is how people reach the screens (and scrolls sideways on narrow phones).
 */
export function AppNav() {
  const unreadCount = useUnreadBadgeCount();
  const user = useCurrentUser();
  const shown = canSell(user) ? [...links, posLink] : links;
  const { pathname } = useLocation();
  return (
    <nav aria-label={messages.label} className="border-b border-zinc-200 bg-white">
      <ul className="flex gap-0.5 overflow-x-auto px-1.5 sm:gap-1 sm:px-4 lg:px-6">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive: isLinkActive }) => {
                const isActive = isLinkActive || (to === posLink.to && POS_SCREENS.test(pathname));
                return clsx(
                  'flex items-center gap-2 border-b-2 px-2.5 py-2.5 text-sm font-medium transition-colors sm:px-3',
                  isActive
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900',
                  focusRing,
                );
              }}
            >
              {/* Words only on phones, so they fit at 375 px. */}
              <Icon aria-hidden className="hidden size-4 sm:block" />
              {label}
              {to === '/chat' ? <UnreadBadge count={unreadCount} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
