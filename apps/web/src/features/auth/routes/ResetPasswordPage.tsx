import { useMutation } from '@tanstack/react-query';
import { resetPasswordRequestSchema } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClasses } from '../../../ui/Button';
import {
  fieldErrorsOf,
  splitServerFieldErrors,
  withoutFieldError,
} from '../../../ui/fieldErrorsOf';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { resetPassword } from '../api/authApi';
import { authFormMessages } from '../auth-forms.messages';
import { AuthCard } from '../components/AuthCard';
import { authLinkClasses } from '../components/authLinkClasses';
import { describeApiError } from '../../../platform/api/describeApiError';

const messages = authFormMessages.resetPassword;

/** /reset-password?token=...: the page the e-mailed reset link opens. */
export function ResetPasswordPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const parsed = resetPasswordRequestSchema.safeParse({ token, password });
    if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error.issues));
    if (!errors.password && password !== confirmation) errors.confirmation = messages.mismatch;
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) reset.mutate(password);
  }

  if (!token) {
    return (
      <AuthCard title={messages.title}>
        <Alert tone="error">{messages.missingToken}</Alert>
        <Link to="/recover" className={`mt-6 w-full ${buttonClasses('primary')}`}>
          {messages.requestNewLink}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={messages.title} subtitle={reset.isSuccess ? undefined : messages.subtitle}>
      {reset.isSuccess ? (
        <div className="space-y-6">
          <Alert tone="success">{reset.data.message}</Alert>
          <Link to="/login" className={`w-full ${buttonClasses('primary')}`}>
            {messages.goToLogin}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          {reset.isError ? (
            <Alert tone="error">
              {splitServerFieldErrors(describeApiError(reset.error, messages.failed), []).formError}{' '}
              <Link to="/recover" className={authLinkClasses}>
                {messages.requestNewLink}
              </Link>
            </Alert>
          ) : null}
          <TextField
            label={messages.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={messages.passwordHint}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldErrors((current) => withoutFieldError(current, 'password'));
            }}
          />
          <TextField
            label={messages.confirmLabel}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            error={fieldErrors.confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setFieldErrors((current) => withoutFieldError(current, 'confirmation'));
            }}
          />
          <Button type="submit" className="w-full" isLoading={reset.isPending}>
            {reset.isPending ? messages.submitting : messages.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
