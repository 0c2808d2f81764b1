import type { PaymentMethod } from '@worksphere/contracts';

/** The tip buttons of the payment dialog, in percent of the order total. */
export const TIP_PERCENTS = [5, 10, 15, 20] as const;

/** A percentage tip of a total in minor units, rounded half up to a whole minor unit. */
export function tipOf(total: number, percent: number): number {
  return Math.round((Math.max(total, 0) * percent) / 100);
}

export type TenderPart = { method: PaymentMethod; amount: number | null; tendered: number | null };

/** What the parts still leave to pay (negative: more than due); null while one is unreadable. */
export function remainingOf(due: number, parts: TenderPart[]): number | null {
  let paid = 0;
  for (const part of parts) {
    if (part.amount === null) return null;
    paid += part.amount;
  }
  return due - paid;
}

/** The change of a cash part: tendered − amount when enough was handed over, else null. */
export function changeOf(part: TenderPart): number | null {
  if (part.method !== 'cash' || part.amount === null) return 0;
  if (part.tendered === null) return 0;
  return part.tendered >= part.amount ? part.tendered - part.amount : null;
}
