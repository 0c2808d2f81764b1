import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long to keep discarding a refused body after the answer before dropping the socket. */
const LINGER_MS = 2_000;

/**
 * For an answer given before the request body was all read (a refused upload): once the
 * answer is out, half-close the connection and discard what still arrives for a moment, then
 * drop it. Closing at once would reset the connection while the client is still sending, and
 * it could lose the answer; keeping it open would leave a paused upload holding the socket.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket;
  if (request.raw.complete || !(socket instanceof net.Socket)) return;
  reply.raw.once('finish', () => {
    request.raw.resume();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
