import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '../../../ui/TextField';
import { mailMessages } from '../mail.messages';
import { formatAddress } from '../utils/replyDraft';
import {
  mergeSuggestions,
  typedPart,
  withChosen,
  type RecipientSource,
} from '../utils/recipientInput';

const messages = mailMessages.writing;
const SUGGESTIONS = 8;
const TYPING_PAUSE_MS = 150;

type RecipientsFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Where suggestions come from, best first (people mailed before; contacts may join). */
  sources: readonly RecipientSource[];
  error?: string;
  hint?: string;
  autoFocus?: boolean;
};

/**
 * Addresses separated by commas, with suggestions for the one being typed: a combobox whose
 * list the arrow keys walk, Enter or Tab takes, Escape closes.
 */
export function RecipientsField({
  label,
  name,
  value,
  onChange,
  sources,
  error,
  hint,
  autoFocus,
}: RecipientsFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = typedPart(value);
  const [query, setQuery] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const suggestions = useQuery({
    queryKey: ['mail', 'recipients', sources.map((source) => source.key), query],
    enabled: isOpen && query.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      Promise.all(sources.map((source) => source.search(query, signal).catch(() => []))),
  });
  const options =
    isOpen && typed.length > 0 && suggestions.data
      ? mergeSuggestions(suggestions.data, value, SUGGESTIONS)
      : [];
  const isExpanded = options.length > 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    onChange(withChosen(value, option));
    setActive(0);
    setIsOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!isExpanded) {
      if (event.key === 'ArrowDown' && typed) setIsOpen(true);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="email"
        autoComplete="off"
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded ? `${id}-option-${activeIndex}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
        className={clsx(
          inputClasses,
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={messages.suggestions}
        hidden={!isExpanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.address}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Chosen on press, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
            className={clsx(
              'cursor-pointer px-3 py-1.5 text-sm',
              index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-zinc-800',
            )}
          >
            {formatAddress(option)}
          </li>
        ))}
      </ul>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
