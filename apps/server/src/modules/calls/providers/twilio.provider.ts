import type { CallStatus, MessageStatus } from '@worksphere/contracts';
import {
  TelephonyError,
  type CallbackUrls,
  type TelephonyProvider,
  type TwilioVoiceControl,
} from './telephony-provider.js';

export type TwilioAccount = { accountSid: string; authToken: string };

/** Twilio's error body: {code, message, more_info, status}. */
type TwilioErrorBody = { code?: number; message?: string; status?: number };

const REQUEST_TIMEOUT_MS = 10_000;

const CALL_STATUSES = new Set<string>([
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
]);
/** Twilio's call status in ours ('initiated' is queued); unknown ones count as queued. */
export function callStatusOf(value: string | undefined): CallStatus {
  return value && CALL_STATUSES.has(value) ? (value as CallStatus) : 'queued';
}

/** Twilio's message status in ours: accepted/scheduled are queued, receiving/read received/delivered. */
export function messageStatusOf(value: string | undefined): MessageStatus {
  switch (value) {
    case 'sending':
    case 'sent':
    case 'delivered':
    case 'undelivered':
    case 'failed':
    case 'received':
      return value;
    case 'read':
      return 'delivered';
    case 'receiving':
      return 'received';
    default:
      return 'queued';
  }
}

/** Twilio's REST API (2010-04-01), form-encoded requests with basic auth. */
export function createTwilioProvider(
  baseUrl: string,
  account: TwilioAccount,
): TelephonyProvider & TwilioVoiceControl {
  const accountUrl = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;

  async function send(path: string, form?: URLSearchParams): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${accountUrl}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          accept: 'application/json',
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new TelephonyError('unavailable', 'The telephony provider could not be reached.');
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body;
    const error = body as TwilioErrorBody;
    const code = typeof error.code === 'number' ? error.code : null;
    const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403 || code === 20003) {
      throw new TelephonyError('auth', message, code);
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new TelephonyError('invalid', message, code);
    }
    throw new TelephonyError('unavailable', message, code);
  }

  const statusCallbacks = (form: URLSearchParams, callbacks: CallbackUrls) => {
    form.set('StatusCallback', callbacks.callStatus);
    form.set('StatusCallbackMethod', 'POST');
    for (const event of ['initiated', 'ringing', 'answered', 'completed']) {
      form.append('StatusCallbackEvent', event);
    }
  };

  return {
    name: 'twilio',
    async placeCall({ from, to, callbacks, answerUrl }) {
      const form = new URLSearchParams({ To: to, From: from, Url: answerUrl ?? callbacks.voice });
      statusCallbacks(form, callbacks);
      const call = await send('/Calls.json', form);
      return { sid: String(call.sid ?? ''), status: callStatusOf(call.status as string) };
    },
    async sendMessage({ from, to, text, mediaUrls, callbacks }) {
      const form = new URLSearchParams({ To: to, From: from });
      if (text) form.set('Body', text);
      for (const url of mediaUrls) form.append('MediaUrl', url);
      form.set('StatusCallback', callbacks.messageStatus);
      const message = await send('/Messages.json', form);
      return {
        sid: String(message.sid ?? ''),
        status: messageStatusOf(message.status as string),
      };
    },
    async endCall(sid, status) {
      await send(`/Calls/${encodeURIComponent(sid)}.json`, new URLSearchParams({ Status: status }));
    },
    async redirectCall(sid, twiml) {
      await send(`/Calls/${encodeURIComponent(sid)}.json`, new URLSearchParams({ Twiml: twiml }));
    },
    async childCalls(parentSid) {
      const query = new URLSearchParams({ ParentCallSid: parentSid, PageSize: '20' });
      const page = await send(`/Calls.json?${query.toString()}`);
      const list = Array.isArray(page.calls) ? (page.calls as Record<string, unknown>[]) : [];
      return list
        .map((call) => ({ sid: String(call.sid ?? ''), status: String(call.status ?? '') }))
        .sort((a, b) => Number(b.status === 'in-progress') - Number(a.status === 'in-progress'));
    },
    async fetchRecording(url) {
      try {
        return await fetch(url, {
          headers: { authorization },
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        throw new TelephonyError('unavailable', 'The telephony provider could not be reached.');
      }
    },
  };
}
