import {
  CALLS_EVENTS,
  CALLS_MESSAGES,
  type Call,
  type IncomingCallEvent,
  type SmsEvent,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addNumber, freshNumber, nextCallStatus, uploadMedia } from '../../test/calls-helpers.js';
import { connectChat, nextEvent, PNG_BYTES, recordEvents } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);

async function socketOf(token: string) {
  return live.track(await connectChat(live.baseUrl, { token }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** An organisation with one number, its admin and a member (calls:use by default). */
async function organisationWithNumber() {
  const admin = await registerOrganization(testApp.app);
  const number = await addNumber(testApp.app, admin);
  const member = await addMember(testApp.app, admin);
  return { admin, member, number: number.number };
}

describe('calls with the loopback provider', () => {
  it('places a call from an organisation number, normalizing both numbers, and hangs up', async () => {
    const { member, number } = await organisationWithNumber();
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '(555) 010-2000' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const made: Call = placed.json().call;
    expect(made).toMatchObject({
      direction: 'outbound',
      status: 'in-progress',
      from: number,
      to: '+15550102000',
      contactNumber: '+15550102000',
      provider: 'loopback',
      missed: false,
      user: { id: member.user.id },
    });

    const ended = await call(testApp.app, 'POST', `/calls/${made.id}/hang-up`, {
      token: member.token,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().call).toMatchObject({ status: 'completed', durationSeconds: 0 });
    const again = await call(testApp.app, 'POST', `/calls/${made.id}/hang-up`, {
      token: member.token,
    });
    expect(again.json()).toEqual({ error: CALLS_MESSAGES.callEnded, code: 'CONFLICT' });
  });

  it('refuses a from that is not one of the organisation’s numbers, and bad numbers', async () => {
    const { member, number } = await organisationWithNumber();
    const other = await organisationWithNumber();
    for (const from of [freshNumber(), other.number]) {
      const refused = await call(testApp.app, 'POST', '/calls/make-call', {
        token: member.token,
        body: { from, to: '5550102000' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: CALLS_MESSAGES.fromNotOwned,
        code: 'VALIDATION_ERROR',
      });
    }
    for (const [body, error] of [
      [{ from: number }, CALLS_MESSAGES.phoneRequired],
      [{ from: number, to: 'call me' }, CALLS_MESSAGES.phoneRequired],
      [{ from: number, to: '1'.repeat(16) }, CALLS_MESSAGES.phoneInvalid],
      [{ from: number, to: 5550102000 }, undefined],
    ] as const) {
      const response = await call(testApp.app, 'POST', '/calls/make-call', {
        token: member.token,
        body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (error) expect(response.json().error).toBe(error);
    }
    const log = await call(testApp.app, 'GET', '/calls/log', { token: member.token });
    expect(log.json().calls).toEqual([]);
  });

  it('sends SMS and MMS, kept in conversations per contact number', async () => {
    const { member, admin, number } = await organisationWithNumber();
    const sent = await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { to: '555-010-3000', from: number, text: ' Your order is ready ' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({
      direction: 'outbound',
      status: 'delivered',
      type: 'sms',
      to: '+15550103000',
      text: 'Your order is ready',
      media: [],
      sender: { id: member.user.id },
    });

    const media = await uploadMedia(testApp.app, member);
    const mms = await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { to: '+15550103000', from: number, text: '', mediaUrls: [media.url] },
    });
    expect(mms.statusCode, mms.body).toBe(201);
    expect(mms.json().message).toMatchObject({ type: 'mms', media: [{ id: media.id }] });
    const file = await call(testApp.app, 'GET', `/calls/media/${media.id}`, {
      token: admin.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    // Sent media cannot be sent again, and unknown URLs are refused.
    for (const mediaUrls of [[media.url], ['https://elsewhere.example/cat.png']]) {
      const refused = await call(testApp.app, 'POST', '/calls/message/send', {
        token: member.token,
        body: { to: '+15550103000', from: number, mediaUrls },
      });
      expect(refused.json()).toEqual({
        error: CALLS_MESSAGES.mediaNotFound,
        code: 'VALIDATION_ERROR',
      });
    }
    const empty = await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { to: '+15550103000', from: number, text: '   ' },
    });
    expect(empty.json()).toEqual({ error: CALLS_MESSAGES.textRequired, code: 'VALIDATION_ERROR' });

    await call(testApp.app, 'POST', '/calls/message/send', {
      token: member.token,
      body: { to: '+15550104000', from: number, text: 'Other contact' },
    });
    const conversations = await call(testApp.app, 'GET', '/calls/conversations', {
      token: admin.token,
    });
    expect(
      conversations
        .json()
        .conversations.map((item: { contactNumber: string; messageCount: number }) => [
          item.contactNumber,
          item.messageCount,
        ]),
    ).toEqual([
      ['+15550104000', 1],
      ['+15550103000', 2],
    ]);
    const thread = await call(
      testApp.app,
      'GET',
      '/calls/conversations/%2B15550103000/messages?limit=1',
      { token: admin.token },
    );
    expect(thread.json()).toMatchObject({ hasMore: true, messages: [{ type: 'mms' }] });
    const older = await call(
      testApp.app,
      'GET',
      `/calls/conversations/%2B15550103000/messages?before=${thread.json().messages[0].id}`,
      { token: admin.token },
    );
    expect(older.json()).toMatchObject({
      hasMore: false,
      messages: [{ text: 'Your order is ready' }],
    });
  });

  it('removes media uploaded a day ago and never sent, at the next upload', async () => {
    const { member } = await organisationWithNumber();
    const abandoned = await uploadMedia(testApp.app, member);
    await testApp.db.execute(
      sql`update call_media set created_at = now() - interval '25 hours' where id = ${abandoned.id}`,
    );
    const fresh = await uploadMedia(testApp.app, member);
    const gone = await call(testApp.app, 'GET', `/calls/media/${abandoned.id}`, {
      token: member.token,
    });
    expect(gone.statusCode).toBe(404);
    const kept = await call(testApp.app, 'GET', `/calls/media/${fresh.id}`, {
      token: member.token,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('lets an admin simulate an inbound call that rings live for members with calls:use', async () => {
    const { admin, member, number } = await organisationWithNumber();
    const withoutCalls = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, withoutCalls, ['tasks:edit']);
    const stranger = await organisationWithNumber();

    const memberSocket = await socketOf(member.token);
    const excluded = recordEvents(await socketOf(withoutCalls.token), Object.values(CALLS_EVENTS));
    const foreign = recordEvents(await socketOf(stranger.admin.token), Object.values(CALLS_EVENTS));

    const ringing = nextEvent<IncomingCallEvent>(memberSocket, CALLS_EVENTS.incomingCall);
    const simulated = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '+1 (555) 010-9999' },
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    const incoming = (await ringing).call;
    expect(incoming).toEqual({
      callId: simulated.json().call.id,
      from: '+15550109999',
      to: number,
      status: 'ringing',
      startedAt: simulated.json().call.startedAt,
    });

    const answered = nextCallStatus(memberSocket, 'in-progress');
    const answer = await call(testApp.app, 'POST', `/calls/${incoming.callId}/answer`, {
      token: member.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await answered).call).toMatchObject({
      status: 'in-progress',
      user: { id: member.user.id },
    });
    const twice = await call(testApp.app, 'POST', `/calls/${incoming.callId}/answer`, {
      token: admin.token,
    });
    expect(twice.json()).toEqual({ error: CALLS_MESSAGES.callNotRinging, code: 'CONFLICT' });

    await settle();
    expect(excluded).toEqual([]);
    expect(foreign).toEqual([]);
  });

  it('stops live calls to a member whose calls:use is taken away', async () => {
    const { admin, member } = await organisationWithNumber();
    const socket = await socketOf(member.token);
    const events = recordEvents(socket, Object.values(CALLS_EVENTS));
    await setPermissions(testApp.app, admin, member, ['tasks:edit']);
    await settle();
    await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550109300' },
    });
    await settle();
    expect(events).toEqual([]);

    // The same socket hears calls again once the permission is back.
    expect(socket.connected).toBe(true);
    await setPermissions(testApp.app, admin, member, ['calls:use']);
    await settle();
    const ringing = nextEvent<IncomingCallEvent>(socket, CALLS_EVENTS.incomingCall);
    await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550109301' },
    });
    expect((await ringing).call.from).toBe('+15550109301');
  });

  it('records a declined inbound call as missed and filters the call log', async () => {
    const { admin, member, number } = await organisationWithNumber();
    await call(testApp.app, 'POST', '/calls/make-call', {
      token: member.token,
      body: { from: number, to: '5550105000' },
    });
    const inbound = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550106000', to: number },
    });
    const declined = await call(testApp.app, 'POST', `/calls/${inbound.json().call.id}/decline`, {
      token: member.token,
    });
    expect(declined.json().call).toMatchObject({ status: 'no-answer', missed: true });

    const byFilter = async (filter: string) => {
      const response = await call(testApp.app, 'GET', `/calls/log?filter=${filter}`, {
        token: member.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().calls.map((item: Call) => item.contactNumber);
    };
    expect(await byFilter('all')).toEqual(['+15550106000', '+15550105000']);
    expect(await byFilter('missed')).toEqual(['+15550106000']);
    expect(await byFilter('inbound')).toEqual(['+15550106000']);
    expect(await byFilter('outbound')).toEqual(['+15550105000']);
    const bad = await call(testApp.app, 'GET', '/calls/log?filter=everything', {
      token: member.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('delivers a simulated inbound SMS live, counts it unread until the conversation is read', async () => {
    const { admin, member, number } = await organisationWithNumber();
    const memberSocket = await socketOf(member.token);
    const arrived = nextEvent<SmsEvent>(memberSocket, CALLS_EVENTS.newSms);
    const media = await uploadMedia(testApp.app, admin);
    const simulated = await call(testApp.app, 'POST', '/calls/simulate/inbound-sms', {
      token: admin.token,
      body: { from: '555 010 7000', text: 'Is the shop open?', mediaUrls: [media.url] },
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    expect((await arrived).message).toMatchObject({
      direction: 'inbound',
      status: 'received',
      type: 'mms',
      from: '+15550107000',
      to: number,
      text: 'Is the shop open?',
      media: [{ id: media.id, mimetype: 'image/png' }],
      sender: null,
      readAt: null,
    });
    const unread = await call(testApp.app, 'GET', '/calls/conversations', { token: member.token });
    expect(unread.json().conversations[0]).toMatchObject({
      contactNumber: '+15550107000',
      unreadCount: 1,
    });
    const read = await call(testApp.app, 'POST', '/calls/conversations/%2B15550107000/read', {
      token: member.token,
    });
    expect(read.json()).toEqual({ ok: true });
    const after = await call(testApp.app, 'GET', '/calls/conversations', { token: member.token });
    expect(after.json().conversations[0].unreadCount).toBe(0);
  });

  it('keeps simulation, numbers and settings to admins, and calls to calls:use', async () => {
    const { admin, member, number } = await organisationWithNumber();
    const forbidden = { code: 'FORBIDDEN' };
    for (const [method, url, body] of [
      ['POST', '/calls/simulate/inbound-call', { from: '5550108000' }],
      ['POST', '/calls/simulate/inbound-sms', { from: '5550108000', text: 'hi' }],
      ['POST', '/calls/numbers', { number: freshNumber() }],
      ['PUT', '/calls/settings', { provider: 'twilio' }],
    ] as const) {
      const response = await call(testApp.app, method, url, { token: member.token, body });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject(forbidden);
    }

    await setPermissions(testApp.app, admin, member, ['tasks:edit']);
    for (const [method, url, body] of [
      ['POST', '/calls/make-call', { from: number, to: '5550108000' }],
      ['POST', '/calls/message/send', { from: number, to: '5550108000', text: 'hi' }],
      ['GET', '/calls/log', undefined],
      ['GET', '/calls/conversations', undefined],
      ['GET', '/calls/numbers', undefined],
      ['GET', '/calls/settings', undefined],
      ['POST', '/calls/transcribe/audio', undefined],
    ] as const) {
      const response = await call(testApp.app, method, url, { token: member.token, body });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject(forbidden);
    }
    const anonymous = await call(testApp.app, 'GET', '/calls/log');
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps each organisation’s calls, messages, media and numbers to itself', async () => {
    const ours = await organisationWithNumber();
    const theirs = await organisationWithNumber();
    const placed = await call(testApp.app, 'POST', '/calls/make-call', {
      token: ours.member.token,
      body: { from: ours.number, to: '5550109100' },
    });
    const callId = placed.json().call.id;
    await call(testApp.app, 'POST', '/calls/message/send', {
      token: ours.member.token,
      body: { from: ours.number, to: '5550109100', text: 'private' },
    });
    const media = await uploadMedia(testApp.app, ours.member);

    for (const url of [`/calls/log/${callId}`, `/calls/media/${media.id}`]) {
      const response = await call(testApp.app, 'GET', url, { token: theirs.admin.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    for (const action of ['answer', 'decline', 'hang-up']) {
      const response = await call(testApp.app, 'POST', `/calls/${callId}/${action}`, {
        token: theirs.admin.token,
      });
      expect(response.statusCode, action).toBe(404);
    }
    const theirLog = await call(testApp.app, 'GET', '/calls/log', { token: theirs.admin.token });
    expect(theirLog.json().calls).toEqual([]);
    const theirThread = await call(
      testApp.app,
      'GET',
      '/calls/conversations/%2B15550109100/messages',
      { token: theirs.admin.token },
    );
    expect(theirThread.json()).toEqual({ messages: [], hasMore: false });
    const theirMms = await call(testApp.app, 'POST', '/calls/message/send', {
      token: theirs.admin.token,
      body: { from: theirs.number, to: '5550109100', mediaUrls: [media.url] },
    });
    expect(theirMms.json().error).toBe(CALLS_MESSAGES.mediaNotFound);

    const numbers = await call(testApp.app, 'GET', '/calls/numbers', {
      token: theirs.admin.token,
    });
    expect(numbers.json().numbers.map((item: { number: string }) => item.number)).toEqual([
      theirs.number,
    ]);
    const taken = await call(testApp.app, 'POST', '/calls/numbers', {
      token: theirs.admin.token,
      body: { number: ours.number },
    });
    expect(taken.json()).toEqual({ error: CALLS_MESSAGES.numberInUse, code: 'CONFLICT' });
    const ourNumberId = (
      await call(testApp.app, 'GET', '/calls/numbers', { token: ours.admin.token })
    ).json().numbers[0].id;
    const removed = await call(testApp.app, 'DELETE', `/calls/numbers/${ourNumberId}`, {
      token: theirs.admin.token,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('answers 503 when transcription is not configured: what to set for admins only', async () => {
    const { admin, member } = await organisationWithNumber();
    const forAdmin = await call(testApp.app, 'POST', '/calls/transcribe/audio', {
      token: admin.token,
    });
    expect(forAdmin.statusCode).toBe(503);
    expect(forAdmin.json()).toEqual({
      error: 'Transcription is not configured: set AI_BASE_URL and AI_API_KEY.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const forMember = await call(testApp.app, 'POST', '/calls/transcribe/audio', {
      token: member.token,
    });
    expect(forMember.statusCode).toBe(503);
    expect(forMember.json()).toEqual({
      error: 'Not available in this workspace yet. Ask an administrator.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
