import { formatNumber } from '../platform/i18n/plural';

/** A file's size as spec 3 §5 shows it beside an attachment: kilobytes with two decimals. */
export function formatKilobytes(bytes: number): string {
  return formatNumber(bytes / 1024, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}
