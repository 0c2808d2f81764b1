import type { ConnectedAccount } from '@worksphere/contracts';
import { SelectField } from '../../../ui/SelectField';
import { accountsMessages } from '../accounts.messages';
import { accountLabelShown } from '../utils/accountLabelShown';

/** The selector's value for every account at once (spec 1 §2.7). */
export const ALL_ACCOUNTS = 'all';
const NO_ACCOUNTS = '__none__';
const texts = accountsMessages.selector;

type AccountSelectorProps = {
  accounts: readonly ConnectedAccount[];
  value: string;
  onChange: (accountId: string) => void;
  disabled?: boolean;
  label?: string;
  hideLabel?: boolean;
  className?: string;
};

/**
 * The e-mail account selector of spec 1 §2.7: "All Connected Accounts" (value all) first, each
 * account as address, type and " - Org" when shared; with none, a disabled "No email accounts
 * connected". It can be disabled.
 */
export function AccountSelector({
  accounts,
  value,
  onChange,
  disabled,
  label = accountsMessages.selectorLabel,
  hideLabel,
  className,
}: AccountSelectorProps) {
  const hasNone = accounts.length === 0;
  // With none there is nothing to choose, not even "all": the selector says so (spec 1 §2.7).
  const options = hasNone
    ? [{ value: NO_ACCOUNTS, label: texts.noAccounts, isDisabled: true }]
    : [
        { value: ALL_ACCOUNTS, label: texts.allAccounts },
        ...accounts.map((account) => ({ value: account.id, label: accountLabelShown(account) })),
      ];
  return (
    <SelectField
      label={label}
      hideLabel={hideLabel}
      options={options}
      value={hasNone ? NO_ACCOUNTS : value}
      onChange={(change) => onChange(change.target.value)}
      disabled={disabled || hasNone}
      className={className}
    />
  );
}
