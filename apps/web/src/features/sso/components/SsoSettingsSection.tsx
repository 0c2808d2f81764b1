import type { SsoConfigResponse } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { CheckboxField } from '../../../ui/CheckboxField';
import { CopyField } from '../../../ui/CopyField';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useCurrentUser } from '../../auth/components/useAuth';
import {
  useDeleteSsoConfigMutation,
  useSaveSsoConfigMutation,
  useSsoConfigQuery,
} from '../api/ssoApi';
import { ssoMessages } from '../sso.messages';

const messages = ssoMessages.settings;

/** Settings > Single sign-on (admins): GET, PUT and DELETE /organizations/sso. */
export function SsoSettingsSection() {
  const configQuery = useSsoConfigQuery();
  const saved = configQuery.data;
  return (
    <CardSection id="sso" title={messages.title} description={messages.description}>
      {configQuery.isPending ? <QueryLoading label={messages.loading} /> : null}
      {configQuery.isError ? (
        <QueryFailed
          message={describeFetchError(configQuery.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void configQuery.refetch()}
        />
      ) : null}
      {saved ? (
        <SsoForm
          key={`${saved.configured}:${saved.issuer}:${saved.domains.join(',')}:${saved.requireSso}:${saved.breakGlassAdmin?.id ?? ''}`}
          saved={saved}
        />
      ) : null}
    </CardSection>
  );
}

function SsoForm({ saved }: { saved: SsoConfigResponse }) {
  const [issuer, setIssuer] = useState(saved.issuer);
  const [clientId, setClientId] = useState(saved.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(saved.domains.join(', '));
  const [requireSso, setRequireSso] = useState(saved.requireSso);
  const me = useCurrentUser();
  // The break-glass admin: the current one, else whoever saves (the server checks the choice).
  const [breakGlassUserId, setBreakGlassUserId] = useState(
    saved.breakGlassAdmin?.id ??
      saved.admins.find((admin) => admin.id === me.id)?.id ??
      saved.admins[0]?.id ??
      '',
  );
  const [problem, setProblem] = useState<string>();
  const save = useSaveSsoConfigMutation();
  const remove = useDeleteSsoConfigMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    save.mutate(
      {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        clientSecret,
        domains: domains
          .split(/[,\s]+/)
          .map((domain) => domain.trim())
          .filter(Boolean),
        requireSso,
        ...(requireSso && breakGlassUserId ? { breakGlassUserId } : {}),
      },
      {
        onSuccess: () => toast.success(messages.saved),
        onError: (error) => setProblem(describeApiError(error, messages.saveFailed)),
      },
    );
  }

  function handleRemove() {
    setProblem(undefined);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(messages.removed),
      onError: (error) => setProblem(describeApiError(error, messages.removeFailed)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <CopyField
        label={messages.redirectUriLabel}
        value={saved.redirectUri}
        copyLabel={messages.copy}
        copiedMessage={messages.copied}
        copyFailedMessage={messages.copyFailed}
      />
      <TextField
        label={messages.issuerLabel}
        name="issuer"
        type="url"
        autoCapitalize="none"
        spellCheck={false}
        hint={messages.issuerHint}
        value={issuer}
        onChange={(event) => setIssuer(event.target.value)}
      />
      <TextField
        label={messages.clientIdLabel}
        name="clientId"
        autoCapitalize="none"
        spellCheck={false}
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
      />
      <TextField
        label={messages.clientSecretLabel}
        name="clientSecret"
        type="password"
        autoComplete="off"
        hint={saved.hasClientSecret ? messages.clientSecretKeepHint : messages.clientSecretHint}
        value={clientSecret}
        onChange={(event) => setClientSecret(event.target.value)}
      />
      <TextField
        label={messages.domainsLabel}
        name="domains"
        autoCapitalize="none"
        spellCheck={false}
        hint={messages.domainsHint}
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
      />
      <CheckboxField
        label={messages.requireLabel}
        name="requireSso"
        checked={requireSso}
        onChange={(event) => setRequireSso(event.target.checked)}
      />
      {requireSso ? (
        <div className="space-y-1">
          <SelectField
            label={messages.breakGlassLabel}
            options={saved.admins.map((admin) => ({
              value: admin.id,
              label:
                admin.name === admin.username
                  ? admin.name
                  : messages.adminOption(admin.name, admin.username),
            }))}
            value={breakGlassUserId}
            onChange={(event) => setBreakGlassUserId(event.target.value)}
          />
          <p className="text-sm text-zinc-500">{messages.breakGlassHint}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? messages.saving : messages.save}
        </Button>
        {saved.configured ? (
          <Button
            type="button"
            variant="secondary"
            isLoading={remove.isPending}
            onClick={handleRemove}
          >
            {messages.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
