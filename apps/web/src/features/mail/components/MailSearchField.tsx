import { Search } from 'lucide-react';
import { useEffect, useId, useState, type Ref } from 'react';
import { inputClasses } from '../../../ui/TextField';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.search;
/** Typing pauses this long before the cached copy is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * Mail's search box: searches the cached copy as one types (after a pause) or at once on Enter;
 * Escape empties it. `/` anywhere on the screen focuses it.
 */
export function MailSearchField({
  value,
  onCommit,
  ref,
}: {
  value: string;
  onCommit: (query: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [query, setQuery] = useState(value);
  const [synced, setSynced] = useState(value);
  // Another folder or "Clear search" changes the address; the box follows it.
  if (value !== synced) {
    setSynced(value);
    setQuery(value);
  }

  useEffect(() => {
    if (query.trim() === value) return;
    const timer = window.setTimeout(() => onCommit(query.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, value, onCommit]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onCommit(query.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {messages.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        />
        <input
          ref={ref}
          id={id}
          type="search"
          value={query}
          placeholder={messages.placeholder}
          aria-keyshortcuts="/"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query !== '') {
              event.preventDefault();
              setQuery('');
              onCommit('');
            }
          }}
          className={`${inputClasses} border-zinc-300 pl-9 focus:border-brand-500 focus:ring-brand-200`}
        />
      </div>
    </form>
  );
}
