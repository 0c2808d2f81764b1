import type { PosOrder } from '@worksphere/contracts';
import type { PosPaymentRow } from './pos.counter.repo.js';

/*
 * The receipt as plain text for e-mail: the same figures as the printed 80 mm receipt, in
 * the shop's time zone, amounts in the currency's format.
 */

function moneyOf(currency: string) {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en', { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat('en', { minimumFractionDigits: 2 });
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return (minor: number) => format.format(minor / 10 ** digits);
}

const METHOD_NAMES = { cash: 'Cash', card: 'Card', other: 'Other' } as const;

export function receiptText(
  order: PosOrder,
  shopName: string,
  timeZone: string,
  tip: number,
  payments: PosPaymentRow[],
): { subject: string; text: string } {
  const money = moneyOf(order.currency);
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(order.createdAt));
  const row = (left: string, right: string) => `${left.padEnd(28)} ${right.padStart(12)}`;
  const lines = [
    shopName,
    `Receipt #${order.number}`,
    when,
    '',
    ...order.lines.flatMap((line) => [
      row(`${line.quantity} x ${line.name}`, money(line.lineTotal)),
      ...line.options.map((option) => `    ${option.choiceName}`),
      ...(line.note ? [`    ${line.note}`] : []),
    ]),
    '',
    row('Subtotal', money(order.subtotal)),
    ...(order.discountAmount ? [row('Discount', `-${money(order.discountAmount)}`)] : []),
    row(order.taxInclusive ? 'Tax included' : 'Tax', money(order.tax)),
    row('Total', money(order.total)),
    ...(tip ? [row('Tip', money(tip)), row('Paid', money(order.total + tip))] : []),
    ...payments.flatMap((payment) => [
      row(METHOD_NAMES[payment.method], money(payment.amount)),
      ...(payment.tendered !== null && payment.change > 0
        ? [row('  Tendered', money(payment.tendered)), row('  Change', money(payment.change))]
        : []),
    ]),
    ...(payments.length === 0 && order.paid && order.paymentMethod
      ? [row(`Paid: ${METHOD_NAMES[order.paymentMethod]}`, money(order.total))]
      : []),
    '',
    'Thank you!',
  ];
  return { subject: `${shopName}: receipt #${order.number}`, text: `${lines.join('\n')}\n` };
}
