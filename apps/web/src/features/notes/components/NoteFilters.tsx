import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses } from '../../../ui/TextField';
import { notesMessages } from '../notes.messages';
import type { NoteLookups } from './useNoteLookups';

const messages = notesMessages.screen;
const SEARCH_DELAY_MS = 300;

export type NoteListParams = { q: string; category: string; project: string; scope: string };

type NoteFiltersProps = {
  params: NoteListParams;
  lookups: NoteLookups;
  onChange: (key: keyof NoteListParams, value: string) => void;
};

/** Search and filters of the Notes screen. */
export function NoteFilters({ params, lookups, onChange }: NoteFiltersProps) {
  const searchId = useId();
  const [query, setQuery] = useState(params.q);
  // When the address changes elsewhere (Clear filters), the box follows it.
  const [syncedQuery, setSyncedQuery] = useState(params.q);
  if (params.q !== syncedQuery) {
    setSyncedQuery(params.q);
    setQuery(params.q);
  }

  useEffect(() => {
    if (query === params.q) return;
    const timer = window.setTimeout(() => onChange('q', query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, params.q, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-zinc-800">
          {messages.searchLabel}
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
      <SelectField
        label={messages.categoryFilterLabel}
        value={params.category}
        onChange={(event) => onChange('category', event.target.value)}
        options={[
          { value: '', label: messages.allCategories },
          { value: 'none', label: messages.noCategory },
          ...lookups.categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <SelectField
        label={messages.projectFilterLabel}
        value={params.project}
        onChange={(event) => onChange('project', event.target.value)}
        options={[
          { value: '', label: messages.allProjects },
          { value: 'none', label: messages.noProject },
          ...lookups.projects.map((project) => ({ value: project.id, label: project.name })),
        ]}
      />
      <SelectField
        label={messages.scopeFilterLabel}
        value={params.scope}
        onChange={(event) => onChange('scope', event.target.value)}
        options={[
          { value: '', label: messages.scopeAll },
          { value: 'mine', label: messages.scopeMine },
          { value: 'shared', label: messages.scopeShared },
        ]}
      />
    </div>
  );
}
