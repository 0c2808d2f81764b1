import type { ColleagueCall } from '@worksphere/contracts';
import { Phone, PhoneIncoming, PhoneOff, Video } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '../../../ui/Button';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import { acceptColleagueCall, declineColleagueCall } from '../realtime/colleagueCallSession';
import { startRingTone } from '../utils/ringTone';

const messages = colleagueCallsMessages.incoming;
const acceptClasses = 'bg-emerald-600 hover:bg-emerald-700 disabled:bg-emerald-300';

/**
 * A colleague calls: who, whether with video, Decline and Accept (a video call can be taken
 * with audio only), with a ring tone. It is announced, but does not take the focus from what the user is typing.
 */
export function IncomingColleagueCall({ call }: { call: ColleagueCall }) {
  const titleId = useId();
  const name = displayNameOf(call.caller);
  // It rings while it shows.
  useEffect(() => startRingTone(), []);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="colleague-call-incoming"
      className="fixed inset-x-3 top-3 z-50 rounded-2xl border border-emerald-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:top-[4.5rem] sm:right-4 sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 animate-pulse items-center justify-center rounded-full bg-emerald-100 text-emerald-700 motion-reduce:animate-none"
        >
          {call.video ? <Video className="size-5" /> : <PhoneIncoming className="size-5" />}
        </span>
        <div className="min-w-0 flex-1" role="status" aria-live="assertive">
          <h2 id={titleId} className="text-sm font-semibold text-zinc-900">
            {call.video ? messages.videoTitle : messages.title}
          </h2>
          <p className="truncate text-base font-medium text-zinc-900">{messages.from(name)}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 [&>*]:flex-1">
        <Button
          variant="danger"
          icon={<PhoneOff aria-hidden className="size-4" />}
          onClick={declineColleagueCall}
        >
          {messages.decline}
        </Button>
        {call.video ? (
          <Button
            variant="secondary"
            icon={<Phone aria-hidden className="size-4" />}
            onClick={() => void acceptColleagueCall(false)}
          >
            {messages.acceptAudio}
          </Button>
        ) : null}
        <Button
          icon={
            call.video ? (
              <Video aria-hidden className="size-4" />
            ) : (
              <Phone aria-hidden className="size-4" />
            )
          }
          onClick={() => void acceptColleagueCall(call.video)}
          className={acceptClasses}
        >
          {call.video ? messages.acceptVideo : messages.accept}
        </Button>
      </div>
    </section>
  );
}
