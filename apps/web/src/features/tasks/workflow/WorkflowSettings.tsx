import { WorkflowLabelsSection } from './WorkflowLabelsSection';
import { WorkflowStatesSection } from './WorkflowStatesSection';

/** Settings > Workflow: the task statuses (board columns) and labels of the organisation. */
export function WorkflowSettings() {
  return (
    <>
      <WorkflowStatesSection />
      <WorkflowLabelsSection />
    </>
  );
}
