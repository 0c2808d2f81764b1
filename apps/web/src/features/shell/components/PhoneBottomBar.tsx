import clsx from 'clsx';
import { Ellipsis } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { shellMessages } from '../shell.messages';
import { mostOpenedAreas, readAreaVisits, saveAreaVisits, withVisit } from '../utils/areaVisits';
import type { NavArea } from './navAreas';

const messages = shellMessages.nav;

const itemClasses =
  'relative flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[11px] leading-tight font-medium transition-colors';

/**
 * Phones only: the four areas this user opens most (counted per user in this browser), then More
 * with the rest. Fixed to the bottom; the layout pads the page by its height (`h-16`) so it
 * covers nothing, and it is a hard keep-clear region for toasts.
 */
export function PhoneBottomBar({
  userId,
  areas,
  activeArea,
  unreadCount,
}: {
  userId: string;
  areas: readonly NavArea[];
  activeArea: string | null;
  unreadCount: number;
}) {
  const navigate = useNavigate();
  // Ranked once per visit of the app: reshuffling under the user's thumb would mislead.
  const [ranking] = useState(() => readAreaVisits(userId));
  const pinned = mostOpenedAreas(
    ranking,
    areas.map((area) => area.to),
  );
  const barAreas = pinned.flatMap((to) => areas.filter((area) => area.to === to));
  const moreAreas = areas.filter((area) => !pinned.includes(area.to));
  const isMoreActive = moreAreas.some((area) => area.to === activeArea);
  const isChatUnderMore = moreAreas.some((area) => area.to === '/chat');

  useEffect(() => {
    if (activeArea) saveAreaVisits(userId, withVisit(readAreaVisits(userId), activeArea));
  }, [userId, activeArea]);

  return (
    <nav
      aria-label={messages.label}
      data-testid="phone-bottom-bar"
      data-toast-keep-clear=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="grid h-16 grid-cols-5 gap-1 px-1 py-1.5">
        {barAreas.map(({ to, label, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              aria-current={activeArea === to ? 'page' : undefined}
              className={clsx(
                itemClasses,
                activeArea === to ? 'text-brand-700' : 'text-zinc-600 hover:text-zinc-900',
                focusRing,
              )}
            >
              <span className="relative">
                <Icon aria-hidden className="size-5" />
                {to === '/chat' ? (
                  <span className="absolute -top-2 left-3">
                    <UnreadBadge count={unreadCount} />
                  </span>
                ) : null}
              </span>
              <span className="max-w-full truncate">{label}</span>
            </NavLink>
          </li>
        ))}
        <li className="min-w-0">
          <Menu
            label={messages.moreLabel}
            placement="top end"
            className="w-56"
            triggerClassName={clsx(
              itemClasses,
              isMoreActive ? 'text-brand-700' : 'text-zinc-600 hover:text-zinc-900',
              focusRing,
            )}
            trigger={
              <>
                <span className="relative">
                  <Ellipsis aria-hidden className="size-5" />
                  {isChatUnderMore ? (
                    <span className="absolute -top-2 left-3">
                      <UnreadBadge count={unreadCount} />
                    </span>
                  ) : null}
                </span>
                <span className="max-w-full truncate">{messages.more}</span>
              </>
            }
          >
            {moreAreas.map(({ to, label, icon: Icon }) => (
              <MenuItem
                key={to}
                id={to}
                textValue={label}
                icon={<Icon className="size-4" />}
                end={to === '/chat' ? <UnreadBadge count={unreadCount} /> : null}
                onAction={() => navigate(to)}
              >
                <span className={clsx(activeArea === to && 'font-semibold text-brand-700')}>
                  {label}
                </span>
              </MenuItem>
            ))}
          </Menu>
        </li>
      </ul>
    </nav>
  );
}
