import {
  CALL_PROVIDERS,
  updateCallSettingsRequestSchema,
  type CallProvider,
  type CallSettings,
} from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import { useUpdateCallSettingsMutation } from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';

const messages = phoneMessages.settings;
const FIELDS = ['twilioAccountSid', 'twilioAuthToken', 'twimlAppSid', 'apiKeySid', 'apiKeySecret'];
const providerOptions = CALL_PROVIDERS.map((provider) => ({
  value: provider,
  label: messages.providers[provider],
}));

/**
 * The provider: loopback (built in) or Twilio with its account SID and auth token; for calls in
 * the browser, the TwiML App SID and an API key (SID and secret). Secrets are written only: the
 * field stays empty and says when one is saved.
 */
export function ProviderForm({ settings, isAdmin }: { settings: CallSettings; isAdmin: boolean }) {
  const [provider, setProvider] = useState<CallProvider>(settings.provider);
  const [accountSid, setAccountSid] = useState(settings.twilio.accountSid ?? '');
  const [authToken, setAuthToken] = useState('');
  const [twimlAppSid, setTwimlAppSid] = useState(settings.twilio.twimlAppSid ?? '');
  const [apiKeySid, setApiKeySid] = useState(settings.twilio.apiKeySid ?? '');
  const [apiKeySecret, setApiKeySecret] = useState('');
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const update = useUpdateCallSettingsMutation();
  const isDirty =
    provider !== settings.provider ||
    accountSid !== (settings.twilio.accountSid ?? '') ||
    authToken !== '' ||
    twimlAppSid !== (settings.twilio.twimlAppSid ?? '') ||
    apiKeySid !== (settings.twilio.apiKeySid ?? '') ||
    apiKeySecret !== '';
  const isTwilio = provider === 'twilio';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = {
      provider,
      ...(isTwilio ? { twilioAccountSid: accountSid, twimlAppSid, apiKeySid } : {}),
      // Left empty: the saved token and secret stay (the fields never show them).
      ...(isTwilio && authToken !== '' ? { twilioAuthToken: authToken } : {}),
      ...(isTwilio && apiKeySecret !== '' ? { apiKeySecret } : {}),
    };
    const parsed = updateCallSettingsRequestSchema.safeParse(request);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        setAuthToken('');
        setApiKeySecret('');
        toast.success(messages.saved);
      },
      onError: (error) => showServerError(describeApiError(error, messages.saveFailed)),
    });
  }

  if (!isAdmin) {
    return (
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-zinc-900">{messages.providerTitle}</h3>
        <p className="text-sm text-zinc-600">{messages.providers[settings.provider]}</p>
        {settings.provider === 'twilio' ? (
          <p className="text-sm text-zinc-600">{messages.voiceModes[settings.twilio.voiceMode]}</p>
        ) : null}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <h3 className="text-sm font-semibold text-zinc-900">{messages.providerTitle}</h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <SelectField
        label={messages.providerLabel}
        options={providerOptions}
        value={provider}
        onChange={(event) => setProvider(event.target.value as CallProvider)}
        className="max-w-md"
      />
      {isTwilio ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={messages.accountSidLabel}
              autoComplete="off"
              spellCheck={false}
              value={accountSid}
              onChange={(event) => {
                setAccountSid(event.target.value);
                clearFieldError('twilioAccountSid');
              }}
              error={fieldErrors.twilioAccountSid}
            />
            <TextField
              label={messages.authTokenLabel}
              type="password"
              autoComplete="new-password"
              value={authToken}
              onChange={(event) => {
                setAuthToken(event.target.value);
                clearFieldError('twilioAuthToken');
              }}
              hint={settings.twilio.hasAuthToken ? messages.authTokenKept : undefined}
              error={fieldErrors.twilioAuthToken}
            />
          </div>
          {settings.twilio.source === 'environment' ? (
            <p className="text-xs text-zinc-500">{messages.fromEnvironment}</p>
          ) : null}
          <fieldset className="space-y-3 rounded-xl border border-zinc-200 p-3">
            <legend className="px-1 text-sm font-medium text-zinc-800">
              {messages.browserCallsTitle}
            </legend>
            <p className="text-xs text-zinc-500">{messages.browserCallsDescription}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={messages.twimlAppSidLabel}
                autoComplete="off"
                spellCheck={false}
                value={twimlAppSid}
                onChange={(event) => {
                  setTwimlAppSid(event.target.value);
                  clearFieldError('twimlAppSid');
                }}
                error={fieldErrors.twimlAppSid}
              />
              <TextField
                label={messages.apiKeySidLabel}
                autoComplete="off"
                spellCheck={false}
                value={apiKeySid}
                onChange={(event) => {
                  setApiKeySid(event.target.value);
                  clearFieldError('apiKeySid');
                }}
                error={fieldErrors.apiKeySid}
              />
              <TextField
                label={messages.apiKeySecretLabel}
                type="password"
                autoComplete="new-password"
                value={apiKeySecret}
                onChange={(event) => {
                  setApiKeySecret(event.target.value);
                  clearFieldError('apiKeySecret');
                }}
                hint={settings.twilio.hasApiKeySecret ? messages.apiKeySecretKept : undefined}
                error={fieldErrors.apiKeySecret}
              />
            </div>
            <p className="text-xs font-medium text-zinc-700">
              {messages.voiceModes[settings.twilio.voiceMode]}
            </p>
          </fieldset>
          <div className="space-y-1 text-xs text-zinc-500">
            <p>{messages.webhooksTitle}</p>
            <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
              {(
                [
                  ['voice', settings.webhookUrls.voice],
                  ['twimlApp', settings.webhookUrls.twimlApp],
                  ['sms', settings.webhookUrls.sms],
                  ['callStatus', settings.webhookUrls.callStatus],
                  ['messageStatus', settings.webhookUrls.messageStatus],
                ] as const
              ).map(([name, url]) => (
                <div key={name} className="contents">
                  <dt className="font-medium text-zinc-700">{messages.webhooks[name]}</dt>
                  <dd className="font-mono break-all">{url}</dd>
                </div>
              ))}
            </dl>
          </div>
        </>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty} isLoading={update.isPending}>
          {messages.saveProvider}
        </Button>
      </div>
    </form>
  );
}
