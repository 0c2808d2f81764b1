import type { CallRecording } from '@worksphere/contracts';
import { Voicemail } from 'lucide-react';
import { phoneMessages } from '../phone.messages';

const messages = phoneMessages.callLog;

/**
 * A voicemail in the call log: its recording, played from the product's own address (the
 * server fetches it from the provider; no provider URL reaches the browser), and what was said
 * when it was transcribed.
 */
export function VoicemailPlayer({
  recording,
  transcription,
  contact,
}: {
  recording: CallRecording;
  transcription: string | null;
  contact: string;
}) {
  return (
    <figure className="mt-2 space-y-1.5 rounded-lg border border-zinc-200 bg-zinc-50 p-2">
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-zinc-700">
        <Voicemail aria-hidden className="size-3.5" />
        {recording.durationSeconds
          ? `${messages.voicemail} · ${messages.duration(recording.durationSeconds)}`
          : messages.voicemail}
      </figcaption>
      <audio
        controls
        preload="metadata"
        src={recording.url}
        aria-label={messages.voicemailFrom(contact)}
        className="h-9 w-full"
      />
      {transcription ? (
        <p className="text-sm text-zinc-700">
          <span className="sr-only">{messages.voicemailTranscription}: </span>
          {transcription}
        </p>
      ) : null}
    </figure>
  );
}
