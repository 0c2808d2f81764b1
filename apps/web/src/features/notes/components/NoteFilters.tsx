import { useCallback } from 'react';
import { DebouncedSearchField } from '../../../ui/DebouncedSearchField';
import { SelectField } from '../../../ui/SelectField';
import { notesMessages } from '../notes.messages';
import type { NoteLookups } from './useNoteLookups';

const messages = notesMessages.screen;

export type NoteListParams = { q: string; category: string; project: string; scope: string };

type NoteFiltersProps = {
  params: NoteListParams;
  lookups: NoteLookups;
  onChange: (key: keyof NoteListParams, value: string) => void;
};

/** Search and filters of the Notes screen. */
export function NoteFilters({ params, lookups, onChange }: NoteFiltersProps) {
  const commitQuery = useCallback((q: string) => onChange('q', q), [onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <DebouncedSearchField
        className="space-y-1.5 sm:col-span-2 lg:col-span-1"
        label={messages.searchLabel}
        value={params.q}
        onCommit={commitQuery}
      />
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
