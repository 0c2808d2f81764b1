import {
  CALLS_EVENTS,
  formatPhoneNumber,
  inboxText,
  INBOX_ITEM_TEXTS,
  type Call,
  type InboxItemText,
  type CallsPushPayload,
  type IncomingCall,
  type SmsMessage,
  type UserLocale,
} from '@worksphere/contracts';
import { inboxTextIn } from '@worksphere/contracts/inbox-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import type { Database } from '../../platform/db/database.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import type { InboxNotice, InboxNotifier } from '../inbox/inbox.service.js';
import type { PushService } from '../notifications/push.service.js';
import * as repo from './calls.repo.js';

export type CallsEvents = ReturnType<typeof createCallsEvents>;

/** How long a call sent to voicemail waits for its recording before it counts as missed. */
const VOICEMAIL_GRACE_MS = 60_000;

/** The title of a missed call's Inbox item. */
export const MISSED_CALL_TITLE = INBOX_ITEM_TEXTS.missedCall;

/**
 * Live calls and SMS: socket events to the organisation's calls room (members with calls:use,
 * joined on connect in realtime.ts), a Web Push for a ringing call to those of them with no
 * socket open, and Inbox items (delivered by each member's preference) for missed calls and
 * inbound messages. Never fails the caller.
 */
export function createCallsEvents(
  db: Database,
  realtime: Realtime,
  push: PushService,
  logger: FastifyBaseLogger,
  inbox?: InboxNotifier,
) {
  const emit = (organizationId: string, event: string, payload: unknown) =>
    (realtime.chat as unknown as Namespace).to(rooms.calls(organizationId)).emit(event, payload);

  /** Members a call or message to this number of ours reaches (its assignment). */
  const recipientsOf = (organizationId: string, ourNumber: string) =>
    repo.recipientsOfNumber(db, organizationId, ourNumber);

  /** An event for the members a number of ours reaches only (its assignment). */
  async function emitToRecipients(
    organizationId: string,
    ourNumber: string,
    event: string,
    payload: unknown,
  ) {
    try {
      const recipients = await recipientsOf(organizationId, ourNumber);
      if (recipients.length === 0) return;
      (realtime.chat as unknown as Namespace).to(recipients.map(rooms.user)).emit(event, payload);
    } catch (error) {
      logger.warn({ err: error }, 'calls live event failed');
    }
  }

  async function pushToAbsent(
    organizationId: string,
    ourNumber: string,
    payload: CallsPushPayload | ((locale: UserLocale | null) => CallsPushPayload),
  ) {
    try {
      const userIds = await recipientsOf(organizationId, ourNumber);
      const connected = await realtime.connectedUsers(userIds);
      const absent = userIds.filter((id) => !connected.has(id));
      if (absent.length) await push.sendToUsers(absent, payload);
    } catch (error) {
      logger.warn({ err: error }, 'calls push failed');
    }
  }

  /** An Inbox item for every member the number of ours reaches. */
  async function notifyCallsMembers(
    organizationId: string,
    ourNumber: string,
    notice: Pick<InboxNotice, 'kind' | 'subject' | 'title' | 'body' | 'dedupeKey'>,
  ) {
    if (!inbox) return;
    try {
      const recipientIds = await recipientsOf(organizationId, ourNumber);
      await inbox.notify({ organizationId, recipientIds, actorId: null, ...notice });
    } catch (error) {
      logger.warn({ err: error }, 'calls inbox notice failed');
    }
  }

  /**
   * A missed call's Inbox item. One sent to voicemail waits a little first: Twilio often reports
   * the call's end before the recording, and a voicemail is told as such (voicemail()).
   */
  async function notifyMissedCall(organizationId: string, call: Call, waited = false) {
    const notice = () =>
      notifyCallsMembers(organizationId, call.ourNumber, {
        kind: 'missed_call',
        subject: { type: 'call', id: call.id, link: `/phone?callId=${call.id}` },
        title: inboxText('missedCall', { from: formatPhoneNumber(call.from) }),
        body: '',
      });
    try {
      const found = await repo.findCall(db, organizationId, call.id);
      if (!found?.call.voicemailAt) return await notice();
      const recordings = await repo.recordingsOfCalls(db, organizationId, [call.id]);
      if (recordings.size > 0) return;
      if (waited) return await notice();
      setTimeout(
        () => void notifyMissedCall(organizationId, call, true),
        VOICEMAIL_GRACE_MS,
      ).unref();
    } catch (error) {
      logger.warn({ err: error }, 'calls missed-call notice failed');
    }
  }

  return {
    /** Rings only the members the number reaches (live and push); the log hears of it anyway. */
    async incomingCall(organizationId: string, incoming: IncomingCall, call: Call) {
      emit(organizationId, CALLS_EVENTS.callStatus, { call });
      await emitToRecipients(organizationId, call.ourNumber, CALLS_EVENTS.incomingCall, {
        call: incoming,
      });
      // In each member's language (Settings), English when none is chosen.
      const from = formatPhoneNumber(call.from);
      void pushToAbsent(organizationId, call.ourNumber, (locale) => ({
        type: 'incomingCall',
        title: inboxTextIn(locale, inboxText('incomingCall')),
        body: inboxTextIn(locale, inboxText('incomingCallFrom', { from })),
        url: `/phone?callId=${call.id}`,
        callId: call.id,
        contactNumber: call.contactNumber,
      }));
    },
    callStatus(organizationId: string, call: Call) {
      emit(organizationId, CALLS_EVENTS.callStatus, { call });
      // One item per call however often its final status is reported (the inbox's key).
      // A call that left a voicemail is told by voicemail() instead.
      if (call.missed && !call.recording) void notifyMissedCall(organizationId, call);
    },
    /** A sent message is told to everyone with calls; an inbound one to the number's members. */
    async newSms(organizationId: string, message: SmsMessage) {
      if (message.direction !== 'inbound') {
        emit(organizationId, CALLS_EVENTS.newSms, { message });
        return;
      }
      await emitToRecipients(organizationId, message.ourNumber, CALLS_EVENTS.newSms, { message });
      void notifyCallsMembers(organizationId, message.ourNumber, {
        kind: 'sms',
        subject: {
          type: 'sms',
          id: message.id,
          link: `/phone?contact=${encodeURIComponent(message.contactNumber)}`,
        },
        title: inboxText('sms', { from: formatPhoneNumber(message.from) }),
        body: message.text || inboxText('smsMediaOnly'),
      });
    },
    /** A voicemail was left: an Inbox item (as a missed call) for the number's members. */
    voicemail(organizationId: string, call: Call, title: InboxItemText) {
      return notifyCallsMembers(organizationId, call.ourNumber, {
        kind: 'missed_call',
        subject: { type: 'call', id: call.id, link: `/phone?callId=${call.id}` },
        title,
        body: call.transcription ?? '',
        dedupeKey: `voicemail:${call.recording?.id ?? call.id}`,
      });
    },
    smsStatus(organizationId: string, message: SmsMessage) {
      emit(organizationId, CALLS_EVENTS.smsStatus, { message });
    },
  };
}
