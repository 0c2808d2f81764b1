import { CALLS_MESSAGES } from '@worksphere/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../platform/errors.js';
import { createWindowLimit, type WindowLimit } from '../../platform/window-limit.js';

/** The SMS route, under whose count the MCP server's send_sms is counted too. */
export const SEND_SMS_ROUTE = '/api/calls/message/send';

/**
 * The calls routes' limit (CALLS_RATE_LIMIT_*, per address and route), as one counter per route
 * that other ways to the same action share: an SMS sent through /api/mcp counts against the
 * SMS route. One named limit per route (Redis keys `worksphere-rate-limit:calls:<route>:<address>`
 * when REDIS_URL is set, shared by every process).
 */
export function createCallsRateLimit(config: AppConfig, redis: Redis | undefined) {
  const { max, windowMs } = config.calls.rateLimit;
  const limits = new Map<string, WindowLimit>();
  const limitOf = (route: string) => {
    let limit = limits.get(route);
    if (!limit) {
      limit = createWindowLimit({ name: `calls:${route}`, max, windowMs, redis });
      limits.set(route, limit);
    }
    return limit;
  };

  /** Count one use of the route by this request's address; the state after it. */
  async function take(request: FastifyRequest, route: string) {
    return limitOf(route).take(request.ip);
  }

  return {
    take,
    /** onRequest hook of a limited calls route: 429 with the product's text past the limit. */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const state = await take(request, request.routeOptions.url ?? request.url);
      void reply.header('x-ratelimit-limit', max);
      void reply.header('x-ratelimit-remaining', state.remaining);
      void reply.header('x-ratelimit-reset', state.resetSeconds);
      if (!state.allowed) {
        void reply.header('retry-after', state.resetSeconds);
        throw new AppError('RATE_LIMITED', CALLS_MESSAGES.rateLimited);
      }
    },
  };
}

export type CallsRateLimit = ReturnType<typeof createCallsRateLimit>;
