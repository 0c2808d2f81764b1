import type { Person } from '@worksphere/contracts';
import { Phone, Video } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import { startColleagueCall } from '../realtime/colleagueCallSession';
import { isCallBusy, useColleagueCall } from '../realtime/colleagueCallStore';

const messages = colleagueCallsMessages.buttons;

/**
 * "Call" and "Video call" a colleague, where they are shown (a direct message, its member
 * list, their profile card): icons, or buttons with words. Named after the colleague for screen
 * readers; off while this tab is in a call.
 */
export function CallColleagueButtons({
  colleague,
  variant = 'icons',
  className,
  onStart,
}: {
  colleague: Person;
  variant?: 'icons' | 'buttons';
  className?: string;
  /** A call was started (a popover holding the buttons closes, so the call window is usable). */
  onStart?: () => void;
}) {
  const isBusy = isCallBusy(useColleagueCall());
  const name = displayNameOf(colleague);
  const phoneIcon = <Phone aria-hidden className="size-4" />;
  const videoIcon = <Video aria-hidden className="size-4" />;
  function call(video: boolean) {
    onStart?.();
    void startColleagueCall(colleague, video);
  }
  if (variant === 'buttons') {
    return (
      <span className={className ?? 'flex flex-wrap gap-2'}>
        <Button
          variant="secondary"
          size="sm"
          icon={phoneIcon}
          aria-label={messages.callName(name)}
          disabled={isBusy}
          onClick={() => call(false)}
        >
          {messages.call}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={videoIcon}
          aria-label={messages.videoCallName(name)}
          disabled={isBusy}
          onClick={() => call(true)}
        >
          {messages.videoCall}
        </Button>
      </span>
    );
  }
  return (
    <span className={className ?? 'flex shrink-0 items-center'}>
      <IconButton
        label={messages.callName(name)}
        icon={phoneIcon}
        disabled={isBusy}
        onClick={() => call(false)}
      />
      <IconButton
        label={messages.videoCallName(name)}
        icon={videoIcon}
        disabled={isBusy}
        onClick={() => call(true)}
      />
    </span>
  );
}
