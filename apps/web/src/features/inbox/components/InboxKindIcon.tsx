import type { InboxKind } from '@worksphere/contracts';
import {
  AlarmClock,
  AtSign,
  CalendarClock,
  CalendarPlus,
  Mail,
  Megaphone,
  MessageSquare,
  MessageSquareQuote,
  MessageSquareText,
  PhoneMissed,
  ShoppingBag,
  SquareCheckBig,
  ShieldCheck,
  SquarePen,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<InboxKind, LucideIcon> = {
  mention: AtSign,
  thread_reply: MessageSquare,
  announcement: Megaphone,
  task_assigned: SquareCheckBig,
  task_changed: SquarePen,
  task_comment: MessageSquareQuote,
  task_mention: AtSign,
  document_mention: AtSign,
  event_invitation: CalendarPlus,
  event_reminder: CalendarClock,
  task_reminder: AlarmClock,
  missed_call: PhoneMissed,
  sms: MessageSquareText,
  online_order: ShoppingBag,
  mail: Mail,
  ai_action: ShieldCheck,
};

/** The icon of a kind (decorative: the row names the kind in words). */
export function InboxKindIcon({ kind }: { kind: InboxKind }) {
  const Icon = ICONS[kind];
  return <Icon className="size-4" aria-hidden />;
}
