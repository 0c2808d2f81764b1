import type { Webhook, WebhookDelivery, WebhookEventType } from '@worksphere/contracts';
import type { webhookDeliveries, webhookSubscriptions } from './webhooks.table.js';

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A subscription as admins see it: never its secret. */
export const presentWebhook = (
  row: SubscriptionRow,
  last: { status: string; at: Date } | undefined,
): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last
    ? { status: last.status as WebhookDelivery['status'], at: last.at.toISOString() }
    : null,
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});
