import type { AuthResponse, TwoFactorChallenge } from '@worksphere/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AuthCard } from '../../auth/components/AuthCard';
import { authLinkClasses } from '../../auth/components/authLinkClasses';
import { signInWithPasskey, verifyTwoFactorSignIn } from '../api/twoFactorApi';
import { twoFactorMessages as messages } from '../twoFactor.messages';

type Mode = 'totp' | 'recovery' | 'passkey';

/**
 * The second step of sign-in, after a right password: a code from the authenticator app, a
 * recovery code, or a passkey. Only its answer is a session (`onSignedIn`).
 */
export function TwoFactorSignInStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: (answer: AuthResponse) => void;
  onCancel: () => void;
}) {
  const has = (method: Mode) => challenge.methods.includes(method);
  const [mode, setMode] = useState<Mode>(has('totp') ? 'totp' : 'passkey');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const verify = useMutation({
    mutationFn: verifyTwoFactorSignIn,
    onSuccess: (answer) => onSignedIn(answer),
    onError: (error) => setFieldError(describeApiError(error, messages.verifyFailed)),
  });
  const passkey = useMutation({
    mutationFn: () => signInWithPasskey(challenge.pendingToken),
    onSuccess: (answer) => onSignedIn(answer),
    onError: (error) => setFormError(describeApiError(error, messages.passkeySignInFailed)),
  });

  function switchTo(next: Mode) {
    setMode(next);
    setCode('');
    setFieldError(undefined);
    setFormError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (mode === 'totp' && !/^\d{6}$/.test(typed)) {
      setFieldError(messages.codeRequired);
      return;
    }
    if (mode === 'recovery' && !typed) {
      setFieldError(messages.recoveryRequired);
      return;
    }
    verify.mutate(
      mode === 'totp'
        ? { pendingToken: challenge.pendingToken, code: typed }
        : { pendingToken: challenge.pendingToken, recoveryCode: typed },
    );
  }

  const others = (['totp', 'recovery', 'passkey'] as const).filter(
    (method) => method !== mode && has(method),
  );
  const otherLabels: Record<Mode, string> = {
    totp: messages.useApp,
    recovery: messages.useRecovery,
    passkey: messages.usePasskey,
  };

  return (
    <AuthCard
      title={messages.stepTitle}
      subtitle={messages.stepSubtitle}
      footer={
        <button type="button" className={authLinkClasses} onClick={onCancel}>
          {messages.backToSignIn}
        </button>
      }
    >
      <div className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {mode === 'passkey' ? (
          <div className="space-y-4">
            <p className="text-sm text-zinc-700">{messages.passkeyPrompt}</p>
            <Button
              className="w-full"
              isLoading={passkey.isPending}
              onClick={() => passkey.mutate()}
            >
              {passkey.isPending ? messages.passkeyWaiting : messages.usePasskey}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-4">
            <p className="text-sm text-zinc-700">
              {mode === 'totp' ? messages.codePrompt : messages.recoveryPrompt}
            </p>
            <TextField
              key={mode}
              label={mode === 'totp' ? messages.codeLabel : messages.recoveryLabel}
              name={mode === 'totp' ? 'code' : 'recovery-code'}
              inputMode={mode === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={code}
              error={fieldError}
              onChange={(event) => {
                setCode(event.target.value);
                setFieldError(undefined);
              }}
            />
            <Button type="submit" className="w-full" isLoading={verify.isPending}>
              {verify.isPending ? messages.verifying : messages.verify}
            </Button>
          </form>
        )}
        {others.length ? (
          <div className="flex flex-col items-start gap-2 border-t border-zinc-100 pt-4">
            {others.map((method) => (
              <button
                key={method}
                type="button"
                className={`text-sm ${authLinkClasses}`}
                onClick={() => switchTo(method)}
              >
                {otherLabels[method]}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </AuthCard>
  );
}
