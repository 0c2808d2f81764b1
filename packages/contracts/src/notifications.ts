import { z } from 'zod';
import { storableTextCheck, text } from './validation.js';

/** A browser PushSubscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2000).check(storableTextCheck),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text().min(1).max(500),
    auth: text().min(1).max(500),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /notifications/subscribe: the subscription itself, or {subscription}. Stored for the
 * caller; the caller's own earlier one with the same endpoint gets the new keys. Answers 201
 * {ok: true}; 400 VALIDATION_ERROR for an endpoint that is not https on a public internet
 * address; 409 CONFLICT when the endpoint belongs to another account (it stays there).
 */
export const subscribePushRequestSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && 'subscription' in value
      ? (value as { subscription: unknown }).subscription
      : value,
  pushSubscriptionSchema,
);
export type SubscribePushRequest = PushSubscriptionJson | { subscription: PushSubscriptionJson };

/**
 * POST /notifications/unsubscribe {endpoint}: forget the caller's subscription with this endpoint
 * (sent before logout, so a signed-out browser gets no more of this account's notifications).
 * Answers 200 {ok: true} whether or not it was there; another account's stays untouched.
 */
export const unsubscribePushRequestSchema = z.object({
  endpoint: z.url().max(2000).check(storableTextCheck),
});
export type UnsubscribePushRequest = z.infer<typeof unsubscribePushRequestSchema>;

/** GET /notifications/vapid-public-key: the applicationServerKey (base64url). */
export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/** The JSON payload of a chat push; the service worker shows title/body and opens url. */
export const chatPushPayloadSchema = z.object({
  type: z.enum(['newChat', 'importantChatSet']),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  chatId: z.string(),
  threadId: z.string(),
  chatRoomId: z.string(),
});
export type ChatPushPayload = z.infer<typeof chatPushPayloadSchema>;
