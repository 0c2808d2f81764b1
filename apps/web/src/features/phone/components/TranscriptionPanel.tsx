import { Copy, FileAudio, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { Alert } from '../../../ui/Alert';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useCallLogQuery } from '../api/callsApi';
import { useCallSettingsQuery } from '../api/phoneSettingsApi';
import { useTranscribeAudioMutation } from '../api/transcriptionApi';
import { phoneMessages } from '../phone.messages';
import { callKindOf } from '../utils/callKind';
import { describePhoneFailure } from '../utils/callToasts';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { formatKilobytes } from '../utils/mediaRules';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = phoneMessages.transcription;
const kindLabels = {
  missed: phoneMessages.callLog.missed,
  inbound: phoneMessages.callLog.inbound,
  outbound: phoneMessages.callLog.outbound,
};

/** The latest calls a recording may belong to, newest first ('' keeps it with none). */
function useCallOptions() {
  const log = useCallLogQuery('all');
  const dates = useDateFormatter();
  const calls = log.data?.pages[0]?.calls ?? [];
  return [
    { value: '', label: messages.noCall },
    ...calls.map((call) => ({
      value: call.id,
      label: `${kindLabels[callKindOf(call)]} · ${formatPhoneNumber(call.contactNumber)} · ${dates.formatTimeOrDateTime(call.startedAt)}`,
    })),
  ];
}

/** Upload a recording, read its words (spec 3 §7 transcribe, §8 "Transcription failed."). */
export function TranscriptionPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [callId, setCallId] = useState('');
  const callOptions = useCallOptions();
  // Known before any upload: without AI_BASE_URL and AI_API_KEY the server cannot transcribe.
  const isConfigured = useCallSettingsQuery().data?.transcriptionConfigured !== false;
  const isAdmin = useCurrentUser().role === 'ADMIN';
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultId = useId();
  const transcribe = useTranscribeAudioMutation();

  function handleFile(chosen: File | undefined) {
    transcribe.reset();
    if (!chosen) return;
    if (!chosen.type.startsWith('audio/') && !chosen.type.startsWith('video/')) {
      toast.error(messages.notAudio(chosen.name));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || transcribe.isPending) return;
    transcribe.mutate(
      { audio: file, callId: callId || undefined },
      {
        onError: (error) =>
          toast.error(describePhoneFailure(error, phoneMessages.toasts.transcriptionFailed)),
      },
    );
  }

  async function copyText(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.copied);
    } catch {
      // Without clipboard access the text stays selectable on screen.
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4">
      <div>
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-zinc-900">
          {messages.title}
        </h2>
        <p className="mt-1 text-sm text-zinc-500">{messages.description}</p>
      </div>
      {isConfigured ? null : (
        <Alert tone="info">{phoneMessages.shared.transcriptionUnavailable(isAdmin)}</Alert>
      )}
      <form onSubmit={handleSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
            {messages.fileLabel}
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            accept="audio/*"
            onChange={(event) => handleFile(event.target.files?.[0])}
            className="block w-full text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {file ? (
            <p className="flex items-center gap-1.5 text-xs text-zinc-500">
              <FileAudio aria-hidden className="size-3.5" />
              {messages.chosen(file.name, formatKilobytes(file.size))}
            </p>
          ) : null}
        </div>
        <SelectField
          label={messages.callLabel}
          options={callOptions}
          value={callId}
          onChange={(event) => setCallId(event.target.value)}
          className="min-w-0"
        />
        <Button
          type="submit"
          disabled={!file || !isConfigured}
          isLoading={transcribe.isPending}
          icon={<Upload aria-hidden className="size-4" />}
        >
          {transcribe.isPending ? messages.working : messages.submit}
        </Button>
      </form>
      {transcribe.isSuccess ? (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={resultId} className="text-sm font-medium text-zinc-800">
              {messages.resultLabel}
            </h3>
            {transcribe.data ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<Copy aria-hidden className="size-4" />}
                onClick={() => void copyText(transcribe.data)}
              >
                {messages.copy}
              </Button>
            ) : null}
          </div>
          <p
            aria-labelledby={resultId}
            role="status"
            className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm whitespace-pre-wrap text-zinc-900"
          >
            {transcribe.data || messages.empty}
          </p>
        </div>
      ) : null}
    </section>
  );
}
