import type { PhoneNumberRecord } from '@worksphere/contracts';
import { PhoneIncoming, MessageSquareText, Voicemail } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import {
  useSimulateInboundCallMutation,
  useSimulateInboundSmsMutation,
  useSimulateVoicemailMutation,
} from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';

const messages = phoneMessages.settings;

/**
 * Admins with the loopback provider: someone "calls" or "texts" one of the numbers, or leaves a
 * voicemail (a recording chosen here) that then plays from the call log.
 */
export function SimulateInboundForm({ numbers }: { numbers: PhoneNumberRecord[] }) {
  const [from, setFrom] = useState('');
  const [chosenTo, setChosenTo] = useState('');
  const [text, setText] = useState<string>(messages.simulateDefaultText);
  const simulateCall = useSimulateInboundCallMutation();
  const simulateSms = useSimulateInboundSmsMutation();
  const simulateVoicemail = useSimulateVoicemailMutation();
  const voicemailInput = useRef<HTMLInputElement>(null);
  const toOptions = numbers.map((record) => ({
    value: record.number,
    label: formatPhoneNumber(record.number),
  }));
  const to = toOptions.some((option) => option.value === chosenTo)
    ? chosenTo
    : (toOptions[0]?.value ?? '');
  const isDisabled = numbers.length === 0 || from.trim() === '';

  const handlers = {
    onSuccess: () => toast.success(messages.simulated),
    onError: (error: Error) => toast.error(describeApiError(error, messages.simulateFailed)),
  };

  return (
    <section aria-labelledby="phone-simulate-title" className="space-y-3">
      <div>
        <h3 id="phone-simulate-title" className="text-sm font-semibold text-zinc-900">
          {messages.simulateTitle}
        </h3>
        <p className="mt-1 text-sm text-zinc-500">{messages.simulateDescription}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={messages.simulateFromLabel}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        {toOptions.length > 0 ? (
          <SelectField
            label={messages.simulateToLabel}
            options={toOptions}
            value={to}
            onChange={(event) => setChosenTo(event.target.value)}
          />
        ) : null}
      </div>
      <TextField
        label={messages.simulateTextLabel}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          icon={<MessageSquareText aria-hidden className="size-4" />}
          disabled={isDisabled || text.trim() === ''}
          isLoading={simulateSms.isPending}
          onClick={() => simulateSms.mutate({ from, to, text }, handlers)}
        >
          {messages.simulateSms}
        </Button>
        <input
          ref={voicemailInput}
          type="file"
          accept="audio/*"
          aria-label={messages.simulateVoicemailFile}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const audio = event.target.files?.[0];
            // The same recording may be chosen again for the next voicemail.
            event.target.value = '';
            if (audio) simulateVoicemail.mutate({ from, to, audio }, handlers);
          }}
        />
        <Button
          variant="secondary"
          icon={<Voicemail aria-hidden className="size-4" />}
          disabled={isDisabled}
          isLoading={simulateVoicemail.isPending}
          onClick={() => voicemailInput.current?.click()}
        >
          {messages.simulateVoicemail}
        </Button>
        <Button
          variant="secondary"
          icon={<PhoneIncoming aria-hidden className="size-4" />}
          disabled={isDisabled}
          isLoading={simulateCall.isPending}
          onClick={() => simulateCall.mutate({ from, to }, handlers)}
        >
          {messages.simulateCall}
        </Button>
      </div>
    </section>
  );
}
