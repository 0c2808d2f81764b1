import {
  BookUser,
  CalendarDays,
  FileText,
  FolderKanban,
  LayoutDashboard,
  Mail,
  MessageSquare,
  NotebookPen,
  Smartphone,
  SquareCheckBig,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { User } from '@worksphere/contracts';
import { canSell } from '../../pos/utils/permissions';
import { shellMessages } from '../shell.messages';

const messages = shellMessages.nav;

export type NavArea = { to: string; label: string; icon: LucideIcon };

const everyoneAreas: readonly NavArea[] = [
  { to: '/dash', label: messages.dashboard, icon: LayoutDashboard },
  { to: '/tasks', label: messages.tasks, icon: SquareCheckBig },
  { to: '/notes', label: messages.notes, icon: NotebookPen },
  { to: '/projects', label: messages.projects, icon: FolderKanban },
  { to: '/calendar', label: messages.calendar, icon: CalendarDays },
  { to: '/chat', label: messages.chat, icon: MessageSquare },
  { to: '/mail', label: messages.mail, icon: Mail },
  { to: '/contacts', label: messages.contacts, icon: BookUser },
  { to: '/documents', label: messages.documents, icon: FileText },
];
/** Only for point-of-sale staff; it stays marked on the orders board too. */
export const POS_AREA: NavArea = {
  to: '/pos/create-order-pos',
  label: messages.pointOfSale,
  icon: Store,
};
const POS_SCREENS = /^\/pos\/(create-order-pos|board)$/;
const phoneArea: NavArea = { to: '/phone', label: messages.phone, icon: Smartphone };

/** The screens this user may open, in the desktop strip's order. */
export function navAreasFor(user: User): NavArea[] {
  // Calls and SMS only for those who may use them (calls:use; an ADMIN holds every permission).
  // The rule is written out here: importing it would add a chunk to the shell's first load.
  const mayCall = user.role === 'ADMIN' || user.permissions.includes('calls:use');
  return [...everyoneAreas, ...(mayCall ? [phoneArea] : []), ...(canSell(user) ? [POS_AREA] : [])];
}

/** The area a path belongs to (a project page is Projects, the orders board is Point of sale). */
export function areaPathOf(pathname: string, areas: readonly NavArea[]): string | null {
  if (POS_SCREENS.test(pathname))
    return areas.some((a) => a.to === POS_AREA.to) ? POS_AREA.to : null;
  return (
    areas.find((area) => pathname === area.to || pathname.startsWith(`${area.to}/`))?.to ?? null
  );
}
