import { CALLS_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { startFakeTranscription } from '../../test/fakes/fake-openai-transcription.js';
import { call, useTestApp } from '../../test/test-app.js';

let ai: Awaited<ReturnType<typeof startFakeTranscription>>;
beforeAll(async () => {
  ai = await startFakeTranscription();
});
afterAll(() => ai.close());

const testApp = useTestApp(() => ({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey }));

/** A real (silent) 16-bit mono WAV recording. */
function wav(samples = 8000): Buffer {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function transcribe(token: string, fields: Record<string, string>, audio?: Buffer) {
  const { body, headers } = multipart(
    fields,
    audio ? [{ field: 'audio', filename: 'call.wav', type: 'audio/wav', data: audio }] : [],
  );
  return call(testApp.app, 'POST', '/calls/transcribe/audio', { token, body, headers });
}

describe('transcription through an OpenAI-compatible endpoint', () => {
  it('answers the transcription and keeps it with the call when a callId is given', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const response = await transcribe(member.token, {}, wav());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ transcription: 'Hello, this is a test call.' });
    expect(ai.received.at(-1)).toEqual({
      model: 'whisper-1',
      filename: 'recording.wav',
      contentType: 'audio/wav',
      size: wav().length,
    });

    const number = (await addNumber(testApp.app, admin)).number;
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '5550106001' },
    });
    const callId = placed.json().call.id;
    ai.control.text = 'Please call me back tomorrow.';
    const kept = await transcribe(member.token, { callId }, wav());
    expect(kept.json()).toEqual({ transcription: 'Please call me back tomorrow.' });
    const logged = await call(testApp.app, 'GET', `/calls/log/${callId}`, { token: admin.token });
    expect(logged.json().call.transcription).toBe('Please call me back tomorrow.');

    // Another organisation's call is not found, and nothing is sent for it.
    const stranger = await registerOrganization(testApp.app);
    const before = ai.received.length;
    const foreign = await transcribe(stranger.token, { callId }, wav());
    expect(foreign.statusCode).toBe(404);
    expect(ai.received.length).toBe(before);
  });

  it('refuses a missing recording or one that is not audio', async () => {
    const admin = await registerOrganization(testApp.app);
    const missing = await transcribe(admin.token, {});
    expect(missing.json()).toEqual({
      error: CALLS_MESSAGES.audioMissing,
      code: 'VALIDATION_ERROR',
    });
    const image = await transcribe(admin.token, {}, PNG_BYTES);
    expect(image.statusCode).toBe(415);
    expect(image.json()).toEqual({
      error: CALLS_MESSAGES.audioTypeNotAllowed,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const json = await call(testApp.app, 'POST', '/calls/transcribe/audio', {
      token: admin.token,
      body: { audio: 'base64?' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('says "Transcription failed." when the endpoint fails', async () => {
    const admin = await registerOrganization(testApp.app);
    ai.control.failWith = 500;
    try {
      const response = await transcribe(admin.token, {}, wav());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Transcription failed.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      ai.control.failWith = 0;
    }
  });
});
