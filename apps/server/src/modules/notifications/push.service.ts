import type {
  CallsPushPayload,
  ChatPushPayload,
  InboxPushPayload,
  UserLocale,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { AppError, templateError } from '../../platform/errors.js';
import { OutboundRefusedError } from '../../platform/net/outbound.js';
import * as repo from './notifications.repo.js';

export type PushService = ReturnType<typeof createPushService>;

type PushPayload = ChatPushPayload | CallsPushPayload | InboxPushPayload;

/**
 * Web Push: VAPID keys kept in the database (one pair per installation, shared by every process),
 * subscriptions per user, and delivery through each subscription's push service.
 */
/** web-push and its crypto libraries, loaded on first use: the first answer does not need them. */
/** The refusal of a push address, with the reason (outbound.ts's own words) as `{reason}`. */
const PUSH_ENDPOINT_REFUSED = 'This push endpoint is not accepted: {reason}';

const loadWebPush = () => import('web-push').then((module) => module.default);

export function createPushService({ db, config, logger, outbound }: AppDeps) {
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  const vapidKeys = () => {
    keys ??= loadWebPush().then((webpush) =>
      repo.ensureVapidKeys(db, () => webpush.generateVAPIDKeys()),
    );
    keys.catch(() => (keys = undefined));
    return keys;
  };

  async function publicKey(): Promise<string> {
    return (await vapidKeys()).publicKey;
  }

  async function subscribe(
    session: { organizationId: string; userId: string },
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    languages: string[] = [],
  ) {
    // The server will POST to this address: only public https push services (see outbound.ts).
    await outbound.assertPublicHttpsUrl(subscription.endpoint).catch((error: unknown) => {
      if (!(error instanceof OutboundRefusedError)) throw error;
      // The reason's own fields (the host) go along, so it is said in the page language too.
      throw templateError('VALIDATION_ERROR', PUSH_ENDPOINT_REFUSED, {
        reason: error.message,
        ...error.params,
      });
    });
    const stored = await repo.upsertSubscription(db, {
      organizationId: session.organizationId,
      userId: session.userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      languages,
    });
    // Endpoints are per browser profile; another account's stays with it (no hijack by replay).
    if (!stored) {
      throw new AppError(
        'CONFLICT',
        'This browser already receives notifications for another account.',
      );
    }
  }

  async function unsubscribe(
    session: { organizationId: string; userId: string },
    endpoint: string,
  ): Promise<void> {
    await repo.deleteOwnSubscription(db, session, endpoint);
  }

  /**
   * Send a payload to every subscription of these users; gone subscriptions are dropped. A
   * payload of texts is given as a function of the recipient's language (users.locale; null
   * when none is chosen, which reads English) and the browser's languages (best first, for the
   * way it writes dates), and written once per language and browser languages.
   */
  async function sendToUsers(
    userIds: string[],
    payload:
      | PushPayload
      | ((locale: UserLocale | null, browserLanguages: readonly string[]) => PushPayload),
  ): Promise<number> {
    const subscriptions = await repo.subscriptionsOf(db, userIds);
    if (subscriptions.length === 0) return 0;
    const { publicKey: vapidPublic, privateKey } = await vapidKeys();
    const webpush = await loadWebPush();
    const bodies = new Map<string, string>();
    const bodyIn = (locale: UserLocale | null, languages: readonly string[]) => {
      const key = `${locale ?? ''}|${languages.join(',')}`;
      let body = bodies.get(key);
      if (body === undefined) {
        body = JSON.stringify(typeof payload === 'function' ? payload(locale, languages) : payload);
        bodies.set(key, body);
      }
      return body;
    };
    let delivered = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const body = bodyIn(subscription.locale, subscription.languages);
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
          // Checked again on every connection: the endpoint's DNS may point elsewhere by now.
          const response = await outbound.fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ?? undefined,
          });
          // The status is all we need; free the connection.
          await response.body?.cancel();
          if (response.status === 404 || response.status === 410) {
            await repo.deleteSubscription(db, subscription.id);
          } else if (response.ok) {
            delivered += 1;
          } else {
            logger.warn({ status: response.status }, 'push service refused a notification');
          }
        } catch (error) {
          const refused = (error as { cause?: unknown }).cause instanceof OutboundRefusedError;
          logger.warn({ err: error }, refused ? 'push endpoint refused' : 'push delivery failed');
        }
      }),
    );
    return delivered;
  }

  return { publicKey, subscribe, unsubscribe, sendToUsers, ready: vapidKeys };
}
