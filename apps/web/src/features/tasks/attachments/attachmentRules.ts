import type { Person, Role, TaskAttachment } from '@worksphere/contracts';

type Member = { id: string; role: Role; permissions: readonly string[] };

/** Attaching files is changing the task: tasks:edit (admins hold every permission). */
export function canAttachFiles(user: Member): boolean {
  return user.role === 'ADMIN' || user.permissions.includes('tasks:edit');
}

/** The one who attached a file, or an admin, may delete it (the server checks the same). */
export function canDeleteAttachment(user: Member, attachment: TaskAttachment): boolean {
  return user.role === 'ADMIN' || attachment.uploadedBy?.id === user.id;
}

/** "Ann Lee", else the username. */
export function uploaderName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.username;
}
