import { render, screen } from '@testing-library/react';
import { taskWatchedChange, type InboxItem } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../../platform/dates/DateFormatProvider';
import { InboxItemRow } from './InboxItemRow';

const change = taskWatchedChange('Q3', [{ field: 'dueDate', to: '2030-02-01' }]);
const item: InboxItem = {
  id: 'item-1',
  kind: 'task_changed',
  actor: null,
  subject: { type: 'task', id: 'task-1', link: '/tasks/task-1' },
  title: 'A task you watch changed',
  body: 'Q3 \u00b7 Due date: Feb 1, 2030',
  texts: { title: { key: 'taskWatchedChanged', values: {} }, body: change },
  readAt: '2030-01-01T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
};

function renderIn(locale: string) {
  render(
    // West of UTC, where the day's UTC midnight is still the day before: the day as typed.
    <DateFormatProvider locale={locale} timeZone="America/Los_Angeles">
      <ul>
        <InboxItemRow item={item} onOpen={vi.fn()} onMarkRead={vi.fn()} isMarking={false} />
      </ul>
    </DateFormatProvider>,
  );
}

describe('an Inbox row of a watched task\u2019s change', () => {
  it('writes the due date as the user\u2019s locale does: en-US', () => {
    renderIn('en-US');
    expect(screen.getByText('Q3 \u00b7 Due date: Feb 1, 2030')).toBeInTheDocument();
  });

  it('writes the due date as the user\u2019s locale does: en-GB', () => {
    renderIn('en-GB');
    expect(screen.getByText('Q3 \u00b7 Due date: 1 Feb 2030')).toBeInTheDocument();
    expect(screen.queryByText(/Feb 1, 2030/)).not.toBeInTheDocument();
  });

  it('writes the due date as the user\u2019s locale does: fr-FR, de-DE (the words are the page\u2019s language)', () => {
    renderIn('fr-FR');
    expect(screen.getByText('Q3 \u00b7 Due date: 1 f\u00e9vr. 2030')).toBeInTheDocument();
    renderIn('de-DE');
    expect(screen.getByText('Q3 \u00b7 Due date: 1. Feb. 2030')).toBeInTheDocument();
  });
});
