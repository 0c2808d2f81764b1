import {
  AI_MCP_PATH,
  createAiAccessTokenRequestSchema,
  type AiAccessToken,
  type ApiScope,
} from '@worksphere/contracts';
import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { CheckboxField } from '../../../ui/CheckboxField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyField } from '../../../ui/CopyField';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import {
  useAiAccessTokensQuery,
  useCreateAiAccessTokenMutation,
  useRevokeAiAccessTokenMutation,
  type CreatedAiAccessToken,
} from '../api/aiTokensApi';
import { TokenScopesField } from '../../developers/components/TokenScopesField';
import { developersMessages } from '../../developers/developers.messages';
import { summarizeScopes } from '../../developers/utils/scopes';
import { aiMessages } from '../ai.messages';

const messages = aiMessages.tokens;
const FIELDS = ['name', 'scopes'];
const DEFAULT_SCOPES: ApiScope[] = ['mcp'];

/**
 * Settings: personal access tokens that let the user's own AI client (any MCP client) reach the
 * workspace's MCP server as them. GET, POST and DELETE /ai/tokens.
 */
export function AiAccessTokensSection() {
  const [created, setCreated] = useState<CreatedAiAccessToken | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  function dismissSecret() {
    setCreated(null);
    nameRef.current?.focus();
  }

  return (
    <CardSection id="ai-tokens" title={messages.title} description={messages.description}>
      <div className="space-y-6">
        <ServerAddress />
        <CreateTokenForm nameRef={nameRef} onCreated={setCreated} />
        {created ? <NewSecret created={created} onDismiss={dismissSecret} /> : null}
        <TokenList
          onRevoked={(id) => setCreated((current) => (current?.token.id === id ? null : current))}
        />
      </div>
    </CardSection>
  );
}

/** The MCP server's absolute address, read-only, with a copy button. */
function ServerAddress() {
  return (
    <CopyField
      label={messages.serverLabel}
      value={new URL(AI_MCP_PATH, window.location.origin).toString()}
      copyLabel={messages.copyServer}
      copiedMessage={messages.serverCopied}
      copyFailedMessage={messages.copyFailed}
      hint={messages.serverHint}
    />
  );
}

function CreateTokenForm({
  nameRef,
  onCreated,
}: {
  nameRef: RefObject<HTMLInputElement | null>;
  onCreated: (created: CreatedAiAccessToken) => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [actsAlone, setActsAlone] = useState(false);
  const [scopes, setScopes] = useState<ApiScope[]>(DEFAULT_SCOPES);
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const createToken = useCreateAiAccessTokenMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAiAccessTokenRequestSchema.safeParse({ name, scopes });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      nameRef.current?.focus();
      return;
    }
    setFieldErrors({});
    createToken.mutate(
      { name: parsed.data.name, actsWithoutConfirmation: actsAlone, scopes: parsed.data.scopes },
      {
        onSuccess: (answer) => {
          setName('');
          setActsAlone(false);
          setScopes(DEFAULT_SCOPES);
          onCreated(answer);
        },
        onError: (error) => showServerError(describeApiError(error, messages.createFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-zinc-900">
        {messages.createTitle}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          ref={nameRef}
          className="min-w-0 flex-1"
          label={messages.nameLabel}
          name="aiTokenName"
          autoComplete="off"
          value={name}
          hint={messages.nameHint}
          error={fieldErrors.name}
          onChange={(event) => {
            setName(event.target.value);
            clearFieldError('name');
          }}
        />
        <Button type="submit" className="sm:mt-6.5" isLoading={createToken.isPending}>
          {createToken.isPending ? messages.creating : messages.create}
        </Button>
      </div>
      <TokenScopesField
        value={scopes}
        error={fieldErrors.scopes}
        onChange={(next) => {
          setScopes(next);
          clearFieldError('scopes');
        }}
      />
      <CheckboxField
        label={messages.actsAloneLabel}
        name="aiTokenActsWithoutConfirmation"
        checked={actsAlone}
        onChange={(event) => setActsAlone(event.target.checked)}
      />
      {/* A client that reads mail can be told what to do by whoever wrote it. */}
      {actsAlone ? <Alert tone="error">{messages.actsAloneWarning}</Alert> : null}
    </form>
  );
}

/** The new token's secret, shown this once until the user says they are done. */
function NewSecret({
  created,
  onDismiss,
}: {
  created: CreatedAiAccessToken;
  onDismiss: () => void;
}) {
  return (
    <Alert tone="success">
      <p>{messages.created(created.token.name)}</p>
      <CopyField
        className="mt-2"
        tone="success"
        focusOnShow
        label={messages.secretLabel}
        value={created.secret}
        copyLabel={messages.copySecret}
        copiedMessage={messages.secretCopied}
        copyFailedMessage={messages.copyFailed}
        hint={messages.secretShownOnce}
      />
      <Button variant="secondary" size="sm" className="mt-3" onClick={onDismiss}>
        {messages.dismissSecret}
      </Button>
    </Alert>
  );
}

function TokenList({ onRevoked }: { onRevoked: (id: string) => void }) {
  const dates = useDateFormatter();
  const tokens = useAiAccessTokensQuery();
  const revokeToken = useRevokeAiAccessTokenMutation();
  // The token asked about stays set while the dialog closes, so its text does not flicker.
  const [asking, setAsking] = useState<AiAccessToken | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  function revoke(token: AiAccessToken) {
    revokeToken.mutate(token.id, {
      onSuccess: () => {
        toast.success(messages.revoked);
        onRevoked(token.id);
      },
      onError: (error) => toast.error(describeApiError(error, messages.revokeFailed)),
      onSettled: () => setIsAsking(false),
    });
  }

  return (
    <section
      aria-labelledby="ai-tokens-list-title"
      aria-describedby="ai-tokens-list-note"
      className="space-y-3"
    >
      <div>
        <h3 id="ai-tokens-list-title" className="text-sm font-semibold text-zinc-900">
          {messages.listTitle}
        </h3>
        <p id="ai-tokens-list-note" className="mt-0.5 text-xs text-zinc-500">
          {messages.listNote}
        </p>
      </div>
      {tokens.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : tokens.isError ? (
        <QueryFailed
          message={describeFetchError(tokens.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500">
          {messages.empty}
        </p>
      ) : (
        <ul
          aria-label={messages.listLabel}
          className="divide-y divide-zinc-100 rounded-xl border border-zinc-200"
        >
          {tokens.data.map((token) => (
            <li key={token.id} className="flex items-center gap-3 px-4 py-3">
              <KeyRound aria-hidden className="size-4 shrink-0 text-zinc-400" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words text-zinc-900">{token.name}</p>
                <p className="text-xs text-zinc-600">
                  {developersMessages.scopes.summaryLabel}
                  {': '}
                  {summarizeScopes(token.scopes, {
                    ...developersMessages.scopes,
                    areas: developersMessages.areas,
                  })}
                </p>
                {token.actsWithoutConfirmation ? (
                  <p className="text-xs font-medium text-amber-700">{messages.actsAloneBadge}</p>
                ) : null}
                <p className="text-xs text-zinc-500">
                  {messages.createdOn(dates.formatDate(token.createdAt))}
                  {' · '}
                  {token.lastUsedAt
                    ? messages.lastUsed(dates.formatDateTime(token.lastUsedAt))
                    : messages.neverUsed}
                </p>
              </div>
              <Button
                variant="dangerGhost"
                size="sm"
                aria-label={messages.revokeLabel(token.name)}
                isLoading={revokeToken.isPending && revokeToken.variables === token.id}
                onClick={() => {
                  setAsking(token);
                  setIsAsking(true);
                }}
              >
                {messages.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={messages.revokeTitle}
        description={asking ? messages.revokeConfirm(asking.name) : ''}
        confirmLabel={messages.revoke}
        isBusy={revokeToken.isPending}
        onConfirm={() => {
          if (asking) revoke(asking);
        }}
        onClose={() => setIsAsking(false)}
      />
    </section>
  );
}
