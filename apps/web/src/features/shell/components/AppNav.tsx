import clsx from 'clsx';
import { useMemo } from 'react';
import { NavLink, useLocation } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useUnreadBadgeCount } from '../../chat/api/chatUnreadApi';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { shellMessages } from '../shell.messages';
import { areaPathOf, navAreasFor } from './navAreas';
import { PhoneBottomBar } from './PhoneBottomBar';

const messages = shellMessages.nav;

/**
 * How people reach the workspace's screens: a row of tabs under the top bar from the `sm`
 * breakpoint up, and on phones a bottom bar with the areas opened most plus More (issue 22).
 */
export function AppNav() {
  const unreadCount = useUnreadBadgeCount();
  const user = useCurrentUser();
  const areas = useMemo(() => navAreasFor(user), [user]);
  const { pathname } = useLocation();
  const activeArea = areaPathOf(pathname, areas);
  return (
    <>
      {/* Toasts go below the screens' links while there is room (issue 22). */}
      <nav
        aria-label={messages.label}
        data-toast-keep-clear="soft"
        className="hidden border-b border-zinc-200 bg-white sm:block"
      >
        <ul className="flex gap-1 overflow-x-auto px-4 lg:px-6">
          {areas.map(({ to, label, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                aria-current={activeArea === to ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                  activeArea === to
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900',
                  focusRing,
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
                {to === '/chat' ? <UnreadBadge count={unreadCount} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PhoneBottomBar
        key={user.id}
        userId={user.id}
        areas={areas}
        activeArea={activeArea}
        unreadCount={unreadCount}
      />
    </>
  );
}
