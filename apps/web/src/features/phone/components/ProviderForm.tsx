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
const FIELDS = ['twilioAccountSid', 'twilioAuthToken'];
const providerOptions = CALL_PROVIDERS.map((provider) => ({
  value: provider,
  label: messages.providers[provider],
}));

/** The provider: loopback (built in) or Twilio with its account SID and auth token. */
export function ProviderForm({ settings, isAdmin }: { settings: CallSettings; isAdmin: boolean }) {
  const [provider, setProvider] = useState<CallProvider>(settings.provider);
  const [accountSid, setAccountSid] = useState(settings.twilio.accountSid ?? '');
  const [authToken, setAuthToken] = useState('');
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const update = useUpdateCallSettingsMutation();
  const isDirty =
    provider !== settings.provider ||
    accountSid !== (settings.twilio.accountSid ?? '') ||
    authToken !== '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = {
      provider,
      ...(provider === 'twilio' ? { twilioAccountSid: accountSid } : {}),
      // Left empty: the saved token stays (the field never shows it).
      ...(provider === 'twilio' && authToken !== '' ? { twilioAuthToken: authToken } : {}),
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
      {provider === 'twilio' ? (
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
          <div className="space-y-1 text-xs text-zinc-500">
            <p>{messages.webhooksTitle}</p>
            <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
              {(
                [
                  ['voice', settings.webhookUrls.voice],
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
