import { initialsOf } from '../../../auth/utils/initialsOf';
import { documentsMessages as messages } from '../../documents.messages';
import type { CollabUser } from './CollaborationCaret';

/** Who is in the document now: one avatar each, in the colour of their caret. */
export function CollabAvatars({
  people,
  label = messages.inDocument,
}: {
  people: CollabUser[];
  /** What the list is called for screen readers (another kind of shared text, e.g. a note). */
  label?: string;
}) {
  if (people.length === 0) return null;
  return (
    <ul aria-label={label} className="flex items-center -space-x-1.5">
      {people.map((person) => (
        <li
          key={person.id}
          title={person.name}
          aria-label={person.name}
          className="grid size-7 place-items-center rounded-full text-xs font-semibold text-white ring-2 ring-white"
          style={{ backgroundColor: person.color }}
        >
          <span aria-hidden>{initialsOf(person.name)}</span>
        </li>
      ))}
    </ul>
  );
}
