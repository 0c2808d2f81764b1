import {
  ACCOUNT_MESSAGES,
  operatorMessage,
  connectCaldavRequestSchema,
  type ConnectedAccount,
  type OAuthAccountType,
} from '@worksphere/contracts';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { ImapConnectForm } from '../../mail/components/ImapConnectForm';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { CheckboxField } from '../../../ui/CheckboxField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import {
  useAccountsQuery,
  useConnectCaldavMutation,
  useOAuthProvidersQuery,
  useRemoveAccountMutation,
  useShareAccountMutation,
  useStartOAuthMutation,
} from '../api/accountsApi';
import { accountsMessages } from '../accounts.messages';
import { accountLabelShown } from '../utils/accountLabelShown';

const messages = accountsMessages.section;

/** Goes to the provider's sign-in page (a function so tests can watch it). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Settings' "Connected accounts": the list with type, " - Org" and "Reconnect needed", remove,
 * share with the organisation (admins), connect Google, Microsoft or a CalDAV server.
 */
export function ConnectedAccountsSection({ isAdmin }: { isAdmin: boolean }) {
  const accountsQuery = useAccountsQuery();
  const startOAuth = useStartOAuthMutation();
  const [removing, setRemoving] = useState<ConnectedAccount | null>(null);
  const removeAccount = useRemoveAccountMutation();
  const shareAccount = useShareAccountMutation();
  const [actionError, setActionError] = useState<string | null>(null);

  function start(accountType: OAuthAccountType, options: { shared?: boolean; accountId?: string }) {
    setActionError(null);
    startOAuth.mutate(
      { accountType, ...options },
      {
        onSuccess: (url) => browserNavigation.assign(url),
        onError: (error) => setActionError(describeApiError(error, messages.startFailed)),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    removeAccount.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(messages.removed);
      },
      onError: (error) => {
        setRemoving(null);
        setActionError(describeApiError(error, messages.removeFailed));
      },
    });
  }

  function share(account: ConnectedAccount, shared: boolean) {
    setActionError(null);
    shareAccount.mutate(
      { id: account.id, shared },
      {
        onSuccess: () => toast.success(shared ? messages.shared : messages.unshared),
        onError: (error) => setActionError(describeApiError(error, messages.shareFailed)),
      },
    );
  }

  return (
    <CardSection id="accounts" title={messages.title} description={messages.description}>
      <div className="space-y-6">
        {actionError ? <Alert tone="error">{actionError}</Alert> : null}
        {accountsQuery.isPending ? <QueryLoading label={messages.loading} /> : null}
        {accountsQuery.isError ? (
          <QueryFailed
            message={describeFetchError(accountsQuery.error, messages.loadFailed)}
            retryLabel={messages.retry}
            onRetry={() => void accountsQuery.refetch()}
          />
        ) : null}
        {accountsQuery.isSuccess ? (
          accountsQuery.data.length === 0 ? (
            <p className="text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200">
              {accountsQuery.data.map((account) => (
                <li
                  key={account.id}
                  className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-zinc-900">
                      {accountLabelShown(account)}
                    </p>
                    {account.status === 'reconnect_needed' ? (
                      <p className="mt-0.5 flex items-center gap-1 text-sm text-red-700">
                        <CircleAlert aria-hidden className="size-4" />
                        {messages.reconnectNeeded}
                        <span className="sr-only">
                          : {account.statusMessage ?? ACCOUNT_MESSAGES.reconnectNeeded}
                        </span>
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {isAdmin && account.canManage && account.accountType !== 'local' ? (
                      <span className="flex items-center gap-2 text-sm text-zinc-600">
                        <span aria-hidden>{messages.shareLabel}</span>
                        <Switch
                          label={messages.shareLabelOf(accountLabelShown(account))}
                          checked={Boolean(account.organizationId)}
                          disabled={shareAccount.isPending}
                          onChange={(checked) => share(account, checked)}
                        />
                      </span>
                    ) : null}
                    {account.status === 'reconnect_needed' && account.canManage ? (
                      account.accountType === 'gmail' || account.accountType === 'outlook' ? (
                        <Button
                          size="sm"
                          onClick={() =>
                            start(account.accountType as OAuthAccountType, {
                              accountId: account.id,
                            })
                          }
                          isLoading={startOAuth.isPending}
                        >
                          {messages.reconnect}
                        </Button>
                      ) : null
                    ) : null}
                    {account.canManage && account.accountType !== 'local' ? (
                      <Button variant="dangerGhost" size="sm" onClick={() => setRemoving(account)}>
                        {messages.remove}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : null}
        <ConnectProviders isAdmin={isAdmin} onStart={start} isStarting={startOAuth.isPending} />
        <CaldavForm isAdmin={isAdmin} />
        <ImapConnectForm isAdmin={isAdmin} />
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        title={messages.removeTitle}
        description={removing ? messages.removeConfirm(accountLabelShown(removing)) : ''}
        confirmLabel={messages.remove}
        isBusy={removeAccount.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </CardSection>
  );
}

function ConnectProviders({
  isAdmin,
  onStart,
  isStarting,
}: {
  isAdmin: boolean;
  onStart: (accountType: OAuthAccountType, options: { shared?: boolean }) => void;
  isStarting: boolean;
}) {
  const providersQuery = useOAuthProvidersQuery();
  const [shared, setShared] = useState(false);
  if (!providersQuery.isSuccess) return null;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-zinc-900">{messages.connectTitle}</h3>
      <div className="flex flex-col gap-3">
        {providersQuery.data.map((provider) =>
          provider.configured ? (
            <div key={provider.accountType}>
              <Button
                variant="secondary"
                onClick={() => onStart(provider.accountType, { shared })}
                isLoading={isStarting}
              >
                {provider.accountType === 'gmail'
                  ? messages.connectGoogle
                  : messages.connectMicrosoft}
              </Button>
            </div>
          ) : (
            <Alert key={provider.accountType} tone="info">
              <strong>{messages.providerName[provider.accountType]}: </strong>
              {operatorMessage(
                isAdmin,
                ACCOUNT_MESSAGES.oauthNotConfigured(provider.missingSettings),
              )}
            </Alert>
          ),
        )}
      </div>
      {isAdmin && providersQuery.data.some((provider) => provider.configured) ? (
        <CheckboxField
          label={messages.connectShared}
          checked={shared}
          onChange={(event) => setShared(event.target.checked)}
        />
      ) : null}
    </div>
  );
}

function CaldavForm({ isAdmin }: { isAdmin: boolean }) {
  const empty = { serverUrl: '', username: '', password: '', displayName: '', shared: false };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useConnectCaldavMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = connectCaldavRequestSchema.safeParse({
      ...form,
      displayName: form.displayName || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    connect.mutate(parsed.data, {
      onSuccess: () => {
        setForm(empty);
        toast.success(messages.connected);
      },
    });
  }

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3" aria-labelledby="caldav-title">
      <div>
        <h3 id="caldav-title" className="text-sm font-semibold text-zinc-900">
          {messages.caldavTitle}
        </h3>
        <p className="mt-1 text-sm text-zinc-500">{messages.caldavDescription}</p>
      </div>
      {connect.isError ? (
        <Alert tone="error">{describeApiError(connect.error, messages.caldavFailed)}</Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={messages.caldavUrl}
          name="serverUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          value={form.serverUrl}
          error={errors.serverUrl}
          onChange={set('serverUrl')}
          className="sm:col-span-2"
        />
        <TextField
          label={messages.caldavUser}
          name="caldavUser"
          autoComplete="off"
          value={form.username}
          error={errors.username}
          onChange={set('username')}
        />
        <TextField
          label={messages.caldavPassword}
          name="caldavPassword"
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={set('password')}
        />
        <TextField
          label={messages.caldavName}
          name="displayName"
          value={form.displayName}
          onChange={set('displayName')}
        />
      </div>
      {isAdmin ? (
        <CheckboxField
          label={messages.connectShared}
          checked={form.shared}
          onChange={(event) => setForm((current) => ({ ...current, shared: event.target.checked }))}
        />
      ) : null}
      <Button type="submit" variant="secondary" isLoading={connect.isPending}>
        {messages.caldavSubmit}
      </Button>
    </form>
  );
}
