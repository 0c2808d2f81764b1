import type { ChatSocket } from '../platform/realtime/chatSocket';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the chat socket: tests raise server events and read what was emitted. */
export class FakeChatSocket {
  connected = false;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((known) => known !== listener),
    );
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** The server (or the connection) raises an event. */
  receive(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  asSocket(): ChatSocket {
    return this as unknown as ChatSocket;
  }
}
