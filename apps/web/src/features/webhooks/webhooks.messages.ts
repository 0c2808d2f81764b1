import type { WebhookDeliveryStatus, WebhookEventType } from '@worksphere/contracts';
import { localized, plural } from '../../platform/i18n';
import { webhooksMessagesDe } from './webhooks.messages.de';
import { webhooksMessagesFr } from './webhooks.messages.fr';

/** Texts of Settings → Webhooks (admins). */
export const webhooksMessagesEn = {
  pageLabel: 'Webhooks',
  title: 'Webhooks',
  description:
    'Worksphere sends a signed POST with JSON to your address each time one of the chosen events happens, and retries when it fails.',
  events: {
    'task.created': 'Task created',
    'task.updated': 'Task updated',
    'chat.message.posted': 'Chat message posted',
    'pos.order.placed': 'Order placed',
    'pos.order.updated': 'Order updated',
    'calendar.event.created': 'Calendar event created',
    'call.received': 'Call received',
    'sms.received': 'Text message received',
  } satisfies Record<WebhookEventType, string>,
  testEvent: 'Test',
  statuses: {
    pending: 'Pending',
    retrying: 'Retrying',
    succeeded: 'Delivered',
    failed: 'Failed',
  } satisfies Record<WebhookDeliveryStatus, string>,
  createTitle: 'Add webhook',
  urlLabel: 'Address (URL)',
  urlHint: 'Public https address that receives the events.',
  descriptionLabel: 'Description (optional)',
  eventsLegend: 'Events',
  create: 'Add webhook',
  creating: 'Adding...',
  createFailed: 'Could not add the webhook.',
  created: (url: string) => `Webhook added for ${url}.`,
  secretLabel: 'Signing secret',
  copySecret: 'Copy secret',
  secretCopied: 'Secret copied.',
  copyFailed: 'Could not copy. Select the text and copy it.',
  secretShownOnce: 'Shown only now. Keep it where your receiver can read it.',
  verifyNote:
    'To verify a request: Worksphere-Signature: t=\u2026,v1=HMAC-SHA256(secret, "t.body") in hex; compare v1 with your own HMAC.',
  dismissSecret: 'Done',
  listTitle: 'Your webhooks',
  listLabel: 'Webhooks',
  loading: 'Loading webhooks...',
  /** Named in "Failed to fetch the webhooks." */
  listName: 'the webhooks',
  retry: 'Try again',
  empty: 'No webhook yet. Add one to send events to another service.',
  active: 'Active',
  paused: 'Paused',
  eventsLabel: 'Events',
  neverDelivered: 'No delivery yet',
  lastDelivery: (status: string, time: string) => `Last delivery: ${status}, ${time}`,
  sendTest: 'Send test',
  testSent: 'Test event sent. See the deliveries for its outcome.',
  testFailed: 'Could not send the test event.',
  pause: 'Pause',
  resume: 'Resume',
  pausedToast: 'Webhook paused.',
  resumed: 'Webhook resumed.',
  updateFailed: 'Could not change the webhook.',
  remove: 'Delete',
  removeLabel: (url: string) => `Delete the webhook for ${url}`,
  removeTitle: 'Delete this webhook?',
  removeConfirm: (url: string) =>
    `${url} will receive no more events, and its delivery log is deleted.`,
  removed: 'Webhook deleted.',
  removeFailed: 'Could not delete the webhook.',
  deliveries: 'Deliveries',
  hideDeliveries: 'Hide deliveries',
  deliveriesLabel: (url: string) => `Deliveries to ${url}`,
  refresh: 'Refresh',
  loadingDeliveries: 'Loading deliveries...',
  deliveriesName: 'the deliveries',
  noDeliveries: 'No delivery yet.',
  httpStatus: (status: number) => `HTTP ${status}`,
  attempts: (count: number) => plural(count, { one: '# attempt', other: '# attempts' }),
  nextRetry: (time: string) => `Next try: ${time}`,
};

export const webhooksMessages = localized('webhooks', {
  en: webhooksMessagesEn,
  fr: webhooksMessagesFr,
  de: webhooksMessagesDe,
});
