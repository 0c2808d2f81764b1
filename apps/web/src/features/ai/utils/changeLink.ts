import type { AiChange } from '@worksphere/contracts';

/**
 * Where a change of the assistant can be seen: the task list searched for its title, the note
 * opened, the calendar. Text messages and e-mails have no screen of their own here.
 */
export function changeLink(change: AiChange): string | null {
  switch (change.entity) {
    case 'task':
      return `/tasks?${new URLSearchParams({ status: 'all', q: change.title }).toString()}`;
    case 'note':
      return `/notes?${new URLSearchParams({ note: change.id }).toString()}`;
    case 'calendarEvent':
      return '/calendar';
    default:
      return null;
  }
}
