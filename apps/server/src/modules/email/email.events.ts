import {
  EMAIL_EVENTS,
  type EmailCountsEvent,
  type EmailNewMailEvent,
  type EmailSyncEvent,
  type EmailUpdatedEvent,
} from '@worksphere/contracts';
import type { Namespace } from 'socket.io';
import { rooms } from '../../platform/realtime/realtime.js';

/** Who sees an account's mail: its owner, or the whole organisation when shared. */
export type MailAudience = { organizationId: string; ownerId: string | null; shared: boolean };

export type MailEvents = {
  newMail: (audience: MailAudience, event: EmailNewMailEvent) => void;
  counts: (audience: MailAudience, event: EmailCountsEvent) => void;
  updated: (audience: MailAudience, event: EmailUpdatedEvent) => void;
  sync: (audience: MailAudience, event: EmailSyncEvent) => void;
};

/**
 * E-mail events go to the signed-in sockets of the /chat namespace (every signed-in browser
 * has one), in the owner's user room or the organisation's room; with REDIS_URL they reach
 * every process through the socket.io adapter.
 */
export function createMailEvents(namespace: () => Namespace | undefined): MailEvents {
  const emit = (audience: MailAudience, event: string, payload: unknown) => {
    const target = namespace();
    if (!target) return;
    const room =
      audience.shared || !audience.ownerId
        ? rooms.org(audience.organizationId)
        : rooms.user(audience.ownerId);
    target.to(room).emit(event, payload);
  };
  return {
    newMail: (audience, event) => emit(audience, EMAIL_EVENTS.newMail, event),
    counts: (audience, event) => emit(audience, EMAIL_EVENTS.counts, event),
    updated: (audience, event) => emit(audience, EMAIL_EVENTS.updated, event),
    sync: (audience, event) => emit(audience, EMAIL_EVENTS.sync, event),
  };
}

/** No sockets (tests of the service alone). */
export const silentMailEvents: MailEvents = createMailEvents(() => undefined);
