import { useCallback } from 'react';
import { DebouncedSearchField } from '../../../ui/DebouncedSearchField';
import { SelectField } from '../../../ui/SelectField';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useMembersQuery } from '../../settings/api/membersApi';
import { tasksMessages } from '../tasks.messages';
import type { TaskListParams } from '../utils/taskListParams';
import type { TaskLookups } from './useTaskLookups';

const messages = tasksMessages.screen;

type TaskFiltersProps = {
  params: TaskListParams;
  lookups: TaskLookups;
  onChange: (key: keyof TaskListParams, value: string) => void;
};

/** Search, filters, sort and view of the Tasks screen. */
export function TaskFilters({ params, lookups, onChange }: TaskFiltersProps) {
  const members = useMembersQuery();
  const commitQuery = useCallback((q: string) => onChange('q', q), [onChange]);

  const projectOptions = [
    { value: '', label: messages.allProjects },
    { value: 'none', label: messages.noProject },
    ...lookups.projects
      .filter((project) => !project.isArchived || project.id === params.project)
      .map((project) => ({ value: project.id, label: project.name })),
  ];
  const categoryOptions = [
    { value: '', label: messages.allCategories },
    { value: 'none', label: messages.noCategory },
    ...lookups.categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  const assigneeOptions = [
    { value: '', label: messages.anyone },
    { value: 'me', label: messages.me },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: displayNameOf(member) })),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DebouncedSearchField
          className="min-w-0 flex-1 space-y-1.5"
          label={messages.searchLabel}
          value={params.q}
          onCommit={commitQuery}
        />
        <SelectField
          className="sm:w-52"
          label={messages.viewLabel}
          value={params.view}
          onChange={(event) => onChange('view', event.target.value)}
          options={[
            { value: 'list', label: messages.viewList },
            { value: 'status', label: messages.viewBoardStatus },
            { value: 'project', label: messages.viewBoardProject },
          ]}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <SelectField
          label={messages.projectFilterLabel}
          value={params.project}
          options={projectOptions}
          onChange={(event) => onChange('project', event.target.value)}
        />
        <SelectField
          label={messages.categoryFilterLabel}
          value={params.category}
          options={categoryOptions}
          onChange={(event) => onChange('category', event.target.value)}
        />
        <SelectField
          label={messages.assigneeFilterLabel}
          value={params.assignee}
          options={assigneeOptions}
          onChange={(event) => onChange('assignee', event.target.value)}
        />
        <SelectField
          label={messages.statusFilterLabel}
          value={params.view === 'status' ? 'all' : params.status}
          // The status board shows both columns, so its status is always "all".
          disabled={params.view === 'status'}
          options={[
            { value: 'open', label: messages.statusOpen },
            { value: 'completed', label: messages.statusCompleted },
            { value: 'all', label: messages.statusAll },
          ]}
          onChange={(event) => onChange('status', event.target.value)}
        />
        <SelectField
          className="col-span-2 md:col-span-1"
          label={messages.sortLabel}
          value={params.sort}
          options={[
            { value: 'dueDate', label: messages.sortDueDate },
            { value: 'createdAt', label: messages.sortNewest },
          ]}
          onChange={(event) => onChange('sort', event.target.value)}
        />
      </div>
    </div>
  );
}
