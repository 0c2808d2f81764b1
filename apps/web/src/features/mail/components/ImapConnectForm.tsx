import { connectImapRequestSchema, MAIL_SECURITY, type MailSecurity } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useConnectImapMutation } from '../api/mailApi';
import { mailMessages } from '../mail.messages';
import {
  applyImapFormChange,
  EMPTY_IMAP_FORM,
  type DerivedField,
  type ImapFormValues,
} from '../utils/imapForm';

const messages = mailMessages.imap;
const securityOptions = MAIL_SECURITY.map((value) => ({ value, label: messages.security[value] }));

/**
 * Settings' "Connect an IMAP mailbox": address, IMAP server, port and security, user name and
 * password, and the SMTP counterparts filled in from them until changed. The server tries both
 * logins before it saves anything and says which part failed.
 */
export function ImapConnectForm({ isAdmin }: { isAdmin: boolean }) {
  const [form, setForm] = useState<ImapFormValues>(EMPTY_IMAP_FORM);
  const [touched, setTouched] = useState<ReadonlySet<DerivedField>>(new Set());
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useConnectImapMutation();

  function change(field: keyof ImapFormValues, value: string) {
    setForm((current) => applyImapFormChange(current, field, value, touched));
    if (
      field === 'imapHost' ||
      field === 'username' ||
      field === 'smtpHost' ||
      field === 'smtpPort' ||
      field === 'smtpSecurity'
    ) {
      setTouched((current) => new Set(current).add(field));
    }
  }
  const bind = (field: keyof ImapFormValues) => ({
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = connectImapRequestSchema.safeParse({
      emailAddress: form.email,
      imapHost: form.imapHost,
      imapPort: form.imapPort,
      imapSecurity: form.imapSecurity,
      username: form.username,
      password: form.password,
      smtpHost: form.smtpHost || undefined,
      smtpPort: form.smtpPort || undefined,
      smtpSecurity: form.smtpSecurity,
      shared,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors({ ...found, email: found.emailAddress ?? '' });
      return;
    }
    setErrors({});
    connect.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY_IMAP_FORM);
        setTouched(new Set());
        toast.success(messages.connected);
      },
    });
  }

  const security = (field: 'imapSecurity' | 'smtpSecurity', label: string) => (
    <SelectField
      label={label}
      options={securityOptions}
      value={form[field]}
      onChange={(event) => change(field, event.target.value as MailSecurity)}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3" aria-labelledby="imap-title">
      <div>
        <h3 id="imap-title" className="text-sm font-semibold text-zinc-900">
          {messages.title}
        </h3>
        <p className="mt-1 text-sm text-zinc-500">{messages.description}</p>
      </div>
      {connect.isError ? (
        <Alert tone="error">{describeApiError(connect.error, messages.failed)}</Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-6">
        <TextField
          label={messages.email}
          name="imapEmail"
          type="email"
          autoComplete="off"
          className="sm:col-span-6"
          {...bind('email')}
        />
        <TextField
          label={messages.imapHost}
          name="imapHost"
          autoComplete="off"
          className="sm:col-span-3"
          {...bind('imapHost')}
        />
        <TextField
          label={messages.imapPort}
          name="imapPort"
          inputMode="numeric"
          className="sm:col-span-1"
          {...bind('imapPort')}
        />
        <div className="sm:col-span-2">{security('imapSecurity', messages.imapSecurity)}</div>
        <TextField
          label={messages.username}
          name="imapUser"
          autoComplete="off"
          className="sm:col-span-3"
          {...bind('username')}
        />
        <TextField
          label={messages.password}
          name="imapPassword"
          type="password"
          autoComplete="new-password"
          className="sm:col-span-3"
          {...bind('password')}
        />
        <TextField
          label={messages.smtpHost}
          name="smtpHost"
          autoComplete="off"
          className="sm:col-span-3"
          {...bind('smtpHost')}
        />
        <TextField
          label={messages.smtpPort}
          name="smtpPort"
          inputMode="numeric"
          className="sm:col-span-1"
          {...bind('smtpPort')}
        />
        <div className="sm:col-span-2">{security('smtpSecurity', messages.smtpSecurity)}</div>
      </div>
      {isAdmin ? (
        <CheckboxField
          label={messages.shared}
          checked={shared}
          onChange={(event) => setShared(event.target.checked)}
        />
      ) : null}
      <Button type="submit" variant="secondary" isLoading={connect.isPending}>
        {connect.isPending ? messages.trying : messages.submit}
      </Button>
    </form>
  );
}
