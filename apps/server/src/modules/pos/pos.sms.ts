import { isPossiblePhoneNumberE164, POS_MESSAGES, posMessage } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import type { CallsService } from '../calls/calls.service.js';
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
 * "Your order is ready" by SMS, through the calls module's own sending (from the shop's first
 * number, logged in the SMS conversations like any message). Nothing when the shop has no
 * number or the customer's number has no country code; a provider failure is recorded on the
 * message, never thrown at the staff member who marked the order ready.
 */
export async function sendReadySms(
  db: DbExecutor,
  calls: Pick<CallsService, 'sendOrganizationSms'>,
  order: PosOrderRow,
) {
  const to = customerE164(order.customerPhone);
  if (!to) return null;
  const shop = await findShopName(db, order.organizationId);
  const text = posMessage(POS_MESSAGES.readySms, { number: order.number, shop });
  const message = await calls.sendOrganizationSms(order.organizationId, to, text);
  return message?.id ?? null;
}
