import type { ChatPushPayload } from '@worksphere/contracts';
import webpush from 'web-push';
import type { AppDeps } from '../../platform/app-deps.js';
import * as repo from './notifications.repo.js';

export type PushService = ReturnType<typeof createPushService>;

/**
 * Web Push: VAPID keys kept in the database (one pair per installation, shared by every process),
 * subscriptions per user, and delivery through each subscription's push service.
 */
export function createPushService({ db, config, logger }: AppDeps) {
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  const vapidKeys = () => {
    keys ??= repo.ensureVapidKeys(db, () => webpush.generateVAPIDKeys());
    keys.catch(() => (keys = undefined));
    return keys;
  };

  async function publicKey(): Promise<string> {
    return (await vapidKeys()).publicKey;
  }

  async function subscribe(
    session: { organizationId: string; userId: string },
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) {
    await repo.upsertSubscription(db, {
      organizationId: session.organizationId,
      userId: session.userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  }

  /** Send one payload to every subscription of these users; gone subscriptions are dropped. */
  async function sendToUsers(userIds: string[], payload: ChatPushPayload): Promise<number> {
    const subscriptions = await repo.subscriptionsOf(db, userIds);
    if (subscriptions.length === 0) return 0;
    const { publicKey: vapidPublic, privateKey } = await vapidKeys();
    const body = JSON.stringify(payload);
    let delivered = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const request = webpush.generateRequestDetails(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            body,
            {
              TTL: 24 * 60 * 60,
              contentEncoding: 'aes128gcm',
              vapidDetails: {
                subject: config.vapidSubject,
                publicKey: vapidPublic,
                privateKey,
              },
            },
          );
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ?? undefined,
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 404 || response.status === 410) {
            await repo.deleteSubscription(db, subscription.id);
          } else if (response.ok) {
            delivered += 1;
          } else {
            logger.warn({ status: response.status }, 'push service refused a notification');
          }
        } catch (error) {
          logger.warn({ err: error }, 'push delivery failed');
        }
      }),
    );
    return delivered;
  }

  return { publicKey, subscribe, sendToUsers, ready: vapidKeys };
}
