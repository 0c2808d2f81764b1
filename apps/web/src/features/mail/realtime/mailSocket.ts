import {
  CHAT_SOCKET_NAMESPACE,
  type EMAIL_EVENTS,
  type EmailCountsEvent,
  type EmailNewMailEvent,
  type EmailSyncEvent,
  type EmailUpdatedEvent,
} from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { readSessionToken } from '../../../platform/api/sessionToken';
import { chatSocketOptions } from '../../../platform/realtime/chatSocket';

/** What the server sends about mail, to each user who can use the account. */
export interface MailServerToClientEvents {
  [EMAIL_EVENTS.newMail]: (event: EmailNewMailEvent) => void;
  [EMAIL_EVENTS.counts]: (event: EmailCountsEvent) => void;
  [EMAIL_EVENTS.updated]: (event: EmailUpdatedEvent) => void;
  [EMAIL_EVENTS.sync]: (event: EmailSyncEvent) => void;
}

export type MailSocket = Socket<MailServerToClientEvents, Record<string, never>>;

let shared: { socket: MailSocket; holders: number } | null = null;

/**
 * The mail events' socket: the signed-in /chat namespace, with chat's options. socket.io gives a
 * second `io()` of a namespace its own connection, so closing this one leaves chat's alone. One
 * for the page and the widget together, closed with the last of them.
 */
export function acquireMailSocket(): MailSocket {
  if (!shared) {
    shared = {
      socket: io(CHAT_SOCKET_NAMESPACE, chatSocketOptions(readSessionToken())),
      holders: 0,
    };
  }
  shared.holders += 1;
  return shared.socket;
}

export function releaseMailSocket(socket: MailSocket) {
  if (!shared || shared.socket !== socket) return;
  shared.holders -= 1;
  if (shared.holders === 0) {
    shared.socket.disconnect();
    shared = null;
  }
}
