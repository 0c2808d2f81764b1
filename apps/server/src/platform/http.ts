import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { tryAgainError } from './errors.js';

/** Per-address limit for what guessing attacks aim at: sign-in, register, recover, password. */
export function authRateLimit(config: AppConfig) {
  return {
    rateLimit: {
      max: config.authRateLimit.max,
      timeWindow: config.authRateLimit.windowMs,
      errorResponseBuilder: (_request: unknown, context: { after: string }) =>
        tryAgainError('RATE_LIMITED', 'Too many attempts.', context.after),
    },
  };
}

/** A uuid path parameter; anything else can only be "not found". */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export type RoutePlugin = (app: FastifyInstance) => Promise<void>;
