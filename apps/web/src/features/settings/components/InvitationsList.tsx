import type { Invitation } from '@worksphere/contracts';
import { Mail } from 'lucide-react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { useInvitationsQuery, useRevokeInvitationMutation } from '../api/invitationsApi';
import { settingsMessages } from '../settings.messages';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = settingsMessages.invitations;

/** Invitations not yet used, each revocable. */
export function InvitationsList() {
  const invitations = useInvitationsQuery();
  const dates = useDateFormatter();
  const revokeInvitation = useRevokeInvitationMutation();

  function handleRevoke(invitation: Invitation) {
    revokeInvitation.mutate(invitation.id, {
      onSuccess: () => toast.success(messages.revoked),
      onError: (error) => toast.error(describeApiError(error, messages.revokeFailed)),
    });
  }

  return (
    <section aria-labelledby="invitations-title" className="space-y-3">
      <h3 id="invitations-title" className="text-sm font-semibold text-zinc-900">
        {messages.title}
      </h3>
      {invitations.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : invitations.isError ? (
        <QueryFailed
          message={describeApiError(invitations.error, messages.loadFailed)}
          retryLabel={messages.retry}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500">
          {messages.empty}
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200">
          {invitations.data.map((invitation) => {
            const isRevoking =
              revokeInvitation.isPending && revokeInvitation.variables === invitation.id;
            return (
              <li key={invitation.id} className="flex items-center gap-3 px-4 py-3">
                <Mail aria-hidden className="size-4 shrink-0 text-zinc-400" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-900">{invitation.email}</p>
                  <p className="text-xs text-zinc-500">
                    {messages.details(
                      settingsMessages.members.roles[invitation.role],
                      invitation.invitedBy.username,
                      dates.formatDate(invitation.expiresAt),
                    )}
                  </p>
                </div>
                <Button
                  variant="dangerGhost"
                  size="sm"
                  aria-label={messages.revokeLabel(invitation.email)}
                  isLoading={isRevoking}
                  onClick={() => handleRevoke(invitation)}
                >
                  {messages.revoke}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
