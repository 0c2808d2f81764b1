import { updateProfileRequestSchema, type UpdateProfileRequest } from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { useFormErrors } from '../../../ui/useFormErrors';
import { TextField } from '../../../ui/TextField';
import { IdentityFields } from '../../auth/components/IdentityFields';
import { useAuth, useCurrentUser } from '../../auth/components/useAuth';
import { useUpdateProfileMutation } from '../api/profileApi';
import { CallLink } from '../../phone/components/CallLink';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.profile;
const FIELDS = ['username', 'email', 'firstName', 'lastName', 'phoneNumber'];

/**
 * Username, e-mail, name and own phone of the signed-in user (PUT /user/me); Twilio rings the
 * own phone first for calls in callback mode (issue 26).
 */
export function ProfileForm() {
  const user = useCurrentUser();
  const { replaceCurrentUser } = useAuth();
  const [form, setForm] = useState<Required<UpdateProfileRequest>>(() => ({
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    timeZone: user.timeZone,
    timeFormat: user.timeFormat,
    chatArrival: user.chatArrival,
    locale: user.locale,
    phoneNumber: user.phoneNumber ?? '',
  }));
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const updateProfile = useUpdateProfileMutation();

  const isDirty =
    form.username !== user.username ||
    form.email !== user.email ||
    form.firstName !== user.firstName ||
    form.lastName !== user.lastName ||
    form.phoneNumber !== (user.phoneNumber ?? '');

  const update = (field: keyof UpdateProfileRequest) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    clearFieldError(field);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    updateProfile.mutate(parsed.data, {
      onSuccess: (saved) => {
        replaceCurrentUser(saved);
        setForm({
          username: saved.username,
          email: saved.email,
          firstName: saved.firstName,
          lastName: saved.lastName,
          timeZone: saved.timeZone,
          timeFormat: saved.timeFormat,
          chatArrival: saved.chatArrival,
          locale: saved.locale,
          phoneNumber: saved.phoneNumber ?? '',
        });
        toast.success(messages.saved);
      },
      onError: (error) => showServerError(describeApiError(error, messages.failed)),
    });
  }

  return (
    <CardSection id="profile" title={messages.title} description={messages.description}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <IdentityFields values={form} errors={fieldErrors} onChange={update} />
          <TextField
            label={messages.organizationLabel}
            name="organization"
            value={user.organizationName}
            readOnly
          />
          <TextField
            label={messages.roleLabel}
            name="role"
            value={settingsMessages.members.roles[user.role]}
            readOnly
          />
          <TextField
            label={messages.ownPhoneLabel}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phoneNumber ?? ''}
            onChange={update('phoneNumber')}
            hint={messages.ownPhoneHint}
            error={fieldErrors.phoneNumber}
          />
        </div>
        {user.organizationPhoneNumber ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
            {messages.organizationPhoneLabel}
            <CallLink number={user.organizationPhoneNumber} />
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={!isDirty} isLoading={updateProfile.isPending}>
            {updateProfile.isPending ? messages.saving : messages.save}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
