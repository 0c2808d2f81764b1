import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A moment as the shop's clock shows it (receipts, the board); the browser's without a zone. */
export function formatShopTime(iso: string, pattern: string, timeZone?: string): string {
  try {
    return format(timeZone ? new TZDate(iso, timeZone) : new Date(iso), pattern);
  } catch {
    return format(new Date(iso), pattern);
  }
}
