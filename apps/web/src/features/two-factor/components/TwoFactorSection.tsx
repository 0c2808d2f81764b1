import type { Passkey, TotpSetupResponse, TwoFactorStatus } from '@worksphere/contracts';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyField } from '../../../ui/CopyField';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import {
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useSetTwoFactorPolicyMutation,
  useTotpDisableMutation,
  useTotpEnableMutation,
  useTotpSetupMutation,
  useTwoFactorPolicyQuery,
  useTwoFactorStatusQuery,
} from '../api/twoFactorApi';
import { twoFactorMessages as messages } from '../twoFactor.messages';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpQrCode } from './TotpQrCode';

/**
 * Settings > Two-factor sign-in: the authenticator app (set up with a QR code, confirmed with a
 * code, recovery codes shown once; off with password and code), passkeys, and for admins the
 * organisation's "Require two-factor sign-in".
 */
export function TwoFactorSection({ isAdmin }: { isAdmin: boolean }) {
  const status = useTwoFactorStatusQuery();
  return (
    <div className="space-y-6">
      <CardSection
        id="two-factor"
        title={messages.title}
        description={messages.description}
        actions={
          status.data ? (
            <span
              className={
                status.data.enabled
                  ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700'
                  : 'rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600'
              }
            >
              {status.data.enabled ? messages.statusOn : messages.statusOff}
            </span>
          ) : null
        }
      >
        {status.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : status.isError ? (
          <QueryFailed
            message={describeFetchError(status.error, messages.listName)}
            retryLabel={messages.retry}
            onRetry={() => void status.refetch()}
          />
        ) : (
          <div className="space-y-8">
            <AuthenticatorApp status={status.data} />
            <Passkeys passkeys={status.data.passkeys} />
          </div>
        )}
      </CardSection>
      {isAdmin ? <RequirePolicy /> : null}
    </div>
  );
}

function AuthenticatorApp({ status }: { status: TwoFactorStatus }) {
  const setup = useTotpSetupMutation();
  const enable = useTotpEnableMutation();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isDisabling, setIsDisabling] = useState(false);

  function start() {
    setup.mutate(undefined, {
      onSuccess: (answer) => {
        setPending(answer);
        setCode('');
        setCodeError(undefined);
      },
      onError: (error) => toast.error(describeApiError(error, messages.setupFailed)),
    });
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setCodeError(messages.codeRequired);
      return;
    }
    enable.mutate(typed, {
      onSuccess: ({ recoveryCodes: codes }) => {
        setPending(null);
        setRecoveryCodes(codes);
      },
      onError: (error) => setCodeError(describeApiError(error, messages.enableFailed)),
    });
  }

  return (
    <section aria-labelledby="two-factor-app-title" className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id="two-factor-app-title" className="text-sm font-semibold text-zinc-900">
            {messages.appTitle}
          </h3>
          <p className="mt-1 text-sm text-zinc-600">{messages.appDescription}</p>
          {status.totpEnabled && !recoveryCodes ? (
            <p className="mt-1 text-xs text-zinc-500">
              {messages.recoveryLeft(status.recoveryCodesLeft)}
            </p>
          ) : null}
        </div>
        {recoveryCodes || pending ? null : status.totpEnabled ? (
          <Button variant="secondary" onClick={() => setIsDisabling(true)}>
            {messages.turnOff}
          </Button>
        ) : (
          <Button variant="secondary" isLoading={setup.isPending} onClick={start}>
            {messages.setUp}
          </Button>
        )}
      </div>

      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : null}

      {pending ? (
        <form
          noValidate
          onSubmit={confirm}
          className="space-y-4 rounded-xl border border-zinc-200 p-4"
        >
          <p className="text-sm text-zinc-700">{messages.scanQr}</p>
          <TotpQrCode uri={pending.otpauthUri} label={messages.qrLabel} />
          <CopyField
            label={messages.secretLabel}
            value={pending.secret}
            copyLabel={messages.copy}
            copiedMessage={messages.copied}
            copyFailedMessage={messages.copyFailed}
            hint={messages.manualEntry}
          />
          <TextField
            label={messages.codeLabel}
            name="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" isLoading={enable.isPending}>
              {messages.turnOn}
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {messages.cancel}
            </Button>
          </div>
        </form>
      ) : null}

      {isDisabling ? <DisableForm onClose={() => setIsDisabling(false)} /> : null}
    </section>
  );
}

function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useTotpDisableMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    const found = {
      password: password ? undefined : messages.passwordRequired,
      code: typed ? undefined : messages.codeRequired,
    };
    setErrors(found);
    if (found.password || found.code) return;
    const isAppCode = /^\d{6}$/.test(typed.replace(/\s+/g, ''));
    disable.mutate(isAppCode ? { password, code: typed } : { password, recoveryCode: typed }, {
      onSuccess: () => {
        toast.success(messages.disabled);
        onClose();
      },
      onError: (error) => setErrors({ code: describeApiError(error, messages.disableFailed) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-zinc-200 p-4">
      <div>
        <h4 className="text-sm font-semibold text-zinc-900">{messages.disableTitle}</h4>
        <p className="mt-1 text-sm text-zinc-600">{messages.disableDescription}</p>
      </div>
      <TextField
        label={messages.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={messages.disableCodeLabel}
        name="disable-code"
        autoComplete="one-time-code"
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" isLoading={disable.isPending}>
          {messages.turnOff}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {messages.cancel}
        </Button>
      </div>
    </form>
  );
}

function Passkeys({ passkeys }: { passkeys: Passkey[] }) {
  const dates = useDateFormatter();
  const add = useAddPasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const [name, setName] = useState<string>(messages.defaultPasskeyName);
  const [asking, setAsking] = useState<Passkey | null>(null);
  const isSupported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  function addPasskey() {
    add.mutate(name.trim() || messages.defaultPasskeyName, {
      onSuccess: () => toast.success(messages.passkeyAdded),
      onError: (error) => toast.error(describeApiError(error, messages.passkeyFailed)),
    });
  }

  return (
    <section aria-labelledby="two-factor-passkeys-title" className="space-y-3">
      <div>
        <h3 id="two-factor-passkeys-title" className="text-sm font-semibold text-zinc-900">
          {messages.passkeysTitle}
        </h3>
        <p className="mt-1 text-sm text-zinc-600">{messages.passkeysDescription}</p>
      </div>
      {passkeys.length ? (
        <ul
          aria-label={messages.passkeysListLabel}
          className="divide-y divide-zinc-100 rounded-xl border border-zinc-200"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center gap-3 px-4 py-3">
              <KeyRound aria-hidden className="size-5 shrink-0 text-zinc-400" />
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-medium text-zinc-900">{passkey.name}</p>
                <p className="text-xs text-zinc-500">
                  {messages.addedOn(dates.formatDate(passkey.createdAt))}
                  {passkey.lastUsedAt
                    ? ` · ${messages.lastUsed(dates.formatRelative(passkey.lastUsedAt))}`
                    : null}
                </p>
              </div>
              <Button
                variant="dangerGhost"
                size="sm"
                aria-label={messages.removePasskeyLabel(passkey.name)}
                onClick={() => setAsking(passkey)}
              >
                {messages.removePasskey}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-500">{messages.noPasskeys}</p>
      )}
      {isSupported ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <TextField
              label={messages.passkeyNameLabel}
              name="passkey-name"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button variant="secondary" isLoading={add.isPending} onClick={addPasskey}>
            {messages.addPasskey}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-zinc-500">{messages.passkeysUnsupported}</p>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        title={messages.removePasskeyTitle}
        description={asking ? messages.removePasskeyConfirm(asking.name) : ''}
        confirmLabel={messages.removePasskey}
        isBusy={remove.isPending}
        onConfirm={() => {
          if (!asking) return;
          remove.mutate(asking.id, {
            onSuccess: () => toast.success(messages.passkeyRemoved),
            onError: (error) => toast.error(describeApiError(error, messages.passkeyRemoveFailed)),
            onSettled: () => setAsking(null),
          });
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}

function RequirePolicy() {
  const policy = useTwoFactorPolicyQuery(true);
  const setPolicy = useSetTwoFactorPolicyMutation();
  return (
    <CardSection
      id="two-factor-policy"
      title={messages.policyTitle}
      description={messages.policyDescription}
      actions={
        <Switch
          label={messages.policyLabel}
          checked={policy.data?.required ?? false}
          disabled={!policy.data || setPolicy.isPending}
          onChange={(required) =>
            setPolicy.mutate(required, {
              onSuccess: (answer) => {
                toast.success(answer.required ? messages.policyOn : messages.policyOff);
              },
              onError: (error) => toast.error(describeApiError(error, messages.policyFailed)),
            })
          }
        />
      }
    >
      {policy.isError ? (
        <QueryFailed
          message={describeFetchError(policy.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void policy.refetch()}
        />
      ) : (
        <p className="text-sm text-zinc-600">
          {policy.data?.required ? messages.statusOn : messages.statusOff}
        </p>
      )}
    </CardSection>
  );
}
