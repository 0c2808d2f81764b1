import { useState } from 'react';
import { Tabs } from '../../../../ui/Tabs';
import { taskPageMessages } from '../taskPage.messages';
import { ActivityList } from './ActivityList';
import { CommentsSection } from './CommentsSection';

const messages = taskPageMessages.comments;

/**
 * Comments and the history under the task, in two tabs: the conversation stays readable and
 * the history is one press away.
 */
export function TaskDiscussion({ taskId }: { taskId: string }) {
  const [tab, setTab] = useState('comments');
  return (
    <section aria-label={messages.tabsLabel}>
      <Tabs
        label={messages.tabsLabel}
        selectedId={tab}
        onSelectionChange={setTab}
        tabs={[
          { id: 'comments', label: messages.heading, content: <CommentsSection taskId={taskId} /> },
          {
            id: 'activity',
            label: messages.activityHeading,
            content: <ActivityList taskId={taskId} />,
          },
        ]}
      />
    </section>
  );
}
