import {
  CHAT_SOCKET_NAMESPACE,
  SOCKET_IO_PATH,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@worksphere/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * Spec 3 §7, §9: websocket only, credentials sent, time-out 20 s, reconnection delay 1 s up to
 * 5 s with jitter 0.5 (socket.io backs off exponentially between those).
 */
export function chatSocketOptions(token: string | null): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    withCredentials: true,
    timeout: 20_000,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    auth: token ? { token } : {},
  };
}

/** The /chat namespace on this origin; the session cookie and the saved token sign it in. */
export function createChatSocket(token: string | null): ChatSocket {
  return io(CHAT_SOCKET_NAMESPACE, chatSocketOptions(token));
}
