import type {
  PushSubscriptionJson,
  UnsubscribePushRequest,
  VapidPublicKeyResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

export const SERVICE_WORKER_URL = '/sw.js';

/** The VAPID key as pushManager.subscribe takes it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = window.atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Registers the service worker; with notification permission granted, subscribes to push and
 * hands the subscription to the server (spec 3 §7). A failure is only logged (spec 3 §8).
 */
export async function registerServiceWorkerAndPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await subscribeToPush(registration);
  } catch (error) {
    console.error('Service worker or push subscription failed', error);
  }
}

/** Subscribes only when permission is granted; asks the server for its VAPID key first. */
export async function subscribeToPush(registration: ServiceWorkerRegistration): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (!registration.pushManager) return;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(
        (await apiRequest<VapidPublicKeyResponse>('/notifications/vapid-public-key')).publicKey,
      ),
    }));
  await apiRequest<{ ok: true }>('/notifications/subscribe', {
    method: 'POST',
    body: subscription.toJSON() as PushSubscriptionJson,
  });
}

/**
 * Asks for notification permission (after a click: browsers refuse it otherwise) and, when
 * granted, subscribes to push through the registered service worker.
 */
export async function enableDesktopNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted' && 'serviceWorker' in navigator) {
    try {
      await subscribeToPush(await navigator.serviceWorker.ready);
    } catch (error) {
      console.error('Push subscription failed', error);
    }
  }
  return permission;
}

/**
 * Before a logout: tells the server to forget this browser's subscription for the signing-out
 * account (with its token, as it may not be the cookie's), then drops the subscription itself so
 * the next account to sign in here subscribes afresh. Never stands in the way of the logout.
 */
export async function unsubscribeFromPush(headers?: Record<string, string>): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    const body: UnsubscribePushRequest = { endpoint: subscription.endpoint };
    await apiRequest<{ ok: true }>('/notifications/unsubscribe', {
      method: 'POST',
      body,
      headers,
      skipSessionExpiredToast: true,
    });
    await subscription.unsubscribe();
  } catch (error) {
    console.error('Push unsubscription failed', error);
  }
}
