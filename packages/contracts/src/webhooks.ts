import { z } from 'zod';

/**
 * Outgoing webhooks of an organisation (admins): a URL subscribed to events; each delivery is a
 * POST of JSON signed with the subscription's secret, retried with backoff, and logged.
 *   GET    /webhooks                         → {webhooks: Webhook[]}
 *   POST   /webhooks {url, events, description} → 201 {webhook, secret} (the secret shown once)
 *   PUT    /webhooks/{id} {url?, events?, description?, active?} → {webhook}
 *   DELETE /webhooks/{id}                    → {ok: true}
 *   GET    /webhooks/{id}/deliveries         → {deliveries: WebhookDelivery[]} (newest 50)
 *   POST   /webhooks/{id}/test               → 202 {delivery} (event webhook.test)
 *
 * Each request carries `Worksphere-Event`, `Worksphere-Delivery` (the same id on every retry of
 * one delivery) and `Worksphere-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 */
export const WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'chat.message.posted',
  'pos.order.placed',
  'pos.order.updated',
  'calendar.event.created',
  'call.received',
  'sms.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send test"; no subscription chooses it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_SIGNATURE_HEADER = 'worksphere-signature';
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** How many deliveries a subscription's log keeps showing. */
export const WEBHOOK_LOG_SIZE = 50;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the events.',
  urlInvalid: 'Enter a full https address, e.g. https://example.com/hooks/worksphere.',
  urlTooLong: `An address must be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  eventsRequired: 'Choose at least one event.',
  descriptionTooLong: `A description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
  notFound: 'Webhook not found.',
} as const;

const webhookUrlSchema = z
  .string(WEBHOOK_MESSAGES.urlRequired)
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, WEBHOOK_MESSAGES.urlInvalid);
const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS), WEBHOOK_MESSAGES.eventsRequired)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));
const webhookDescriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_MESSAGES.descriptionTooLong);

export const webhookDeliveryStatusSchema = z.enum(['pending', 'retrying', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  /** The newest delivery's outcome, for the list. */
  lastDelivery: z.object({ status: webhookDeliveryStatusSchema, at: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number(),
  /** The receiver's last HTTP status; null when it could not be reached. */
  responseStatus: z.number().nullable(),
  /** Why the last attempt failed, in words (time-out, refused address, status 500...). */
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: webhookDescriptionSchema.default(''),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;
export const updateWebhookRequestSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: webhookDescriptionSchema.optional(),
  active: z.boolean().optional(),
});
export const webhookResponseSchema = z.object({ webhook: webhookSchema });
export const createWebhookResponseSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
