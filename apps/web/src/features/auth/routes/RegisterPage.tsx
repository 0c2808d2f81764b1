import { useMutation, useQuery } from '@tanstack/react-query';
import { registerRequestSchema, type RegisterRequest } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { useFormErrors } from '../../../ui/useFormErrors';
import { previewInvitation } from '../api/authApi';
import { authKeys } from '../api/authKeys';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { authMessages } from '../auth.messages';
import { authFormMessages } from '../auth-forms.messages';
import { AuthCard } from '../components/AuthCard';
import { IdentityFields } from '../components/IdentityFields';
import { authLinkClasses } from '../components/authLinkClasses';
import { useAuth } from '../components/useAuth';
import { describeApiError } from '../../../platform/api/describeApiError';

const messages = authFormMessages.register;
const FIELDS = ['organizationName', 'firstName', 'lastName', 'username', 'email', 'password'];

type RegisterForm = {
  organizationName: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

/**
 * /register. Creates an organisation, or joins one when the invitation link supplies
 * organizationId and inviteToken (its email prefills the form).
 */
export function RegisterPage() {
  useDocumentTitle(messages.documentTitle);
  const { signUp } = useAuth();
  const [searchParams] = useSearchParams();
  const organizationId = searchParams.get('organizationId') ?? '';
  const inviteToken = searchParams.get('inviteToken') ?? '';
  const isJoining = Boolean(organizationId && inviteToken);

  const [form, setForm] = useState<RegisterForm>(() => ({
    organizationName: '',
    firstName: '',
    lastName: '',
    username: '',
    email: searchParams.get('email') ?? '',
    password: '',
  }));
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const register = useMutation({
    mutationFn: signUp,
    onError: (error) => showServerError(describeApiError(error, authMessages.registrationFailed)),
  });
  // Names the organisation and the inviter; an invalid or used link says so before any typing.
  const invitation = useQuery({
    queryKey: authKeys.invitation(organizationId, inviteToken),
    queryFn: ({ signal }) => previewInvitation({ organizationId, inviteToken }, signal),
    enabled: isJoining,
    retry: false,
    staleTime: Infinity,
  });

  const update = (field: keyof RegisterForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    clearFieldError(field);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { organizationName, ...person } = form;
    const request: RegisterRequest = isJoining
      ? { ...person, organizationId, inviteToken }
      : { ...person, organizationName: organizationName.trim() || undefined };
    const errors: Record<string, string> = {};
    const parsed = registerRequestSchema.safeParse(request);
    if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error.issues));
    if (!isJoining && !organizationName.trim()) {
      errors.organizationName = messages.organizationNameRequired;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    register.mutate(request);
  }

  return (
    <AuthCard
      title={
        invitation.data
          ? messages.invitedTitle(invitation.data.organizationName, invitation.data.invitedByName)
          : isJoining
            ? messages.joinTitle
            : messages.createTitle
      }
      subtitle={isJoining ? messages.joinSubtitle : messages.createSubtitle}
      footer={
        <div className="space-y-2">
          <p>
            {messages.haveAccount}{' '}
            <Link to="/login" className={authLinkClasses}>
              {messages.signIn}
            </Link>
          </p>
          {isJoining ? (
            <p>
              <Link to="/register" className={authLinkClasses}>
                {messages.createInstead}
              </Link>
            </p>
          ) : null}
        </div>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {invitation.isError && !formError ? (
          <Alert tone="error">
            {describeApiError(invitation.error, messages.invitationFailed)}
          </Alert>
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {isJoining ? null : (
          <TextField
            label={messages.organizationNameLabel}
            name="organizationName"
            autoComplete="organization"
            value={form.organizationName}
            error={fieldErrors.organizationName}
            onChange={update('organizationName')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <IdentityFields
            values={form}
            errors={fieldErrors}
            onChange={update}
            usernameHint={messages.usernameHint}
          />
        </div>
        <TextField
          label={messages.passwordLabel}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={messages.passwordHint}
          value={form.password}
          error={fieldErrors.password}
          onChange={update('password')}
        />
        <Button type="submit" className="w-full" isLoading={register.isPending}>
          {register.isPending
            ? messages.submitting
            : isJoining
              ? messages.submitJoin
              : messages.submitCreate}
        </Button>
      </form>
    </AuthCard>
  );
}
