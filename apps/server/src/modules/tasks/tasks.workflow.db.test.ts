import {
  TASK_BULK_MAX,
  TASK_MESSAGES,
  type AuthResponse,
  type BulkUpdateTasksResponse,
  type Task,
} from '@worksphere/contracts';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, createTask, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { taskLabels } from './task-labels.table.js';
import { taskStates } from './task-states.table.js';

const testApp = useTestApp();

const put = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/tasks/${id}`, { token: owner.token, body });
const post = (owner: AuthResponse, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/tasks', { token: owner.token, body });
const bulk = (owner: AuthResponse, body: unknown) =>
  call(testApp.app, 'POST', '/tasks/bulk', { token: owner.token, body });
const bulkDelete = (owner: AuthResponse, taskIds: string[]) =>
  call(testApp.app, 'POST', '/tasks/bulk-delete', { token: owner.token, body: { taskIds } });
const get = async (owner: AuthResponse, id: string): Promise<Task> => {
  const response = await call(testApp.app, 'GET', `/tasks/${id}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().task;
};
const saved = async (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { task: Task }).task;
};
const list = async (owner: AuthResponse, query: string) => {
  const response = await call(testApp.app, 'GET', `/tasks${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { tasks: Task[] }).tasks.map((task) => task.title);
};
const validationError = (error: string) => ({ error, code: 'VALIDATION_ERROR' });

/** The organisation's states by name. */
async function statesOf(owner: AuthResponse) {
  const rows = await testApp.db
    .select()
    .from(taskStates)
    .where(eq(taskStates.organizationId, owner.user.organizationId))
    .orderBy(asc(taskStates.position));
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

async function addLabel(owner: AuthResponse, name: string) {
  const [row] = await testApp.db
    .insert(taskLabels)
    .values({ organizationId: owner.user.organizationId, name, color: '#2563eb' })
    .returning();
  return row!;
}

describe('task states and completion', () => {
  it('gives a new organisation the default workflow and puts new tasks in To do', async () => {
    const admin = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    expect(Object.values(states).map((state) => [state.name, state.type])).toEqual([
      ['Backlog', 'backlog'],
      ['To do', 'unstarted'],
      ['In progress', 'started'],
      ['In review', 'started'],
      ['Done', 'done'],
      ['Canceled', 'canceled'],
    ]);
    const task = await createTask(testApp.app, admin, { title: 'First' });
    expect(task).toMatchObject({ stateId: states['To do']!.id, isCompleted: false });
    expect(task.state).toEqual({
      id: states['To do']!.id,
      name: 'To do',
      color: '#6b7280',
      type: 'unstarted',
    });
  });

  it('maps checking and unchecking to Done and the first open state, and states to completion', async () => {
    const admin = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    const task = await createTask(testApp.app, admin, {
      title: 'Ship',
      assignedUserIds: [admin.user.id],
    });

    const checked = await saved(await put(admin, task.id, { isCompleted: true }));
    expect(checked).toMatchObject({ stateId: states['Done']!.id, isCompleted: true });
    expect(checked.completedAt).not.toBeNull();
    // The assignee's copy follows, so "my completed tasks" finds it.
    expect(await list(admin, '?assigneeId=me&completed=true')).toEqual(['Ship']);

    const unchecked = await saved(await put(admin, task.id, { isCompleted: false }));
    expect(unchecked).toMatchObject({
      stateId: states['To do']!.id,
      isCompleted: false,
      completedAt: null,
    });

    const started = await saved(await put(admin, task.id, { stateId: states['In progress']!.id }));
    expect(started).toMatchObject({ isCompleted: false, state: { name: 'In progress' } });

    const canceled = await saved(await put(admin, task.id, { stateId: states['Canceled']!.id }));
    expect(canceled).toMatchObject({ isCompleted: true, state: { type: 'canceled' } });
    expect(canceled.completedAt).not.toBeNull();
    // Completing a canceled task keeps it where it is.
    const again = await saved(await put(admin, task.id, { isCompleted: true }));
    expect(again.stateId).toBe(states['Canceled']!.id);
    expect(await list(admin, '?completed=true')).toEqual(['Ship']);

    const reopened = await saved(await put(admin, task.id, { stateId: states['Backlog']!.id }));
    expect(reopened).toMatchObject({ isCompleted: false, completedAt: null });
  });

  it('creates a task in a chosen state, completed when the state is closed', async () => {
    const admin = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    const done = await saved(await post(admin, { title: 'Old', stateId: states['Done']!.id }));
    expect(done).toMatchObject({ isCompleted: true, state: { name: 'Done' } });
    expect(done.completedAt).not.toBeNull();
  });

  it("refuses another organisation's state", async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const theirs = (await statesOf(other))['Done']!.id;
    expect((await post(admin, { title: 'X', stateId: theirs })).json()).toEqual(
      validationError(TASK_MESSAGES.stateNotFound),
    );
    const task = await createTask(testApp.app, admin);
    const response = await put(admin, task.id, { stateId: theirs });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(TASK_MESSAGES.stateNotFound));
    expect((await get(admin, task.id)).state.name).toBe('To do');
  });
});

describe('priority, labels, parent and estimate', () => {
  it('stores them and answers them on every read', async () => {
    const admin = await registerOrganization(testApp.app);
    const bug = await addLabel(admin, 'Bug');
    const ui = await addLabel(admin, 'area: UI');
    const parent = await createTask(testApp.app, admin, { title: 'Epic' });
    const child = await saved(
      await post(admin, {
        title: 'Part',
        priority: 'urgent',
        labelIds: [bug.id, ui.id, bug.id],
        parentId: parent.id,
        estimate: 2.5,
        estimateUnit: 'hours',
      }),
    );
    expect(child).toMatchObject({
      priority: 'urgent',
      parentId: parent.id,
      parent: { id: parent.id, title: 'Epic' },
      estimate: 2.5,
      estimateUnit: 'hours',
    });
    // Labels by name, case aside.
    expect(child.labels.map((label) => label.name)).toEqual(['area: UI', 'Bug']);
    await createTask(testApp.app, admin, { title: 'Other part', parentId: parent.id });
    await put(admin, child.id, { isCompleted: true });
    expect((await get(admin, parent.id)).subTasks).toEqual({ total: 2, completed: 1 });

    const changed = await saved(
      await put(admin, child.id, { priority: 'low', labelIds: [], estimate: null }),
    );
    expect(changed).toMatchObject({ priority: 'low', labels: [], estimate: null });
    expect(changed.parentId).toBe(parent.id);
  });

  it('refuses wrong labels, parents and estimates with their messages', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const theirLabel = await addLabel(other, 'Theirs');
    const theirTask = await createTask(testApp.app, other);
    const expectRefused = async (response: Awaited<ReturnType<typeof post>>, message: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(validationError(message));
    };

    await expectRefused(
      await post(admin, { title: 'X', labelIds: [theirLabel.id] }),
      TASK_MESSAGES.labelsInvalid,
    );
    await expectRefused(
      await post(admin, { title: 'X', labelIds: ['not-an-id'] }),
      TASK_MESSAGES.labelsInvalid,
    );
    await expectRefused(
      await post(admin, { title: 'X', parentId: theirTask.id }),
      TASK_MESSAGES.parentNotFound,
    );
    await expectRefused(
      await post(admin, { title: 'X', estimate: -1 }),
      TASK_MESSAGES.estimateInvalid,
    );
    await expectRefused(
      await post(admin, { title: 'X', estimate: 10_001 }),
      TASK_MESSAGES.estimateInvalid,
    );
    await expectRefused(
      await post(admin, { title: 'X', estimate: '3' }),
      TASK_MESSAGES.estimateInvalid,
    );
    expect((await post(admin, { title: 'Max', estimate: 10_000 })).statusCode).toBe(201);

    const top = await createTask(testApp.app, admin, { title: 'Top' });
    const middle = await createTask(testApp.app, admin, { title: 'Middle', parentId: top.id });
    const bottom = await createTask(testApp.app, admin, { title: 'Bottom', parentId: middle.id });
    await expectRefused(
      await put(admin, top.id, { parentId: top.id }),
      TASK_MESSAGES.parentIsItself,
    );
    await expectRefused(
      await put(admin, top.id, { parentId: bottom.id }),
      TASK_MESSAGES.parentCycle,
    );
    await expectRefused(
      await put(admin, top.id, { labelIds: [theirLabel.id] }),
      TASK_MESSAGES.labelsInvalid,
    );
    expect((await get(admin, top.id)).parentId).toBeNull();
    // Deleting a parent makes its sub-tasks top-level.
    await call(testApp.app, 'DELETE', `/tasks/${middle.id}`, { token: admin.token });
    expect((await get(admin, bottom.id)).parent).toBeNull();
  });
});

describe('GET /tasks workflow filters', () => {
  it('filters by state, priority, label and parent, and sorts by column order', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    const bug = await addLabel(admin, 'Bug');
    const first = await createTask(testApp.app, admin, { title: 'First', priority: 'high' });
    const second = await createTask(testApp.app, admin, {
      title: 'Second',
      labelIds: [bug.id],
      parentId: first.id,
    });
    await createTask(testApp.app, admin, {
      title: 'Third',
      stateId: states['In progress']!.id,
    });
    await createTask(testApp.app, other, { title: 'Theirs', labelIds: [] });

    const todo = states['To do']!.id;
    // New tasks go to the top of their column.
    expect(await list(admin, `?stateId=${todo}&sort=position`)).toEqual(['Second', 'First']);
    expect(await list(admin, '?sort=position')).toEqual(['Second', 'First', 'Third']);
    expect(await list(admin, '?priority=high')).toEqual(['First']);
    expect(await list(admin, `?labelId=${bug.id}`)).toEqual(['Second']);
    expect(await list(admin, `?parentId=${first.id}`)).toEqual(['Second']);
    expect(await list(admin, '?parentId=none&sort=position')).toEqual(['First', 'Third']);
    expect(await list(admin, `?assigneeId=me&stateId=${todo}`)).toEqual([]);
    const rows = (
      await call(testApp.app, 'GET', `/tasks?labelId=${bug.id}`, { token: admin.token })
    ).json().tasks as Task[];
    expect(rows[0]).toMatchObject({
      id: second.id,
      labels: [{ id: bug.id, name: 'Bug', color: '#2563eb' }],
      parent: { id: first.id, title: 'First' },
      state: { name: 'To do', type: 'unstarted' },
      priority: 'none',
      estimate: null,
    });
    // The list answers exactly what a single read answers.
    expect(rows[0]).toEqual(await get(admin, second.id));
    // Another organisation's state or label finds nothing.
    const theirs = (await statesOf(other))['To do']!.id;
    expect(await list(admin, `?stateId=${theirs}`)).toEqual([]);
    expect(await list(other, `?labelId=${bug.id}`)).toEqual([]);
  });
});

describe('POST /tasks/bulk', () => {
  it('changes many tasks in one go and answers the previous values for Undo', async () => {
    const admin = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    const bug = await addLabel(admin, 'Bug');
    const project = await createProject(testApp.app, admin);
    const a = await createTask(testApp.app, admin, { title: 'A', priority: 'low' });
    const b = await createTask(testApp.app, admin, {
      title: 'B',
      assignedUserIds: [admin.user.id],
    });
    const response = await bulk(admin, {
      updates: [
        { id: a.id, changes: { stateId: states['Done']!.id, labelIds: [bug.id] } },
        {
          id: b.id,
          changes: {
            priority: 'urgent',
            projectId: project.id,
            dueDate: '2030-05-01',
            assignedUserIds: [],
          },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as BulkUpdateTasksResponse;
    expect(body.tasks.map((task) => task.id)).toEqual([a.id, b.id]);
    expect(body.tasks[0]).toMatchObject({ isCompleted: true, labels: [{ id: bug.id }] });
    expect(body.tasks[1]).toMatchObject({
      priority: 'urgent',
      projectId: project.id,
      dueDate: '2030-05-01T00:00:00.000Z',
      assignedUserIds: [],
    });
    expect(body.before).toEqual([
      { id: a.id, changes: { stateId: states['To do']!.id, labelIds: [] } },
      {
        id: b.id,
        changes: {
          priority: 'none',
          projectId: null,
          dueDate: null,
          assignedUserIds: [admin.user.id],
        },
      },
    ]);

    // Undo: the same request with `before`.
    const undo = await bulk(admin, { updates: body.before });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await get(admin, a.id)).toMatchObject({
      isCompleted: false,
      completedAt: null,
      stateId: states['To do']!.id,
      labels: [],
    });
    expect(await get(admin, b.id)).toMatchObject({
      priority: 'none',
      projectId: null,
      dueDate: null,
      assignedUserIds: [admin.user.id],
    });
  });

  it("changes nothing when one task is another organisation's or a value is wrong", async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const states = await statesOf(admin);
    const mine = await createTask(testApp.app, admin, { title: 'Mine' });
    const theirs = await createTask(testApp.app, other, { title: 'Theirs' });
    const done = states['Done']!.id;

    const foreign = await bulk(admin, {
      updates: [
        { id: mine.id, changes: { stateId: done } },
        { id: theirs.id, changes: { stateId: done } },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(admin, mine.id)).isCompleted).toBe(false);
    expect((await get(other, theirs.id)).isCompleted).toBe(false);

    const theirLabel = await addLabel(other, 'Theirs');
    const badLabel = await bulk(admin, {
      updates: [{ id: mine.id, changes: { stateId: done, labelIds: [theirLabel.id] } }],
    });
    expect(badLabel.json()).toEqual(validationError(TASK_MESSAGES.labelsInvalid));
    const theirState = (await statesOf(other))['Done']!.id;
    const badState = await bulk(admin, {
      updates: [{ id: mine.id, changes: { stateId: theirState } }],
    });
    expect(badState.json()).toEqual(validationError(TASK_MESSAGES.stateNotFound));
    expect((await get(admin, mine.id)).isCompleted).toBe(false);

    const tooMany = await bulk(admin, {
      updates: Array.from({ length: TASK_BULK_MAX + 1 }, () => ({ id: randomUUID(), changes: {} })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(TASK_MESSAGES.bulkTooMany);
    const unknownField = await bulk(admin, {
      updates: [{ id: mine.id, changes: { title: 'Renamed' } }],
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await get(admin, mine.id)).title).toBe('Mine');
  });
});

describe('POST /tasks/bulk-delete', () => {
  it("deletes all the tasks or, with another organisation's among them, none", async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const a = await createTask(testApp.app, admin, { title: 'A' });
    const b = await createTask(testApp.app, admin, { title: 'B' });
    const theirs = await createTask(testApp.app, other, { title: 'Theirs' });

    const refused = await bulkDelete(admin, [a.id, theirs.id]);
    expect(refused.statusCode).toBe(404);
    expect(await list(admin, '')).toHaveLength(2);
    expect(await list(other, '')).toEqual(['Theirs']);

    const response = await bulkDelete(admin, [a.id, b.id, a.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().deletedIds as string[]).sort()).toEqual([a.id, b.id].sort());
    expect(await list(admin, '')).toEqual([]);
    expect((await bulkDelete(admin, [])).json().error).toBe(TASK_MESSAGES.bulkEmpty);
  });
});
