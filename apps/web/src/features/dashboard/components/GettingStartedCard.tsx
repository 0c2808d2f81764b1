import {
  ChevronRight,
  KeyRound,
  MessageSquare,
  UserRound,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../ui/CardSection';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { toggleChatWindow } from '../../shell/utils/toggleChatWindow';
import { dashboardMessages } from '../dashboard.messages';

const messages = dashboardMessages.gettingStarted;
const rowClasses = `flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left hover:bg-zinc-50 ${focusRing}`;

/** Short list of real next steps for a new workspace; the user may hide it for good. */
export function GettingStartedCard({
  canManageMembers,
  onDismiss,
}: {
  canManageMembers: boolean;
  onDismiss: () => void;
}) {
  return (
    <CardSection
      title={messages.title}
      actions={
        <IconButton
          label={messages.dismiss}
          icon={<X className="size-4" />}
          onClick={onDismiss}
          className="-my-1 size-8"
        />
      }
    >
      <ul className="-mx-3 -my-2 space-y-1">
        <li>
          <Link to="/settings" className={rowClasses}>
            <Row icon={UserRound} {...messages.profile} />
          </Link>
        </li>
        <li>
          <Link to="/settings#password" className={rowClasses}>
            <Row icon={KeyRound} {...messages.password} />
          </Link>
        </li>
        {canManageMembers ? (
          <li>
            <Link to="/settings#members" className={rowClasses}>
              <Row icon={Users} {...messages.invite} />
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={toggleChatWindow} className={rowClasses}>
            <Row icon={MessageSquare} {...messages.chat} />
          </button>
        </li>
      </ul>
    </CardSection>
  );
}

function Row({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: ReactNode }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-zinc-900">{title}</span>
        <span className="block text-sm text-zinc-500">{text}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 text-zinc-400" />
    </>
  );
}
