import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../platform/db/database.js';
import type { FirstRefusalGate } from './audit.first-refusal.js';
import { auditOriginOf, recordAuditEvent } from './audit.record.js';

/**
 * The rate limiter's onExceeded: the first refused request per limiter key (address and
 * route) per window becomes an 'auth.rate_limited' event. A limit checked before sign-in
 * (sign-in, register, recover) knows no organisation, so its event is the operator's only;
 * one checked after it (receipts, uploads) goes to the member's organisation.
 */
export function recordRouteRefusals(
  db: DbExecutor,
  gate: FirstRefusalGate,
  fallbackWindowMs: number,
) {
  return (request: FastifyRequest, key: string): void => {
    const limit = (request.routeOptions.config as { rateLimit?: { timeWindow?: unknown } })
      ?.rateLimit;
    const windowMs = typeof limit?.timeWindow === 'number' ? limit.timeWindow : fallbackWindowMs;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    // onExceeded cannot wait: the event is written beside the 429, never in its way.
    void (async () => {
      if (!(await gate.first(`route:${key}:${route}`, windowMs))) return;
      await recordAuditEvent(db, {
        organizationId: request.auth?.organizationId ?? null,
        actorUserId: request.auth?.userId ?? null,
        action: 'auth.rate_limited',
        target: { type: 'route', label: route },
        details: { limit: 'address', windowSeconds: Math.ceil(windowMs / 1000) },
        ...auditOriginOf(request),
      });
    })().catch((error: unknown) =>
      request.log.warn({ err: error }, 'audit: a rate-limit refusal was not recorded'),
    );
  };
}
