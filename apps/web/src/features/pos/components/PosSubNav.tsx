import clsx from 'clsx';
import { NavLink } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import {
  CREATE_ORDER_PATH,
  KITCHEN_PATH,
  ORDERS_BOARD_PATH,
  REPORTS_PATH,
} from '../utils/posPaths';

const links = [
  { to: CREATE_ORDER_PATH, label: posMessages.nav.screen },
  { to: ORDERS_BOARD_PATH, label: posMessages.nav.board },
  { to: KITCHEN_PATH, label: posCounterMessages.nav.kitchen },
  { to: REPORTS_PATH, label: posCounterMessages.nav.reports },
];

/** The staff screens of the point of sale, side by side. */
export function PosSubNav() {
  return (
    <nav aria-label={posMessages.nav.label} className="flex gap-1 print:hidden">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            clsx(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-zinc-600 hover:bg-zinc-100',
              focusRing,
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
