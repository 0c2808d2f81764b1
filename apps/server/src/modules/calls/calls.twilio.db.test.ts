import {
  CALLS_EVENTS,
  CALLS_MESSAGES,
  type Call,
  type SmsEvent,
  type SmsMessage,
} from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNumber, freshNumber, nextCallStatus, uploadMedia } from '../../test/calls-helpers.js';
import { connectChat, nextEvent, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import {
  signTwilioRequest,
  startFakeTwilio,
  type FakeTwilio,
} from '../../test/fakes/fake-twilio.js';
import { call, createTestApp, useTestApp } from '../../test/test-app.js';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());

const testApp = useTestApp(() => ({ TWILIO_BASE_URL: twilio.url }));
const PUBLIC_URL = 'http://worksphere.test';

/** An organisation on Twilio (its account in Settings) with one number the account owns. */
async function twilioOrganisation(authToken = twilio.account.token) {
  const admin = await registerOrganization(testApp.app);
  const saved = await call(testApp.app, 'PUT', '/calls/settings', {
    token: admin.token,
    body: { provider: 'twilio', twilioAccountSid: twilio.account.sid, twilioAuthToken: authToken },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const number = (await addNumber(testApp.app, admin)).number;
  twilio.ownedNumbers.push(number);
  const member = await addMember(testApp.app, admin);
  // Callback mode (no TwiML App): Twilio rings the member's own phone first.
  const memberPhone = freshNumber();
  await setOwnPhone(testApp.app, member.token, memberPhone);
  return { admin, member, number, memberPhone, organizationId: admin.user.organizationId };
}

async function setOwnPhone(app: typeof testApp.app, token: string, phoneNumber: string) {
  const saved = await call(app, 'PUT', '/user/me', { token, body: { phoneNumber } });
  expect(saved.statusCode, saved.body).toBe(200);
}

function webhook(
  organizationId: string,
  kind: string,
  params: Record<string, string>,
  signature: string | null = signTwilioRequest(
    twilio.account.token,
    `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/${kind}`,
    params,
  ),
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/calls/webhooks/twilio/${organizationId}/${kind}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const lastRequest = (path: string) => twilio.requests.filter((r) => r.path.endsWith(path)).at(-1)!;

async function logOf(token: string): Promise<Call[]> {
  return (await call(testApp.app, 'GET', '/calls/log', { token })).json().calls;
}

async function conversation(token: string, contact: string): Promise<SmsMessage[]> {
  return (
    await call(testApp.app, 'GET', `/calls/conversations/${encodeURIComponent(contact)}/messages`, {
      token,
    })
  ).json().messages;
}

describe('calls through Twilio’s REST API', () => {
  it('keeps the auth token sealed and never answers it', async () => {
    const { admin } = await twilioOrganisation();
    const settings = await call(testApp.app, 'GET', '/calls/settings', { token: admin.token });
    expect(settings.json().settings).toMatchObject({
      provider: 'twilio',
      twilio: {
        accountSid: twilio.account.sid,
        hasAuthToken: true,
        source: 'settings',
        configured: true,
      },
      webhookUrls: {
        voice: `${PUBLIC_URL}/api/calls/webhooks/twilio/${admin.user.organizationId}/voice`,
      },
    });
    expect(settings.body).not.toContain(twilio.account.token);
    const stored = await testApp.db.execute(
      sql`select twilio_auth_token_sealed as sealed from call_settings where organization_id = ${admin.user.organizationId}`,
    );
    expect(String(stored.rows[0]!.sealed)).not.toContain(twilio.account.token);
  });

  it('places a call with Calls.json and follows its status callbacks', async () => {
    const { member, number, memberPhone, organizationId } = await twilioOrganisation();
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '(555) 010-2000' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const request = lastRequest('/Calls.json');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.account.sid}:${twilio.account.token}`).toString('base64')}`,
    );
    // The member's own phone rings first; once answered, callback-connect dials the other party.
    expect(Object.fromEntries(request.form)).toMatchObject({
      To: memberPhone,
      From: number,
      Url: `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/callback-connect?callId=${placed.json().call.id}`,
      StatusCallback: `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/call-status`,
    });
    expect(request.form.getAll('StatusCallbackEvent')).toEqual([
      'initiated',
      'ringing',
      'answered',
      'completed',
    ]);
    const callSid = [...twilio.calls.keys()].at(-1)!;
    expect(placed.json().call).toMatchObject({
      status: 'queued',
      provider: 'twilio',
      to: '+15550102000',
    });

    const answered = await webhook(organizationId, 'call-status', {
      CallSid: callSid,
      CallStatus: 'in-progress',
      AccountSid: twilio.account.sid,
    });
    expect(answered.statusCode, answered.body).toBe(204);
    const completed = await webhook(organizationId, 'call-status', {
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: '42',
    });
    expect(completed.statusCode).toBe(204);
    expect((await logOf(member.token))[0]).toMatchObject({
      status: 'completed',
      durationSeconds: 42,
      missed: false,
    });
  });

  it('cancels an unanswered call at Twilio when hung up', async () => {
    const { member, number } = await twilioOrganisation();
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '5550102001' },
    });
    const hungUp = await call(testApp.app, 'POST', `/calls/${placed.json().call.id}/hang-up`, {
      token: member.token,
    });
    expect(hungUp.statusCode, hungUp.body).toBe(200);
    expect(hungUp.json().call.status).toBe('canceled');
    const callSid = [...twilio.calls.keys()].at(-1)!;
    expect(lastRequest(`/Calls/${callSid}.json`).form.get('Status')).toBe('canceled');
    expect(twilio.calls.get(callSid)!.status).toBe('canceled');
  });

  it('sends a declined inbound call to voicemail at Twilio', async () => {
    const { member, number, organizationId } = await twilioOrganisation();
    const callSid = twilio.addInboundCall('+15550102100', number);
    const ringing = await webhook(organizationId, 'voice', {
      CallSid: callSid,
      From: '+15550102100',
      To: number,
      Direction: 'inbound',
    });
    expect(ringing.statusCode).toBe(200);
    const [inbound] = await logOf(member.token);
    const declined = await call(testApp.app, 'POST', `/calls/${inbound!.id}/decline`, {
      token: member.token,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().call).toMatchObject({ status: 'no-answer', missed: true });
    // The caller is sent to voicemail (calls.voice.db.test.ts checks that TwiML).
    const twiml = lastRequest(`/Calls/${callSid}.json`).form.get('Twiml');
    expect(twiml).toContain('<Say>');
    expect(twiml).toContain('<Record ');
  });

  it('answers Twilio’s refusals as 4xx or 503 and logs the failed call', async () => {
    const { member, number } = await twilioOrganisation();
    // Twilio refuses the member's own phone, the number it rings first.
    await setOwnPhone(testApp.app, member.token, '012-345-6789');
    const invalid = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '5550102003' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: "The telephony provider refused the request: Invalid 'To' Phone Number: +10123456789",
      code: 'VALIDATION_ERROR',
      // The provider's words as they came, apart, so the sentence around them is translated.
      params: { message: "Invalid 'To' Phone Number: +10123456789" },
    });
    expect((await logOf(member.token))[0]).toMatchObject({
      status: 'failed',
      errorMessage: "Invalid 'To' Phone Number: +10123456789",
    });

    const wrongToken = await twilioOrganisation('not-the-token');
    const refused = await call(testApp.app, 'POST', '/calls/make-call', {
      token: wrongToken.member.token,
      body: { from: wrongToken.number, to: '5550102002' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: CALLS_MESSAGES.providerAuthFailed,
      code: 'SERVICE_UNAVAILABLE',
    });
    const sms = await call(testApp.app, 'POST', '/calls/message/send', {
      token: wrongToken.member.token,
      body: { from: wrongToken.number, to: '5550102002', text: 'hi' },
    });
    expect(sms.statusCode).toBe(503);
  });

  it('sends SMS with Messages.json and records delivery states from the status callback', async () => {
    const { member, number, organizationId } = await twilioOrganisation();
    const sent = await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { from: number, to: '5550103001', text: 'Table for two at 8?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({ status: 'queued', type: 'sms' });
    expect(Object.fromEntries(lastRequest('/Messages.json').form)).toEqual({
      To: '+15550103001',
      From: number,
      Body: 'Table for two at 8?',
      StatusCallback: `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/message-status`,
    });
    const messageSid = [...twilio.messages.keys()].at(-1)!;

    const delivered = await webhook(organizationId, 'message-status', {
      MessageSid: messageSid,
      MessageStatus: 'delivered',
    });
    expect(delivered.statusCode).toBe(204);
    expect((await conversation(member.token, '+15550103001'))[0]!.status).toBe('delivered');

    await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { from: number, to: '5550103001', text: 'Hello?' },
    });
    await webhook(organizationId, 'message-status', {
      MessageSid: [...twilio.messages.keys()].at(-1)!,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect((await conversation(member.token, '+15550103001'))[1]).toMatchObject({
      status: 'undelivered',
      errorMessage: 'Error 30003',
    });
  });

  it('tells the organisation live when Twilio reports a delivery or a call status', async () => {
    const { member, number, organizationId } = await twilioOrganisation();
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const socket: Socket = await connectChat(baseUrl, { token: member.token });
    try {
      await call(testApp.app, 'POST', '/calls/message/send', {
        token: member.token,
        body: { from: number, to: '5550103003', text: 'On my way' },
      });
      const delivered = nextEvent<SmsEvent>(socket, CALLS_EVENTS.smsStatus);
      await webhook(organizationId, 'message-status', {
        MessageSid: [...twilio.messages.keys()].at(-1)!,
        MessageStatus: 'delivered',
      });
      expect((await delivered).message).toMatchObject({
        status: 'delivered',
        text: 'On my way',
      });

      await call(testApp.app, 'POST', '/calls/make-call', {
        token: member.token,
        body: { from: number, to: '5550103004' },
      });
      const ringing = nextCallStatus(socket, 'ringing');
      await webhook(organizationId, 'call-status', {
        CallSid: [...twilio.calls.keys()].at(-1)!,
        CallStatus: 'ringing',
      });
      expect((await ringing).call).toMatchObject({ status: 'ringing', to: '+15550103004' });
    } finally {
      socket.disconnect();
    }
  });

  it('gives Twilio a signed link to an MMS’s media, and nobody else', async () => {
    const { member, number } = await twilioOrganisation();
    const media = await uploadMedia(testApp.app, member);
    const sent = await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { from: number, to: '5550103002', mediaUrls: [media.url] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [link] = lastRequest('/Messages.json').form.getAll('MediaUrl');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/calls/public-media/${media.id}/`));
    const fetched = await testApp.app.inject({
      method: 'GET',
      url: link!.slice(PUBLIC_URL.length),
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PNG_BYTES)).toBe(true);
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/api/calls/public-media/${media.id}/${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('takes inbound SMS, MMS and calls only from correctly signed webhooks', async () => {
    const { admin, member, number, memberPhone, organizationId } = await twilioOrganisation();
    const inbound = {
      MessageSid: `SM${'a'.repeat(32)}`,
      AccountSid: twilio.account.sid,
      From: '+15550104001',
      To: number,
      Body: 'Do you deliver?',
      NumMedia: '0',
    };
    const url = `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/sms`;
    for (const [what, signature] of [
      ['missing', null],
      ['another token', signTwilioRequest('another-token', url, inbound)],
      ['another URL', signTwilioRequest(twilio.account.token, `${url}?x=1`, inbound)],
      ['garbage', 'not a signature'],
    ] as const) {
      const refused = await webhook(organizationId, 'sms', inbound, signature);
      expect(refused.statusCode, what).toBe(403);
      expect(refused.json()).toEqual({
        error: CALLS_MESSAGES.webhookSignatureInvalid,
        code: 'FORBIDDEN',
      });
    }
    const tampered = await webhook(
      organizationId,
      'sms',
      { ...inbound, Body: 'Send me your data' },
      signTwilioRequest(twilio.account.token, url, inbound),
    );
    expect(tampered.statusCode).toBe(403);
    expect(await conversation(member.token, '+15550104001')).toEqual([]);

    // An organisation without Twilio credentials accepts no webhook at all.
    const loopback = await registerOrganization(testApp.app);
    const elsewhere = await webhook(loopback.user.organizationId, 'sms', inbound);
    expect(elsewhere.statusCode).toBe(403);

    const accepted = await webhook(organizationId, 'sms', inbound);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.headers['content-type']).toContain('text/xml');
    // Twilio retries: the same MessageSid is stored once.
    await webhook(organizationId, 'sms', inbound);
    expect(await conversation(member.token, '+15550104001')).toMatchObject([
      { direction: 'inbound', status: 'received', text: 'Do you deliver?', from: '+15550104001' },
    ]);

    const mediaUrl = twilio.addInboundMedia(PNG_BYTES, 'image/png');
    const mms = await webhook(organizationId, 'sms', {
      ...inbound,
      MessageSid: `MM${'b'.repeat(32)}`,
      Body: '',
      NumMedia: '1',
      MediaUrl0: mediaUrl,
      MediaContentType0: 'image/png',
    });
    expect(mms.statusCode).toBe(200);
    const [, withMedia] = await conversation(member.token, '+15550104001');
    expect(withMedia).toMatchObject({ type: 'mms', media: [{ mimetype: 'image/png' }] });
    const stored = await call(testApp.app, 'GET', withMedia!.media[0]!.url.slice(4), {
      token: admin.token,
    });
    expect(stored.rawPayload.equals(PNG_BYTES)).toBe(true);

    const voice = await webhook(organizationId, 'voice', {
      CallSid: `CA${'c'.repeat(32)}`,
      From: '+15550104002',
      To: number,
      Direction: 'inbound',
      CallStatus: 'ringing',
    });
    expect(voice.statusCode).toBe(200);
    // Rings the members' own phones (callback mode); calls.voice.db.test.ts checks the TwiML.
    expect(voice.body).toContain(`<Number>${memberPhone}</Number>`);
    expect((await logOf(member.token))[0]).toMatchObject({
      direction: 'inbound',
      status: 'ringing',
      from: '+15550104002',
    });
    // Connected to our TwiML is not answered by anyone: it still rings for the members.
    await webhook(organizationId, 'call-status', {
      CallSid: `CA${'c'.repeat(32)}`,
      CallStatus: 'in-progress',
    });
    expect((await logOf(member.token))[0]).toMatchObject({ status: 'ringing', answeredAt: null });
    await webhook(organizationId, 'call-status', {
      CallSid: `CA${'c'.repeat(32)}`,
      CallStatus: 'completed',
      CallDuration: '31',
    });
    expect((await logOf(member.token))[0]).toMatchObject({
      status: 'completed',
      missed: true,
      durationSeconds: 31,
    });

    const unknownNumber = await webhook(organizationId, 'voice', {
      CallSid: `CA${'d'.repeat(32)}`,
      From: '+15550104003',
      To: freshNumber(),
      Direction: 'inbound',
    });
    expect(unknownNumber.body).toContain('<Reject/>');
  });

  it('leaves simulation to the loopback provider', async () => {
    const { admin } = await twilioOrganisation();
    const response = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550105001' },
    });
    expect(response.json()).toEqual({
      error: CALLS_MESSAGES.simulationLoopbackOnly,
      code: 'CONFLICT',
    });
  });

  it('refuses to switch to Twilio without an account anywhere', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await call(testApp.app, 'PUT', '/calls/settings', {
      token: admin.token,
      body: { provider: 'twilio' },
    });
    expect(response.json()).toEqual({
      error: CALLS_MESSAGES.twilioNotConfigured,
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('Twilio’s account from the environment', () => {
  const envApp = {} as Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    Object.assign(
      envApp,
      await createTestApp({
        TWILIO_BASE_URL: twilio.url,
        TWILIO_ACCOUNT_SID: twilio.account.sid,
        TWILIO_AUTH_TOKEN: twilio.account.token,
      }),
    );
  });
  afterAll(() => envApp.close());

  it('places calls and checks webhooks with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN', async () => {
    const admin = await registerOrganization(envApp.app);
    const chosen = await call(envApp.app, 'PUT', '/calls/settings', {
      token: admin.token,
      body: { provider: 'twilio' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().settings.twilio).toMatchObject({
      source: 'environment',
      configured: true,
      accountSid: twilio.account.sid,
    });
    const number = (await addNumber(envApp.app, admin)).number;
    twilio.ownedNumbers.push(number);
    await setOwnPhone(envApp.app, admin.token, freshNumber());
    const placed = await call(envApp.app, 'POST', '/calls/make-call', {
      token: admin.token,
      body: { from: number, to: '5550108001' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().call.provider).toBe('twilio');

    const organizationId = admin.user.organizationId;
    const params = {
      MessageSid: `SM${'e'.repeat(32)}`,
      From: '+15550108002',
      To: number,
      Body: 'hi',
    };
    const signed = await envApp.app.inject({
      method: 'POST',
      url: `/api/calls/webhooks/twilio/${organizationId}/sms`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(
          twilio.account.token,
          `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/sms`,
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(signed.statusCode, signed.body).toBe(200);
  });
});
