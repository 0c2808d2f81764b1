import { createHmac } from 'node:crypto';
import {
  CALLS_EVENTS,
  CALLS_MESSAGES,
  voiceIdentityOf,
  type AuthResponse,
  type Call,
  type IncomingCallEvent,
  type InboxItem,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNumber, freshNumber } from '../../test/calls-helpers.js';
import { connectChat, multipart, nextEvent, recordEvents } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { startFakeTranscription } from '../../test/fakes/fake-openai-transcription.js';
import {
  signTwilioRequest,
  startFakeTwilio,
  type FakeTwilio,
} from '../../test/fakes/fake-twilio.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

/*
 * Calls that carry a voice (issue 26), checked against Twilio's own library: every TwiML answer
 * is parsed and compared with the same answer built by `twilio`'s VoiceResponse, and voice
 * access tokens with its AccessToken + VoiceGrant. Twilio's REST API is the loopback fake.
 */

const { VoiceResponse } = twilio.twiml;
const { AccessToken } = twilio.jwt;
const { VoiceGrant } = AccessToken;

let fake: FakeTwilio;
let ai: Awaited<ReturnType<typeof startFakeTranscription>>;
beforeAll(async () => {
  fake = await startFakeTwilio();
  ai = await startFakeTranscription();
});
afterAll(async () => {
  await fake.close();
  await ai.close();
});

const testApp = useTestApp(() => ({
  TWILIO_BASE_URL: fake.url,
  AI_BASE_URL: ai.baseUrl,
  AI_API_KEY: ai.apiKey,
}));
const live = useLiveSockets(testApp);
const PUBLIC_URL = 'http://worksphere.test';
const TWIML_APP_SID = `AP${'a'.repeat(32)}`;
const API_KEY_SID = `SK${'b'.repeat(32)}`;
const API_KEY_SECRET = 'api-key-secret-for-tests';

// ---- TwiML, parsed -----------------------------------------------------------------------------

type XmlNode = { name: string; attributes: Record<string, string>; children: (XmlNode | string)[] };

const decode = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** TwiML as a tree (elements, attributes in any order, text), for structural comparison. */
function parseTwiml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, children: [] };
  const stack = [root];
  for (const token of xml.replace(/^<\?xml[^>]*\?>/, '').match(/<[^>]+>|[^<]+/g) ?? []) {
    if (token.startsWith('</')) {
      stack.pop();
      continue;
    }
    if (!token.startsWith('<')) {
      stack.at(-1)!.children.push(decode(token));
      continue;
    }
    const isEmpty = token.endsWith('/>');
    const inner = token.slice(1, isEmpty ? -2 : -1).trim();
    const node: XmlNode = { name: inner.split(/\s/)[0]!, attributes: {}, children: [] };
    for (const match of inner.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      node.attributes[match[1]!] = decode(match[2]!);
    }
    stack.at(-1)!.children.push(node);
    if (!isEmpty) stack.push(node);
  }
  return root.children[0] as XmlNode;
}

/** Our answer, parsed, is the oracle's (VoiceResponse), parsed. */
function expectTwiml(ours: string, oracle: InstanceType<typeof VoiceResponse>) {
  expect(parseTwiml(ours)).toEqual(parseTwiml(oracle.toString()));
}

// ---- set-up ----------------------------------------------------------------------------------

const hook = (organizationId: string, kind: string, query = '') =>
  `${PUBLIC_URL}/api/calls/webhooks/twilio/${organizationId}/${kind}${query}`;

/** Twilio posting a signed webhook (the query string is part of what it signs). */
function webhook(organizationId: string, kind: string, params: Record<string, string>, query = '') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/calls/webhooks/twilio/${organizationId}/${kind}${query}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilioRequest(
        fake.account.token,
        hook(organizationId, kind, query),
        params,
      ),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** An organisation on Twilio with one number; browser mode when `browser`. */
async function twilioOrganisation(browser = true) {
  const admin = await registerOrganization(testApp.app);
  const saved = await call(testApp.app, 'PUT', '/calls/settings', {
    token: admin.token,
    body: {
      provider: 'twilio',
      twilioAccountSid: fake.account.sid,
      twilioAuthToken: fake.account.token,
      ...(browser
        ? { twimlAppSid: TWIML_APP_SID, apiKeySid: API_KEY_SID, apiKeySecret: API_KEY_SECRET }
        : {}),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const number = await addNumber(testApp.app, admin);
  fake.ownedNumbers.push(number.number);
  const member = await addMember(testApp.app, admin);
  const colleague = await addMember(testApp.app, admin);
  return { admin, member, colleague, number, organizationId: admin.user.organizationId };
}

async function logOf(token: string): Promise<Call[]> {
  return (await call(testApp.app, 'GET', '/calls/log', { token })).json().calls;
}

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  return (await call(testApp.app, 'GET', '/inbox', { token: user.token })).json().items;
}

function decodeJwt(token: string) {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}

/** A real (silent) 16-bit mono WAV recording. */
function wav(samples = 4000): Buffer {
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

// ---- tests -------------------------------------------------------------------------------------

describe('browser mode: settings and voice access tokens', () => {
  it('keeps the API key secret sealed, and mints the token Twilio’s AccessToken would', async () => {
    const { admin, member, organizationId } = await twilioOrganisation();
    const settings = await call(testApp.app, 'GET', '/calls/settings', { token: admin.token });
    expect(settings.json().settings).toMatchObject({
      twilio: {
        twimlAppSid: TWIML_APP_SID,
        apiKeySid: API_KEY_SID,
        hasApiKeySecret: true,
        voiceMode: 'browser',
      },
      webhookUrls: { twimlApp: hook(organizationId, 'twiml-app') },
    });
    expect(settings.body).not.toContain(API_KEY_SECRET);
    const stored = await testApp.db.execute(
      sql`select api_key_secret_sealed as sealed from call_settings where organization_id = ${organizationId}`,
    );
    expect(String(stored.rows[0]!.sealed)).not.toContain(API_KEY_SECRET);
    const wrongSid = await call(testApp.app, 'PUT', '/calls/settings', {
      token: admin.token,
      body: { twimlAppSid: 'AP123' },
    });
    expect(wrongSid.json()).toEqual({
      error: CALLS_MESSAGES.twimlAppSidInvalid,
      code: 'VALIDATION_ERROR',
    });
    const byMember = await call(testApp.app, 'PUT', '/calls/settings', {
      token: member.token,
      body: { twimlAppSid: '' },
    });
    expect(byMember.statusCode).toBe(403);

    const before = Math.floor(Date.now() / 1000);
    const response = await call(testApp.app, 'GET', '/calls/voice-token', { token: member.token });
    expect(response.statusCode, response.body).toBe(200);
    const { token, identity, expiresAt } = response.json();
    expect(identity).toBe(voiceIdentityOf(member.user.id));

    const oracle = new AccessToken(fake.account.sid, API_KEY_SID, API_KEY_SECRET, {
      identity,
      ttl: 3600,
    });
    oracle.addGrant(new VoiceGrant({ incomingAllow: true, outgoingApplicationSid: TWIML_APP_SID }));
    const ours = decodeJwt(token);
    const theirs = decodeJwt(oracle.toJwt());
    expect(ours.header).toEqual(theirs.header);
    const withoutTimes = ({ jti, iat, exp, ...rest }: Record<string, unknown>) => {
      expect([jti, iat, exp].every((value) => value !== undefined)).toBe(true);
      return rest;
    };
    expect(withoutTimes(ours.payload)).toEqual(withoutTimes(theirs.payload));
    expect(ours.payload.jti).toBe(`${API_KEY_SID}-${ours.payload.iat}`);
    expect(ours.payload.iat).toBeGreaterThanOrEqual(before);
    expect(ours.payload.exp - ours.payload.iat).toBe(3600);
    expect(new Date(expiresAt).getTime()).toBe(ours.payload.exp * 1000);
    // Signed with the API key's secret (HS256).
    const [head, body, signature] = token.split('.');
    expect(signature).toBe(
      createHmac('sha256', API_KEY_SECRET).update(`${head}.${body}`).digest('base64url'),
    );
  });

  it('refuses a voice token without a TwiML App and API key', async () => {
    const { member } = await twilioOrganisation(false);
    const response = await call(testApp.app, 'GET', '/calls/voice-token', { token: member.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(CALLS_MESSAGES.voiceNotConfigured);
    const loopbackAdmin = await registerOrganization(testApp.app);
    const loopback = await call(testApp.app, 'GET', '/calls/voice-token', {
      token: loopbackAdmin.token,
    });
    expect(loopback.statusCode).toBe(409);
  });
});

describe('TwiML answers, built as Twilio’s VoiceResponse builds them', () => {
  it('the TwiML App dials the typed number from ours (a London number stays +44)', async () => {
    const { member, number, organizationId } = await twilioOrganisation();
    const callSid = fake.addInboundCall(`client:${voiceIdentityOf(member.user.id)}`, '');
    const answer = await webhook(organizationId, 'twiml-app', {
      AccountSid: fake.account.sid,
      ApplicationSid: TWIML_APP_SID,
      CallSid: callSid,
      From: `client:${voiceIdentityOf(member.user.id)}`,
      Caller: `client:${voiceIdentityOf(member.user.id)}`,
      To: '+44 20 7946 0958',
      OurNumber: number.number,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [logged] = await logOf(member.token);
    expect(logged).toMatchObject({
      direction: 'outbound',
      to: '+442079460958',
      from: number.number,
      provider: 'twilio',
      user: { id: member.user.id },
    });
    const oracle = new VoiceResponse();
    oracle
      .dial({
        callerId: number.number,
        action: hook(organizationId, 'dial-action', `?callId=${logged!.id}`),
        method: 'POST',
        answerOnBridge: true,
      })
      .number('+442079460958');
    expectTwiml(answer.body, oracle);

    // Someone who is no member of this organisation is rejected.
    const stranger = await registerOrganization(testApp.app);
    const rejected = await webhook(organizationId, 'twiml-app', {
      CallSid: `CA${'9'.repeat(32)}`,
      From: `client:${voiceIdentityOf(stranger.user.id)}`,
      To: '+15550102000',
      OurNumber: number.number,
    });
    const rejectOracle = new VoiceResponse();
    rejectOracle.reject();
    expectTwiml(rejected.body, rejectOracle);
  });

  it('callback mode rings the member’s own phone, then dials the other party', async () => {
    const { member, number, organizationId } = await twilioOrganisation(false);
    const refused = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number.number, to: '+33 6 12 34 56 78' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CALLS_MESSAGES.callbackNumberMissing);
    const ownPhone = freshNumber();
    await call(testApp.app, 'PUT', '/user/me', {
      token: member.token,
      body: { phoneNumber: ownPhone },
    });
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number.number, to: '+33 6 12 34 56 78' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const callId = placed.json().call.id;
    const request = fake.requests.filter((item) => item.path.endsWith('/Calls.json')).at(-1)!;
    expect(request.form.get('To')).toBe(ownPhone);
    expect(request.form.get('Url')).toBe(
      hook(organizationId, 'callback-connect', `?callId=${callId}`),
    );

    const connect = await webhook(
      organizationId,
      'callback-connect',
      { CallSid: [...fake.calls.keys()].at(-1)!, CallStatus: 'in-progress' },
      `?callId=${callId}`,
    );
    const oracle = new VoiceResponse();
    oracle
      .dial({
        callerId: number.number,
        action: hook(organizationId, 'dial-action', `?callId=${callId}`),
        method: 'POST',
      })
      .number('+33612345678');
    expectTwiml(connect.body, oracle);
  });
});

describe('numbers assigned to members, and each member’s own phone', () => {
  it('assigns a number only to members of the organisation who may use calls', async () => {
    const { admin, member, number } = await twilioOrganisation(false);
    const stranger = await registerOrganization(testApp.app);
    const foreignMember = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: { assignment: 'members', memberIds: [stranger.user.id] },
    });
    expect(foreignMember.json()).toEqual({
      error: CALLS_MESSAGES.memberNotFound,
      code: 'VALIDATION_ERROR',
    });
    const nobody = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: { assignment: 'members', memberIds: [] },
    });
    expect(nobody.statusCode).toBe(400);
    const foreignNumber = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: stranger.token,
      body: { label: 'Mine now' },
    });
    expect(foreignNumber.statusCode).toBe(404);
    const tooLong = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: { voicemailGreeting: 'x'.repeat(501) },
    });
    expect(tooLong.json().error).toBe(CALLS_MESSAGES.greetingTooLong);
    const back = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: { assignment: 'members', memberIds: [member.user.id] },
    });
    expect(back.statusCode, back.body).toBe(200);
    const everyone = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: { assignment: 'everyone' },
    });
    expect(everyone.json().number).toMatchObject({ assignment: 'everyone', memberIds: [] });
    const listed = await call(testApp.app, 'GET', '/calls/numbers', { token: member.token });
    expect(listed.json().numbers).toMatchObject([{ id: number.id, assignment: 'everyone' }]);
  });

  it('keeps a member’s own phone in the profile, in E.164, and refuses an impossible one', async () => {
    const admin = await registerOrganization(testApp.app);
    const impossible = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: { phoneNumber: '44 20 7946 0958' },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error).toBe(CALLS_MESSAGES.phoneImpossible);
    const saved = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: { phoneNumber: '+44 20 7946 0958' },
    });
    expect(saved.json().user.phoneNumber).toBe('+442079460958');
    const forgotten = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: { phoneNumber: '' },
    });
    expect(forgotten.json().user.phoneNumber).toBeNull();
  });
});

describe('inbound calls, assignment and voicemail', () => {
  it('rings only the assigned member; unanswered, it records a voicemail they find in their Inbox', async () => {
    const { admin, member, colleague, number, organizationId } = await twilioOrganisation();
    const assigned = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: admin.token,
      body: {
        assignment: 'members',
        memberIds: [member.user.id],
        voicemailGreeting: 'You reached Sales & Co. Leave a message.',
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().number).toMatchObject({
      assignment: 'members',
      memberIds: [member.user.id],
      voicemailGreeting: 'You reached Sales & Co. Leave a message.',
    });
    const byMember = await call(testApp.app, 'PUT', `/calls/numbers/${number.id}`, {
      token: member.token,
      body: { assignment: 'everyone' },
    });
    expect(byMember.statusCode).toBe(403);

    const memberSocket = live.track(await connectChat(live.baseUrl, { token: member.token }));
    const colleagueSocket = live.track(await connectChat(live.baseUrl, { token: colleague.token }));
    const colleagueHeard = recordEvents(colleagueSocket, [
      CALLS_EVENTS.incomingCall,
      CALLS_EVENTS.newSms,
    ]);
    const ringing = nextEvent<IncomingCallEvent>(memberSocket, CALLS_EVENTS.incomingCall);

    const callSid = fake.addInboundCall('+15550107300', number.number);
    const voice = await webhook(organizationId, 'voice', {
      CallSid: callSid,
      From: '+15550107300',
      To: number.number,
      Direction: 'inbound',
      CallStatus: 'ringing',
    });
    expect(voice.statusCode, voice.body).toBe(200);
    const { call: incoming } = await ringing;
    const ringOracle = new VoiceResponse();
    const client = ringOracle
      .dial({
        action: hook(organizationId, 'dial-action', `?callId=${incoming.callId}`),
        method: 'POST',
        timeout: 20,
        answerOnBridge: true,
      })
      .client();
    client.identity(voiceIdentityOf(member.user.id));
    client.parameter({ name: 'callId', value: incoming.callId });
    expectTwiml(voice.body, ringOracle);

    const unanswered = await webhook(
      organizationId,
      'dial-action',
      { CallSid: callSid, DialCallStatus: 'no-answer' },
      `?callId=${incoming.callId}`,
    );
    const voicemailOracle = new VoiceResponse();
    voicemailOracle.say('You reached Sales & Co. Leave a message.');
    voicemailOracle.record({
      action: hook(organizationId, 'dial-action', `?callId=${incoming.callId}&step=recorded`),
      method: 'POST',
      maxLength: 120,
      playBeep: true,
      recordingStatusCallback: hook(
        organizationId,
        'recording-status',
        `?callId=${incoming.callId}`,
      ),
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: ['completed'],
    });
    voicemailOracle.hangup();
    expectTwiml(unanswered.body, voicemailOracle);

    // Twilio often reports the call's end before the recording: no "missed call" for it.
    const ended = await webhook(organizationId, 'call-status', {
      CallSid: callSid,
      CallStatus: 'completed',
      CallDuration: '12',
    });
    expect(ended.statusCode).toBe(204);

    const audio = wav();
    const recording = fake.addRecording(audio);
    const report = {
      AccountSid: fake.account.sid,
      CallSid: callSid,
      RecordingSid: recording.sid,
      RecordingUrl: recording.url,
      RecordingStatus: 'completed',
      RecordingDuration: '7',
      RecordingChannels: '1',
      RecordingSource: 'RecordVerb',
    };
    const query = `?callId=${incoming.callId}`;
    expect((await webhook(organizationId, 'recording-status', report, query)).statusCode).toBe(204);
    // Twilio retries: the recording is kept once.
    expect((await webhook(organizationId, 'recording-status', report, query)).statusCode).toBe(204);

    // Transcribed after Twilio has its answer: the log shows it once done.
    const logged = async () =>
      (
        await call(testApp.app, 'GET', `/calls/log/${incoming.callId}`, { token: member.token })
      ).json().call as Call;
    await expect.poll(async () => (await logged()).transcription, { timeout: 5000 }).not.toBeNull();
    const log = await call(testApp.app, 'GET', '/calls/log', { token: member.token });
    const voicemail = (log.json().calls as Call[]).find((item) => item.id === incoming.callId)!;
    expect(voicemail).toMatchObject({
      missed: true,
      status: 'completed',
      transcription: 'Hello, this is a test call.',
      recording: { durationSeconds: 7 },
    });
    expect(voicemail.recording!.url).toBe(`/api/calls/recordings/${voicemail.recording!.id}`);
    expect(log.body).not.toContain(fake.url);
    const count = await testApp.db.execute(
      sql`select count(*)::int as n from call_recordings where call_id = ${incoming.callId}`,
    );
    expect(count.rows[0]!.n).toBe(1);

    const played = await call(testApp.app, 'GET', voicemail.recording!.url.slice(4), {
      token: member.token,
    });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(played.rawPayload.equals(audio)).toBe(true);
    const fetched = fake.requests.filter((item) => item.path.endsWith(`${recording.sid}.mp3`));
    expect(fetched.at(-1)!.authorization).toBe(
      `Basic ${Buffer.from(`${fake.account.sid}:${fake.account.token}`).toString('base64')}`,
    );

    await expect
      .poll(async () => (await inboxOf(member)).map((item) => item.title), { timeout: 5000 })
      .toEqual(['Voicemail from (555) 010-7300']);

    // A text to the number reaches the assigned member too, and only them.
    const texted = nextEvent(memberSocket, CALLS_EVENTS.newSms);
    const sms = await webhook(organizationId, 'sms', {
      MessageSid: `SM${'7'.repeat(32)}`,
      From: '+15550107300',
      To: number.number,
      Body: 'Did you get my message?',
      NumMedia: '0',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    await texted;
    await expect.poll(async () => (await inboxOf(member)).length, { timeout: 5000 }).toBe(2);
    expect(await inboxOf(colleague)).toEqual([]);
    expect(colleagueHeard).toEqual([]);

    // Another organisation cannot play it.
    const stranger = await registerOrganization(testApp.app);
    const foreign = await call(testApp.app, 'GET', voicemail.recording!.url.slice(4), {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('during a call: hold, keys and transfer', () => {
  /** A call placed from the member's browser, answered: its parent and child legs at Twilio. */
  async function browserCallInProgress() {
    const setup = await twilioOrganisation();
    const { member, number, organizationId } = setup;
    const parentSid = fake.addInboundCall(`client:${voiceIdentityOf(member.user.id)}`, '');
    await webhook(organizationId, 'twiml-app', {
      CallSid: parentSid,
      From: `client:${voiceIdentityOf(member.user.id)}`,
      To: '+15550108800',
      OurNumber: number.number,
    });
    const childSid = fake.addChildCall(parentSid, number.number, '+15550108800');
    await webhook(organizationId, 'call-status', { CallSid: parentSid, CallStatus: 'in-progress' });
    const [placed] = await logOf(member.token);
    expect(placed!.status).toBe('in-progress');
    return { ...setup, parentSid, childSid, callId: placed!.id };
  }

  it('puts the other party in the call’s queue and bridges back on resume', async () => {
    const { member, organizationId, parentSid, childSid, callId } = await browserCallInProgress();
    const held = await call(testApp.app, 'POST', `/calls/${callId}/hold`, { token: member.token });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().call.onHold).toBe(true);
    const enqueued = new VoiceResponse();
    enqueued.enqueue(`hold-${callId}`);
    expectTwiml(String(fake.calls.get(childSid)!.twiml), enqueued);

    // The member's leg, its <Dial> over, waits while the call is on hold.
    const waiting = await webhook(
      organizationId,
      'dial-action',
      { CallSid: parentSid, DialCallStatus: 'completed' },
      `?callId=${callId}`,
    );
    const waitOracle = new VoiceResponse();
    waitOracle.pause({ length: 30 });
    waitOracle.redirect(
      { method: 'POST' },
      hook(organizationId, 'dial-action', `?callId=${callId}`),
    );
    expectTwiml(waiting.body, waitOracle);

    const resumed = await call(testApp.app, 'POST', `/calls/${callId}/resume`, {
      token: member.token,
    });
    expect(resumed.json().call.onHold).toBe(false);
    const bridge = new VoiceResponse();
    bridge
      .dial({ action: hook(organizationId, 'dial-action', `?callId=${callId}`), method: 'POST' })
      .queue(`hold-${callId}`);
    expectTwiml(String(fake.calls.get(parentSid)!.twiml), bridge);
    const again = await call(testApp.app, 'POST', `/calls/${callId}/resume`, {
      token: member.token,
    });
    expect(again.json().error).toBe(CALLS_MESSAGES.callNotOnHold);
  });

  it('on an inbound call, moves the member’s leg aside and the caller into the queue', async () => {
    const { member, number, organizationId } = await twilioOrganisation();
    const parentSid = fake.addInboundCall('+15550108900', number.number);
    await webhook(organizationId, 'voice', {
      CallSid: parentSid,
      From: '+15550108900',
      To: number.number,
      Direction: 'inbound',
    });
    const memberLeg = fake.addChildCall(
      parentSid,
      '+15550108900',
      `client:${voiceIdentityOf(member.user.id)}`,
    );
    const [ringing] = await logOf(member.token);
    const callId = ringing!.id;
    await call(testApp.app, 'POST', `/calls/${callId}/answer`, { token: member.token });

    const held = await call(testApp.app, 'POST', `/calls/${callId}/hold`, { token: member.token });
    expect(held.statusCode, held.body).toBe(200);
    const memberWaits = new VoiceResponse();
    memberWaits.pause({ length: 30 });
    memberWaits.redirect(
      { method: 'POST' },
      hook(organizationId, 'dial-action', `?callId=${callId}&step=member-hold`),
    );
    expectTwiml(String(fake.calls.get(memberLeg)!.twiml), memberWaits);
    // The caller's <Dial> is over: it waits in the call's queue with Twilio's hold music.
    const callerWaits = await webhook(
      organizationId,
      'dial-action',
      { CallSid: parentSid, DialCallStatus: 'completed' },
      `?callId=${callId}`,
    );
    const queued = new VoiceResponse();
    queued.enqueue(`hold-${callId}`);
    expectTwiml(callerWaits.body, queued);

    await call(testApp.app, 'POST', `/calls/${callId}/resume`, { token: member.token });
    const bridge = new VoiceResponse();
    bridge
      .dial({ action: hook(organizationId, 'dial-action', `?callId=${callId}`), method: 'POST' })
      .queue(`hold-${callId}`);
    expectTwiml(String(fake.calls.get(memberLeg)!.twiml), bridge);
  });

  it('plays keys to the other party and transfers the call to a colleague', async () => {
    const { member, colleague, number, organizationId, childSid, callId } =
      await browserCallInProgress();
    const bad = await call(testApp.app, 'POST', `/calls/${callId}/dtmf`, {
      token: member.token,
      body: { digits: '12a' },
    });
    expect(bad.json()).toEqual({ error: CALLS_MESSAGES.digitsInvalid, code: 'VALIDATION_ERROR' });
    const keys = await call(testApp.app, 'POST', `/calls/${callId}/dtmf`, {
      token: member.token,
      body: { digits: '12#' },
    });
    expect(keys.statusCode, keys.body).toBe(200);
    const played = new VoiceResponse();
    played.play({ digits: '12#' });
    played.enqueue(`hold-${callId}`);
    expectTwiml(String(fake.calls.get(childSid)!.twiml), played);

    const toSelf = await call(testApp.app, 'POST', `/calls/${callId}/transfer`, {
      token: member.token,
      body: { userId: member.user.id },
    });
    expect(toSelf.json().error).toBe(CALLS_MESSAGES.transferTargetInvalid);
    const moved = await call(testApp.app, 'POST', `/calls/${callId}/transfer`, {
      token: member.token,
      body: { userId: colleague.user.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().call.user.id).toBe(colleague.user.id);
    const transfer = new VoiceResponse();
    const client = transfer
      .dial({
        callerId: number.number,
        action: hook(organizationId, 'dial-action', `?callId=${callId}`),
        method: 'POST',
        timeout: 20,
      })
      .client();
    client.identity(voiceIdentityOf(colleague.user.id));
    client.parameter({ name: 'callId', value: callId });
    expectTwiml(String(fake.calls.get(childSid)!.twiml), transfer);

    const stranger = await registerOrganization(testApp.app);
    const foreign = await call(testApp.app, 'POST', `/calls/${callId}/hold`, {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('loopback: simulated voicemail and call states', () => {
  it('keeps an uploaded voicemail with a missed call, plays it to members only', async () => {
    const admin = await registerOrganization(testApp.app);
    const number = await addNumber(testApp.app, admin);
    const member = await addMember(testApp.app, admin);
    const audio = wav(2000);
    const { body, headers } = multipart({ from: '+44 20 7946 0958', to: number.number }, [
      { field: 'audio', filename: 'message.wav', type: 'audio/wav', data: audio },
    ]);
    const simulated = await call(testApp.app, 'POST', '/calls/simulate/voicemail', {
      token: admin.token,
      body,
      headers,
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    const voicemail: Call = simulated.json().call;
    expect(voicemail).toMatchObject({
      from: '+442079460958',
      missed: true,
      provider: 'loopback',
      transcription: 'Hello, this is a test call.',
    });
    const played = await call(testApp.app, 'GET', voicemail.recording!.url.slice(4), {
      token: member.token,
    });
    expect(played.rawPayload.equals(audio)).toBe(true);
    expect(played.headers['content-type']).toBe('audio/wav');
    await expect
      .poll(async () => (await inboxOf(member)).map((item) => item.title), { timeout: 5000 })
      .toEqual(['Voicemail from 020 7946 0958 · United Kingdom']);

    const byMember = multipart({ from: '5550107400' }, [
      { field: 'audio', filename: 'message.wav', type: 'audio/wav', data: audio },
    ]);
    const refused = await call(testApp.app, 'POST', '/calls/simulate/voicemail', {
      token: member.token,
      body: byMember.body,
      headers: byMember.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('records hold, keys and transfer of a loopback call', async () => {
    const admin = await registerOrganization(testApp.app);
    const number = await addNumber(testApp.app, admin);
    const member = await addMember(testApp.app, admin);
    const inbound = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550107500', to: number.number },
    });
    const callId = inbound.json().call.id;
    const early = await call(testApp.app, 'POST', `/calls/${callId}/hold`, { token: member.token });
    expect(early.json().error).toBe(CALLS_MESSAGES.callNotInProgress);
    await call(testApp.app, 'POST', `/calls/${callId}/answer`, { token: member.token });
    const held = await call(testApp.app, 'POST', `/calls/${callId}/hold`, { token: member.token });
    expect(held.json().call.onHold).toBe(true);
    const resumed = await call(testApp.app, 'POST', `/calls/${callId}/resume`, {
      token: member.token,
    });
    expect(resumed.json().call.onHold).toBe(false);
    const keys = await call(testApp.app, 'POST', `/calls/${callId}/dtmf`, {
      token: member.token,
      body: { digits: '9' },
    });
    expect(keys.statusCode).toBe(200);
    const stored = await testApp.db.execute(
      sql`select digits_sent from calls where id = ${callId}`,
    );
    expect(stored.rows[0]!.digits_sent).toBe('9');
    const moved = await call(testApp.app, 'POST', `/calls/${callId}/transfer`, {
      token: member.token,
      body: { userId: admin.user.id },
    });
    expect(moved.json().call.user.id).toBe(admin.user.id);
  });
});
