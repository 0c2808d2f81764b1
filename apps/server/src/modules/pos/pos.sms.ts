import { isPossiblePhoneNumberE164, POS_MESSAGES, posMessage } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import * as calls from '../calls/calls.repo.js';
import type { CallsSettingsService } from '../calls/calls.settings.service.js';
import { TelephonyError } from '../calls/providers/telephony-provider.js';
import { findShopName } from './pos.catalogue.repo.js';
import type { PosOrderRow } from './pos.orders.repo.js';

/** A customer's number as typed, in E.164 when it was written with its country (+…). */
export function customerE164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!trimmed.startsWith('+')) return null;
  const e164 = `+${trimmed.replace(/\D/g, '')}`;
  return isPossiblePhoneNumberE164(e164) ? e164 : null;
}

/**
 * "Your order is ready" by SMS, from the shop's first number through its telephony provider
 * (loopback records it), logged in the SMS conversations like any message. Nothing when the
 * shop has no number or the customer's number has no country code; a provider failure is
 * recorded on the message, never thrown at the staff member who marked the order ready.
 */
export async function sendReadySms(
  db: DbExecutor,
  settings: CallsSettingsService,
  order: PosOrderRow,
) {
  const to = customerE164(order.customerPhone);
  if (!to) return null;
  const [from] = await calls.listNumbers(db, order.organizationId);
  if (!from) return null;
  const provider = await settings.providerFor(order.organizationId);
  const shop = await findShopName(db, order.organizationId);
  const text = posMessage(POS_MESSAGES.readySms, { number: order.number, shop });
  const row = await calls.insertMessage(db, {
    organizationId: order.organizationId,
    direction: 'outbound',
    status: 'queued',
    type: 'sms',
    fromNumber: from.number,
    toNumber: to,
    contactNumber: to,
    ourNumber: from.number,
    body: text,
    provider: provider.name,
    senderId: null,
  });
  try {
    const sent = await provider.sendMessage({
      from: from.number,
      to,
      text,
      mediaUrls: [],
      callbacks: settings.callbackUrls(order.organizationId),
    });
    await calls.updateMessage(db, order.organizationId, row.id, {
      providerSid: sent.sid,
      status: sent.status,
    });
  } catch (error) {
    if (!(error instanceof TelephonyError)) throw error;
    await calls.updateMessage(db, order.organizationId, row.id, {
      status: 'failed',
      errorMessage: error.message,
    });
  }
  return row.id;
}
