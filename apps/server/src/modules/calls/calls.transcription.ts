import { openAsBlob } from 'node:fs';
import {
  CALLS_MESSAGES,
  NOT_AVAILABLE_FOR_MEMBERS,
  TRANSCRIPTION_AUDIO_MAX_BYTES,
} from '@worksphere/contracts';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../platform/errors.js';
import {
  detectType,
  discardTemp,
  receiveBlob,
  type IncomingFileStream,
} from '../files/files.storage.js';

/** Recordings the OpenAI-compatible endpoint takes, by detected type → the file name it needs. */
const AUDIO_EXTENSION: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4',
};

const TRANSCRIPTION_TIMEOUT_MS = 120_000;

export type ReceivedAudio = { tempPath: string; mimetype: string; extension: string };

/**
 * Stop before reading the upload when nothing could transcribe it. Admins are told which
 * settings the server lacks; members that it is not available yet.
 */
export function assertTranscriptionConfigured(config: AppConfig, isAdmin = true) {
  if (!config.transcription) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      isAdmin ? CALLS_MESSAGES.transcriptionNotConfigured : NOT_AVAILABLE_FOR_MEMBERS,
    );
  }
}

/** Receive a recording into a temp file: its type from its first bytes, its size capped. */
export async function receiveAudio(
  uploadsDir: string,
  stream: IncomingFileStream,
): Promise<ReceivedAudio> {
  let mimetype = '';
  const blob = await receiveBlob(
    uploadsDir,
    stream,
    () => new AppError('PAYLOAD_TOO_LARGE', CALLS_MESSAGES.audioTooLarge),
    async (head) => {
      mimetype = (await detectType(head)) ?? '';
      if (!AUDIO_EXTENSION[mimetype]) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', CALLS_MESSAGES.audioTypeNotAllowed);
      }
    },
  );
  return { tempPath: blob.tempPath, mimetype, extension: AUDIO_EXTENSION[mimetype]! };
}

export { discardTemp, TRANSCRIPTION_AUDIO_MAX_BYTES };

/**
 * POST {AI_BASE_URL}/audio/transcriptions (OpenAI's multipart: file, model) → its `text`.
 * The endpoint refusing the recording is a 400, anything else "Transcription failed." as 503.
 */
export async function transcribeAudio(config: AppConfig, audio: ReceivedAudio): Promise<string> {
  const blob = await openAsBlob(audio.tempPath, { type: audio.mimetype });
  return transcribeBlob(config, blob, `recording.${audio.extension}`);
}

/** A recording held in memory (a voicemail fetched from Twilio, or a simulated one). */
export function transcribeBytes(config: AppConfig, bytes: Buffer, mimetype: string) {
  const extension = AUDIO_EXTENSION[mimetype] ?? 'mp3';
  return transcribeBlob(
    config,
    new Blob([new Uint8Array(bytes)], { type: mimetype }),
    `recording.${extension}`,
  );
}

async function transcribeBlob(config: AppConfig, blob: Blob, filename: string): Promise<string> {
  assertTranscriptionConfigured(config);
  const ai = config.transcription!;
  const form = new FormData();
  form.set('file', blob, filename);
  form.set('model', ai.transcriptionModel);
  form.set('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(`${ai.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ai.apiKey}`, accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.transcriptionFailed);
  }
  const body = (await response.json().catch(() => undefined)) as { text?: unknown } | undefined;
  if (response.status === 400 || response.status === 413 || response.status === 415) {
    throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.transcriptionFailed);
  }
  if (!response.ok || typeof body?.text !== 'string') {
    throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.transcriptionFailed);
  }
  return body.text.trim();
}
