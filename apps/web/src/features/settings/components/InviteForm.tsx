import {
  createInvitationRequestSchema,
  ROLES,
  type CreateInvitationResponse,
  type Role,
} from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { fieldErrorsOf, splitServerFieldErrors } from '../../../ui/fieldErrorsOf';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useCreateInvitationMutation } from '../api/invitationsApi';
import { canChangeRoles } from '../utils/canManageMembers';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.invite;
const roleOptions = ROLES.map((role) => ({
  value: role,
  label: settingsMessages.members.roles[role],
}));

/** Creates an invitation and shows its one-time link, ready to copy. */
export function InviteForm() {
  const currentUser = useCurrentUser();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('MEMBER');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreateInvitationResponse | null>(null);
  const createInvitation = useCreateInvitationMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createInvitationRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(fieldErrorsOf(parsed.error.issues).email);
      return;
    }
    setEmailError(undefined);
    createInvitation.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated(answer);
        setEmail('');
        setRole('MEMBER');
      },
    });
  }

  return (
    <section aria-labelledby="invite-title" className="space-y-4">
      <div>
        <h3 id="invite-title" className="text-sm font-semibold text-zinc-900">
          {messages.title}
        </h3>
        <p className="mt-1 text-sm text-zinc-500">{messages.description}</p>
      </div>
      <form noValidate onSubmit={handleSubmit} className="space-y-3">
        {createInvitation.isError ? (
          <Alert tone="error">
            {
              // The server's "field: message" text, shown without the field's name.
              splitServerFieldErrors(describeApiError(createInvitation.error, messages.failed), [])
                .formError
            }
          </Alert>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
          <TextField
            label={messages.emailLabel}
            name="inviteEmail"
            type="email"
            autoComplete="off"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
          <SelectField
            label={messages.roleLabel}
            options={roleOptions}
            value={role}
            disabled={!canChangeRoles(currentUser)}
            onChange={(event) => setRole(event.target.value as Role)}
          />
          <Button type="submit" className="sm:mt-6.5" isLoading={createInvitation.isPending}>
            {createInvitation.isPending ? messages.submitting : messages.submit}
          </Button>
        </div>
      </form>
      {created ? <InviteLink answer={created} /> : null}
    </section>
  );
}

function InviteLink({ answer }: { answer: CreateInvitationResponse }) {
  // The server answers with a path; the link is for someone else's browser, so make it absolute.
  const link = new URL(answer.inviteUrl, window.location.origin).toString();
  return (
    <Alert tone="success">
      <p>{messages.created(answer.invitation.email)}</p>
      <CopyField
        className="mt-2"
        tone="success"
        isLabelHidden
        label={messages.linkLabel}
        value={link}
        copyLabel={messages.copy}
        copiedMessage={messages.copied}
        copyFailedMessage={messages.copyFailed}
        hint={messages.linkOnce}
      />
    </Alert>
  );
}
