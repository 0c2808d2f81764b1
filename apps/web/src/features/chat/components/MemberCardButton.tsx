import type { ChatPerson } from '@worksphere/contracts';
import clsx from 'clsx';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { focusRing } from '../../../ui/focusRing';
import { popoverClasses } from '../../../ui/overlayClasses';
import { useCurrentUser } from '../../auth/components/useAuth';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { initialsOf } from '../../auth/utils/initialsOf';
import { CallColleagueButtons } from '../../colleague-calls/components/CallColleagueButtons';
import { usePresenceStatus } from '../api/presenceApi';
import { chatMessages } from '../chat.messages';
import { PresenceDot } from './PresenceDot';

const messages = chatMessages.memberCard;

/**
 * A member's name that opens their profile card: initials, name, username and presence, and
 * for a colleague, Call and Video call. Escape or a press outside closes it.
 */
export function MemberCardButton({ member }: { member: ChatPerson }) {
  const self = useCurrentUser();
  const name = displayNameOf(member);
  const status = usePresenceStatus(member.id);
  return (
    <DialogTrigger>
      <Button
        aria-label={messages.open(name)}
        className={clsx('rounded text-sm font-semibold text-zinc-900 hover:underline', focusRing)}
      >
        {name}
      </Button>
      <Popover placement="bottom start" className={clsx(popoverClasses, 'w-72 p-4')}>
        <Dialog aria-label={messages.label(name)} className="outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center gap-3">
                <span className="relative size-12 shrink-0">
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-zinc-200 text-base font-semibold text-zinc-700"
                  >
                    {initialsOf(name)}
                  </span>
                  <PresenceDot userId={member.id} />
                </span>
                <div className="min-w-0">
                  <p className="truncate text-base font-semibold text-zinc-900">{name}</p>
                  <p className="truncate text-sm text-zinc-500">@{member.username}</p>
                  <p className="text-xs text-zinc-500">{chatMessages.presence.status[status]}</p>
                </div>
              </div>
              {member.id === self.id ? null : (
                <CallColleagueButtons
                  colleague={member}
                  variant="buttons"
                  className="mt-4 flex gap-2"
                  onStart={close}
                />
              )}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
