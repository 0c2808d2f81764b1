/** Money on screen: integer minor units in, the currency's own format out (Intl knows decimals). */
import { formattingLocale } from '../../../platform/i18n/locales';

const formatters = new Map<string, Intl.NumberFormat>();
// parseMoney reads both separators back.
const DECIMAL_SEPARATOR =
  new Intl.NumberFormat(formattingLocale).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.';

function formatterOf(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(formattingLocale, { style: 'currency', currency });
    } catch {
      // A code Intl does not know still shows its amount, with two decimals.
      formatter = new Intl.NumberFormat(formattingLocale, { minimumFractionDigits: 2 });
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Decimals of a currency: 2 for EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return formatterOf(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 450 EUR → "€4.50" (in the interface language: "4,50 €" in French). */
export function formatMoney(minor: number, currency: string): string {
  return formatterOf(currency).format(minor / 10 ** currencyDigits(currency));
}

/** 450 EUR → "4.50" ("4,50" in French and German): the value an input shows for editing. */
export function minorToInput(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  if (digits === 0) return `${sign}${absolute}`;
  const factor = 10 ** digits;
  const whole = Math.floor(absolute / factor);
  const fraction = String(absolute % factor).padStart(digits, '0');
  return `${sign}${whole}${DECIMAL_SEPARATOR}${fraction}`;
}

/**
 * "4.5", "4,50" or "4" → minor units (450), exactly (no float arithmetic); null when the text
 * is not an amount or has more decimals than the currency.
 */
export function parseMoney(input: string, currency: string, allowNegative = false): number | null {
  const trimmed = input.trim().replace(/\s/g, '');
  const match = /^(-)?(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if (minus && !allowNegative) return null;
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return minus ? -minor : minor;
}

/** "12.5" (%) → 1250 basis points; null when not a percentage from 0 to 100 with ≤ 2 decimals. */
export function parsePercent(input: string): number | null {
  // A percentage with two decimals is exactly a two-decimal amount in hundredths.
  const basisPoints = parseMoney(input, 'EUR');
  return basisPoints !== null && basisPoints <= 10_000 ? basisPoints : null;
}
