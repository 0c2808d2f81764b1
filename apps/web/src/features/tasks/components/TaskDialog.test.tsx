import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member, Task } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { makeCategory, makeMember, makeProject, makeTask } from '../../../test/fixtures';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { uiMessages } from '../../../ui/ui.messages';
import { categoriesMessages } from '../../categories/categories.messages';
import { tasksMessages } from '../tasks.messages';
import { TaskDialog, TITLE_FOCUS_DELAY_MS, type TaskDialogInitialData } from './TaskDialog';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = tasksMessages.dialog;

const ann = makeMember({ id: 'u-ann', username: 'ann', firstName: 'Ann', lastName: 'Lee' });
const bob = makeMember({ id: 'u-bob', username: 'bob', firstName: 'Bob', lastName: 'Stone' });
const cy = makeMember({ id: 'u-cy', username: 'cy', firstName: 'Cy', email: 'cy@corp.io' });
const gone = makeMember({ id: 'u-gone', username: 'gone', firstName: 'Gone', active: false });
const project = makeProject({ id: 'p-1', name: 'Launch' });
const category = makeCategory({ id: 'c-1', name: 'Design' });
const openTask = makeTask({ id: 't-open', title: 'Draft the plan' });

type Routes = Parameters<typeof mockApi>[0];

function listsRoutes(users: Member[] = [ann, bob, cy, gone]): Routes {
  return {
    'GET /user': () => jsonResponse(200, { users }),
    'GET /projects': () => jsonResponse(200, { projects: [project] }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [category] }),
    'GET /tasks': () =>
      jsonResponse(200, {
        tasks: [openTask, makeTask({ id: 't-done', title: 'Old', isCompleted: true })],
        total: 2,
        totalIsExact: true,
        limit: 200,
        offset: 0,
      }),
  };
}

function renderDialog(initialData?: TaskDialogInitialData, routes: Routes = {}, users?: Member[]) {
  const fetchMock = mockApi({ ...listsRoutes(users), ...routes });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithQueryClient(<TaskDialog isOpen onClose={onClose} initialData={initialData} />);
  return { fetchMock, onClose, user };
}

const titleField = () => screen.getByLabelText(messages.titleLabel);
const assigneeInput = () => screen.getByRole('combobox', { name: messages.assigneesLabel });
const editor = () => screen.getByRole('textbox', { name: messages.descriptionLabel });
/** A select's button, named by its value and then its label. */
const selectButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(` ${label}$`), hidden: true });
/** The first part (the month) of a date picker, where typing starts. */
const dateStart = (label: string) =>
  within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(selectButton(label));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Types a date and time into a date picker (en-US order: MM DD YYYY hh mm AM/PM). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, typed: string) {
  await user.click(dateStart(label));
  await user.keyboard(typed);
}

function savedBodies(fetchMock: ReturnType<typeof mockApi>, method: string) {
  return requestsOf(fetchMock)
    .filter((request) => request.method === method && request.url.includes('/tasks'))
    .map((request) => request.body as Record<string, unknown>);
}

/** The lists have arrived once the selects' hidden native options (kept for forms) exist. */
async function waitForLists() {
  await screen.findByRole('option', { name: project.name, hidden: true });
  await screen.findByRole('option', { name: category.name, hidden: true });
  await screen.findByRole('option', { name: openTask.title, hidden: true });
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TaskDialog: what it shows', () => {
  it('creating: the spec texts, every field labelled, no completion checkbox', async () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'Create New Task' })).toBeInTheDocument();
    expect(titleField()).toBeInTheDocument();
    for (const label of [messages.projectLabel, messages.categoryLabel, 'Depends On']) {
      expect(selectButton(label)).toBeInTheDocument();
    }
    for (const label of [messages.startDateLabel, messages.dueDateLabel]) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    }
    expect(editor()).toBeInTheDocument();
    expect(assigneeInput()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.addCategory })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('title', 'Close');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    expect(screen.queryByLabelText('Mark as Completed')).not.toBeInTheDocument();
    await waitForLists();
  });

  it('editing: "Edit Task", "Update Task" and the "Mark as Completed" checkbox', async () => {
    renderDialog({ id: 't-1', title: 'Ship it' });

    expect(screen.getByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Task' })).toBeEnabled();
    expect(screen.getByLabelText('Mark as Completed')).not.toBeChecked();
    await waitForLists();
  });

  it('offers open tasks other than itself under "Depends On"', async () => {
    const { user } = renderDialog({ id: 't-open', title: 'Draft the plan' });
    await screen.findByRole('option', { name: project.name, hidden: true });

    await user.click(selectButton('Depends On'));
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option')).toHaveTextContent(messages.noDependency);
  });

  it('gives the title focus 100 ms after opening', async () => {
    vi.useFakeTimers();
    mockApi(listsRoutes());
    renderWithQueryClient(<TaskDialog isOpen onClose={() => {}} />);

    act(() => vi.advanceTimersByTime(TITLE_FOCUS_DELAY_MS - 1));
    expect(titleField()).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(titleField()).toHaveFocus();
    expect(TITLE_FOCUS_DELAY_MS).toBe(100);
  });
});

describe('TaskDialog: title rule and submitting', () => {
  it('warns "Task title is required." and focuses the title on Shift+Enter with a blank title', async () => {
    const { fetchMock, user } = renderDialog();
    await waitForLists();
    await user.type(titleField(), '   ');
    await user.click(dateStart(messages.dueDateLabel));

    await user.keyboard('{Shift>}{Enter}{/Shift}');

    expect(await screen.findByText('Task title is required.')).toBeInTheDocument();
    expect(titleField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    expect(savedBodies(fetchMock, 'POST')).toHaveLength(0);
  });

  it('Shift+Enter creates the task: toast "Task created!", dialog closes', async () => {
    const created = makeTask({ id: 't-new', title: 'Plan' });
    const { fetchMock, onClose, user } = renderDialog(undefined, {
      'POST /tasks': () => jsonResponse(201, { task: created }),
    });
    await waitForLists();
    await user.type(titleField(), 'Plan');

    await user.keyboard('{Shift>}{Enter}{/Shift}');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Task created!');
    expect(savedBodies(fetchMock, 'POST')).toHaveLength(1);
  });

  it('Shift+Enter in the rich-text editor does not submit', async () => {
    const { fetchMock, user } = renderDialog();
    await waitForLists();
    await user.type(titleField(), 'Plan');

    fireEvent.keyDown(editor(), { key: 'Enter', shiftKey: true });

    expect(savedBodies(fetchMock, 'POST')).toHaveLength(0);
  });

  it('sends null for empty selects and dates, UTC ISO dates, and never isCompleted on create', async () => {
    const { fetchMock, user } = renderDialog(undefined, {
      'POST /tasks': () => jsonResponse(201, { task: makeTask() }),
    });
    await waitForLists();
    await user.type(titleField(), '  Plan the launch  ');
    await typeDate(user, messages.dueDateLabel, '050620300230P');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(savedBodies(fetchMock, 'POST')).toHaveLength(1));
    const [body] = savedBodies(fetchMock, 'POST');
    expect(body).toEqual({
      title: 'Plan the launch',
      description: '',
      categoryId: null,
      startDate: null,
      dueDate: new Date(2030, 4, 6, 14, 30).toISOString(),
      assignedUserIds: [],
      dependencyId: null,
      projectId: null,
    });
    expect(body).not.toHaveProperty('isCompleted');
  });

  it('sends the chosen project, category, dependency and start date', async () => {
    const { fetchMock, user } = renderDialog(undefined, {
      'POST /tasks': () => jsonResponse(201, { task: makeTask() }),
    });
    await waitForLists();
    await user.type(titleField(), 'Plan');
    await choose(user, messages.projectLabel, project.name);
    await choose(user, messages.categoryLabel, category.name);
    await choose(user, 'Depends On', openTask.title);
    await typeDate(user, messages.startDateLabel, '010220300800A');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(savedBodies(fetchMock, 'POST')).toHaveLength(1));
    expect(savedBodies(fetchMock, 'POST')[0]).toMatchObject({
      projectId: project.id,
      categoryId: category.id,
      dependencyId: openTask.id,
      startDate: new Date(2030, 0, 2, 8, 0).toISOString(),
    });
  });

  it('updates with isCompleted: toast "Task updated!"', async () => {
    const task: Task = makeTask({
      id: 't-1',
      title: 'Ship it',
      projectId: project.id,
      dueDate: '2030-02-03T04:05:00.000Z',
      assignedUserIds: [ann.id],
    });
    const { fetchMock, onClose, user } = renderDialog(task, {
      'PUT /tasks/t-1': () => jsonResponse(200, { task: { ...task, isCompleted: true } }),
    });
    await waitForLists();

    await user.click(screen.getByLabelText('Mark as Completed'));
    await user.click(screen.getByRole('button', { name: 'Update Task' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Task updated!');
    expect(savedBodies(fetchMock, 'PUT')[0]).toEqual({
      title: 'Ship it',
      description: '',
      categoryId: null,
      startDate: null,
      dueDate: '2030-02-03T04:05:00.000Z',
      assignedUserIds: [ann.id],
      dependencyId: null,
      projectId: project.id,
      isCompleted: true,
    });
  });

  it('reads "Saving..." and is disabled while the save runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderDialog(undefined, {
      'POST /tasks': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await waitForLists();
    await user.type(titleField(), 'Plan');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(jsonResponse(201, { task: makeTask() }));
  });
});

describe('TaskDialog: save errors (spec 1 §8)', () => {
  it.each([
    [
      'a list of messages, joined with spaces',
      jsonResponse(400, { error: ['One.', 'Two.'] }),
      'One. Two.',
    ],
    ['the server error text', jsonResponse(400, { error: 'Server says no.' }), 'Server says no.'],
    [
      '"Failed to save task." without one',
      jsonResponse(400, { code: 'X' }),
      'Failed to save task.',
    ],
    [
      '"An unknown error occurred." for a body it cannot read',
      new Response('<html>bad gateway</html>', { status: 502 }),
      'An unknown error occurred.',
    ],
  ])('shows %s', async (_case, response, expected) => {
    const { user, onClose } = renderDialog(undefined, { 'POST /tasks': () => response });
    await waitForLists();
    await user.type(titleField(), 'Plan');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows "A network error occurred while saving the task." when the call fails', async () => {
    const { user } = renderDialog(undefined, {
      'POST /tasks': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await waitForLists();
    await user.type(titleField(), 'Plan');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(
      await screen.findByText('A network error occurred while saving the task.'),
    ).toBeInTheDocument();
  });

  it('names the lists it could not fetch', async () => {
    renderDialog(undefined, {
      'GET /tasks/categories': () => jsonResponse(500, { error: 'boom' }),
      'GET /projects': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /user': () => jsonResponse(403, { error: 'no' }),
    });

    expect(await screen.findByText('Failed to fetch task categories.')).toBeInTheDocument();
    expect(
      await screen.findByText('An error occurred while fetching projects.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });
});

describe('TaskDialog: keyboard', () => {
  it('Tab moves through the fields in a fixed cycle, and Shift+Tab back', async () => {
    const { user } = renderDialog({ id: 't-1', title: 'Ship it' });
    await waitForLists();
    titleField().focus();

    const order = [
      titleField(),
      editor(),
      assigneeInput(),
      selectButton(messages.projectLabel),
      selectButton(messages.categoryLabel),
      screen.getByRole('button', { name: messages.addCategory }),
      dateStart(messages.startDateLabel),
      dateStart(messages.dueDateLabel),
      selectButton('Depends On'),
      screen.getByLabelText('Mark as Completed'),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Update Task' }),
    ];
    for (const element of [...order.slice(1), order[0]]) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(order.at(-1)).toHaveFocus();
    await user.tab({ shift: true });
    expect(order.at(-2)).toHaveFocus();
  });
});

describe('TaskDialog: assignees', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    makeMember({ id: `u${index}`, username: `member${index}`, firstName: `Member ${index}` }),
  );

  it('suggests 20 users with an empty query and 50 with a query', async () => {
    const { user } = renderDialog(undefined, {}, many);
    await waitForLists();

    await user.click(assigneeInput());
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await user.keyboard('member');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(50);
  });

  it('shows active, unassigned users only, and "No matching users." when nothing matches', async () => {
    const { user } = renderDialog({ assignedUserIds: [bob.id] });
    await waitForLists();

    await user.click(assigneeInput());
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.some((name) => name?.includes('@ann'))).toBe(true);
    expect(names.some((name) => name?.includes('@bob'))).toBe(false);
    expect(names.some((name) => name?.includes('@gone'))).toBe(false);

    await user.keyboard('nobody');
    expect(screen.getByRole('listbox')).toHaveTextContent('No matching users.');
  });

  it('matches first name, last name or e-mail as typed', async () => {
    const { user } = renderDialog();
    await waitForLists();
    await user.click(assigneeInput());

    await user.keyboard('stone');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.clear(assigneeInput());
    await user.keyboard('corp.io');
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent('@cy');
  });

  it('arrow keys and Enter pick, Escape closes the list only, Backspace removes the last', async () => {
    const { user, onClose } = renderDialog();
    await waitForLists();
    await user.click(assigneeInput());
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{Enter}');
    let chips = screen.getAllByTestId('assignee-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Bob Stone']);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    chips = screen.getAllByTestId('assignee-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Bob Stone', 'Ann Lee']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}');
    expect(screen.getAllByTestId('assignee-chip').map((chip) => chip.textContent)).toEqual([
      'Bob Stone',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Bob Stone' }));
    expect(screen.queryByTestId('assignee-chip')).not.toBeInTheDocument();
  });

  it('sends the picked users', async () => {
    const { fetchMock, user } = renderDialog(undefined, {
      'POST /tasks': () => jsonResponse(201, { task: makeTask() }),
    });
    await waitForLists();
    await user.type(titleField(), 'Plan');
    await user.click(assigneeInput());
    await user.keyboard('cy{Enter}');

    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(savedBodies(fetchMock, 'POST')).toHaveLength(1));
    expect(savedBodies(fetchMock, 'POST')[0]?.assignedUserIds).toEqual([cy.id]);
  });
});

describe('TaskDialog: adding a category', () => {
  it('opens the category dialog for tasks and selects the new category', async () => {
    const created = makeCategory({ id: 'c-new', name: 'Research' });
    const stored = [category];
    const { fetchMock, user, onClose } = renderDialog(undefined, {
      'GET /tasks/categories': () => jsonResponse(200, { categories: stored }),
      'POST /task/categories': () => {
        stored.push(created);
        return jsonResponse(201, { category: created });
      },
    });
    await waitForLists();

    await user.click(screen.getByRole('button', { name: messages.addCategory }));
    const dialog = screen.getByRole('dialog', { name: categoriesMessages.dialog.title.task });
    await user.type(within(dialog).getByLabelText('Category name'), '  Research ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    await waitFor(() =>
      expect(selectButton(messages.categoryLabel)).toHaveTextContent(created.name),
    );
    expect(screen.queryByRole('dialog', { name: categoriesMessages.dialog.title.task })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create New Task' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const post = requestsOf(fetchMock).find((request) => request.url === '/api/task/categories');
    expect(post?.body).toEqual({ name: 'Research' });
  });
});

describe('TaskDialog: unsaved changes', () => {
  const discard = uiMessages.discard;

  it('closes at once without changes (Escape, close button)', async () => {
    const { onClose, user } = renderDialog();
    await waitForLists();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: discard.title })).not.toBeInTheDocument();
  });

  it('asks "Discard changes?" on every way out once something was typed', async () => {
    const { onClose, user } = renderDialog();
    await waitForLists();
    await user.type(titleField(), 'Half a thought');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: discard.title });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: discard.keepEditing }));
    expect(screen.queryByRole('dialog', { name: discard.title })).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('Half a thought');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: discard.title })).getByRole('button', {
        name: discard.discard,
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('TaskDialog: dependency picker', () => {
  it('leaves out completed tasks and tasks that already depend on this one (a cycle)', async () => {
    const waiting = makeTask({ id: 't-wait', title: 'Waits on me', dependencyId: 't-1' });
    const { user } = renderDialog(
      { id: 't-1', title: 'Ship it' },
      {
        'GET /tasks': () =>
          jsonResponse(200, {
            tasks: [openTask, waiting, makeTask({ id: 't-done', title: 'Old', isCompleted: true })],
            total: 3,
            totalIsExact: true,
            limit: 200,
            offset: 0,
          }),
        'GET /tasks/t-1/dependents': () => jsonResponse(200, { taskIds: ['t-wait'] }),
      },
    );

    // The dependents arrive after the task list: wait until the waiting task drops out.
    await screen.findByRole('option', { name: openTask.title, hidden: true });
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: waiting.title, hidden: true })).toBeNull(),
    );
    await user.click(selectButton('Depends On'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.noDependency, openTask.title]);
  });
});
