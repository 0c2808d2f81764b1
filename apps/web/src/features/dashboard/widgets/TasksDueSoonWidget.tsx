import type { Task } from '@worksphere/contracts';
import { useState } from 'react';
import { TaskDialog } from '../../tasks/components/TaskDialog';
import { TaskRow } from '../../tasks/components/TaskRow';
import { useTaskLookups } from '../../tasks/components/useTaskLookups';
import { useDashboardSummaryQuery } from '../api/dashboardApi';
import { dashboardMessages } from '../dashboard.messages';
import { WidgetFooterLink, WidgetState } from './WidgetState';

const messages = dashboardMessages.widgets.tasksDueSoon;

/** The caller's open tasks due within the week, overdue first; a click edits one. */
export function TasksDueSoonWidget() {
  const summary = useDashboardSummaryQuery();
  const lookups = useTaskLookups();
  const [editing, setEditing] = useState<Task | null>(null);
  return (
    <>
      <WidgetState query={summary} listName={messages.listName}>
        {(data) =>
          data.tasksDueSoon.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="-mx-4 divide-y divide-zinc-100 sm:-mx-5">
              {data.tasksDueSoon.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} lookups={lookups} onOpen={setEditing} />
                </li>
              ))}
            </ul>
          )
        }
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
