import { changePasswordRequestSchema, CURRENT_PASSWORD_WRONG_MESSAGE } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { useFormErrors } from '../../../ui/useFormErrors';
import { TextField } from '../../../ui/TextField';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useChangePasswordMutation } from '../api/profileApi';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.password;
const emptyForm = { currentPassword: '', newPassword: '', confirmation: '' };
const FIELDS = Object.keys(emptyForm);
const FIELD_OF_MESSAGE = { [CURRENT_PASSWORD_WRONG_MESSAGE]: 'currentPassword' };

/** PUT /user/me/password */
export function PasswordForm() {
  const { username } = useCurrentUser();
  const [form, setForm] = useState(emptyForm);
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS, FIELD_OF_MESSAGE);
  const changePassword = useChangePasswordMutation();

  const update = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    clearFieldError(field);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const parsed = changePasswordRequestSchema.safeParse(form);
    if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error.issues));
    if (!errors.newPassword && form.newPassword !== form.confirmation) {
      errors.confirmation = messages.mismatch;
    }
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    changePassword.mutate(parsed.data, {
      onSuccess: () => {
        setForm(emptyForm);
        toast.success(messages.saved);
      },
      onError: (error) => showServerError(describeApiError(error, messages.failed)),
    });
  }

  return (
    <CardSection id="password" title={messages.title} description={messages.description}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={messages.currentLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          error={fieldErrors.currentPassword}
          onChange={update('currentPassword')}
          className="sm:max-w-sm"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={messages.newLabel}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={messages.newHint}
            value={form.newPassword}
            error={fieldErrors.newPassword}
            onChange={update('newPassword')}
          />
          <TextField
            label={messages.confirmLabel}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            value={form.confirmation}
            error={fieldErrors.confirmation}
            onChange={update('confirmation')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" isLoading={changePassword.isPending}>
            {changePassword.isPending ? messages.saving : messages.save}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
