import type { ChatPerson } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { initialsOf } from '../../auth/utils/initialsOf';
import clsx from 'clsx';
import { chatMessages } from '../chat.messages';
import { PresenceDot } from './PresenceDot';

/**
 * The "@" type-ahead above the composer: the textarea keeps focus and moves through the options
 * with the arrow keys (aria-activedescendant); Enter or Tab chooses, Escape closes, a click too.
 */
export function MentionSuggestions({
  id,
  people,
  activeId,
  onChoose,
}: {
  id: string;
  people: ReadonlyArray<ChatPerson>;
  activeId: string | undefined;
  onChoose: (person: ChatPerson) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={chatMessages.composer.mentionsLabel}
      className="absolute right-0 bottom-full left-0 z-20 mb-1 max-h-56 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
    >
      {people.map((person) => {
        const name = displayNameOf(person);
        const isActive = person.id === activeId;
        return (
          <li
            key={person.id}
            id={`${id}-${person.id}`}
            role="option"
            aria-selected={isActive}
            // Keeps the textarea focused: the choice happens on mouse down.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(person);
            }}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-zinc-800 hover:bg-zinc-50',
            )}
          >
            <span className="relative size-6 shrink-0">
              <span
                aria-hidden
                className="flex size-6 items-center justify-center rounded-full bg-zinc-200 text-[10px] font-semibold text-zinc-700"
              >
                {initialsOf(name)}
              </span>
              <PresenceDot userId={person.id} />
            </span>
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs text-zinc-500">@{person.username}</span>
          </li>
        );
      })}
    </ul>
  );
}
