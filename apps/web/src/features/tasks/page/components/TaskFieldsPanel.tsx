import { TASK_PRIORITIES } from '@worksphere/contracts';
import { Link } from 'react-router';
import { useMemo } from 'react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { SelectField } from '../../../../ui/SelectField';
import { textLinkClasses } from '../../../../ui/textLinkClasses';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { useProjectsQuery } from '../../../projects/api/projectsApi';
import { useMembersQuery } from '../../../settings/api/membersApi';
import { AssigneePicker } from '../../components/AssigneePicker';
import { useParentChoicesQuery, useTaskLabelsQuery, useTaskStatesQuery } from '../api/taskPageApi';
import type { PageTask, TaskPriorityName } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';
import { taskPath } from '../taskPath';
import { parentChoices } from '../utils/parentChoices';
import { ColorSelect } from './ColorSelect';
import { DebouncedDateField } from './DebouncedDateField';
import { EstimateField } from './EstimateField';
import { FieldError } from './FieldError';
import { LabelsField } from './LabelsField';
import type { TaskFieldSaver } from './useTaskFieldSaver';

const messages = taskPageMessages.fields;

/** The side panel: every field of the task, each saved as soon as it changes. */
export function TaskFieldsPanel({ task, saver }: { task: PageTask; saver: TaskFieldSaver }) {
  const dates = useDateFormatter();
  const members = useMembersQuery();
  const projects = useProjectsQuery({ archived: 'all' });
  const states = useTaskStatesQuery();
  const labels = useTaskLabelsQuery();
  const parents = useParentChoicesQuery();
  const { save, errorOf } = saver;

  const projectOptions = useMemo(
    () => [
      { value: '', label: messages.noProject },
      ...(projects.data ?? [])
        .filter((project) => !project.isArchived || project.id === task.projectId)
        .map((project) => ({ value: project.id, label: project.name })),
    ],
    [projects.data, task.projectId],
  );

  const parentOptions = useMemo(
    () => [
      { value: '', label: messages.noParent },
      ...parentChoices(task, parents.data ?? []).map((choice) => ({
        value: choice.id,
        label: choice.title,
      })),
    ],
    [task, parents.data],
  );

  const creator = task.createdById
    ? members.data?.find((member) => member.id === task.createdById)
    : undefined;

  return (
    <section aria-labelledby="task-fields-heading" className="space-y-4">
      <h2 id="task-fields-heading" className="sr-only">
        {messages.heading}
      </h2>
      <div className="space-y-1.5">
        <ColorSelect
          label={messages.state}
          value={task.state.id}
          options={(states.data ?? [task.state]).map((state) => ({
            value: state.id,
            label: state.name,
            color: state.color,
          }))}
          onChange={(stateId) => void save('state', { stateId })}
        />
        <FieldError message={errorOf('state')} />
      </div>

      <div className="space-y-1.5">
        <SelectField
          label={messages.priority}
          value={task.priority}
          options={TASK_PRIORITIES.map((priority) => ({
            value: priority,
            label: taskPageMessages.priorities[priority],
          }))}
          onChange={(change) => {
            const priority = change.target.value as TaskPriorityName;
            if (priority !== task.priority) void save('priority', { priority });
          }}
        />
        <FieldError message={errorOf('priority')} />
      </div>

      <div className="space-y-1.5">
        <AssigneePicker
          label={messages.assignees}
          users={members.data ?? []}
          knownPeople={task.assignedUsers}
          isLoading={members.isPending}
          selectedIds={task.assignedUserIds}
          onChange={(assignedUserIds) => void save('assignees', { assignedUserIds })}
        />
        <FieldError message={errorOf('assignees')} />
      </div>

      <LabelsField
        labels={labels.data ?? []}
        selected={task.labels}
        error={errorOf('labels')}
        onChange={(labelIds) => void save('labels', { labelIds })}
      />

      <div className="space-y-1.5">
        <SelectField
          label={messages.project}
          value={task.projectId ?? ''}
          options={projectOptions}
          onChange={(change) => {
            const projectId = change.target.value || null;
            if (projectId !== task.projectId) void save('project', { projectId });
          }}
        />
        <FieldError message={errorOf('project')} />
      </div>

      <DebouncedDateField
        label={messages.startDate}
        value={task.startDate}
        error={errorOf('startDate')}
        onSave={(startDate) => void save('startDate', { startDate })}
      />
      <DebouncedDateField
        label={messages.dueDate}
        value={task.dueDate}
        error={errorOf('dueDate')}
        onSave={(dueDate) => void save('dueDate', { dueDate })}
      />

      <EstimateField
        estimate={task.estimate}
        unit={task.estimateUnit}
        error={errorOf('estimate')}
        onSave={(changes) => void save('estimate', changes)}
      />

      <div className="space-y-1.5">
        <SelectField
          label={messages.parent}
          value={task.parentId ?? ''}
          options={parentOptions}
          onChange={(change) => {
            const parentId = change.target.value || null;
            if (parentId !== task.parentId) void save('parent', { parentId });
          }}
        />
        {task.parent ? (
          <Link to={taskPath(task.parent.id)} className={textLinkClasses}>
            {task.parent.title}
          </Link>
        ) : null}
        <FieldError message={errorOf('parent')} />
      </div>

      <p className="border-t border-zinc-100 pt-3 text-xs text-zinc-500">
        {creator
          ? messages.createdBy(displayNameOf(creator), dates.formatDateTime(task.createdAt))
          : messages.createdAt(dates.formatDateTime(task.createdAt))}
      </p>
    </section>
  );
}
