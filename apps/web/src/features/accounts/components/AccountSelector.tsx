import { ACCOUNT_MESSAGES, accountOptionLabel, type ConnectedAccount } from '@worksphere/contracts';
import { SelectField } from '../../../ui/SelectField';
import { accountsMessages } from '../accounts.messages';

/** The selector's value for every account at once (spec 1 §2.7). */
export const ALL_ACCOUNTS = 'all';
const NO_ACCOUNTS = '__none__';

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
    ? [{ value: NO_ACCOUNTS, label: ACCOUNT_MESSAGES.noAccounts, isDisabled: true }]
    : [
        { value: ALL_ACCOUNTS, label: ACCOUNT_MESSAGES.allAccounts },
        ...accounts.map((account) => ({ value: account.id, label: accountOptionLabel(account) })),
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
