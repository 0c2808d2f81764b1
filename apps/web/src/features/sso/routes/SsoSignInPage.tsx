import { useMutation } from '@tanstack/react-query';
import { SSO_ERROR_CODES, type SsoErrorCode } from '@worksphere/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AuthCard } from '../../auth/components/AuthCard';
import { authLinkClasses } from '../../auth/components/authLinkClasses';
import { createSavedSession, saveActiveSession } from '../../auth/utils/savedSessions';
import { completeSso, startSso } from '../api/ssoApi';
import { ssoMessages } from '../sso.messages';

const messages = ssoMessages.signIn;
const HOME_PATH = '/dash';

const isErrorCode = (value: string | null): value is SsoErrorCode =>
  SSO_ERROR_CODES.includes(value as SsoErrorCode);

/** The one-time ticket the server's callback put in the address's fragment, if any. */
function ticketInHash(): string | null {
  const match = /(?:^#|&)ticket=([^&]+)/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * /login/sso: the work e-mail picks the organisation and its provider's sign-in page opens; the
 * provider comes back here with a one-time ticket, traded for a session saved like a password
 * sign-in's, then the dashboard opens (a full load, as after any sign-in from outside).
 */
export function SsoSignInPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams] = useSearchParams();
  const callbackError = searchParams.get('error');
  const [ticket] = useState(ticketInHash);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const start = useMutation({
    mutationFn: startSso,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const complete = useMutation({
    mutationFn: completeSso,
    onSuccess: (answer) => {
      saveActiveSession(createSavedSession(answer));
      window.location.replace(HOME_PATH);
    },
  });
  const completing = useRef(false);

  useEffect(() => {
    if (!ticket || completing.current) return;
    completing.current = true;
    // The ticket leaves the address at once: it works once and must not stay in history.
    window.history.replaceState(null, '', window.location.pathname);
    complete.mutate(ticket);
  }, [ticket, complete]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(messages.emailRequired);
      return;
    }
    start.mutate(email.trim());
  }

  if (ticket && !complete.isError) return <PageSpinner label={messages.completing} />;

  const problem = complete.isError
    ? describeApiError(complete.error, messages.completeFailed)
    : start.isError
      ? describeApiError(start.error, messages.failed)
      : isErrorCode(callbackError)
        ? messages.errors[callbackError]
        : null;
  const isBusy = start.isPending || start.isSuccess;

  return (
    <AuthCard
      title={messages.title}
      subtitle={messages.subtitle}
      footer={
        <Link to="/login" className={authLinkClasses}>
          {messages.backToPassword}
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextField
          label={messages.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        <Button type="submit" className="w-full" isLoading={isBusy}>
          {isBusy ? messages.submitting : messages.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
