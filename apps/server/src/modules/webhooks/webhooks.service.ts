import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  isId,
  type WebhookEventType,
} from '@worksphere/contracts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createWebhookRequestSchema, updateWebhookRequestSchema } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { forbidden, AppError } from '../../platform/errors.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { OutboundRefusedError } from '../../platform/net/outbound.js';
import { presentDelivery, presentWebhook } from './webhooks.presenter.js';
import { newWebhookSecret } from './webhooks.signing.js';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table.js';
import { recordSettingsChanged } from '../audit/audit.record.js';

type CreateInput = z.output<typeof createWebhookRequestSchema>;
type UpdateInput = z.output<typeof updateWebhookRequestSchema>;

/** On every write that may have subscribers: one indexed read of the organisation's hooks. */
const activeSubscriptions = preparedStatement('webhooks_active', (db, name) =>
  db
    .select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.organizationId, sql.placeholder('organizationId')),
        eq(webhookSubscriptions.active, true),
      ),
    )
    .prepare(name),
);

const notFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);

/** Admins manage an organisation's webhooks; nobody else sees them. */
function assertAdmin(session: SessionContext) {
  if (session.role !== 'ADMIN') throw forbidden();
}

export type WebhookEmitter = {
  /**
   * After a change commits: a delivery for each active subscription to `event`, queued at once.
   * Never throws: a failure is logged, and the change it reports stands.
   */
  emit: (organizationId: string, event: WebhookEventType, data: Record<string, unknown>) => void;
};

export function createWebhooksService(deps: AppDeps, queue: JobQueue<{ deliveryId: string }>) {
  const { db } = deps;

  async function enqueue(
    organizationId: string,
    subscriptionIds: string[],
    event: string,
    data: Record<string, unknown>,
  ) {
    if (!subscriptionIds.length) return [];
    // One event id for every subscription: a receiver with two hooks can tell it is one event.
    const payload = { id: randomUUID(), type: event, createdAt: new Date().toISOString(), data };
    const rows = await db
      .insert(webhookDeliveries)
      .values(
        subscriptionIds.map((subscriptionId) => ({
          organizationId,
          subscriptionId,
          event,
          payload,
        })),
      )
      .returning();
    await Promise.all(rows.map((row) => queue.add({ deliveryId: row.id })));
    return rows;
  }

  async function findOwned(session: SessionContext, id: string) {
    assertAdmin(session);
    if (!isId(id)) throw notFound();
    const [row] = await db
      .select()
      .from(webhookSubscriptions)
      .where(
        and(
          eq(webhookSubscriptions.id, id),
          eq(webhookSubscriptions.organizationId, session.organizationId),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function lastDeliveries(organizationId: string) {
    const rows = await db
      .selectDistinctOn([webhookDeliveries.subscriptionId], {
        subscriptionId: webhookDeliveries.subscriptionId,
        status: webhookDeliveries.status,
        at: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.organizationId, organizationId))
      .orderBy(webhookDeliveries.subscriptionId, desc(webhookDeliveries.createdAt));
    return new Map(rows.map((row) => [row.subscriptionId, row]));
  }

  /** The guard's answer as a 400 the admin can act on (private address, not https...). */
  async function assertReachable(url: string) {
    try {
      await deps.outbound.assertPublicHttpsUrl(url);
    } catch (error) {
      if (error instanceof OutboundRefusedError) {
        throw new AppError('VALIDATION_ERROR', error.message, error.params);
      }
      throw error;
    }
  }

  const emitter: WebhookEmitter = {
    emit(organizationId, event, data) {
      void activeSubscriptions(db)
        .execute({ organizationId })
        .then((subscriptions) =>
          enqueue(
            organizationId,
            subscriptions.filter((row) => row.events.includes(event)).map((row) => row.id),
            event,
            data,
          ),
        )
        .catch((error: unknown) =>
          deps.logger.error({ err: error, event }, 'webhook deliveries not recorded'),
        );
    },
  };

  return {
    emitter,

    async list(session: SessionContext) {
      assertAdmin(session);
      const [rows, last] = await Promise.all([
        db
          .select()
          .from(webhookSubscriptions)
          .where(eq(webhookSubscriptions.organizationId, session.organizationId))
          .orderBy(desc(webhookSubscriptions.createdAt)),
        lastDeliveries(session.organizationId),
      ]);
      return rows.map((row) => presentWebhook(row, last.get(row.id)));
    },

    async create(session: SessionContext, input: CreateInput) {
      assertAdmin(session);
      await assertReachable(input.url);
      const secret = newWebhookSecret();
      // The subscription and its audit event commit together, or neither does.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(webhookSubscriptions)
          .values({
            organizationId: session.organizationId,
            url: input.url,
            description: input.description,
            events: input.events,
            secretSealed: deps.secrets.seal(secret),
            createdBy: session.userId,
          })
          .returning();
        await recordSettingsChanged(tx, session, 'webhook', ['created', ...input.events], {
          id: created!.id,
          label: created!.url,
        });
        return created!;
      });
      return { webhook: presentWebhook(row, undefined), secret };
    },

    async update(session: SessionContext, id: string, input: UpdateInput) {
      await findOwned(session, id);
      if (input.url !== undefined) await assertReachable(input.url);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(webhookSubscriptions)
          .set(input)
          .where(
            and(
              eq(webhookSubscriptions.id, id),
              eq(webhookSubscriptions.organizationId, session.organizationId),
            ),
          )
          .returning();
        if (!updated) throw notFound();
        await recordSettingsChanged(tx, session, 'webhook', Object.keys(input), {
          id: updated.id,
          label: updated.url,
        });
        return updated;
      });
      return presentWebhook(row, (await lastDeliveries(session.organizationId)).get(id));
    },

    async remove(session: SessionContext, id: string) {
      const subscription = await findOwned(session, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(webhookSubscriptions)
          .where(
            and(
              eq(webhookSubscriptions.id, id),
              eq(webhookSubscriptions.organizationId, session.organizationId),
            ),
          );
        await recordSettingsChanged(tx, session, 'webhook', ['deleted'], {
          id,
          label: subscription.url,
        });
      });
    },

    async deliveries(session: SessionContext, id: string) {
      await findOwned(session, id);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.subscriptionId, id),
            eq(webhookDeliveries.organizationId, session.organizationId),
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(WEBHOOK_LOG_SIZE);
      return rows.map(presentDelivery);
    },

    /** "Send test": a webhook.test delivery to this subscription alone, even when paused. */
    async sendTest(session: SessionContext, id: string) {
      const subscription = await findOwned(session, id);
      const [row] = await enqueue(session.organizationId, [subscription.id], WEBHOOK_TEST_EVENT, {
        message: 'A test delivery from Worksphere.',
        webhookId: subscription.id,
      });
      return presentDelivery(row!);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
