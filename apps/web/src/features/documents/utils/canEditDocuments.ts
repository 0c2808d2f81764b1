import type { Role } from '@worksphere/contracts';

type Member = { role: Role; permissions: readonly string[] };

/** Create, upload, rename, move and delete need documents:edit (admins hold every permission). */
export function canEditDocuments(user: Member): boolean {
  return user.role === 'ADMIN' || user.permissions.includes('documents:edit');
}

/** Deleting for good (one item or the whole trash) is for admins only. */
export function canPurgeTrash(user: Member): boolean {
  return user.role === 'ADMIN';
}
