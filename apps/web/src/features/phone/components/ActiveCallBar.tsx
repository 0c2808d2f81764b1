import type { Call } from '@worksphere/contracts';
import { PhoneOff } from 'lucide-react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../platform/api/ApiError';
import { Button } from '../../../ui/Button';
import { useCallActionMutation } from '../api/callsApi';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { describePhoneFailure } from '../utils/callToasts';
import { formatPhoneNumber } from '../utils/phoneNumber';

const messages = phoneMessages.activeCall;

/** The call placed or answered here, until it ends: who, its state, and Hang up. */
export function ActiveCallBar({ call }: { call: Call }) {
  const hangUp = useCallActionMutation('hang-up');
  const contact = formatPhoneNumber(call.contactNumber);
  return (
    <section
      aria-label={messages.regionLabel}
      className="fixed inset-x-3 bottom-3 z-40 flex items-center gap-3 rounded-2xl border border-zinc-200 bg-zinc-900 px-4 py-3 text-white shadow-xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-96"
    >
      <div className="min-w-0 flex-1" role="status">
        <p className="truncate text-sm font-semibold">{messages.withContact(contact)}</p>
        <p className="text-xs text-zinc-300">{phoneMessages.callLog.statuses[call.status]}</p>
      </div>
      <Button
        variant="danger"
        size="sm"
        isLoading={hangUp.isPending}
        icon={<PhoneOff aria-hidden className="size-4" />}
        onClick={() =>
          hangUp.mutate(call.id, {
            onSuccess: (ended) => callState.setActive(ended),
            onError: (error) => {
              toast.error(describePhoneFailure(error, messages.hangUpFailed));
              // A call the server says has already ended is not on any more.
              if (error instanceof ApiError && error.status === 409) callState.setActive(null);
            },
          })
        }
      >
        {messages.hangUp}
      </Button>
    </section>
  );
}
