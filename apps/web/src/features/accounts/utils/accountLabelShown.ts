import { accountTypeLabel } from '@worksphere/contracts';
import { accountsMessages } from '../accounts.messages';

const texts = accountsMessages.selector;

/**
 * An account as the selectors name it (address, type, " - Org" when shared): the contracts'
 * accountOptionLabel to the letter in English, in the page's language otherwise.
 */
export function accountLabelShown(account: {
  emailAddress: string;
  accountType?: string | null;
  organizationId?: string | null;
}): string {
  const type = account.accountType ? accountTypeLabel(account.accountType) : texts.unknownType;
  const shared = account.organizationId ? texts.organizationSuffix : '';
  return `${account.emailAddress} (${type})${shared}`;
}
