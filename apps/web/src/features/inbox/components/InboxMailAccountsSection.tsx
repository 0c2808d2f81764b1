import { type InboxMailAccount } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { CardSection } from '../../../ui/CardSection';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Switch } from '../../../ui/Switch';
import { useInboxMailAccountsQuery, useUpdateInboxMailAccount } from '../api/inboxApi';
import { inboxMessages } from '../inbox.messages';

const labelOf = (account: InboxMailAccount) => inboxMessages.mailAccountLabel(account.emailAddress);

/**
 * Settings → Notifications: which of the user's mail accounts put their new mail in the Inbox
 * (none until chosen; the "New mail" kind above says how those items reach the user).
 */
export function InboxMailAccountsSection() {
  const query = useInboxMailAccountsQuery();
  const update = useUpdateInboxMailAccount();

  function handleChange(account: InboxMailAccount, inbox: boolean) {
    update.mutate(
      { accountId: account.accountId, inbox },
      {
        onSuccess: () => toast.success(inboxMessages.preferencesSaved),
        onError: () => toast.error(inboxMessages.preferencesFailed),
      },
    );
  }

  return (
    <CardSection
      id="mail-to-inbox"
      title={inboxMessages.mailAccountsTitle}
      description={inboxMessages.mailAccountsIntro}
    >
      {query.isPending ? (
        <QueryLoading label={inboxMessages.loading} />
      ) : query.isError ? (
        <QueryFailed
          message={inboxMessages.loadFailed}
          retryLabel={inboxMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.accounts.length === 0 ? (
        <p className="text-sm text-zinc-500">{inboxMessages.mailAccountsEmpty}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {query.data.accounts.map((account) => (
            <li
              key={account.accountId}
              className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
            >
              <span className="min-w-0 break-words text-sm text-zinc-800" aria-hidden>
                {labelOf(account)}
              </span>
              <Switch
                label={labelOf(account)}
                checked={account.inbox}
                disabled={update.isPending && update.variables?.accountId === account.accountId}
                onChange={(checked) => handleChange(account, checked)}
              />
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
