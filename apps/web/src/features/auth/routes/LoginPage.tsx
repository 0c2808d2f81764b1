import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TwoFactorChallenge } from '@worksphere/contracts';
import { LOGIN_MESSAGES } from '@worksphere/contracts/light';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClasses } from '../../../ui/Button';
import { useFormErrors } from '../../../ui/useFormErrors';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ssoLinkMessages } from '../../sso/ssoLink.messages';
import { authMessages } from '../auth.messages';
import { AuthCard } from '../components/AuthCard';
import { authLinkClasses } from '../components/authLinkClasses';
import { useAuth } from '../components/useAuth';
import { describeApiError } from '../../../platform/api/describeApiError';

const messages = authMessages.login;
// The second step loads only for users with two-factor sign-in, not with the first paint.
const TwoFactorSignInStep = lazy(() =>
  import('../../two-factor/components/TwoFactorSignInStep').then((module) => ({
    default: module.TwoFactorSignInStep,
  })),
);
const FIELDS = ['identifier', 'password'];

/**
 * The login contract's two checks, by hand: the sign-in page is the first paint, and a schema
 * library would double its JavaScript. The server checks the same again.
 */
function checkLoginForm(form: LoginRequest): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.identifier.trim()) errors.identifier = LOGIN_MESSAGES.identifierRequired;
  if (!form.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

/** /login. While signed in it adds another account to this browser (spec 1 §2.3). */
export function LoginPage() {
  useDocumentTitle(messages.documentTitle);
  const { user, signIn, completeSignIn } = useAuth();
  const [form, setForm] = useState<LoginRequest>({ identifier: '', password: '' });
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (secondStep) => {
      if (secondStep) setChallenge(secondStep);
    },
    onError: (error) => showServerError(describeApiError(error, authMessages.loginFailed)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = checkLoginForm(form);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate({ identifier: form.identifier.trim(), password: form.password });
  }

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorSignInStep
          challenge={challenge}
          onSignedIn={completeSignIn}
          onCancel={() => {
            setChallenge(null);
            setForm({ ...form, password: '' });
          }}
        />
      </Suspense>
    );
  }

  const isAddingAccount = user !== null;
  return (
    <AuthCard
      title={isAddingAccount ? messages.addAccountTitle : messages.title}
      subtitle={isAddingAccount ? messages.addAccountSubtitle(user.username) : messages.subtitle}
      footer={
        isAddingAccount ? (
          <Link to="/dash" className={authLinkClasses}>
            {messages.backToDashboard}
          </Link>
        ) : (
          <>
            {messages.noAccount}{' '}
            <Link to="/register" className={authLinkClasses}>
              {messages.createOrganization}
            </Link>
          </>
        )
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={messages.identifierLabel}
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.identifier}
          error={fieldErrors.identifier}
          onChange={(event) => {
            setForm({ ...form, identifier: event.target.value });
            clearFieldError('identifier');
          }}
        />
        <TextField
          label={messages.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={fieldErrors.password}
          onChange={(event) => {
            setForm({ ...form, password: event.target.value });
            clearFieldError('password');
          }}
        />
        <div className="flex justify-end">
          <Link to="/recover" className={`text-sm ${authLinkClasses}`}>
            {messages.forgotPassword}
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={login.isPending}>
          {login.isPending ? messages.submitting : messages.submit}
        </Button>
        <Link to="/login/sso" className={`w-full ${buttonClasses('secondary')}`}>
          {ssoLinkMessages.signInWithSso}
        </Link>
      </form>
    </AuthCard>
  );
}
