import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { newRedis } from '../redis-client.js';

/**
 * socket.io's Redis adapter, which carries every event to the other processes, made to live
 * through a Redis that goes away and comes back:
 * - the adapter publishes without waiting for the answer: while Redis is away each publish
 *   fails, and an unhandled failure would end the process; here it is logged instead;
 * - what the other processes published while this one's subscription was broken never
 *   reaches this process's sockets. When the subscription is back (Redis has confirmed it),
 *   this process closes its sockets' connections: their clients reconnect (to any process)
 *   and fetch what they missed, as they do after any reconnect (the web app refetches its
 *   open threads and counts);
 * - what this process could not publish never reached the other processes' sockets, even
 *   those whose subscription came back first: once its own link is back it asks every other
 *   process to do the same with its sockets.
 */
/** Told by a process whose events did not all reach Redis, once its link is back. */
const RESYNC = 'worksphere:realtime-resync';

export function connectRedisAdapter(io: Server, redisUrl: string, logger: FastifyBaseLogger) {
  const pub = newRedis(redisUrl, { maxRetriesPerRequest: 1 });
  // The adapter subscribes once and does not catch: while Redis is away the subscriptions
  // wait for it (no retry limit) instead of failing as unhandled rejections.
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  for (const client of [pub, sub]) {
    client.on('error', (error) => logger.warn({ err: error }, 'realtime redis error'));
  }
  let unpublished = false;
  guardPublish(pub, logger, () => (unpublished = true));
  pub.on('ready', () => {
    if (!unpublished) return;
    unpublished = false;
    io.serverSideEmit(RESYNC);
  });
  io.on(RESYNC, () => {
    logger.warn('realtime: events of another process were lost; sockets reconnect to catch up');
    closeLocalConnections(io);
  });
  let broken = false;
  sub.on('close', () => (broken = true));
  sub.on('ready', () => {
    if (!broken) return;
    broken = false;
    // 'ready' comes before ioredis sends the subscriptions again, and they take effect only
    // once Redis has read them: a client sent to reconnect now could be back, and refetch,
    // before them, and miss what another process publishes meanwhile (heard by no one here).
    // A PING sent after them is answered after them: only then are the sockets closed.
    void Promise.resolve()
      .then(() => sub.ping())
      .then(
        () => {
          logger.warn('realtime: Redis is back; sockets reconnect to catch up on missed events');
          closeLocalConnections(io);
        },
        // The link broke again before the answer: the next 'ready' does this again.
        () => undefined,
      );
  });
  io.adapter(createAdapter(pub, sub, { key: 'worksphere-socket.io', requestsTimeout: 2000 }));
  return [pub, sub] satisfies Redis[];
}

function guardPublish(pub: Redis, logger: FastifyBaseLogger, onFailure: () => void) {
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  let failing = false;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) => {
    const sent = publish(channel, message);
    // A caller that awaits still sees the failure; one that drops the promise ends nothing.
    sent.then(
      () => (failing = false),
      (error: unknown) => {
        // Once per outage, not once per event.
        if (!failing) logger.warn({ err: error }, 'realtime: an event did not reach Redis');
        failing = true;
        onFailure();
      },
    );
    return sent;
  };
}

/**
 * Close every connection of this process. Not disconnectSockets: that tells each client it was
 * disconnected on purpose, and such a client does not reconnect; after a lost connection it does.
 */
function closeLocalConnections(io: Server) {
  for (const namespace of io._nsps.values()) {
    for (const socket of namespace.sockets.values()) socket.conn.close();
  }
}
