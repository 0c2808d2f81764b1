import {
  FINAL_CALL_STATUSES,
  type Call,
  type CallMedia,
  type CallRecording,
  type CallsPerson,
  type IncomingCall,
  type SmsMessage,
} from '@worksphere/contracts';
import type { CallRow, MediaRow, MessageRow, PersonColumns, RecordingRow } from './calls.repo.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const person = (row: PersonColumns): CallsPerson | null => (row?.id ? { ...row } : null);

/** An inbound call that ended without anyone answering. */
export function isMissed(call: Pick<CallRow, 'direction' | 'status' | 'answeredAt'>): boolean {
  return (
    call.direction === 'inbound' && !call.answeredAt && FINAL_CALL_STATUSES.includes(call.status)
  );
}

export const recordingUrl = (id: string) => `/api/calls/recordings/${id}`;

export function presentRecording(row: RecordingRow): CallRecording {
  return {
    id: row.id,
    url: recordingUrl(row.id),
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCall(
  call: CallRow,
  user: PersonColumns,
  recording: RecordingRow | null = null,
): Call {
  return {
    id: call.id,
    direction: call.direction,
    status: call.status,
    from: call.fromNumber,
    to: call.toNumber,
    contactNumber: call.contactNumber,
    ourNumber: call.ourNumber,
    provider: call.provider,
    missed: isMissed(call),
    user: person(user),
    startedAt: call.startedAt.toISOString(),
    answeredAt: iso(call.answeredAt),
    endedAt: iso(call.endedAt),
    durationSeconds: call.durationSeconds,
    transcription: call.transcription,
    errorMessage: call.errorMessage,
    onHold: call.onHold,
    recording: recording ? presentRecording(recording) : null,
  };
}

/** The incoming-call state of spec 3 (the banner). */
export function presentIncomingCall(call: CallRow): IncomingCall {
  return {
    callId: call.id,
    from: call.fromNumber,
    to: call.toNumber,
    status: call.status,
    startedAt: call.startedAt.toISOString(),
  };
}

export const mediaUrl = (id: string) => `/api/calls/media/${id}`;

export function presentMedia(media: MediaRow): CallMedia {
  return {
    id: media.id,
    url: mediaUrl(media.id),
    filename: media.filename,
    mimetype: media.mimetype,
    size: media.size,
  };
}

export function presentMessage(
  message: MessageRow,
  sender: PersonColumns,
  media: MediaRow[],
): SmsMessage {
  return {
    id: message.id,
    direction: message.direction,
    status: message.status,
    type: message.type,
    from: message.fromNumber,
    to: message.toNumber,
    contactNumber: message.contactNumber,
    ourNumber: message.ourNumber,
    text: message.body,
    media: media.filter((item) => item.messageId === message.id).map(presentMedia),
    provider: message.provider,
    sender: person(sender),
    errorMessage: message.errorMessage,
    createdAt: message.createdAt.toISOString(),
    readAt: iso(message.readAt),
  };
}
