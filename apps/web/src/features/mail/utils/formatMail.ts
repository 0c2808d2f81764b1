import type { MailAddress } from '@worksphere/contracts';
import { mailMessages } from '../mail.messages';
import { formatNumber } from '../../../platform/i18n/plural';

/** Who a message is from, as a list shows it: the name, else the address. */
export function senderName(from: MailAddress | null): string {
  return from?.name || from?.address || mailMessages.list.unknownSender;
}

/** "Ada Lovelace <ada@example.org>" for a header line. */
export function addressLine(addresses: readonly MailAddress[]): string {
  return addresses.map(({ name, address }) => (name ? `${name} <${address}>` : address)).join(', ');
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Sizes as people read them: 512 B, 12.3 KB, 4.5 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, ONE_DECIMAL)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, ONE_DECIMAL)} MB`;
}
