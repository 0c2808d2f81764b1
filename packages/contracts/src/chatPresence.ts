import { z } from 'zod';

/** A member's presence in their organisation: online, away (idle or page hidden) or offline. */
export const presenceStatusSchema = z.enum(['online', 'away', 'offline']);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;
/** What a client reports of itself; offline is the absence of any connection. */
export type ReportedPresence = Exclude<PresenceStatus, 'offline'>;

/** A client counts as away after this long without input (or while its page is hidden). */
export const PRESENCE_IDLE_MS = 5 * 60_000;
/** At most one typing event per user per this long, on the wire both ways. */
export const TYPING_THROTTLE_MS = 3_000;
/** A typing indicator with no fresh event for this long is gone. */
export const TYPING_TIMEOUT_MS = 5_000;

export const presenceEntrySchema = z.object({ userId: z.string(), status: presenceStatusSchema });
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

/**
 * presenceChanges: members whose presence changed, each with its latest state. The server
 * gathers an organisation's changes and sends them together (at most one event per second), so
 * a thousand members connecting cost each member one event, not a thousand.
 */
export const presenceChangesEventSchema = z.object({ presence: z.array(presenceEntrySchema) });
export type PresenceChangesEvent = z.infer<typeof presenceChangesEventSchema>;

/** GET /chat/presence: every member who is not offline (the rest are offline). */
export const presenceResponseSchema = z.object({ presence: z.array(presenceEntrySchema) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;

/** Someone is typing in a thread the receiving socket joined (the client names them). */
export const userTypingEventSchema = z.object({ threadId: z.string(), userId: z.string() });
export type UserTypingEvent = z.infer<typeof userTypingEventSchema>;

/** Presence and typing events the server sends on /chat. */
export interface ChatPresenceServerEvents {
  /** (organisation room) Members' presence changed; heartbeats that change nothing are silent. */
  presenceChanges: (event: PresenceChangesEvent) => void;
  /** (thread room) A member is typing there; it lapses after TYPING_TIMEOUT_MS or their message. */
  userTyping: (event: UserTypingEvent) => void;
}

/** Presence and typing events a client sends on /chat. */
export interface ChatPresenceClientEvents {
  /** This connection's own state: active (online) or idle/hidden (away). */
  setPresence: (status: ReportedPresence) => void;
  /** The user types in this thread (the client sends it at most once per TYPING_THROTTLE_MS). */
  typing: (threadId: string) => void;
}
