import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@worksphere/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast } from 'react-toastify';
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
  const { queryClient } = renderWithQueryClient(<TasksPage />, { path });
  return { fetchMock, user, queryClient };
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method === 'GET' && request.url.startsWith('/api/tasks?'))
    .map((request) => new URL(request.url, 'http://x').searchParams);

/** Pretends the viewport is a phone (or not) for the media query of the filters. */
function stubViewport(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
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
      {
        // The organisation has tasks (the unfiltered count), just none that match.
        'GET /tasks': ({ url }) =>
          url.searchParams.get('limit') === '1'
            ? jsonResponse(200, page([makeTask()], 3))
            : jsonResponse(200, page([], 0)),
      },
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

  it('tells "no open tasks" apart from "no tasks yet" and offers the completed ones', async () => {
    const done = makeTask({ id: 'd-1', title: 'Shipped it', isCompleted: true });
    const { user } = renderTasks({
      'GET /tasks': ({ url }) =>
        url.searchParams.get('completed') === 'false'
          ? jsonResponse(200, page([], 0))
          : jsonResponse(200, page([done], 1)),
    });

    expect(await screen.findByText(screenMessages.noOpenTitle)).toBeInTheDocument();
    expect(screen.queryByText(screenMessages.emptyTitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: screenMessages.showCompleted }));

    expect(await screen.findByText('Shipped it')).toBeInTheDocument();
  });

  it('says "no tasks yet" with a first-task call to action when there are none at all', async () => {
    renderTasks({ 'GET /tasks': () => jsonResponse(200, page([], 0)) });

    expect(await screen.findByText(screenMessages.emptyTitle)).toBeInTheDocument();
    // The page header's button and the empty state's call to action.
    expect(screen.getAllByRole('button', { name: screenMessages.newTask })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: screenMessages.showCompleted })).toBeNull();
  });

  it('on a phone folds the filters into one button with the active count, opening a sheet', async () => {
    stubViewport(true);
    const { user } = renderTasks(
      { 'GET /tasks': () => jsonResponse(200, page([makeTask({ title: 'Call the bank' })], 1)) },
      '/tasks?assignee=me&q=bank',
    );

    expect(await screen.findByText('Call the bank')).toBeInTheDocument();
    expect(screen.queryByLabelText(screenMessages.searchLabel)).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: screenMessages.filtersButtonCount(2) });
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: screenMessages.filtersSheetTitle });
    expect(within(sheet).getByLabelText(screenMessages.searchLabel)).toHaveValue('bank');
    // The select is a button named by its value, then its label.
    expect(
      within(sheet).getByRole('button', {
        name: new RegExp(`${screenMessages.assigneeFilterLabel}$`),
        hidden: true,
      }),
    ).toHaveTextContent(screenMessages.me);
    await user.click(within(sheet).getByRole('button', { name: screenMessages.filtersDone }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the filters in view on a wide screen', async () => {
    stubViewport(false);
    renderTasks({ 'GET /tasks': () => jsonResponse(200, page([], 0)) });

    expect(await screen.findByLabelText(screenMessages.searchLabel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: screenMessages.filtersButton })).toBeNull();
  });

  it('offers Undo after completing a task, which reopens it through the API', async () => {
    const task = makeTask({ id: 't-1', title: 'Sign the contract' });
    let isCompleted = false;
    const { fetchMock, user } = renderTasks({
      'GET /tasks': () => jsonResponse(200, page([{ ...task, isCompleted }], 1)),
      'PUT /tasks/t-1': ({ body }) => {
        isCompleted = (body as { isCompleted: boolean }).isCompleted;
        return jsonResponse(200, { task: { ...task, isCompleted } });
      },
    });

    await user.click(await screen.findByRole('checkbox', { name: row.markCompleted(task.title) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const content = vi.mocked(toast.success).mock.calls[0]?.[0] as (props: {
      closeToast: () => void;
    }) => ReactElement;
    const closeToast = vi.fn();
    const toastView = render(content({ closeToast }));
    expect(toastView.getByText(row.completedToast)).toBeInTheDocument();

    await user.click(toastView.getByRole('button', { name: row.undo }));

    await waitFor(() => expect(closeToast).toHaveBeenCalled());
    const puts = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { isCompleted: true },
      { isCompleted: false },
    ]);
    expect(toast.success).toHaveBeenLastCalledWith(row.reopenedToast);
    expect(
      await screen.findByRole('checkbox', { name: row.markCompleted(task.title) }),
    ).not.toBeChecked();
  });

  it('says "Task completed." even when the live update removes the row before the answer', async () => {
    // As on a busy server: the organisation's live event about the completion arrives before
    // the PUT's own answer, the open list is fetched again without the task, and its row (with
    // the checkbox that was clicked) is gone by the time the answer comes.
    const task = makeTask({ id: 't-1', title: 'Book the venue' });
    let isCompleted = false;
    let answerPut: () => void = () => undefined;
    const { user, queryClient } = renderTasks({
      'GET /tasks': () => jsonResponse(200, isCompleted ? page([], 0) : page([task], 1)),
      'PUT /tasks/t-1': async () => {
        isCompleted = true;
        await new Promise<void>((resolve) => (answerPut = resolve));
        return jsonResponse(200, { task: { ...task, isCompleted } });
      },
    });

    await user.click(await screen.findByRole('checkbox', { name: row.markCompleted(task.title) }));
    await waitFor(() => expect(isCompleted).toBe(true));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByText(task.title)).toBeNull());
    answerPut();

    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const content = vi.mocked(toast.success).mock.calls[0]?.[0] as (props: {
      closeToast: () => void;
    }) => ReactElement;
    expect(render(content({ closeToast: vi.fn() })).getByText(row.completedToast)).toBeVisible();
  });
});
