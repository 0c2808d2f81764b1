import clsx from 'clsx';
import { PhoneCall } from 'lucide-react';
import { useNavigate } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { Spinner } from '../../../ui/Spinner';
import { useCurrentUser } from '../../auth/components/useAuth';
import { usePhoneNumbersQuery } from '../api/phoneSettingsApi';
import { usePlaceCall } from '../api/usePlaceCall';
import { phoneMessages } from '../phone.messages';
import { canUseCalls } from '../utils/canUseCalls';
import { formatPhoneNumber, normalizePhoneNumber } from '../utils/phoneNumber';
import { phonePath } from '../utils/phonePath';

/**
 * Click-to-call on a phone number shown anywhere in the app: one press calls it from the
 * organisation's first number. Without a number of our own, the keypad opens with it filled in;
 * without calls:use it is plain text.
 */
export function CallLink({ number, className }: { number: string; className?: string }) {
  const user = useCurrentUser();
  const mayCall = canUseCalls(user);
  const numbers = usePhoneNumbersQuery({ enabled: mayCall });
  const { placeCall, isCalling } = usePlaceCall();
  const navigate = useNavigate();
  const formatted = formatPhoneNumber(normalizePhoneNumber(number));

  if (!mayCall || normalizePhoneNumber(number) === '') {
    return <span className={className}>{number}</span>;
  }

  function handleClick() {
    const from = numbers.data?.[0]?.number;
    if (from) placeCall(from, number);
    else void navigate(phonePath({ tab: 'keypad', dial: normalizePhoneNumber(number) }));
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      // Which number to call from is known once the organisation's numbers have loaded.
      disabled={isCalling || numbers.isPending}
      title={phoneMessages.callLink.call(formatted)}
      aria-label={phoneMessages.callLink.call(formatted)}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60',
        focusRing,
        className,
      )}
    >
      {isCalling ? (
        <Spinner className="size-3.5" />
      ) : (
        <PhoneCall aria-hidden className="size-3.5" />
      )}
      {formatted}
    </button>
  );
}
