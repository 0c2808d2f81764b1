import { useMutation } from '@tanstack/react-query';
import { recoverRequestSchema } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { fieldErrorsOf, splitServerFieldErrors } from '../../../ui/fieldErrorsOf';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { requestPasswordReset } from '../api/authApi';
import { authFormMessages } from '../auth-forms.messages';
import { AuthCard } from '../components/AuthCard';
import { authLinkClasses } from '../components/authLinkClasses';
import { describeApiError } from '../../../platform/api/describeApiError';

const messages = authFormMessages.recover;

/** /recover: asks the server to e-mail a password reset link. */
export function RecoverPage() {
  useDocumentTitle(messages.documentTitle);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const recover = useMutation({ mutationFn: requestPasswordReset });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = recoverRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrorsOf(parsed.error.issues).email);
      return;
    }
    setEmailError(undefined);
    recover.mutate(parsed.data.email);
  }

  return (
    <AuthCard
      title={messages.title}
      subtitle={messages.subtitle}
      footer={
        <Link to="/login" className={authLinkClasses}>
          {messages.backToLogin}
        </Link>
      }
    >
      {recover.isSuccess ? (
        <Alert tone="success">{recover.data.message}</Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          {recover.isError ? (
            <Alert tone="error">
              {
                splitServerFieldErrors(describeApiError(recover.error, messages.failed), [])
                  .formError
              }
            </Alert>
          ) : null}
          <TextField
            label={messages.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
          <Button type="submit" className="w-full" isLoading={recover.isPending}>
            {recover.isPending ? messages.submitting : messages.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
