import { dashboardMessages } from '../dashboard.messages';
import { TaskListWidget } from './TaskListWidget';

/** The caller's open tasks due within the week, overdue first; a click edits one. */
export function TasksDueSoonWidget() {
  return (
    <TaskListWidget
      selectTasks={(summary) => summary.tasksDueSoon}
      messages={dashboardMessages.widgets.tasksDueSoon}
    />
  );
}
