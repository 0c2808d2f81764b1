import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTask } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { bulkMessages } from '../bulk/bulk.messages';
import { keyboardMessages } from '../keyboard/keyboard.messages';
import { tasksMessages } from '../tasks.messages';
import { TasksPage } from './TasksPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const tasks = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title, index) =>
  makeTask({ id: `t-${index + 1}`, title }),
);

function renderTasks(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /projects': () => jsonResponse(200, { projects: [] }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [] }),
    'GET /user': () => jsonResponse(200, { users: [] }),
    'GET /task-views': () => jsonResponse(200, { views: [] }),
    'GET /task-states': () => jsonResponse(200, { states: [] }),
    'GET /task-labels': () => jsonResponse(200, { labels: [] }),
    'GET /tasks': () =>
      jsonResponse(200, { tasks, total: tasks.length, totalIsExact: true, limit: 50, offset: 0 }),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithQueryClient(
    <Routes>
      <Route path="/tasks" element={<TasksPage />} />
      <Route path="/tasks/:taskId" element={<p>The task page</p>} />
    </Routes>,
    { path: '/tasks' },
  );
  return { fetchMock, user };
}

const rowOf = (title: string) =>
  screen.getByText(title).closest<HTMLElement>('[data-testid="task-row"]')!;
const focusedTitles = () =>
  screen
    .getAllByTestId('task-row')
    .filter((row) => row.dataset.focused === 'true')
    .map((row) => within(row).getAllByRole('button')[0]?.textContent);
const selectedTitles = () =>
  screen
    .getAllByTestId('task-row')
    .filter((row) => row.dataset.selected === 'true')
    .map((row) => tasks.find((task) => task.id === row.dataset.taskId)?.title);

/** The last toast's content and options, as react-toastify got them. */
async function lastToast() {
  await waitFor(() => expect(toast.success).toHaveBeenCalled());
  const [content, options] = vi.mocked(toast.success).mock.calls.at(-1)!;
  const closeToast = vi.fn(() => options?.onClose?.());
  const rendered = (content as (props: { closeToast: () => void }) => ReactNode)({ closeToast });
  render(<>{rendered}</>);
  return { options, closeToast };
}

const bulkBodies = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  requestsOf(fetchMock)
    .filter((request) => request.method === 'POST' && request.url.endsWith(path))
    .map((request) => request.body);

afterEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

// Whole-page tests with menus and dialogs: slow on a loaded machine.
const PAGE_TEST = { timeout: 60_000 };

describe('TasksPage keyboard', PAGE_TEST, () => {
  it('J and K move a visible focus, X selects, Escape clears the selection', async () => {
    const { user } = renderTasks();
    await screen.findByText('Alpha');

    await user.keyboard('j');
    expect(focusedTitles()).toEqual(['Alpha']);
    await user.keyboard('jjk');
    expect(focusedTitles()).toEqual(['Bravo']);

    await user.keyboard('x');
    await user.keyboard('j');
    await user.keyboard('x');
    expect(selectedTitles()).toEqual(['Bravo', 'Charlie']);
    expect(screen.getByRole('toolbar', { name: bulkMessages.barLabel })).toHaveTextContent(
      bulkMessages.selectedCount(2),
    );

    await user.keyboard('{Escape}');
    expect(selectedTitles()).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: bulkMessages.barLabel })).not.toBeInTheDocument();
  });

  it('Shift+click selects a range and Cmd/Ctrl+click adds or removes one task', async () => {
    const { user } = renderTasks();
    await screen.findByText('Alpha');
    const title = (text: string) =>
      within(rowOf(text)).getByRole('button', { name: tasksMessages.row.edit(text) });

    await user.keyboard('{Control>}');
    await user.click(title('Bravo'));
    await user.keyboard('{/Control}');
    await user.keyboard('{Shift>}');
    await user.click(title('Delta'));
    await user.keyboard('{/Shift}');
    expect(selectedTitles()).toEqual(['Bravo', 'Charlie', 'Delta']);

    await user.keyboard('{Meta>}');
    await user.click(title('Charlie'));
    await user.keyboard('{/Meta}');
    expect(selectedTitles()).toEqual(['Bravo', 'Delta']);
    // Selecting never opened the edit dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('C creates, E edits, Enter opens the task page; letters typed in a field do nothing', async () => {
    const { user } = renderTasks();
    await screen.findByText('Alpha');

    await user.keyboard('c');
    const create = await screen.findByRole('dialog', { name: tasksMessages.dialog.createTitle });
    // Letters typed in the dialog's fields are text, not shortcuts.
    const title = within(create).getByRole('textbox', { name: tasksMessages.dialog.titleLabel });
    await waitFor(() => expect(title).toHaveFocus());
    await user.keyboard('jx');
    expect(title).toHaveValue('jx');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.clear(title);
    await user.click(within(create).getByRole('button', { name: tasksMessages.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('jje');
    expect(
      await screen.findByRole('dialog', { name: tasksMessages.dialog.editTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: tasksMessages.dialog.titleLabel })).toHaveValue(
      'Bravo',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The task page')).toBeInTheDocument();
  });

  it('"?" opens the sheet listing every shortcut', async () => {
    const { user } = renderTasks();
    await screen.findByText('Alpha');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: keyboardMessages.sheetTitle });
    for (const shortcut of keyboardMessages.shortcuts) {
      expect(within(sheet).getByText(shortcut.action)).toBeInTheDocument();
    }
  });
});

describe('TasksPage bulk changes', PAGE_TEST, () => {
  it('selects without a keyboard in select mode (a phone), and Done leaves it', async () => {
    const { user } = renderTasks();
    await screen.findByText('Alpha');
    expect(screen.queryByRole('checkbox', { name: bulkMessages.selectTask('Alpha') })).toBeNull();

    await user.click(screen.getByRole('button', { name: bulkMessages.select }));
    await user.click(screen.getByRole('checkbox', { name: bulkMessages.selectTask('Alpha') }));
    await user.click(screen.getByRole('checkbox', { name: bulkMessages.selectTask('Delta') }));
    expect(selectedTitles()).toEqual(['Alpha', 'Delta']);
    expect(screen.getByRole('toolbar', { name: bulkMessages.barLabel })).toHaveTextContent(
      bulkMessages.selectedCount(2),
    );

    await user.click(screen.getByRole('button', { name: bulkMessages.doneSelecting }));
    expect(selectedTitles()).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: bulkMessages.selectTask('Alpha') })).toBeNull();
  });

  it('sets the priority of every selected task in one request, and Undo sends `before` back', async () => {
    const before = [
      { id: 't-1', changes: { priority: 'low' } },
      { id: 't-2', changes: { priority: 'none' } },
    ];
    const { fetchMock, user } = renderTasks({
      'POST /tasks/bulk': () => jsonResponse(200, { tasks: tasks.slice(0, 2), before }),
    });
    await screen.findByText('Alpha');
    await user.keyboard('jxjx');

    await user.click(screen.getByRole('button', { name: bulkMessages.setPriority }));
    await user.click(await screen.findByRole('menuitem', { name: bulkMessages.priorities.urgent }));

    await waitFor(() => expect(bulkBodies(fetchMock, '/tasks/bulk')).toHaveLength(1));
    expect(bulkBodies(fetchMock, '/tasks/bulk')[0]).toEqual({
      updates: [
        { id: 't-1', changes: { priority: 'urgent' } },
        { id: 't-2', changes: { priority: 'urgent' } },
      ],
    });
    await lastToast();
    expect(screen.getByText(bulkMessages.updated(2))).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: bulkMessages.undoLabel(bulkMessages.updated(2)) }),
    );
    await waitFor(() => expect(bulkBodies(fetchMock, '/tasks/bulk')).toHaveLength(2));
    expect(bulkBodies(fetchMock, '/tasks/bulk')[1]).toEqual({ updates: before });
  });

  it('deletes at once on screen, and sends the delete only when the toast closes without Undo', async () => {
    const { fetchMock, user } = renderTasks({
      'POST /tasks/bulk-delete': () => jsonResponse(200, { deletedIds: ['t-3', 't-4'] }),
    });
    await screen.findByText('Alpha');
    await user.keyboard('jjjxjx');

    await user.click(screen.getByRole('button', { name: bulkMessages.delete }));
    await waitFor(() => expect(screen.queryByText('Charlie')).not.toBeInTheDocument());
    expect(screen.queryByText('Delta')).not.toBeInTheDocument();
    const { closeToast } = await lastToast();
    expect(bulkBodies(fetchMock, '/tasks/bulk-delete')).toEqual([]);

    // Undo: nothing was deleted, so nothing is sent, and the tasks are back.
    await user.click(
      screen.getByRole('button', { name: bulkMessages.undoLabel(bulkMessages.deleted(2)) }),
    );
    expect(await screen.findByText('Charlie')).toBeInTheDocument();
    await waitFor(() => expect(closeToast).toHaveBeenCalled());
    expect(bulkBodies(fetchMock, '/tasks/bulk-delete')).toEqual([]);

    // Again, one task, and this time the toast runs out: then the delete is sent.
    expect(focusedTitles()).toEqual(['Delta']);
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: bulkMessages.delete }));
    await waitFor(() => expect(screen.queryByText('Delta')).not.toBeInTheDocument());
    const second = await lastToast();
    second.options?.onClose?.();
    await waitFor(() => expect(bulkBodies(fetchMock, '/tasks/bulk-delete')).toHaveLength(1));
    expect(bulkBodies(fetchMock, '/tasks/bulk-delete')[0]).toEqual({ taskIds: ['t-4'] });
  });
});
