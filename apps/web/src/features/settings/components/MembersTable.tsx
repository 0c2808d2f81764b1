import {
  PERMISSIONS,
  ROLES,
  type Member,
  type Permission,
  type Role,
  type UpdateMemberRequest,
} from '@worksphere/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import clsx from 'clsx';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { SelectField } from '../../../ui/SelectField';
import { Switch } from '../../../ui/Switch';
import { useCurrentUser } from '../../auth/components/useAuth';
import { PresenceDot } from '../../chat/components/PresenceDot';
import { useMembersQuery, useUpdateMemberMutation } from '../api/membersApi';
import { canChangeMember, canChangeRoles } from '../utils/canManageMembers';
import { settingsMessages } from '../settings.messages';
import { MemberPermissionsDialog } from './MemberPermissionsDialog';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';

const messages = settingsMessages.members;
const roleOptions = ROLES.map((role) => ({ value: role, label: messages.roles[role] }));

/** The organisation's members with their role, permissions and whether they may sign in; a
 * list that reads as a table on wide screens and as stacked rows on phones. */
export function MembersTable() {
  const currentUser = useCurrentUser();
  const members = useMembersQuery();
  const updateMember = useUpdateMemberMutation();
  const [editing, setEditing] = useState<Member | null>(null);

  function changeMember(
    member: Member,
    changes: UpdateMemberRequest,
    saved: string = messages.updated,
  ) {
    updateMember.mutate(
      { id: member.id, changes },
      {
        onSuccess: () => {
          toast.success(saved);
          setEditing(null);
        },
        onError: (error) => toast.error(describeApiError(error, messages.updateFailed)),
      },
    );
  }

  function savePermissions(member: Member, permissions: Permission[]) {
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
    changeMember(member, { permissions }, settingsMessages.permissions.saved(name));
  }

  return (
    <CardSection id="members" title={messages.title} description={messages.description}>
      {members.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : members.isError ? (
        <QueryFailed
          message={describeApiError(members.error, messages.loadFailed)}
          retryLabel={messages.retry}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.length === 0 ? (
        <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
      ) : (
        <div className="-mx-5 sm:-mx-6">
          {/* Column captions for wide screens; every control also carries its own label. */}
          <div
            aria-hidden
            className="hidden border-b border-zinc-200 px-6 pb-2 text-xs font-medium tracking-wide text-zinc-500 uppercase md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem_8rem_4rem] md:gap-4"
          >
            <span>{messages.nameColumn}</span>
            <span>{messages.emailColumn}</span>
            <span>{messages.roleColumn}</span>
            <span>{messages.permissionsColumn}</span>
            <span className="text-right">{messages.activeColumn}</span>
          </div>
          <ul className="divide-y divide-zinc-100">
            {members.data.map((member) => {
              const isSelf = member.id === currentUser.id;
              const isLocked = isSelf || !canChangeMember(currentUser, member);
              const isBusy = updateMember.isPending && updateMember.variables?.id === member.id;
              const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
              return (
                <li
                  key={member.id}
                  data-testid="member-row"
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-3 text-sm sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem_8rem_4rem]"
                >
                  <div className="col-span-2 min-w-0 md:col-span-1">
                    <div className="flex items-center gap-2">
                      <PresenceDot userId={member.id} placement="inline" />
                      <span
                        className={clsx(
                          'truncate font-medium',
                          member.active ? 'text-zinc-900' : 'text-zinc-500',
                        )}
                      >
                        {fullName || member.username}
                      </span>
                      {isSelf ? (
                        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                          {messages.you}
                        </span>
                      ) : null}
                    </div>
                    <div className="truncate text-zinc-500">
                      <span className="sr-only">{messages.usernameColumn}: </span>@{member.username}
                    </div>
                    <div className="truncate text-zinc-500 md:hidden">{member.email}</div>
                  </div>
                  <div className="hidden min-w-0 truncate text-zinc-600 md:block">
                    {member.email}
                  </div>
                  <SelectField
                    label={messages.roleOf(member.username)}
                    hideLabel
                    options={roleOptions}
                    value={member.role}
                    disabled={isLocked || isBusy || !canChangeRoles(currentUser)}
                    onChange={(event) => changeMember(member, { role: event.target.value as Role })}
                    className="w-32"
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={messages.editPermissionsOf(member.username)}
                    disabled={isLocked || isBusy}
                    onClick={() => setEditing(member)}
                    className="justify-self-start"
                  >
                    <ShieldCheck aria-hidden className="size-4" />
                    {member.role === 'ADMIN'
                      ? messages.allPermissions
                      : messages.permissionCount(
                          member.permissions.filter((permission) =>
                            (PERMISSIONS as readonly string[]).includes(permission),
                          ).length,
                          PERMISSIONS.length,
                        )}
                  </Button>
                  <div className="flex justify-end">
                    <Switch
                      label={messages.activeOf(member.username)}
                      checked={member.active}
                      disabled={isLocked || isBusy}
                      onChange={(active) => changeMember(member, { active })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {editing ? (
        <MemberPermissionsDialog
          member={editing}
          isCallerAdmin={currentUser.role === 'ADMIN'}
          isSaving={updateMember.isPending}
          onSave={(permissions) => savePermissions(editing, permissions)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </CardSection>
  );
}
