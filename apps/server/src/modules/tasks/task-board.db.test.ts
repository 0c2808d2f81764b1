import {
  TASK_BOARD_GROUP_LIMIT,
  TASK_BOARD_MESSAGES,
  type AuthResponse,
  type Task,
  type TaskBoardGroup,
  type TaskState,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createProject,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const statesOf = async (owner: AuthResponse) => {
  const response = await call(testApp.app, 'GET', '/task-states', { token: owner.token });
  return response.json().states as TaskState[];
};
const stateNamed = async (owner: AuthResponse, name: string) =>
  (await statesOf(owner)).find((state) => state.name === name)!;
const board = async (owner: AuthResponse, query = '') => {
  const response = await call(testApp.app, 'GET', `/tasks/board${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().groups as TaskBoardGroup[];
};
const column = async (owner: AuthResponse, stateId: string) =>
  (await board(owner)).find((group) => group.key === stateId)!;
const titlesIn = async (owner: AuthResponse, stateId: string) =>
  (await column(owner, stateId)).tasks.map((task) => task.title);
const move = (
  owner: AuthResponse,
  taskId: string,
  body: { stateId: string; beforeId?: string | null; afterId?: string | null },
) => call(testApp.app, 'POST', `/tasks/${taskId}/move`, { token: owner.token, body });
const moved = async (...args: Parameters<typeof move>) => {
  const response = await move(...args);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().task as Task;
};

/** An organisation with tasks A, B, C in its To do column, in that order. */
async function columnOfThree() {
  const admin = await registerOrganization(testApp.app);
  const todo = await stateNamed(admin, 'To do');
  const tasks: Task[] = [];
  for (const title of ['A', 'B', 'C']) tasks.push(await createTask(testApp.app, admin, { title }));
  // Lay them out explicitly: each one last.
  for (const task of tasks) await moved(admin, task.id, { stateId: todo.id });
  const [a, b, c] = tasks as [Task, Task, Task];
  return { admin, todo, a, b, c };
}

describe('POST /tasks/{id}/move', () => {
  it('puts a task between its neighbours within a column', async () => {
    const { admin, todo, a, b, c } = await columnOfThree();
    expect(await titlesIn(admin, todo.id)).toEqual(['A', 'B', 'C']);
    const task = await moved(admin, c.id, { stateId: todo.id, beforeId: a.id, afterId: b.id });
    expect(task).toMatchObject({ id: c.id, stateId: todo.id, state: { id: todo.id } });
    expect(await titlesIn(admin, todo.id)).toEqual(['A', 'C', 'B']);
    await moved(admin, b.id, { stateId: todo.id, beforeId: null, afterId: a.id });
    expect(await titlesIn(admin, todo.id)).toEqual(['B', 'A', 'C']);
    await moved(admin, b.id, { stateId: todo.id, beforeId: c.id, afterId: null });
    expect(await titlesIn(admin, todo.id)).toEqual(['A', 'C', 'B']);
  });

  it('completes a task moved into a done state and reopens it when moved out', async () => {
    const { admin, todo, a } = await columnOfThree();
    const done = await stateNamed(admin, 'Done');
    const completed = await moved(admin, a.id, { stateId: done.id });
    expect(completed.isCompleted).toBe(true);
    expect(completed.completedAt).not.toBeNull();
    expect(completed.state).toEqual(done);
    const canceled = await stateNamed(admin, 'Canceled');
    const stillClosed = await moved(admin, a.id, { stateId: canceled.id });
    expect(stillClosed.completedAt).toBe(completed.completedAt);
    const reopened = await moved(admin, a.id, { stateId: todo.id, beforeId: null, afterId: null });
    expect(reopened.isCompleted).toBe(false);
    expect(reopened.completedAt).toBeNull();
    expect(await titlesIn(admin, todo.id)).toEqual(['B', 'C', 'A']);
  });

  it('records the state change in the task’s history', async () => {
    const { admin, a } = await columnOfThree();
    const progress = await stateNamed(admin, 'In progress');
    await moved(admin, a.id, { stateId: progress.id });
    const { rows } = await testApp.db.execute<{ count: number }>(
      sql`select count(*)::int as count from task_activity where task_id = ${a.id}`,
    );
    expect(rows[0]!.count).toBeGreaterThan(0);
  });

  it('places it right after beforeId when the neighbours are no longer adjacent', async () => {
    const { admin, todo, a, b, c } = await columnOfThree();
    const d = await createTask(testApp.app, admin, { title: 'D' });
    await moved(admin, d.id, { stateId: todo.id });
    // The mover saw A just above C, but B is between them now: D goes right after A.
    await moved(admin, d.id, { stateId: todo.id, beforeId: a.id, afterId: c.id });
    expect(await titlesIn(admin, todo.id)).toEqual(['A', 'D', 'B', 'C']);
    // The task above is gone from the column: right before the task below.
    const done = await stateNamed(admin, 'Done');
    await moved(admin, a.id, { stateId: done.id });
    await moved(admin, d.id, { stateId: todo.id, beforeId: a.id, afterId: c.id });
    expect(await titlesIn(admin, todo.id)).toEqual(['B', 'D', 'C']);
    // Neither neighbour is there: last.
    await moved(admin, b.id, { stateId: todo.id, beforeId: a.id, afterId: 'not-an-id' });
    expect(await titlesIn(admin, todo.id)).toEqual(['D', 'C', 'B']);
  });

  it('refuses a state or task of another organisation, and members who may not edit', async () => {
    const { admin, todo, a } = await columnOfThree();
    const stranger = await registerOrganization(testApp.app);
    const theirState = await stateNamed(stranger, 'Done');
    const foreignState = await move(admin, a.id, { stateId: theirState.id });
    expect(foreignState.statusCode).toBe(400);
    expect(foreignState.json()).toEqual({
      error: TASK_BOARD_MESSAGES.stateNotFound,
      code: 'VALIDATION_ERROR',
    });
    const strangerMove = await move(stranger, a.id, { stateId: theirState.id });
    expect(strangerMove.statusCode).toBe(404);
    const reader = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, reader, []);
    expect((await move(reader, a.id, { stateId: todo.id })).statusCode).toBe(403);
    const task = await call(testApp.app, 'GET', `/tasks/${a.id}`, { token: admin.token });
    expect(task.json().task.stateId).toBe(todo.id);
  });

  it('serialises concurrent moves by two users: distinct keys, one order both read', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const todo = await stateNamed(admin, 'To do');
    const progress = await stateNamed(admin, 'In progress');
    const tasks: Task[] = [];
    for (let index = 0; index < 8; index += 1) {
      tasks.push(await createTask(testApp.app, admin, { title: `T${index}` }));
    }
    for (const task of tasks) await moved(admin, task.id, { stateId: todo.id });
    // Each user drags tasks into In progress and back, all at once, between the same
    // neighbours as they saw them before anything moved.
    const [first, second] = tasks as [Task, Task];
    const requests = tasks.flatMap((task, index) => {
      const user = index % 2 ? member : admin;
      return [
        move(user, task.id, { stateId: progress.id, beforeId: null, afterId: null }),
        move(user === admin ? member : admin, task.id, {
          stateId: todo.id,
          beforeId: first.id,
          afterId: second.id,
        }),
      ];
    });
    const responses = await Promise.all(requests);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    const { rows } = await testApp.db.execute<{ state_id: string; position: string }>(
      sql`select state_id, position from tasks where organization_id = ${admin.user.organizationId}`,
    );
    const keys = rows.map((row) => `${row.state_id}:${row.position}`);
    expect(new Set(keys).size).toBe(tasks.length);
    const seenByAdmin = await board(admin);
    const seenByMember = await board(member);
    const order = (groups: TaskBoardGroup[]) =>
      groups.map((group) => [group.key, group.tasks.map((task) => task.id)]);
    expect(order(seenByMember)).toEqual(order(seenByAdmin));
    const placed = seenByAdmin.flatMap((group) => group.tasks.map((task) => task.id));
    expect(placed.sort()).toEqual(tasks.map((task) => task.id).sort());
  });
});

describe('GET /tasks/board', () => {
  it('groups by state: every column in order, empty ones too, with totals', async () => {
    const { admin, todo, a } = await columnOfThree();
    const done = await stateNamed(admin, 'Done');
    await moved(admin, a.id, { stateId: done.id });
    const groups = await board(admin);
    expect(groups.map((group) => group.label)).toEqual([
      'Backlog',
      'To do',
      'In progress',
      'In review',
      'Done',
      'Canceled',
    ]);
    const todoGroup = groups[1]!;
    expect(todoGroup).toMatchObject({ key: todo.id, state: todo, total: 2 });
    expect(todoGroup.tasks.map((task) => task.title)).toEqual(['B', 'C']);
    expect(groups[4]).toMatchObject({ key: done.id, total: 1 });
    expect(groups[0]).toMatchObject({ tasks: [], total: 0 });
  });

  it('answers the first 100 of a column by position, the total of all', async () => {
    const admin = await registerOrganization(testApp.app);
    const todo = await stateNamed(admin, 'To do');
    const total = TASK_BOARD_GROUP_LIMIT + 5;
    await testApp.db.execute(sql`
      insert into tasks (organization_id, title, state_id, position)
      select ${admin.user.organizationId}, 'Bulk ' || n, ${todo.id}, 'b' || lpad(n::text, 4, '0')
      from generate_series(1, ${total}) as n`);
    const group = await column(admin, todo.id);
    expect(group.total).toBe(total);
    expect(group.tasks).toHaveLength(TASK_BOARD_GROUP_LIMIT);
    expect(group.tasks[0]!.title).toBe('Bulk 1');
    expect(group.tasks.at(-1)!.title).toBe(`Bulk ${TASK_BOARD_GROUP_LIMIT}`);
  });

  it('groups by assignee, project and priority, with the list filters', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin, 'Apollo');
    const both = await createTask(testApp.app, admin, {
      title: 'Both',
      assignedUserIds: [admin.user.id, member.user.id],
      projectId: project.id,
      priority: 'urgent',
    });
    await createTask(testApp.app, admin, { title: 'Nobody', priority: 'low' });
    await createTask(testApp.app, admin, {
      title: 'Mine',
      assignedUserIds: [admin.user.id],
      projectId: project.id,
    });

    const byAssignee = await board(admin, '?groupBy=assignee');
    expect(byAssignee.map((group) => [group.key, group.label, group.total])).toEqual([
      [admin.user.id, 'Ada Admin', 2],
      [member.user.id, member.user.username, 1],
      ['none', TASK_BOARD_MESSAGES.noAssignee, 1],
    ]);
    expect(byAssignee[1]!.tasks.map((task) => task.id)).toEqual([both.id]);

    const byProject = await board(admin, '?groupBy=project');
    expect(byProject.map((group) => [group.key, group.label, group.total])).toEqual([
      [project.id, 'Apollo', 2],
      ['none', TASK_BOARD_MESSAGES.noProject, 1],
    ]);

    const byPriority = await board(admin, '?groupBy=priority');
    expect(byPriority.map((group) => [group.key, group.label, group.total])).toEqual([
      ['none', 'No priority', 1],
      ['urgent', 'Urgent', 1],
      ['high', 'High', 0],
      ['medium', 'Medium', 0],
      ['low', 'Low', 1],
    ]);

    const filtered = await board(admin, `?groupBy=priority&projectId=${project.id}&assigneeId=me`);
    expect(filtered.map((group) => group.total)).toEqual([1, 1, 0, 0, 0]);
    const searched = await board(admin, '?q=nobo');
    expect(searched.flatMap((group) => group.tasks.map((task) => task.title))).toEqual(['Nobody']);
    const bad = await call(testApp.app, 'GET', '/tasks/board?groupBy=colour', {
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows only the caller’s organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    await createTask(testApp.app, admin, { title: 'Private' });
    for (const groupBy of ['state', 'assignee', 'project', 'priority']) {
      const groups = await board(stranger, `?groupBy=${groupBy}`);
      expect(groups.every((group) => group.total === 0 && group.tasks.length === 0)).toBe(true);
    }
    const mine = await board(admin);
    expect(mine.flatMap((group) => group.tasks.map((task) => task.title))).toEqual(['Private']);
  });

  // Speed is measured by bench/work-items.bench.ts, not asserted here.
  it('answers a project of 5,000 tasks with full first pages and true totals', async () => {
    const admin = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, admin);
    const states = await statesOf(admin);
    await testApp.db.execute(sql`
      insert into tasks (organization_id, title, project_id, state_id, position, priority)
      select ${admin.user.organizationId}, 'Load ' || n, ${project.id},
        (${sql.param(states.map((state) => state.id))}::uuid[])[1 + n % ${states.length}],
        'c' || lpad(n::text, 5, '0'), n % 5
      from generate_series(1, 5000) as n`);
    await testApp.db.execute(sql`analyze tasks`);
    const groups = await board(admin, `?projectId=${project.id}`);
    expect(groups.reduce((sum, group) => sum + group.total, 0)).toBe(5000);
    expect(groups.every((group) => group.tasks.length === TASK_BOARD_GROUP_LIMIT)).toBe(true);
  });
});
