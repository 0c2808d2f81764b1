import type { Member } from '@worksphere/contracts';
import clsx from 'clsx';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { initialsOf } from '../../../auth/utils/initialsOf';
import { taskPageMessages } from '../taskPage.messages';

const messages = taskPageMessages.comments;

/**
 * The "@" suggestions under the comment editor. The editor keeps focus and the arrow keys move
 * the highlight (the editor's key handler); a press chooses without taking focus away.
 */
export function MentionList({
  id,
  members,
  activeIndex,
  onChoose,
}: {
  id: string;
  members: ReadonlyArray<Member>;
  activeIndex: number;
  onChoose: (member: Member) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={messages.mentionsLabel}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-56 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
    >
      {members.length === 0 ? (
        <li className="px-2 py-1.5 text-sm text-zinc-500">{messages.noMentionMatches}</li>
      ) : null}
      {members.map((member, index) => {
        const name = displayNameOf(member);
        const isActive = index === activeIndex;
        return (
          <li
            key={member.id}
            id={`${id}-${member.id}`}
            role="option"
            aria-selected={isActive}
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(member);
            }}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-zinc-800 hover:bg-zinc-50',
            )}
          >
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-zinc-200 text-[10px] font-semibold text-zinc-700"
            >
              {initialsOf(name)}
            </span>
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs text-zinc-500">@{member.username}</span>
          </li>
        );
      })}
    </ul>
  );
}
