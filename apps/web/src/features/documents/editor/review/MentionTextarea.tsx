import type { Member } from '@worksphere/contracts';
import clsx from 'clsx';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { activeMentionQuery, applyMention, suggestMembers } from '../../../chat/utils/mentions';
import { commentsMessages as messages } from './comments.messages';

/**
 * A comment's text: "@" opens the colleagues type-ahead as in chat (arrows move, Enter or Tab
 * choose, Escape closes); a chosen colleague goes in as @username. Ctrl+Enter sends.
 */
export function MentionTextarea({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  members,
  excludeId,
  autoFocus = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  members: Member[];
  excludeId: string;
  autoFocus?: boolean;
}) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  const [isDismissed, setIsDismissed] = useState(false);
  const mention = activeMentionQuery(value, caret);
  const people = useMemo(
    () => (mention ? suggestMembers(members, mention.query, excludeId) : []),
    [mention, members, excludeId],
  );
  const isOpen = Boolean(mention) && people.length > 0 && !isDismissed;
  const active = isOpen ? people[Math.min(activeIndex, people.length - 1)] : undefined;

  function choose(person: Member) {
    if (!mention) return;
    const next = applyMention(value, { start: mention.start, caret }, person.username);
    onChange(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isOpen && active) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index + step + people.length) % people.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(active);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setIsDismissed(true);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <div className="relative">
      <textarea
        ref={ref}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        rows={2}
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
        className="block w-full resize-y rounded-md border border-zinc-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none"
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setIsDismissed(false);
          setActiveIndex(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {isOpen ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={messages.mentionsLabel}
          className="absolute right-0 left-0 top-full z-30 mt-1 max-h-48 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg"
        >
          {people.map((person) => (
            <li
              key={person.id}
              id={`${listId}-${person.id}`}
              role="option"
              aria-selected={person.id === active?.id}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm',
                person.id === active?.id ? 'bg-brand-50 text-brand-800' : 'hover:bg-zinc-50',
              )}
            >
              <span className="truncate font-medium">{displayNameOf(person)}</span>
              <span className="truncate text-xs text-zinc-500">@{person.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
