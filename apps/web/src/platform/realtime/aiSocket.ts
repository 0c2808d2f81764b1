import { AI_SOCKET_NAMESPACE, type AiServerToClientEvents } from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { chatSocketOptions } from './chatSocket';

/** The client sends nothing on `/ai`; it only listens. */
export type AiSocket = Socket<AiServerToClientEvents, Record<string, never>>;

/**
 * The spec's 'ai' channel: the `/ai` namespace on this origin, with the chat socket's options
 * (spec 3 §9: websocket only, credentials, time-out and backoff); the session signs it in.
 */
export function createAiSocket(token: string | null): AiSocket {
  return io(AI_SOCKET_NAMESPACE, chatSocketOptions(token));
}
