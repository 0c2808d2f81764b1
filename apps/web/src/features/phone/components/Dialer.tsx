import { MessageSquareText, PhoneCall } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { inputClasses } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { ContactComboBox } from '../../contacts/components/ContactComboBox';
import { isNameSearch } from '../../contacts/utils/contactSuggestions';
import { PHONE_NUMBER_MAX_DIGITS } from '@worksphere/contracts';
import { phoneMessages } from '../phone.messages';
import {
  formatPhoneNumber,
  isDiallable,
  keepDialableCharacters,
  normalizePhoneNumber,
  phoneNumberProblem,
} from '../utils/phoneNumber';
import { DialPad } from './DialPad';

const messages = phoneMessages.dialer;

export type FromOption = { value: string; label: string };

type DialerProps = {
  number: string;
  onNumberChange: (number: string) => void;
  fromOptions: ReadonlyArray<FromOption>;
  from: string;
  onFromChange: (from: string) => void;
  onCall: () => void;
  onText: () => void;
  isCalling: boolean;
};

/**
 * The dialer: a number field for the keyboard (Enter calls), the pad for pointers, the number
 * to call from, and what will actually be dialled under the number rule (spec 3 §5, issue 26:
 * "+44 …" stays international). A number the server would refuse says why (the contract's
 * message) once the field is left or Enter is pressed; too many digits say so at once.
 */
export function Dialer({
  number,
  onNumberChange,
  fromOptions,
  from,
  onFromChange,
  onCall,
  onText,
  isCalling,
}: DialerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const normalized = normalizePhoneNumber(number);
  // A name being typed looks for a contact's number (issue 26): it is no wrong number yet.
  const problem = isNameSearch(number) ? null : phoneNumberProblem(number);
  const [isChecked, setChecked] = useState(false);
  const canCall = problem === null && isDiallable(number) && from !== '' && !isCalling;
  const isTooLong = normalized.length - 1 > PHONE_NUMBER_MAX_DIGITS;

  function changeNumber(next: string) {
    setChecked(false);
    onNumberChange(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canCall) onCall();
    else setChecked(true);
  }

  function handleDigit(digit: string) {
    changeNumber(number + digit);
    // Back to the field, so typing goes on where the pad left off.
    inputRef.current?.focus();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label={messages.title}>
      <div className="space-y-1.5">
        <ContactComboBox
          kind="phone"
          label={messages.numberLabel}
          inputRef={inputRef}
          value={number}
          placeholder={messages.numberPlaceholder}
          describedBy={hintId}
          isInvalid={problem && (isChecked || isTooLong) ? true : undefined}
          // Digits are dialled as typed (letters dropped); a name finds contacts' numbers.
          onChange={(text) =>
            changeNumber(isNameSearch(text) ? text : keepDialableCharacters(text))
          }
          onBlur={() => setChecked(true)}
          onKeyDown={(event) => {
            // Enter with the Call button disabled submits nothing: say why here.
            if (event.key === 'Enter' && !canCall) setChecked(true);
          }}
          inputClassName={`${inputClasses} border-zinc-300 text-center text-xl tracking-wide focus:border-brand-500 focus:ring-brand-200`}
        />
        <p id={hintId} className="min-h-5 text-center text-xs text-zinc-500" aria-live="polite">
          {problem && (isChecked || isTooLong)
            ? problem
            : problem === null && isDiallable(number)
              ? messages.willCall(formatPhoneNumber(normalized))
              : null}
        </p>
      </div>
      <DialPad
        onDigit={handleDigit}
        canDelete={number !== ''}
        onDelete={() => {
          changeNumber(number.slice(0, -1));
          inputRef.current?.focus();
        }}
      />
      {fromOptions.length > 0 ? (
        <SelectField
          label={messages.fromLabel}
          options={fromOptions}
          value={from}
          onChange={(event) => onFromChange(event.target.value)}
        />
      ) : null}
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={!canCall}
          isLoading={isCalling}
          icon={<PhoneCall aria-hidden className="size-5" />}
          className="bg-emerald-600 hover:bg-emerald-700 disabled:bg-emerald-300"
        >
          {isCalling ? messages.calling : messages.call}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          disabled={!isDiallable(number)}
          onClick={onText}
          icon={<MessageSquareText aria-hidden className="size-5" />}
        >
          {messages.text}
        </Button>
      </div>
    </form>
  );
}
