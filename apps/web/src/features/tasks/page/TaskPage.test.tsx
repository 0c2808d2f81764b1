import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMember, makeTask } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { TaskDialog } from '../components/TaskDialog';
import type { PageTask, TaskCommentItem } from './pageTypes';
import { TaskPage } from './TaskPage';
import { taskPageMessages as messages } from './taskPage.messages';

const ann = { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bob = { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Ray' };

function comment(overrides: Partial<TaskCommentItem>): TaskCommentItem {
  return {
    id: 'c1',
    taskId: 'task-1',
    author: ann,
    body: '<p>Hello</p>',
    createdAt: '2030-01-02T10:00:00.000Z',
    editedAt: null,
    reactions: [],
    ...overrides,
  };
}

function baseRoutes(task: PageTask, comments: TaskCommentItem[] = []) {
  return {
    'GET /tasks/task-1': jsonResponse(200, { task }),
    'GET /tasks': jsonResponse(200, { tasks: [], total: 0, offset: 0, limit: 200 }),
    'GET /tasks/task-1/dependents': jsonResponse(200, { taskIds: [] }),
    'GET /tasks/task-1/comments': jsonResponse(200, { comments, nextCursor: null }),
    'GET /tasks/task-1/activity': jsonResponse(200, { entries: [], nextCursor: null }),
    'GET /tasks/task-1/attachments': jsonResponse(200, { attachments: [] }),
    'GET /tasks/task-1/watchers': jsonResponse(200, { watchers: [ann], watching: true }),
    'GET /user': jsonResponse(200, { users: [makeMember({ id: 'user-1' }), makeMember()] }),
    'GET /projects': jsonResponse(200, { projects: [] }),
    'GET /task-states': jsonResponse(200, { states: [] }),
    'GET /task-labels': jsonResponse(200, { labels: [] }),
  };
}

function renderPage(path = '/tasks/task-1') {
  return renderWithQueryClient(
    <Routes>
      <Route path="/tasks/:taskId" element={<TaskPage />} />
    </Routes>,
    { path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole page with two rich-text editors: slow to render on a loaded machine.
describe('TaskPage', { timeout: 45_000 }, () => {
  it('shows a way back when the task is gone or of another organization', async () => {
    mockApi({ 'GET /tasks/task-9': jsonResponse(404, { error: 'Task not found.' }) });
    renderPage('/tasks/task-9');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    const backLinks = screen.getAllByRole('link', { name: messages.back });
    expect(backLinks.every((link) => link.getAttribute('href') === '/tasks')).toBe(true);
  });

  it('saves a new title in place and shows the server words when it refuses one', async () => {
    const user = userEvent.setup();
    let answer = 400;
    let saved = makeTask();
    const fetchMock = mockApi({
      ...baseRoutes(saved),
      'GET /tasks/task-1': () => jsonResponse(200, { task: saved }),
      'PUT /tasks/task-1': ({ body }) => {
        if (answer === 400) {
          return jsonResponse(400, {
            error: 'The title is taken by a rule.',
            code: 'VALIDATION_ERROR',
          });
        }
        saved = makeTask({ title: (body as { title: string }).title });
        return jsonResponse(200, { task: saved });
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Write the report' }));
    const field = screen.getByRole('textbox', { name: messages.title.label });
    await user.clear(field);
    await user.paste('Write the summary');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The title is taken by a rule.')).toBeVisible();
    // Still editing, with what was typed.
    expect(screen.getByRole('textbox', { name: messages.title.label })).toHaveValue(
      'Write the summary',
    );

    answer = 200;
    await user.type(screen.getByRole('textbox', { name: messages.title.label }), '{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write the summary' }),
    ).toBeVisible();
    const puts = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { title: 'Write the summary' },
      { title: 'Write the summary' },
    ]);
  });

  it('puts the saved title back on Escape without saving', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(baseRoutes(makeTask()));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Write the report' }));
    await user.paste(' draft');
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write the report' }),
    ).toBeVisible();
    expect(requestsOf(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
  });

  it('lists comments oldest first with "(edited)", and offers edit and delete only on own ones', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...baseRoutes(makeTask(), [
        comment({ id: 'c1', author: ann, editedAt: '2030-01-02T11:00:00.000Z' }),
        comment({
          id: 'c2',
          author: bob,
          body: '<p>Ask <span data-type="mention" data-id="user-1">@Ann Lee</span></p>',
          reactions: [{ emoji: '👍', count: 2, mine: true }],
        }),
      ]),
      'DELETE /tasks/comments/c2/reactions': jsonResponse(200, {
        comment: comment({
          id: 'c2',
          author: bob,
          reactions: [{ emoji: '👍', count: 1, mine: false }],
        }),
      }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: messages.comments.heading });
    const [own, other] = within(list).getAllByRole('article');
    expect(own).toHaveAccessibleName('Ann Lee');
    expect(within(own!).getByText(messages.comments.edited)).toBeVisible();
    expect(within(own!).getByRole('button', { name: messages.comments.actions })).toBeVisible();
    expect(within(other!).queryByText(messages.comments.edited)).toBeNull();
    expect(within(other!).queryByRole('button', { name: messages.comments.actions })).toBeNull();
    expect(within(other!).getByText('@Ann Lee')).toBeVisible();

    // Pressing one's own reaction takes it back.
    await user.click(
      within(other!).getByRole('button', { name: messages.comments.reaction('👍', 2, true) }),
    );
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'DELETE')?.body).toEqual({
        emoji: '👍',
      }),
    );
    expect(
      await within(other!).findByRole('button', {
        name: messages.comments.reaction('👍', 1, false),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the task dialog', () => {
  it('links an existing task to its own page', async () => {
    mockApi(baseRoutes(makeTask()));
    renderWithQueryClient(
      <TaskDialog isOpen onClose={() => {}} initialData={{ id: 'task-1', title: 'Write' }} />,
    );
    expect(await screen.findByRole('link', { name: messages.openPage })).toHaveAttribute(
      'href',
      '/tasks/task-1',
    );
  });
});
