import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from './fake-oauth.js';

/*
 * Twilio's REST API (2010-04-01) on loopback, speaking its JSON: Calls.json, Messages.json and
 * Calls/{sid}.json with form-encoded bodies and HTTP basic auth (account SID + auth token).
 * Errors are Twilio's: {code, message, more_info, status}, e.g. 20003 (401, bad credentials),
 * 21211 (invalid 'To'), 21606 ('From' not a number of the account), 21602 (no body), 20404.
 * Media of inbound MMS are served at /2010-04-01/Accounts/{sid}/Messages/{MM}/Media/{ME}.
 * Voice (issue 26): Calls/{sid}.json takes Twiml= (kept as the call's `twiml`), Calls.json lists
 * a call's legs by ParentCallSid (Twilio's paged list), and Recordings/{RE}.mp3 serves audio.
 * Base URL: TWILIO_BASE_URL = url.
 */

export type FakeTwilioRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
};

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const E164 = /^\+[1-9]\d{1,14}$/;

function twilioError(response: ServerResponse, status: number, code: number, message: string) {
  sendJson(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

/**
 * Twilio's webhook signature, computed here on its own (not with the product's code): HMAC-SHA1
 * of the URL followed by the sorted parameters' names and values, base64.
 */
export function signTwilioRequest(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((key) => key + params[key])
      .join('');
  return createHmac('sha1', authToken).update(data).digest('base64');
}

export async function startFakeTwilio(
  account = { sid: `AC${'1'.repeat(32)}`, token: 'fake-twilio-auth-token' },
  /** Numbers the account owns (may be used as From), E.164. */
  ownedNumbers: string[] = ['+15550100001'],
) {
  const requests: FakeTwilioRequest[] = [];
  const calls = new Map<string, Record<string, unknown>>();
  const messages = new Map<string, Record<string, unknown>>();
  const media = new Map<string, { bytes: Buffer; contentType: string }>();
  const recordings = new Map<string, Buffer>();
  const base = `/2010-04-01/Accounts/${account.sid}`;
  const now = () => new Date().toUTCString();

  const isAuthorized = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;

  function createCall(form: URLSearchParams, response: ServerResponse) {
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    if (!to) return twilioError(response, 400, 21201, "No 'To' number is specified");
    if (!E164.test(to) || to.startsWith('+10')) {
      return twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    }
    if (!ownedNumbers.includes(from)) {
      return twilioError(
        response,
        400,
        21210,
        `The source phone number provided, ${from}, is not yet verified for your account. You may only make calls from phone numbers that you've verified or purchased from Twilio.`,
      );
    }
    if (!form.get('Url') && !form.get('Twiml')) {
      return twilioError(response, 400, 21205, 'Url parameter is required.');
    }
    const callSid = sid('CA');
    const call = {
      sid: callSid,
      account_sid: account.sid,
      to,
      to_formatted: to,
      from,
      from_formatted: from,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now(),
      date_updated: now(),
      start_time: null,
      end_time: null,
      duration: null,
      price: null,
      uri: `${base}/Calls/${callSid}.json`,
    };
    calls.set(callSid, call);
    sendJson(response, 201, call);
  }

  function createMessage(form: URLSearchParams, response: ServerResponse) {
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const mediaUrls = form.getAll('MediaUrl');
    if (!to) return twilioError(response, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to) || to.startsWith('+10')) {
      return twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    }
    if (!ownedNumbers.includes(from)) {
      return twilioError(
        response,
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    if (!form.get('Body') && mediaUrls.length === 0) {
      return twilioError(response, 400, 21602, 'Message body is required.');
    }
    const messageSid = sid(mediaUrls.length ? 'MM' : 'SM');
    const message = {
      sid: messageSid,
      account_sid: account.sid,
      to,
      from,
      body: form.get('Body') ?? '',
      status: 'queued',
      direction: 'outbound-api',
      num_media: String(mediaUrls.length),
      num_segments: '1',
      api_version: '2010-04-01',
      date_created: now(),
      date_updated: now(),
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      uri: `${base}/Messages/${messageSid}.json`,
    };
    messages.set(messageSid, message);
    sendJson(response, 201, message);
  }

  function updateCall(callSid: string, form: URLSearchParams, response: ServerResponse) {
    const call = calls.get(callSid);
    if (!call) {
      return twilioError(
        response,
        404,
        20404,
        `The requested resource ${base}/Calls/${callSid}.json was not found`,
      );
    }
    const status = form.get('Status');
    if (status === 'completed' || status === 'canceled') call.status = status;
    const twiml = form.get('Twiml');
    if (twiml) call.twiml = twiml;
    call.date_updated = now();
    sendJson(response, 200, call);
  }

  /** GET Calls.json?ParentCallSid=…: Twilio's paged list of a call's child legs. */
  function listCalls(query: URLSearchParams, response: ServerResponse) {
    const parent = query.get('ParentCallSid');
    const list = [...calls.values()].filter((call) => !parent || call.parent_call_sid === parent);
    const uri = `${base}/Calls.json?${query.toString()}`;
    sendJson(response, 200, {
      calls: list,
      end: Math.max(0, list.length - 1),
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: Number(query.get('PageSize') ?? 50),
      previous_page_uri: null,
      start: 0,
      uri,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const [path = '/', search = ''] = (request.url ?? '/').split('?');
    const body = await readBody(request);
    const form = new URLSearchParams(body);
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      form,
    });
    if (!path.startsWith('/2010-04-01/Accounts/')) {
      return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
    }
    if (!isAuthorized(request.headers.authorization) || !path.startsWith(`${base}/`)) {
      return twilioError(response, 401, 20003, 'Authenticate');
    }
    const rest = path.slice(base.length);
    if (request.method === 'GET' && rest === '/Calls.json') {
      return listCalls(new URLSearchParams(search), response);
    }
    const recording = /^\/Recordings\/(RE[0-9a-f]{32})\.mp3$/.exec(rest);
    if (request.method === 'GET' && recording) {
      const bytes = recordings.get(recording[1]!);
      if (!bytes) {
        return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
      }
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': bytes.length });
      response.end(bytes);
      return;
    }
    if (request.method === 'GET') {
      const stored = media.get(rest);
      if (!stored)
        return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
      response.writeHead(200, { 'content-type': stored.contentType });
      response.end(stored.bytes);
      return;
    }
    if (request.method !== 'POST') return twilioError(response, 405, 20004, 'Method not allowed');
    if (rest === '/Calls.json') return createCall(form, response);
    if (rest === '/Messages.json') return createMessage(form, response);
    const callUpdate = /^\/Calls\/(CA[0-9a-f]{32})\.json$/.exec(rest);
    if (callUpdate) return updateCall(callUpdate[1]!, form, response);
    return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
  }

  const server = await listenOnLoopback(handle);
  return {
    ...server,
    account,
    /** The account's numbers: push one to let a test's organisation send from it. */
    ownedNumbers,
    requests,
    calls,
    messages,
    /** A call ringing in at one of the account's numbers, as Twilio knows it; answers its CallSid. */
    addInboundCall(from: string, to: string) {
      const callSid = sid('CA');
      calls.set(callSid, {
        sid: callSid,
        account_sid: account.sid,
        from,
        to,
        status: 'in-progress',
        direction: 'inbound',
        api_version: '2010-04-01',
        date_created: now(),
        date_updated: now(),
        uri: `${base}/Calls/${callSid}.json`,
      });
      return callSid;
    },
    /** A leg a call dialled (a <Dial>'s child), answered; answers its CallSid. */
    addChildCall(parentSid: string, from: string, to: string) {
      const callSid = sid('CA');
      calls.set(callSid, {
        sid: callSid,
        parent_call_sid: parentSid,
        account_sid: account.sid,
        from,
        to,
        status: 'in-progress',
        direction: 'outbound-dial',
        api_version: '2010-04-01',
        date_created: now(),
        date_updated: now(),
        uri: `${base}/Calls/${callSid}.json`,
      });
      return callSid;
    },
    /** Keep a voicemail as Twilio keeps a recording; answers its RecordingSid and RecordingUrl. */
    addRecording(bytes: Buffer) {
      const recordingSid = sid('RE');
      recordings.set(recordingSid, bytes);
      return { sid: recordingSid, url: `${server.url}${base}/Recordings/${recordingSid}` };
    },
    /** Keep a media file as Twilio keeps an inbound MMS's; answers its MediaUrl. */
    addInboundMedia(bytes: Buffer, contentType: string) {
      const path = `/Messages/${sid('MM')}/Media/${sid('ME')}`;
      media.set(path, { bytes, contentType });
      return `${server.url}${base}${path}`;
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
