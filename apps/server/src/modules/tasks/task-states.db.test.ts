import {
  TASK_BOARD_MESSAGES,
  type AuthResponse,
  type Task,
  type TaskState,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, createTask, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const listStates = async (owner: AuthResponse) => {
  const response = await call(testApp.app, 'GET', '/task-states', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().states as TaskState[];
};
const stateNamed = async (owner: AuthResponse, name: string) =>
  (await listStates(owner)).find((state) => state.name === name)!;
const createState = (owner: AuthResponse, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/task-states', { token: owner.token, body });
const updateState = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/task-states/${id}`, { token: owner.token, body });
const deleteState = (owner: AuthResponse, id: string, moveTo?: string) =>
  call(testApp.app, 'DELETE', `/task-states/${id}${moveTo ? `?moveTo=${moveTo}` : ''}`, {
    token: owner.token,
  });
const getTask = async (owner: AuthResponse, id: string) => {
  const response = await call(testApp.app, 'GET', `/tasks/${id}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().task as Task;
};
const move = (owner: AuthResponse, id: string, stateId: string) =>
  call(testApp.app, 'POST', `/tasks/${id}/move`, { token: owner.token, body: { stateId } });
const invalid = (error: string) => ({ error, code: 'VALIDATION_ERROR' });

describe('GET /task-states', () => {
  it('answers the default workflow in column order, to every member', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const states = await listStates(member);
    expect(states.map((state) => [state.name, state.type])).toEqual([
      ['Backlog', 'backlog'],
      ['To do', 'unstarted'],
      ['In progress', 'started'],
      ['In review', 'started'],
      ['Done', 'done'],
      ['Canceled', 'canceled'],
    ]);
    expect(states[0]).toEqual({
      id: expect.any(String),
      name: 'Backlog',
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      type: 'backlog',
    });
  });
});

describe('POST /task-states', () => {
  it('adds a state last, colour in lower case; admins only', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const refused = await createState(member, { name: 'QA', type: 'started' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: TASK_BOARD_MESSAGES.workflowAdminOnly,
      code: 'FORBIDDEN',
    });

    const response = await createState(admin, {
      name: '  QA  ',
      color: '#AABBCC',
      type: 'started',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().state).toEqual({
      id: expect.any(String),
      name: 'QA',
      color: '#aabbcc',
      type: 'started',
    });
    const states = await listStates(member);
    expect(states.at(-1)!.name).toBe('QA');
    expect(states).toHaveLength(7);
  });

  it('refuses a taken name in any case, a bad colour, a missing name or type', async () => {
    const admin = await registerOrganization(testApp.app);
    const taken = await createState(admin, { name: 'in PROGRESS', type: 'started' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: TASK_BOARD_MESSAGES.stateNameTaken, code: 'CONFLICT' });
    const colour = await createState(admin, { name: 'QA', color: 'red', type: 'started' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error).toContain(TASK_BOARD_MESSAGES.colorInvalid);
    const unnamed = await createState(admin, { name: ' ', type: 'started' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toContain(TASK_BOARD_MESSAGES.stateNameRequired);
    const untyped = await createState(admin, { name: 'QA', type: 'waiting' });
    expect(untyped.statusCode).toBe(400);
    expect(await listStates(admin)).toHaveLength(6);
  });

  it('lets another organisation use the same name', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    expect((await createState(admin, { name: 'QA', type: 'started' })).statusCode).toBe(201);
    expect((await createState(other, { name: 'QA', type: 'started' })).statusCode).toBe(201);
  });
});

describe('PUT /task-states/{id}', () => {
  it('renames and recolours; admins only', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const todo = await stateNamed(admin, 'To do');
    expect((await updateState(member, todo.id, { name: 'Next' })).statusCode).toBe(403);
    const response = await updateState(admin, todo.id, { name: 'Next', color: '#112233' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state).toEqual({ ...todo, name: 'Next', color: '#112233' });
    // Its own name in another case is not "taken"; another state's is.
    expect((await updateState(admin, todo.id, { name: 'NEXT' })).statusCode).toBe(200);
    const clash = await updateState(admin, todo.id, { name: 'done' });
    expect(clash.statusCode).toBe(409);
  });

  it('retyping completes or reopens the state’s tasks', async () => {
    const admin = await registerOrganization(testApp.app);
    const review = await stateNamed(admin, 'In review');
    const task = await createTask(testApp.app, admin, { assignedUserIds: [admin.user.id] });
    expect((await move(admin, task.id, review.id)).statusCode).toBe(200);

    expect((await updateState(admin, review.id, { type: 'done' })).statusCode).toBe(200);
    const completed = await getTask(admin, task.id);
    expect(completed.isCompleted).toBe(true);
    expect(completed.completedAt).not.toBeNull();
    expect(completed.state.type).toBe('done');
    // The assignee's "my tasks" copy follows.
    const mine = await call(testApp.app, 'GET', '/tasks?assigneeId=me&completed=true', {
      token: admin.token,
    });
    expect(mine.json().tasks.map((row: Task) => row.id)).toEqual([task.id]);

    expect((await updateState(admin, review.id, { type: 'started' })).statusCode).toBe(200);
    const reopened = await getTask(admin, task.id);
    expect(reopened.isCompleted).toBe(false);
    expect(reopened.completedAt).toBeNull();
  });

  it('keeps one open state and one done state', async () => {
    const admin = await registerOrganization(testApp.app);
    const done = await stateNamed(admin, 'Done');
    const lastDone = await updateState(admin, done.id, { type: 'canceled' });
    expect(lastDone.statusCode).toBe(400);
    expect(lastDone.json()).toEqual(invalid(TASK_BOARD_MESSAGES.lastDoneState));
    for (const name of ['Backlog', 'To do', 'In progress']) {
      const state = await stateNamed(admin, name);
      expect((await updateState(admin, state.id, { type: 'done' })).statusCode).toBe(200);
    }
    const review = await stateNamed(admin, 'In review');
    const lastOpen = await updateState(admin, review.id, { type: 'canceled' });
    expect(lastOpen.statusCode).toBe(400);
    expect(lastOpen.json()).toEqual(invalid(TASK_BOARD_MESSAGES.lastOpenState));
  });

  it('does not find another organisation’s state', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const theirs = await stateNamed(other, 'To do');
    const response = await updateState(admin, theirs.id, { name: 'Mine now' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: TASK_BOARD_MESSAGES.stateNotFound,
      code: 'NOT_FOUND',
    });
    expect((await stateNamed(other, 'To do')).id).toBe(theirs.id);
    expect((await deleteState(admin, theirs.id)).statusCode).toBe(404);
  });
});

describe('PUT /task-states/order', () => {
  it('puts the columns in the order given; every state exactly once; admins only', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const states = await listStates(admin);
    const reversed = states.map((state) => state.id).reverse();
    const refused = await call(testApp.app, 'PUT', '/task-states/order', {
      token: member.token,
      body: { ids: reversed },
    });
    expect(refused.statusCode).toBe(403);

    const response = await call(testApp.app, 'PUT', '/task-states/order', {
      token: admin.token,
      body: { ids: reversed },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().states.map((state: TaskState) => state.id)).toEqual(reversed);
    expect((await listStates(member)).map((state) => state.id)).toEqual(reversed);

    const other = await registerOrganization(testApp.app);
    const foreign = (await listStates(other))[0]!.id;
    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), foreign],
    ]) {
      const bad = await call(testApp.app, 'PUT', '/task-states/order', {
        token: admin.token,
        body: { ids },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(invalid(TASK_BOARD_MESSAGES.orderIncomplete));
    }
    expect((await listStates(other))[0]!.id).toBe(foreign);
  });
});

describe('DELETE /task-states/{id}', () => {
  it('moves its tasks after the target’s, in their order, completed to match it', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const review = await stateNamed(admin, 'In review');
    const done = await stateNamed(admin, 'Done');
    const first = await createTask(testApp.app, admin, { title: 'First' });
    const second = await createTask(testApp.app, admin, { title: 'Second' });
    const alreadyDone = await createTask(testApp.app, admin, { title: 'Already done' });
    await move(admin, alreadyDone.id, done.id);
    await move(admin, first.id, review.id);
    await move(admin, second.id, review.id);

    expect((await deleteState(member, review.id, done.id)).statusCode).toBe(403);
    const needsTarget = await deleteState(admin, review.id);
    expect(needsTarget.statusCode).toBe(400);
    expect(needsTarget.json()).toEqual(invalid(TASK_BOARD_MESSAGES.moveToRequired));
    const toItself = await deleteState(admin, review.id, review.id);
    expect(toItself.json()).toEqual(invalid(TASK_BOARD_MESSAGES.moveToSame));
    const other = await registerOrganization(testApp.app);
    const foreign = await stateNamed(other, 'Done');
    const toForeign = await deleteState(admin, review.id, foreign.id);
    expect(toForeign.json()).toEqual(invalid(TASK_BOARD_MESSAGES.stateNotFound));

    const response = await deleteState(admin, review.id, done.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await listStates(admin)).map((state) => state.name)).not.toContain('In review');
    const board = await call(testApp.app, 'GET', '/tasks/board', { token: admin.token });
    const doneColumn = board.json().groups.find((group: { key: string }) => group.key === done.id);
    expect(doneColumn.tasks.map((task: Task) => task.title)).toEqual([
      'Already done',
      'First',
      'Second',
    ]);
    for (const task of doneColumn.tasks as Task[]) {
      expect(task.isCompleted).toBe(true);
      expect(task.completedAt).not.toBeNull();
    }
  });

  it('deletes an empty state without a target, but never the last open or done one', async () => {
    const admin = await registerOrganization(testApp.app);
    const backlog = await stateNamed(admin, 'Backlog');
    expect((await deleteState(admin, backlog.id)).statusCode).toBe(200);
    const done = await stateNamed(admin, 'Done');
    const canceled = await stateNamed(admin, 'Canceled');
    const lastDone = await deleteState(admin, done.id, canceled.id);
    expect(lastDone.json()).toEqual(invalid(TASK_BOARD_MESSAGES.lastDoneState));
    const todo = await stateNamed(admin, 'To do');
    const progress = await stateNamed(admin, 'In progress');
    const review = await stateNamed(admin, 'In review');
    expect((await deleteState(admin, todo.id, progress.id)).statusCode).toBe(200);
    expect((await deleteState(admin, progress.id, review.id)).statusCode).toBe(200);
    const lastOpen = await deleteState(admin, review.id, done.id);
    expect(lastOpen.json()).toEqual(invalid(TASK_BOARD_MESSAGES.lastOpenState));
    expect((await listStates(admin)).map((state) => state.name)).toEqual([
      'In review',
      'Done',
      'Canceled',
    ]);
  });

  it('runs beside moves into either column without a deadlock', async () => {
    const admin = await registerOrganization(testApp.app);
    const review = await stateNamed(admin, 'In review');
    const done = await stateNamed(admin, 'Done');
    const tasks: Task[] = [];
    for (let index = 0; index < 6; index += 1) tasks.push(await createTask(testApp.app, admin));
    for (const task of tasks.slice(0, 3)) await move(admin, task.id, review.id);
    const responses = await Promise.all([
      ...tasks.map((task, index) => move(admin, task.id, index % 2 ? review.id : done.id)),
      deleteState(admin, review.id, done.id),
      ...tasks.map((task, index) => move(admin, task.id, index % 2 ? done.id : review.id)),
    ]);
    for (const response of responses) {
      // A move that comes after the delete finds no such state; nothing fails otherwise.
      expect([200, 400], response.body).toContain(response.statusCode);
    }
    expect(responses.at(tasks.length)!.statusCode).toBe(200);
    for (const task of tasks) {
      const now = await getTask(admin, task.id);
      expect(now.stateId).toBe(done.id);
      expect(now.isCompleted).toBe(true);
    }
  });
});
