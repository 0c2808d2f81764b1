import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address to put in a link shown to the signed-in user who asked for it (a calendar feed, an
 * invitation an admin copies or sends): PUBLIC_URL when set, else the address this browser used,
 * so a server reached by name or IP never hands out `localhost`. The Host header is the
 * requester's own word, which is safe only because the link goes back to that requester or to
 * whom they chose; links mailed on an anonymous request (password reset) keep PUBLIC_URL, or an
 * attacker could have a victim mailed a link to the attacker's host.
 */
export function addressForUser(config: AppConfig, request: FastifyRequest): string {
  if (config.isPublicUrlSet) return config.publicUrl;
  const host = request.host;
  if (!HOST.test(host)) return config.publicUrl;
  return `${request.protocol}://${host.toLowerCase()}`;
}
