import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClasses } from './TextField';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** List screens search as you type, without asking the server on every key; `onCommit` must be stable. */
export function DebouncedSearchField({
  label,
  value,
  onCommit,
  className,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  className: string;
}) {
  const searchId = useId();
  const [query, setQuery] = useState(value);
  // When the address changes elsewhere (Clear filters), the box follows it.
  const [syncedQuery, setSyncedQuery] = useState(value);
  if (value !== syncedQuery) {
    setSyncedQuery(value);
    setQuery(value);
  }

  // Typed text reaches the address (and the list) once typing pauses.
  useEffect(() => {
    if (query === value) return;
    const timer = window.setTimeout(() => onCommit(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, value, onCommit]);

  return (
    <div className={className}>
      <label htmlFor={searchId} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={`${inputClasses} border-zinc-300 pl-9 focus:border-brand-500 focus:ring-brand-200`}
        />
      </div>
    </div>
  );
}
