import { dashboardMessages } from '../dashboard.messages';
import { TaskListWidget } from './TaskListWidget';

/** Every open task assigned to the caller, soonest due first; a click opens one. */
export function AssignedToMeWidget() {
  return (
    <TaskListWidget
      selectTasks={(summary) => summary.assignedToMe}
      messages={dashboardMessages.widgets.assignedToMe}
    />
  );
}
