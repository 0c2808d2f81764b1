import type { Call, SmsMessage } from '@worksphere/contracts';
import type { WebhookEmitter } from './webhooks.service.js';

type CallsEventsLike = {
  incomingCall: (organizationId: string, incoming: never, call: Call) => Promise<void>;
  newSms: (organizationId: string, message: SmsMessage) => Promise<void>;
};

/**
 * The calls module's announcements, also told to webhooks: a call received as it rings, and an
 * inbound SMS as it arrives (sent messages and status changes are not events of their own).
 */
export function reportCallsToWebhooks<T extends CallsEventsLike>(
  events: T,
  webhooks: () => WebhookEmitter | undefined,
): T {
  return {
    ...events,
    async incomingCall(organizationId: string, incoming: never, call: Call) {
      webhooks()?.emit(organizationId, 'call.received', { call });
      return events.incomingCall(organizationId, incoming, call);
    },
    async newSms(organizationId: string, message: SmsMessage) {
      if (message.direction === 'inbound') {
        webhooks()?.emit(organizationId, 'sms.received', { message });
      }
      return events.newSms(organizationId, message);
    },
  };
}
