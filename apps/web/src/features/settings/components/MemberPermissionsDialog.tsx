import {
  ADMIN_ONLY_PERMISSIONS,
  PERMISSIONS,
  type Member,
  type Permission,
} from '@worksphere/contracts';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.permissions;

type MemberPermissionsDialogProps = {
  member: Member;
  /** Admins may grant the admin-only permissions; user managers may not. */
  isCallerAdmin: boolean;
  isSaving: boolean;
  onSave: (permissions: Permission[]) => void;
  onClose: () => void;
};

/** The permissions of one member, each with what it allows, granted or taken away together. */
export function MemberPermissionsDialog({
  member,
  isCallerAdmin,
  isSaving,
  onSave,
  onClose,
}: MemberPermissionsDialogProps) {
  const [granted, setGranted] = useState(
    () => new Set(member.permissions.filter(isKnownPermission)),
  );
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
  const isAdmin = member.role === 'ADMIN';

  function toggle(permission: Permission, isOn: boolean) {
    setGranted((current) => {
      const next = new Set(current);
      if (isOn) next.add(permission);
      else next.delete(permission);
      return next;
    });
  }

  return (
    <Modal
      isOpen
      title={messages.title(name)}
      description={messages.description}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button
            isLoading={isSaving}
            disabled={isAdmin}
            onClick={() => onSave(PERMISSIONS.filter((permission) => granted.has(permission)))}
          >
            {messages.save}
          </Button>
        </>
      }
    >
      {isAdmin ? (
        <Alert tone="info" className="mb-3">
          {messages.adminNote}
        </Alert>
      ) : null}
      <ul className="divide-y divide-zinc-100">
        {PERMISSIONS.map((permission) => {
          const item = messages.items[permission];
          const isAdminOnly = ADMIN_ONLY_PERMISSIONS.includes(permission);
          const isLocked = isAdmin || (isAdminOnly && !isCallerAdmin);
          const id = `permission-${permission.replace(':', '-')}`;
          return (
            <li key={permission} className="flex items-start gap-3 py-3">
              <input
                id={id}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                checked={isAdmin || granted.has(permission)}
                disabled={isLocked}
                aria-describedby={`${id}-explanation`}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              <div className="min-w-0">
                <label htmlFor={id} className="text-sm font-medium text-zinc-900">
                  {item.label}
                </label>
                <p id={`${id}-explanation`} className="text-sm text-zinc-500">
                  {item.explanation}
                  {isAdminOnly && !isCallerAdmin ? ` ${messages.adminOnlyNote}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

function isKnownPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
