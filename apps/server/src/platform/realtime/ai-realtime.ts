import {
  AI_SOCKET_NAMESPACE,
  type AiActionDecidedEvent,
  type AiErrorEvent,
  type AiFinalResponseEvent,
  type AiServerToClientEvents,
  type AiUpdateEvent,
} from '@worksphere/contracts';
import type { Namespace, Server } from 'socket.io';
import type { SessionContext } from '../auth/session-context.js';

/*
 * The assistant's live channel (spec 3 "the 'ai' channel"): the socket.io namespace `/ai`,
 * signed in like `/chat`. A socket joins only its own user's and session's rooms, and the
 * server emits a run's events to the room of the user who asked: no one else hears them.
 * Through the Redis adapter the events reach the user's sockets on every process.
 */

export type AiNamespace = Namespace<
  Record<string, never>,
  AiServerToClientEvents,
  Record<string, never>,
  { session: SessionContext }
>;

export type AiRealtime = {
  namespace: AiNamespace;
  update: (userId: string, event: AiUpdateEvent) => void;
  finalResponse: (userId: string, event: AiFinalResponseEvent) => void;
  error: (userId: string, event: AiErrorEvent) => void;
  /** A confirmation card was decided (all of the user's tabs update it). */
  actionDecided: (userId: string, event: AiActionDecidedEvent) => void;
};

type Authenticate = (
  socket: Parameters<Parameters<AiNamespace['use']>[0]>[0],
  next: (error?: Error) => void,
) => void;

export function createAiRealtime(
  io: Server,
  authenticate: Authenticate,
  rooms: { user: (id: string) => string; session: (id: string) => string },
  isRevoked: (sessionId: string) => boolean,
): AiRealtime {
  const namespace = io.of(AI_SOCKET_NAMESPACE) as unknown as AiNamespace;
  namespace.use((socket, next) => authenticate(socket, next));
  namespace.on('connection', (socket) => {
    (socket.conn as { request: unknown }).request = null;
    const { session } = socket.data;
    // Check and joins in one tick, as on /chat: a later revocation finds the session's room.
    if (isRevoked(session.sessionId)) return void socket.disconnect(true);
    void socket.join([rooms.user(session.userId), rooms.session(session.sessionId)]);
  });
  const toUser = (userId: string) => namespace.to(rooms.user(userId));
  return {
    namespace,
    update: (userId, event) => toUser(userId).emit('aiUpdate', event),
    finalResponse: (userId, event) => toUser(userId).emit('aiFinalResponse', event),
    error: (userId, event) => toUser(userId).emit('aiError', event),
    actionDecided: (userId, event) => toUser(userId).emit('aiActionDecided', event),
  };
}
