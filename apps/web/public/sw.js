/* Worksphere service worker: shows chat, call and SMS push notifications and opens the app on click. */
/* global self */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** One notification per Inbox item, chat message, call or text: a repeated push replaces it. */
function tagOf(payload) {
  if (payload.itemId) return `inbox-${payload.itemId}`;
  if (payload.chatId) return `chat-${payload.chatId}`;
  if (payload.callId) return `call-${payload.callId}`;
  if (payload.messageId) return `sms-${payload.messageId}`;
  return undefined;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = payload.title || 'New Chat Message';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: tagOf(payload),
      // A ringing call waits for the user instead of fading away like a message.
      requireInteraction: payload.type === 'incomingCall',
      data: { url: payload.url || '/chat' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/chat',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const sameApp = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (sameApp) {
        return sameApp.focus().then((client) => (client ? client.navigate(target) : undefined));
      }
      return self.clients.openWindow(target);
    }),
  );
});
