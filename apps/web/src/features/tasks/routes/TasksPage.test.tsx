import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProject, makeTask } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { tasksMessages } from '../tasks.messages';
import { TasksPage } from './TasksPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const screenMessages = tasksMessages.screen;
const row = tasksMessages.row;
const launch = makeProject({ id: 'p-1', name: 'Launch' });

function page(tasks: Task[], total: number, offset = 0) {
  return { tasks, total, totalIsExact: true, limit: 50, offset };
}

function renderTasks(routes: Parameters<typeof mockApi>[0], path = '/tasks') {
  const fetchMock = mockApi({
    'GET /projects': () => jsonResponse(200, { projects: [launch] }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [] }),
    'GET /user': () => jsonResponse(200, { users: [] }),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithQueryClient(<TasksPage />, { path });
  return { fetchMock, user };
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method === 'GET' && request.url.startsWith('/api/tasks?'))
    .map((request) => new URL(request.url, 'http://x').searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TasksPage', () => {
  it('lists open tasks by due date, marking overdue ones and dependencies', async () => {
    const blocker = makeTask({ id: 't-1', title: 'Sign the contract' });
    const waiting = makeTask({
      id: 't-2',
      title: 'Order the stage',
      projectId: launch.id,
      dueDate: '2001-02-03T04:05:00.000Z',
      dependencyId: blocker.id,
      dependency: { id: blocker.id, title: blocker.title, isCompleted: false },
    });
    const { fetchMock } = renderTasks({
      'GET /tasks': () => jsonResponse(200, page([waiting, blocker], 2)),
    });

    const item = (await screen.findByText('Order the stage')).closest('[data-testid="task-row"]');
    expect(item).not.toBeNull();
    const rowElement = item as HTMLElement;
    expect(within(rowElement).getByTestId('task-overdue')).toHaveTextContent(row.overdue);
    expect(within(rowElement).getByText(row.waitingOn('Sign the contract'))).toBeInTheDocument();
    expect(await within(rowElement).findByText('Launch')).toBeInTheDocument();
    const [query] = listCalls(fetchMock);
    expect(query?.get('completed')).toBe('false');
    expect(query?.get('sort')).toBe('dueDate');
  });

  it('completes a task with one click', async () => {
    const task = makeTask({ id: 't-1', title: 'Sign the contract' });
    const { fetchMock, user } = renderTasks({
      'GET /tasks': () => jsonResponse(200, page([task], 1)),
      'PUT /tasks/t-1': () => jsonResponse(200, { task: { ...task, isCompleted: true } }),
    });

    await user.click(await screen.findByRole('checkbox', { name: row.markCompleted(task.title) }));

    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
        isCompleted: true,
      }),
    );
  });

  it('loads more tasks a page at a time', async () => {
    const first = Array.from({ length: 50 }, (_, index) =>
      makeTask({ id: `a${index}`, title: `Task ${index}` }),
    );
    const { fetchMock, user } = renderTasks({
      'GET /tasks': ({ url }) =>
        url.searchParams.get('offset') === '50'
          ? jsonResponse(200, page([makeTask({ id: 'last', title: 'The last one' })], 51, 50))
          : jsonResponse(200, page(first, 51)),
    });

    expect(await screen.findByText(screenMessages.shownOf(50, '51'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: screenMessages.loadMore }));

    expect(await screen.findByText('The last one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: screenMessages.loadMore })).not.toBeInTheDocument();
    expect(listCalls(fetchMock).map((query) => query.get('offset'))).toEqual(['0', '50']);
  });

  it('filters by the address and offers to clear filters when nothing matches', async () => {
    const { fetchMock } = renderTasks(
      { 'GET /tasks': () => jsonResponse(200, page([], 0)) },
      '/tasks?project=none&assignee=me&status=completed&q=plan',
    );

    expect(await screen.findByText(screenMessages.noMatchesTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: screenMessages.clearFilters })).toBeInTheDocument();
    const [query] = listCalls(fetchMock);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      projectId: 'none',
      assigneeId: 'me',
      completed: 'true',
      q: 'plan',
    });
  });

  it('says "Failed to fetch tasks." when the list cannot be had', async () => {
    renderTasks({ 'GET /tasks': () => jsonResponse(500, { error: 'boom' }) });

    expect(await screen.findByText('Failed to fetch tasks.')).toBeInTheDocument();
  });
});
