import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { workflowMessages } from './workflow.messages';
import { WorkflowSettings } from './WorkflowSettings';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const states = [
  { id: 's-todo', name: 'To do', color: '#6b7280', type: 'unstarted' },
  { id: 's-review', name: 'In review', color: '#8b5cf6', type: 'started' },
  { id: 's-done', name: 'Done', color: '#22c55e', type: 'done' },
];
const labels = [{ id: 'l-bug', name: 'Bug', color: '#ef4444' }];

function mockWorkflowApi() {
  return mockApi({
    'GET /task-states': () => jsonResponse(200, { states }),
    'GET /task-labels': () => jsonResponse(200, { labels }),
    'PUT /task-states/s-review': ({ body }) =>
      jsonResponse(200, { state: { ...states[1], ...(body as object) } }),
    'DELETE /task-states/s-review': () => jsonResponse(200, { ok: true }),
    'POST /task-labels': ({ body }) =>
      jsonResponse(201, { label: { id: 'l-new', ...(body as object) } }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings > Workflow', { timeout: 45_000 }, () => {
  it('renames a status in place and deletes one, moving its tasks to another', async () => {
    const fetchMock = mockWorkflowApi();
    const user = userEvent.setup();
    renderWithQueryClient(<WorkflowSettings />);

    const name = await screen.findByLabelText(workflowMessages.states.nameLabel('In review'));
    await user.clear(name);
    await user.type(name, 'Waiting for review{Enter}');
    await vi.waitFor(() =>
      expect(requestsOf(fetchMock)).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/api/task-states/s-review',
          body: { name: 'Waiting for review' },
        }),
      ),
    );

    await user.click(
      screen.getByRole('button', { name: workflowMessages.states.delete('In review') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(workflowMessages.states.deleteText)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: workflowMessages.states.deleteConfirm }),
    );
    await vi.waitFor(() =>
      expect(requestsOf(fetchMock)).toContainEqual(
        expect.objectContaining({
          method: 'DELETE',
          url: '/api/task-states/s-review?moveTo=s-todo',
        }),
      ),
    );
  });

  it('lists the labels and adds one', async () => {
    const fetchMock = mockWorkflowApi();
    const user = userEvent.setup();
    renderWithQueryClient(<WorkflowSettings />);

    expect(await screen.findByLabelText(workflowMessages.labels.nameLabel('Bug'))).toHaveValue(
      'Bug',
    );
    await user.type(screen.getByLabelText(workflowMessages.labels.newNameLabel), 'Design');
    await user.click(screen.getByRole('button', { name: workflowMessages.labels.add }));
    await vi.waitFor(() =>
      expect(requestsOf(fetchMock)).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/api/task-labels',
          body: { name: 'Design', color: '#3b82f6' },
        }),
      ),
    );
  });
});
