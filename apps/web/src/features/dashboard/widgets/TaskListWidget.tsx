import type { DashboardSummary, Task } from '@worksphere/contracts';
import { useState } from 'react';
import { TaskDialog } from '../../tasks/components/TaskDialog';
import { TaskRow } from '../../tasks/components/TaskRow';
import { useTaskLookups } from '../../tasks/components/useTaskLookups';
import { useDashboardSummaryQuery } from '../api/dashboardApi';
import { WidgetFooterLink, WidgetState } from './WidgetState';

type TaskListWidgetProps = {
  /** Which tasks of the summary the widget lists. */
  selectTasks: (summary: DashboardSummary) => Task[];
  messages: { listName: string; empty: string; openAll: string };
};

/** A widget listing tasks of the dashboard summary; a click opens one in the task dialog. */
export function TaskListWidget({ selectTasks, messages }: TaskListWidgetProps) {
  const summary = useDashboardSummaryQuery();
  const lookups = useTaskLookups();
  const [editing, setEditing] = useState<Task | null>(null);
  return (
    <>
      <WidgetState query={summary} listName={messages.listName}>
        {(data) => {
          const tasks = selectTasks(data);
          return tasks.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="-mx-4 divide-y divide-zinc-100 sm:-mx-5">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} lookups={lookups} onOpen={setEditing} />
                </li>
              ))}
            </ul>
          );
        }}
      </WidgetState>
      <WidgetFooterLink to="/tasks?assignee=me">{messages.openAll}</WidgetFooterLink>
      <TaskDialog
        isOpen={editing !== null}
        initialData={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
