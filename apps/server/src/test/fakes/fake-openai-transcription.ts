import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback, sendJson } from './fake-oauth.js';

/*
 * An OpenAI-compatible /v1/audio/transcriptions on loopback: multipart `file` and `model`,
 * Bearer auth, answers {text}. Errors are OpenAI's: {error: {message, type, param, code}};
 * 401 invalid_api_key, 400 for a missing file or model. Base URL: AI_BASE_URL = url + '/v1'.
 */

export type ReceivedTranscription = {
  model: string;
  filename: string;
  contentType: string;
  size: number;
};

function openAiError(
  response: ServerResponse,
  status: number,
  message: string,
  code: string | null,
) {
  sendJson(response, status, {
    error: { message, type: 'invalid_request_error', param: null, code },
  });
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeTranscription(apiKey = 'sk-fake-transcription') {
  const received: ReceivedTranscription[] = [];
  const control = { text: 'Hello, this is a test call.', failWith: 0 };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      return openAiError(response, 404, 'Not found', null);
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return openAiError(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const raw = await readRaw(request);
    const form = await new Response(raw, {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => undefined);
    const file = form?.get('file');
    const model = form?.get('model');
    if (!form || !(file instanceof Blob) || typeof model !== 'string') {
      return openAiError(response, 400, 'you must provide a model parameter', null);
    }
    if (control.failWith) return openAiError(response, control.failWith, 'Upstream failure', null);
    received.push({
      model,
      filename: (file as File).name,
      contentType: file.type,
      size: file.size,
    });
    sendJson(response, 200, { text: control.text });
  }

  const server = await listenOnLoopback(handle);
  return { ...server, apiKey, received, control, baseUrl: `${server.url}/v1` };
}
