import { formatNumber } from '../../../platform/i18n/plural';
import { documentsMessages as messages } from '../documents.messages';

/** Bytes in the units a storage bar uses: 900 B, 20 KB, 512 MB, 2.1 GB (1 KB = 1024 bytes). */
export function formatStorageSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${formatNumber(rounded, { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** "2.1 GB of 10 GB used" and the share filled (0..1, capped). */
export function describeUsage(usage: { usedBytes: number; quotaBytes: number }) {
  const share = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 1;
  return {
    text: messages.usage(formatStorageSize(usage.usedBytes), formatStorageSize(usage.quotaBytes)),
    share,
    isFull: usage.usedBytes >= usage.quotaBytes,
  };
}
