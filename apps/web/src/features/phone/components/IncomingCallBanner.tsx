import { PhoneIncoming, PhoneOff, PhoneCall } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { useContactNames } from '../../contacts/api/useContactNames';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';

const messages = phoneMessages.incoming;

type IncomingCallBannerProps = {
  from: string;
  /** Our number it rings on; empty when unknown (a call rung to this browser). */
  to: string;
  /** Other calls waiting behind this one. */
  waitingCount: number;
  onAnswer: () => void;
  onDismiss: () => void;
  isAnswering: boolean;
  /** Dismiss hides the banner here; a call ringing in this browser is declined instead. */
  dismissLabel?: string;
};

/**
 * The ringing call over every signed-in page: who calls which of our numbers, Answer and
 * Dismiss. It is announced, but does not take the focus from what the user is typing.
 */
export function IncomingCallBanner({
  from,
  to,
  waitingCount,
  onAnswer,
  onDismiss,
  isAnswering,
  dismissLabel = messages.dismiss,
}: IncomingCallBannerProps) {
  const caller = useContactNames([from]).get(from)?.name ?? formatPhoneNumber(from);
  return (
    <section
      aria-label={messages.regionLabel}
      data-testid="incoming-call-banner"
      className="fixed inset-x-3 top-3 z-50 sm:top-[4.5rem] rounded-2xl border border-emerald-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:right-4 sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 animate-pulse items-center justify-center rounded-full bg-emerald-100 text-emerald-700 motion-reduce:animate-none"
        >
          <PhoneIncoming className="size-5" />
        </span>
        <div className="min-w-0 flex-1" role="status" aria-live="assertive">
          <p className="text-sm font-semibold text-zinc-900">{messages.title}</p>
          <p className="truncate text-base font-medium text-zinc-900">{messages.from(caller)}</p>
          {to ? (
            <p className="truncate text-xs text-zinc-500">{messages.to(formatPhoneNumber(to))}</p>
          ) : null}
          {waitingCount > 0 ? (
            <p className="mt-1 text-xs font-medium text-amber-700">{messages.more(waitingCount)}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="danger"
          icon={<PhoneOff aria-hidden className="size-4" />}
          onClick={onDismiss}
          disabled={isAnswering}
        >
          {dismissLabel}
        </Button>
        <Button
          icon={<PhoneCall aria-hidden className="size-4" />}
          onClick={onAnswer}
          isLoading={isAnswering}
          className="bg-emerald-600 hover:bg-emerald-700 disabled:bg-emerald-300"
        >
          {messages.answer}
        </Button>
      </div>
    </section>
  );
}
