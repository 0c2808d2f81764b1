import {
  CALLS_EVENTS,
  CALLS_MESSAGES,
  callsMessage,
  type Call,
  type CallsPushPayload,
  type IncomingCall,
  type SmsMessage,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import type { Database } from '../../platform/db/database.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import type { PushService } from '../notifications/push.service.js';
import * as repo from './calls.repo.js';

export type CallsEvents = ReturnType<typeof createCallsEvents>;

/**
 * Live calls and SMS: socket events to the organisation's calls room (members with calls:use,
 * joined on connect in realtime.ts), and Web Push for inbound calls and messages to those of
 * them with no socket open. Never fails the caller.
 */
export function createCallsEvents(
  db: Database,
  realtime: Realtime,
  push: PushService,
  logger: FastifyBaseLogger,
) {
  const emit = (organizationId: string, event: string, payload: unknown) =>
    (realtime.chat as unknown as Namespace).to(rooms.calls(organizationId)).emit(event, payload);

  async function pushToAbsent(organizationId: string, payload: CallsPushPayload) {
    try {
      const userIds = await repo.callUsers(db, organizationId);
      const connected = await realtime.connectedUsers(userIds);
      const absent = userIds.filter((id) => !connected.has(id));
      if (absent.length) await push.sendToUsers(absent, payload);
    } catch (error) {
      logger.warn({ err: error }, 'calls push failed');
    }
  }

  return {
    incomingCall(organizationId: string, incoming: IncomingCall, call: Call) {
      emit(organizationId, CALLS_EVENTS.incomingCall, { call: incoming });
      emit(organizationId, CALLS_EVENTS.callStatus, { call });
      void pushToAbsent(organizationId, {
        type: 'incomingCall',
        title: CALLS_MESSAGES.incomingCallTitle,
        body: callsMessage(CALLS_MESSAGES.incomingCallBody, { from: `+${call.from}` }),
        url: `/phone?callId=${call.id}`,
        callId: call.id,
        contactNumber: call.contactNumber,
      });
    },
    callStatus(organizationId: string, call: Call) {
      emit(organizationId, CALLS_EVENTS.callStatus, { call });
    },
    newSms(organizationId: string, message: SmsMessage) {
      emit(organizationId, CALLS_EVENTS.newSms, { message });
      if (message.direction !== 'inbound') return;
      void pushToAbsent(organizationId, {
        type: 'newSms',
        title: callsMessage(CALLS_MESSAGES.newSmsTitle, { from: `+${message.from}` }),
        body: message.text || CALLS_MESSAGES.mediaOnlyBody,
        url: `/phone?contact=${message.contactNumber}`,
        messageId: message.id,
        contactNumber: message.contactNumber,
      });
    },
    smsStatus(organizationId: string, message: SmsMessage) {
      emit(organizationId, CALLS_EVENTS.smsStatus, { message });
    },
  };
}
