import type { Member, Person } from '@worksphere/contracts';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { tasksMessages } from '../tasks.messages';
import { filterAssigneeOptions } from '../utils/filterAssigneeOptions';

const messages = tasksMessages.assignees;

type AssigneePickerProps = {
  label: string;
  /** Every member of the organisation (inactive ones are never offered). */
  users: readonly Member[];
  /** Names of people already assigned who may be missing from `users` (deactivated since). */
  knownPeople?: readonly Person[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  isLoading?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The assignee multi-select with type-ahead (spec 1 §2.4, §5): arrow keys move through the
 * suggestions, Enter picks one, Escape closes the list, Backspace on an empty input removes the
 * last assignee. The suggestions close when the input is cleared or loses focus, and take room
 * in the form instead of floating over the next field, so a click meant for Project never lands
 * on a user.
 */
export function AssigneePicker({
  label,
  users,
  knownPeople = [],
  selectedIds,
  onChange,
  isLoading = false,
  inputRef,
}: AssigneePickerProps) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const options = useMemo(
    () => filterAssigneeOptions(users, query, selectedIds),
    [users, query, selectedIds],
  );
  const peopleById = useMemo(() => {
    const byId = new Map<string, Person>();
    for (const person of knownPeople) byId.set(person.id, person);
    for (const user of users) byId.set(user.id, user);
    return byId;
  }, [users, knownPeople]);

  const highlighted = Math.min(activeIndex, options.length - 1);
  const activeOption = isListOpen && highlighted >= 0 ? options[highlighted] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(user: Member) {
    onChange([...selectedIds, user.id]);
    setQuery('');
    setActiveIndex(0);
  }

  function remove(id: string) {
    onChange(selectedIds.filter((selectedId) => selectedId !== id));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isListOpen) setIsListOpen(true);
        else setActiveIndex(Math.min(highlighted + 1, options.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isListOpen) setIsListOpen(true);
        else setActiveIndex(Math.max(highlighted - 1, 0));
        return;
      case 'Enter':
        // Shift+Enter belongs to the dialog (it saves the task).
        if (event.shiftKey) return;
        event.preventDefault();
        if (activeOption) pick(activeOption);
        return;
      case 'Escape':
        // Closes the list only; a second Escape closes the dialog.
        if (isListOpen) {
          event.preventDefault();
          event.stopPropagation();
          setIsListOpen(false);
        }
        return;
      case 'Backspace': {
        const lastId = selectedIds.at(-1);
        if (query === '' && lastId !== undefined) {
          event.preventDefault();
          remove(lastId);
        }
        return;
      }
      case 'Tab':
        setIsListOpen(false);
        return;
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="relative">
        <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
          {selectedIds.map((id) => {
            const person = peopleById.get(id);
            const name = person ? displayNameOf(person) : id;
            return (
              <span
                key={id}
                data-testid="assignee-chip"
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800"
              >
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  // Outside the dialog's Tab cycle: Backspace in the box removes from the keyboard.
                  tabIndex={-1}
                  aria-label={messages.remove(name)}
                  title={messages.remove(name)}
                  onClick={() => remove(id)}
                  className="inline-flex size-5 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            );
          })}
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isListOpen}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(highlighted) : undefined}
            value={query}
            onChange={(event) => {
              const value = event.target.value;
              setQuery(value);
              setActiveIndex(0);
              // Clearing the box puts the suggestions away; typing (or ArrowDown) brings them back.
              setIsListOpen(value !== '');
            }}
            onFocus={() => setIsListOpen(true)}
            onBlur={() => setIsListOpen(false)}
            onKeyDown={handleKeyDown}
            className="min-w-24 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm text-zinc-900 focus:outline-none"
          />
        </div>
        {isListOpen ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={messages.suggestionsLabel}
            data-testid="assignee-suggestions"
            className="mt-1 max-h-60 overflow-y-auto rounded-lg border border-zinc-200 bg-white py-1 shadow-sm"
          >
            {isLoading ? (
              <li role="presentation" className="px-3 py-2 text-sm text-zinc-500">
                {messages.loading}
              </li>
            ) : options.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-zinc-500">
                {messages.noMatches}
              </li>
            ) : (
              options.map((user, index) => (
                <li
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  // Keep focus in the input: the list belongs to it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(user)}
                  onMouseEnter={() => setActiveIndex(index)}
                  className={clsx(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === highlighted ? 'bg-brand-50 text-brand-900' : 'text-zinc-800',
                  )}
                >
                  <span className="font-medium">{displayNameOf(user)}</span>{' '}
                  <span className="text-zinc-500">@{user.username}</span>
                  <span className="block truncate text-xs text-zinc-500">{user.email}</span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
