import { createHash } from 'node:crypto';
import {
  POS_EVENTS,
  POS_MESSAGES,
  POS_PUBLIC_NAMESPACE,
  type PosOrderEvent,
  type PublicOrderStatus,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server } from 'socket.io';

/*
 * Point-of-sale live events. Staff: signed-in /chat sockets holding pos:sell or pos:manage
 * join `pos:{organizationId}` on connect (realtime.ts) and get POS_EVENTS.order. The public:
 * the session-less /pos-public namespace, where a socket follows an order only by naming its
 * token: the room is keyed by the token's hash, which no answer ever shows, so a client
 * cannot join another order's room without that order's token.
 */

export const posRooms = {
  staff: (organizationId: string) => `pos:${organizationId}`,
  order: (tokenHash: string) => `pos-order:${tokenHash}`,
};

/** How many orders one public socket may follow (a family's orders, not a crawler's). */
const MAX_WATCHED = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type PosRealtime = {
  toStaff: (organizationId: string, event: PosOrderEvent) => void;
  toOrder: (tokenHash: string, order: PublicOrderStatus) => void;
  publicNamespace: Namespace;
};

export type WatchAck = { order: PublicOrderStatus } | { error: string };

export function createPosRealtime(
  io: Server,
  staffNamespace: Namespace,
  findByTokenHash: (tokenHash: string) => Promise<PublicOrderStatus | null>,
  logger: FastifyBaseLogger,
): PosRealtime {
  const publicNamespace = io.of(POS_PUBLIC_NAMESPACE);
  publicNamespace.on('connection', (socket) => {
    (socket.conn as { request: unknown }).request = null;
    socket.on(POS_EVENTS.watch, (payload: unknown, ack: unknown) => {
      const answer =
        typeof ack === 'function' ? (ack as (value: WatchAck) => void) : () => undefined;
      const token = (payload as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
        return answer({ error: POS_MESSAGES.orderNotFound });
      }
      const watched = [...socket.rooms].filter((room) => room.startsWith('pos-order:')).length;
      const tokenHash = createHash('sha256').update(token).digest('hex');
      if (watched >= MAX_WATCHED && !socket.rooms.has(posRooms.order(tokenHash))) {
        return answer({ error: POS_MESSAGES.rateLimited });
      }
      findByTokenHash(tokenHash)
        .then(async (order) => {
          if (!order) return answer({ error: POS_MESSAGES.orderNotFound });
          await socket.join(posRooms.order(tokenHash));
          answer({ order });
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'pos watch failed');
          answer({ error: POS_MESSAGES.orderNotFound });
        });
    });
  });

  return {
    toStaff(organizationId, event) {
      staffNamespace.to(posRooms.staff(organizationId)).emit(POS_EVENTS.order, event);
    },
    toOrder(tokenHash, order) {
      publicNamespace.to(posRooms.order(tokenHash)).emit(POS_EVENTS.status, { order });
    },
    publicNamespace,
  };
}
