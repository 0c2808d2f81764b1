import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTask } from '../../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../../test/mockFetch';
import { renderWithQueryClient } from '../../../../test/renderWithQueryClient';
import { taskPageMessages as messages } from '../taskPage.messages';
import { LabelsField } from './LabelsField';
import { SubTasksSection } from './SubTasksSection';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bug = { id: 'l1', name: 'Bug', color: '#ef4444' };

describe('LabelsField', { timeout: 45_000 }, () => {
  it('ticks a label on, and creates a typed label and puts it on the task', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /task-labels': ({ body }) =>
        jsonResponse(201, { label: { id: 'l2', ...(body as object) } }),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<LabelsField labels={[bug]} selected={[]} onChange={onChange} />);
    expect(screen.getByText(messages.labels.none)).toBeVisible();

    await user.click(screen.getByRole('button', { name: messages.labels.pick }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Bug' }));
    expect(onChange).toHaveBeenLastCalledWith(['l1']);

    await user.type(screen.getByRole('textbox', { name: messages.labels.filter }), 'Design');
    await user.click(screen.getByRole('button', { name: messages.labels.create('Design') }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['l2']));
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Design' });
  });

  it('offers no new label when the typed name exists in another case', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithQueryClient(<LabelsField labels={[bug]} selected={[bug]} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: messages.labels.pick }));
    await user.type(await screen.findByRole('textbox', { name: messages.labels.filter }), 'bug');
    expect(screen.queryByRole('button', { name: /Create label/ })).toBeNull();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Bug' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

describe('SubTasksSection', { timeout: 45_000 }, () => {
  it('shows progress, adds a sub-task under the task and ticks one done', async () => {
    const user = userEvent.setup();
    const subTasks = [
      { ...makeTask({ id: 's1', title: 'Draft', isCompleted: true }), parentId: 'task-1' },
      { ...makeTask({ id: 's2', title: 'Review' }), parentId: 'task-1' },
      // A server that ignored the filter: another task's child is not listed.
      { ...makeTask({ id: 's3', title: 'Elsewhere' }), parentId: 'task-9' },
    ];
    const fetchMock = mockApi({
      'GET /tasks': jsonResponse(200, { tasks: subTasks, total: 3, offset: 0, limit: 200 }),
      'POST /tasks': jsonResponse(201, { task: makeTask({ id: 's4', title: 'Publish' }) }),
      'PUT /tasks/s2': jsonResponse(200, { task: makeTask({ id: 's2', isCompleted: true }) }),
    });
    renderWithQueryClient(<SubTasksSection taskId="task-1" />);
    expect(await screen.findByText(messages.subTasks.progress(1, 2))).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/tasks/s2');

    await user.type(
      screen.getByRole('textbox', { name: messages.subTasks.addLabel }),
      'Publish{Enter}',
    );
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Publish',
        parentId: 'task-1',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: messages.subTasks.addLabel })).toHaveValue(''),
    );

    await user.click(screen.getByRole('checkbox', { name: messages.subTasks.markDone('Review') }));
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
        isCompleted: true,
      }),
    );
  });
});
