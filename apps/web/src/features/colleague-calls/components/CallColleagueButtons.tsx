import type { Person } from '@worksphere/contracts';
import { Phone, Video } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import { startColleagueCall } from '../realtime/colleagueCallSession';
import { isCallBusy, useColleagueCall } from '../realtime/colleagueCallStore';

const messages = colleagueCallsMessages.buttons;

/**
 * "Call" and "Video call" a colleague, where they are shown (a direct message, its member
 * list). Named after the colleague for screen readers; off while this tab is in a call.
 */
export function CallColleagueButtons({
  colleague,
  className,
}: {
  colleague: Person;
  className?: string;
}) {
  const isBusy = isCallBusy(useColleagueCall());
  const name = displayNameOf(colleague);
  return (
    <span className={className ?? 'flex shrink-0 items-center'}>
      <IconButton
        label={messages.callName(name)}
        icon={<Phone aria-hidden className="size-4" />}
        disabled={isBusy}
        onClick={() => void startColleagueCall(colleague, false)}
      />
      <IconButton
        label={messages.videoCallName(name)}
        icon={<Video aria-hidden className="size-4" />}
        disabled={isBusy}
        onClick={() => void startColleagueCall(colleague, true)}
      />
    </span>
  );
}
