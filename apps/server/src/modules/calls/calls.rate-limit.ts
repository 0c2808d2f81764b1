import { CALLS_MESSAGES } from '@worksphere/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../platform/errors.js';

/** The SMS route, under whose count the MCP server's send_sms is counted too. */
export const SEND_SMS_ROUTE = '/api/calls/message/send';

/**
 * The calls routes' limit (CALLS_RATE_LIMIT_*, per address and route), as one counter per route
 * that other ways to the same action share: an SMS sent through /api/mcp counts against the
 * SMS route. One limiter instance per route, because @fastify/rate-limit gives every limiter
 * its own store (in memory) or key prefix (Redis).
 */
export function createCallsRateLimit(app: FastifyInstance, config: AppConfig) {
  const { max, windowMs } = config.calls.rateLimit;
  const checks = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const checkOf = (route: string) => {
    let check = checks.get(route);
    if (!check) {
      check = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${request.ip}:${route}`,
      });
      checks.set(route, check);
    }
    return check;
  };

  /** Count one use of the route by this request's address; the state after it. */
  async function take(request: FastifyRequest, route: string) {
    const state = await checkOf(route)(request);
    return state.isAllowed
      ? { allowed: true as const }
      : {
          allowed: !state.isExceeded,
          remaining: state.remaining,
          resetSeconds: state.ttlInSeconds,
        };
  }

  return {
    take,
    /** onRequest hook of a limited calls route: 429 with the product's text past the limit. */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const state = await take(request, request.routeOptions.url ?? request.url);
      if (!('remaining' in state)) return;
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
