import { WEBHOOK_SIGNATURE_HEADER } from '@worksphere/contracts';
import { and, eq, inArray, lte, or, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.js';
import { OutboundRefusedError } from '../../platform/net/outbound.js';
import { signWebhook } from './webhooks.signing.js';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table.js';

/** How long one attempt may hold its delivery; past it the retry pass takes it back. */
const CLAIM_MS = 60_000;
/** A receiver's answer is not kept, only its status; this much of an error text is. */
const ERROR_MAX_LENGTH = 300;

/**
 * One attempt at one delivery, by any process: the delivery is claimed first (so two processes
 * never send it at once), then POSTed through the outbound guard with its signature. A 2xx
 * ends it; anything else schedules the next attempt after `retryDelaysMs[attempts - 1]`, or
 * fails it for good once they are used up.
 */
export function createWebhookSender(deps: AppDeps, retryDelaysMs: readonly number[]) {
  const { db } = deps;

  async function claim(deliveryId: string) {
    const [row] = await db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lockedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
      })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          inArray(webhookDeliveries.status, ['pending', 'retrying']),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, sql`now()`)),
        ),
      )
      .returning();
    return row;
  }

  async function send(deliveryId: string): Promise<void> {
    const delivery = await claim(deliveryId);
    if (!delivery) return; // Done, failed, or another process has it.
    const [subscription] = await db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, delivery.subscriptionId));
    if (!subscription) return; // Deleted meanwhile: its deliveries went with it.

    const body = JSON.stringify(delivery.payload);
    const secret = deps.secrets.open<string>(subscription.secretSealed);
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      const response = await deps.outbound.fetch(subscription.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Worksphere-Webhooks/1',
          'worksphere-event': delivery.event,
          'worksphere-delivery': delivery.id,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
      });
      responseStatus = response.status;
      // The body is not read beyond what closes the connection cleanly.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) {
        error = `The receiver answered ${response.status}.`;
      }
    } catch (caught) {
      error = describeSendError(caught);
    }

    const succeeded = error === null;
    const delay = retryDelaysMs[delivery.attempts - 1];
    await db
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'succeeded' : delay === undefined ? 'failed' : 'retrying',
        responseStatus,
        error: error?.slice(0, ERROR_MAX_LENGTH) ?? null,
        deliveredAt: succeeded ? sql`now()` : null,
        nextAttemptAt:
          succeeded || delay === undefined
            ? null
            : sql`now() + ${`${delay} milliseconds`}::interval`,
        lockedUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  /** Deliveries whose retry is due, or whose process died mid-attempt: their ids, to queue. */
  async function due(limit = 100): Promise<string[]> {
    const rows = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ['pending', 'retrying']),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  return { send, due };
}

function describeSendError(caught: unknown): string {
  const cause = (caught as { cause?: unknown }).cause;
  if (cause instanceof OutboundRefusedError) return cause.message;
  if (caught instanceof OutboundRefusedError) return caught.message;
  if ((caught as Error).name === 'TimeoutError') return 'The receiver did not answer in time.';
  const code = (cause as { code?: string } | undefined)?.code;
  return code ? `Could not reach the receiver (${code}).` : 'Could not reach the receiver.';
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
