import { TASK_MESSAGES, type AuthResponse, type Task } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createCategory,
  createProject,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const put = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/tasks/${id}`, { token: owner.token, body });
const post = (owner: AuthResponse, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/tasks', { token: owner.token, body });
const list = async (owner: AuthResponse, query = '') => {
  const response = await call(testApp.app, 'GET', `/tasks${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { tasks: Task[]; total: number; limit: number; offset: number };
};
const titles = (tasks: Task[]) => tasks.map((task) => task.title);

const validationError = (error: string) => ({ error, code: 'VALIDATION_ERROR' });

describe('POST /tasks', () => {
  it('answers 201 with the task, normalising the spec fields', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin);
    const category = await createCategory(testApp.app, admin, 'task');
    const response = await post(admin, {
      title: '  Write the report  ',
      description: '<p>Draft <strong>first</strong></p>',
      categoryId: category.id,
      projectId: project.id,
      startDate: '2030-03-01T09:30:00+02:00',
      dueDate: '2030-03-05',
      assignedUserIds: [member.user.id, admin.user.id, member.user.id],
      dependencyId: '',
      isCompleted: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { task } = response.json();
    expect(Object.keys(response.json())).toEqual(['task']);
    expect(task).toEqual({
      id: expect.any(String),
      title: 'Write the report',
      description: '<p>Draft <strong>first</strong></p>',
      categoryId: category.id,
      projectId: project.id,
      startDate: '2030-03-01T07:30:00.000Z',
      dueDate: '2030-03-05T00:00:00.000Z',
      assignedUsers: expect.any(Array),
      assignedUserIds: expect.any(Array),
      isCompleted: false,
      completedAt: null,
      dependencyId: null,
      dependency: null,
      createdById: admin.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Issue 25's workflow fields: the spec's dialog sends none, so a new task is "To do".
      stateId: expect.any(String),
      state: { id: task.stateId, name: 'To do', color: '#6b7280', type: 'unstarted' },
      position: expect.any(String),
      priority: 'none',
      labels: [],
      parentId: null,
      parent: null,
      subTasks: { total: 0, completed: 0 },
      estimate: null,
      estimateUnit: 'points',
    });
    expect(task.assignedUserIds.sort()).toEqual([admin.user.id, member.user.id].sort());
    expect(task.assignedUsers).toContainEqual({
      id: member.user.id,
      username: member.user.username,
      firstName: member.user.firstName,
      lastName: member.user.lastName,
    });
  });

  it('stores empty category, project, dependency and dates as null', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await post(admin, {
      title: 'Bare',
      categoryId: '',
      projectId: '  ',
      dependencyId: null,
      startDate: '',
      dueDate: null,
      assignedUserIds: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().task).toMatchObject({
      categoryId: null,
      projectId: null,
      dependencyId: null,
      startDate: null,
      dueDate: null,
      assignedUserIds: [],
      description: '',
    });
  });

  it('refuses a blank or missing title with the spec message', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const body of [{ title: '   ' }, { title: '' }, {}]) {
      const response = await post(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationError('Task title is required.'));
    }
    expect((await list(admin)).total).toBe(0);
  });

  it('refuses a due date before the start date, and dates that are not dates', async () => {
    const admin = await registerOrganization(testApp.app);
    const backwards = await post(admin, {
      title: 'Backwards',
      startDate: '2030-05-02T00:00:00Z',
      dueDate: '2030-05-01T23:59:59Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual(
      validationError('The due date cannot be before the start date.'),
    );
    const sameDay = await post(admin, {
      title: 'Same day',
      startDate: '2030-05-02',
      dueDate: '2030-05-02',
    });
    expect(sameDay.statusCode).toBe(201);
    const garbage = await post(admin, { title: 'Garbage', dueDate: 'next tuesday' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual(validationError('dueDate: Enter a valid date.'));
    const impossible = await post(admin, { title: 'Impossible', dueDate: '2030-02-30' });
    expect(impossible.statusCode).toBe(400);
  });

  it('sanitises the description: no script, no event handlers, no javascript links', async () => {
    const admin = await registerOrganization(testApp.app);
    const task = await createTask(testApp.app, admin, {
      description:
        '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a>' +
        ' <a href="https://example.com" target="_blank">ok</a></p><img src="x" onerror="alert(1)">',
    });
    expect(task.description).toBe(
      '<p>Hello <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
    );
    const updated = await put(admin, task.id, {
      description:
        '<h1 style="color:red" onmouseover="x()">Title</h1><iframe src="https://e.com"></iframe>',
    });
    expect(updated.json().task.description).toBe('<h1>Title</h1>');
  });

  it('needs the tasks:edit permission; reading does not', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const task = await createTask(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, []);
    const denied = { error: 'You do not have permission to do that.', code: 'FORBIDDEN' };
    const created = await post(member, { title: 'Mine' });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(denied);
    expect((await put(member, task.id, { isCompleted: true })).statusCode).toBe(403);
    const deleted = await call(testApp.app, 'DELETE', `/tasks/${task.id}`, { token: member.token });
    expect(deleted.statusCode).toBe(403);
    const read = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: member.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().task.isCompleted).toBe(false);
  });

  it('needs a session', async () => {
    expect((await call(testApp.app, 'GET', '/tasks')).statusCode).toBe(401);
    expect((await call(testApp.app, 'POST', '/tasks', { body: { title: 'x' } })).statusCode).toBe(
      401,
    );
  });
});

describe('task references', () => {
  it('takes only a task category of the organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const noteCategory = await createCategory(testApp.app, admin, 'note');
    const foreignCategory = await createCategory(testApp.app, outsider, 'task');
    for (const categoryId of [noteCategory.id, foreignCategory.id, 'not-an-id']) {
      const response = await post(admin, { title: 'x', categoryId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationError('Category not found.'));
    }
    const task = await createTask(testApp.app, admin);
    const changed = await put(admin, task.id, { categoryId: foreignCategory.id });
    expect(changed.json()).toEqual(validationError('Category not found.'));
  });

  it('takes only a project of the organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const foreignProject = await createProject(testApp.app, outsider);
    const response = await post(admin, { title: 'x', projectId: foreignProject.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('Project not found.'));
    const task = await createTask(testApp.app, admin);
    const changed = await put(admin, task.id, { projectId: foreignProject.id });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(validationError('Project not found.'));
  });

  it('assigns only active members of the organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const leaver = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    const message = validationError('Assignees must be active members of your organization.');
    const task = await createTask(testApp.app, admin, { assignedUserIds: [leaver.user.id] });
    await call(testApp.app, 'PATCH', `/user/${leaver.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    for (const assignedUserIds of [[outsider.user.id], [leaver.user.id], ['nope']]) {
      const response = await post(admin, { title: 'x', assignedUserIds });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(message);
    }
    // A deactivated assignee may stay on a task, but nobody adds them anew.
    const kept = await put(admin, task.id, {
      title: 'Renamed',
      assignedUserIds: [leaver.user.id, member.user.id],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().task.assignedUserIds.sort()).toEqual(
      [leaver.user.id, member.user.id].sort(),
    );
    const other = await createTask(testApp.app, admin);
    const added = await put(admin, other.id, { assignedUserIds: [leaver.user.id] });
    expect(added.json()).toEqual(message);
    const removed = await put(admin, task.id, { assignedUserIds: [] });
    expect(removed.json().task).toMatchObject({ assignedUserIds: [], assignedUsers: [] });
  });
});

describe('task dependencies', () => {
  it('answers the dependency so the screen can show "waiting on"', async () => {
    const admin = await registerOrganization(testApp.app);
    const first = await createTask(testApp.app, admin, { title: 'Order parts' });
    const second = await createTask(testApp.app, admin, { dependencyId: first.id });
    expect(second.dependencyId).toBe(first.id);
    expect(second.dependency).toEqual({ id: first.id, title: 'Order parts', isCompleted: false });
    await put(admin, first.id, { isCompleted: true });
    const reread = await call(testApp.app, 'GET', `/tasks/${second.id}`, { token: admin.token });
    expect(reread.json().task.dependency.isCompleted).toBe(true);
    // Re-sending an unchanged dependency that has been completed since is fine.
    const resent = await put(admin, second.id, { title: 'Assemble', dependencyId: first.id });
    expect(resent.statusCode, resent.body).toBe(200);
    await call(testApp.app, 'DELETE', `/tasks/${first.id}`, { token: admin.token });
    const orphan = await call(testApp.app, 'GET', `/tasks/${second.id}`, { token: admin.token });
    expect(orphan.json().task).toMatchObject({ dependencyId: null, dependency: null });
  });

  it('refuses itself, a completed task and a task of another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const task = await createTask(testApp.app, admin);
    const done = await createTask(testApp.app, admin);
    await put(admin, done.id, { isCompleted: true });
    const foreign = await createTask(testApp.app, outsider);

    const self = await put(admin, task.id, { dependencyId: task.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(validationError('A task cannot depend on itself.'));
    const completed = await put(admin, task.id, { dependencyId: done.id });
    expect(completed.json()).toEqual(validationError('A task cannot depend on a completed task.'));
    const createdOnDone = await post(admin, { title: 'x', dependencyId: done.id });
    expect(createdOnDone.json()).toEqual(
      validationError('A task cannot depend on a completed task.'),
    );
    for (const dependencyId of [foreign.id, 'not-an-id']) {
      const response = await put(admin, task.id, { dependencyId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationError('Dependency not found.'));
    }
    const reread = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: admin.token });
    expect(reread.json().task.dependencyId).toBeNull();
  });

  it('lists the tasks that depend on a task, directly or through others, as cycle candidates', async () => {
    const admin = await registerOrganization(testApp.app);
    const a = await createTask(testApp.app, admin, { title: 'A' });
    const b = await createTask(testApp.app, admin, { title: 'B', dependencyId: a.id });
    const c = await createTask(testApp.app, admin, { title: 'C', dependencyId: b.id });
    const unrelated = await createTask(testApp.app, admin, { title: 'D' });
    const dependents = (id: string, owner = admin) =>
      call(testApp.app, 'GET', `/tasks/${id}/dependents`, { token: owner.token });
    const ofA = await dependents(a.id);
    expect(ofA.statusCode, ofA.body).toBe(200);
    expect([...ofA.json().taskIds].sort()).toEqual([b.id, c.id].sort());
    expect((await dependents(c.id)).json()).toEqual({ taskIds: [] });
    // Every listed candidate is one the server refuses as a cycle; the others are accepted.
    expect((await put(admin, a.id, { dependencyId: c.id })).statusCode).toBe(400);
    expect((await put(admin, a.id, { dependencyId: unrelated.id })).statusCode).toBe(200);
    // Another organisation's task is not found.
    const stranger = await registerOrganization(testApp.app);
    expect((await dependents(a.id, stranger)).statusCode).toBe(404);
  });

  it('refuses a chain that would come back to the task (3-task and 2-task cycles)', async () => {
    const admin = await registerOrganization(testApp.app);
    const a = await createTask(testApp.app, admin, { title: 'A' });
    const b = await createTask(testApp.app, admin, { title: 'B', dependencyId: a.id });
    const c = await createTask(testApp.app, admin, { title: 'C', dependencyId: b.id });
    const cycle = validationError(TASK_MESSAGES.dependencyCycle);
    expect(TASK_MESSAGES.dependencyCycle).toBe(
      'A task cannot depend on a task that depends on it.',
    );
    const threeWay = await put(admin, a.id, { dependencyId: c.id });
    expect(threeWay.statusCode).toBe(400);
    expect(threeWay.json()).toEqual(cycle);
    const twoWay = await put(admin, a.id, { dependencyId: b.id });
    expect(twoWay.json()).toEqual(cycle);
    // Unrelated dependencies are fine; breaking the chain makes the move possible.
    const d = await createTask(testApp.app, admin, { title: 'D' });
    expect((await put(admin, a.id, { dependencyId: d.id })).statusCode).toBe(200);
    await put(admin, a.id, { dependencyId: null });
    await put(admin, b.id, { dependencyId: '' });
    const allowed = await put(admin, a.id, { dependencyId: c.id });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().task.dependency).toEqual({ id: c.id, title: 'C', isCompleted: false });
  });

  it('keeps the chain acyclic when two changes race', async () => {
    const admin = await registerOrganization(testApp.app);
    for (let round = 0; round < 5; round += 1) {
      const a = await createTask(testApp.app, admin);
      const b = await createTask(testApp.app, admin);
      const [first, second] = await Promise.all([
        put(admin, a.id, { dependencyId: b.id }),
        put(admin, b.id, { dependencyId: a.id }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    }
  });
});

describe('PUT /tasks/{id}', () => {
  it('changes only the fields sent, and completes and reopens', async () => {
    const admin = await registerOrganization(testApp.app);
    const task = await createTask(testApp.app, admin, {
      title: 'Keep me',
      description: '<p>Body</p>',
      startDate: '2030-01-01',
      dueDate: '2030-01-10',
    });
    const completed = await put(admin, task.id, { isCompleted: true });
    expect(completed.statusCode).toBe(200);
    expect(Object.keys(completed.json())).toEqual(['task']);
    expect(completed.json().task).toMatchObject({
      title: 'Keep me',
      description: '<p>Body</p>',
      dueDate: '2030-01-10T00:00:00.000Z',
      isCompleted: true,
      completedAt: expect.any(String),
    });
    const reopened = await put(admin, task.id, { isCompleted: false, title: ' New title ' });
    expect(reopened.json().task).toMatchObject({
      title: 'New title',
      isCompleted: false,
      completedAt: null,
    });
    const blank = await put(admin, task.id, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(validationError('Task title is required.'));
    const backwards = await put(admin, task.id, { dueDate: '2029-12-31' });
    expect(backwards.json()).toEqual(
      validationError('The due date cannot be before the start date.'),
    );
    const cleared = await put(admin, task.id, { startDate: null, dueDate: '' });
    expect(cleared.json().task).toMatchObject({ startDate: null, dueDate: null });
  });
});

describe('DELETE /tasks/{id}', () => {
  it('deletes the task', async () => {
    const admin = await registerOrganization(testApp.app);
    const task = await createTask(testApp.app, admin);
    const deleted = await call(testApp.app, 'DELETE', `/tasks/${task.id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    const gone = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: admin.token });
    expect(gone.statusCode).toBe(404);
    const again = await call(testApp.app, 'DELETE', `/tasks/${task.id}`, { token: admin.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('tasks of another organisation', () => {
  it('cannot be read, listed, changed or deleted', async () => {
    const owner = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const task = await createTask(testApp.app, owner, { title: 'Secret' });
    const notFound = { error: 'Task not found.', code: 'NOT_FOUND' };
    const read = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: outsider.token });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(notFound);
    const changed = await put(outsider, task.id, { title: 'Mine now', isCompleted: true });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual(notFound);
    const deleted = await call(testApp.app, 'DELETE', `/tasks/${task.id}`, {
      token: outsider.token,
    });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(notFound);
    expect((await list(outsider)).tasks).toEqual([]);
    expect((await list(outsider, `?q=Secret`)).total).toBe(0);
    const asDependency = await post(outsider, { title: 'x', dependencyId: task.id });
    expect(asDependency.json()).toEqual(validationError('Dependency not found.'));
    const untouched = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: owner.token });
    expect(untouched.json().task).toMatchObject({ title: 'Secret', isCompleted: false });
  });

  it('answers 404 for malformed ids', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(testApp.app, method, '/tasks/12345', {
        token: admin.token,
        ...(method === 'PUT' ? { body: { title: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Task not found.');
    }
  });
});

describe('GET /tasks', () => {
  it('answers each task in a list exactly as the task itself answers it', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const first = await createTask(testApp.app, admin, { title: 'First' });
    const second = await createTask(testApp.app, admin, {
      title: 'Second',
      description: '<p>Notes</p>',
      startDate: '2030-03-01T09:30:00.123+02:00',
      dueDate: '2030-03-05T17:00:00.987Z',
      assignedUserIds: [member.user.id, admin.user.id],
      dependencyId: first.id,
    });
    await put(admin, first.id, { isCompleted: true });
    const one = async (id: string) =>
      (await call(testApp.app, 'GET', `/tasks/${id}`, { token: admin.token })).json().task;
    const listed = (await list(admin)).tasks;
    expect(listed).toHaveLength(2);
    for (const task of [first, second]) {
      const fromList = listed.find((row) => row.id === task.id)!;
      // Same keys in the same order, same values: the list is not a lighter copy.
      expect(JSON.stringify(fromList)).toBe(JSON.stringify(await one(task.id)));
    }
    const secondListed = listed.find((row) => row.id === second.id)!;
    expect(secondListed.dueDate).toBe('2030-03-05T17:00:00.987Z');
    expect(secondListed.dependency).toEqual({ id: first.id, title: 'First', isCompleted: true });
    expect(secondListed.assignedUserIds).toHaveLength(2);
    expect(listed.find((row) => row.id === first.id)!.completedAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
  });

  it('keeps an assignee’s list in step with completion and due dates', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const mine = [member.user.id];
    const early = await createTask(testApp.app, admin, {
      title: 'Early',
      dueDate: '2030-01-01',
      assignedUserIds: mine,
    });
    await createTask(testApp.app, admin, {
      title: 'Late',
      dueDate: '2030-06-01',
      assignedUserIds: mine,
    });
    await createTask(testApp.app, admin, { title: 'Undated', assignedUserIds: mine });
    const myList = async (query = '') =>
      titles((await list(member, `?assigneeId=me${query}`)).tasks);
    expect(await myList()).toEqual(['Early', 'Late', 'Undated']);
    await put(admin, early.id, { dueDate: '2030-12-01' });
    expect(await myList()).toEqual(['Late', 'Early', 'Undated']);
    expect(await myList('&dueFrom=2030-11-01')).toEqual(['Early']);
    expect(await myList('&sort=createdAt')).toEqual(['Undated', 'Late', 'Early']);
    await put(admin, early.id, { isCompleted: true });
    expect(await myList('&completed=false')).toEqual(['Late', 'Undated']);
    expect(await myList('&completed=true')).toEqual(['Early']);
    await put(admin, early.id, { isCompleted: false, dueDate: null });
    // Undated tasks come last, newest first.
    expect(await myList('&completed=false')).toEqual(['Late', 'Undated', 'Early']);
  });

  it('counts up to 1,000 matches and says when the total is not exact', async () => {
    const admin = await registerOrganization(testApp.app);
    const organizationId = admin.user.organizationId;
    await testApp.db.execute(sql`
      insert into tasks (organization_id, title, created_by_id, state_id, position)
      select ${organizationId}, 'Bulk ' || g, ${admin.user.id},
        (select id from task_states where organization_id = ${organizationId} and type = 'unstarted'),
        'd' || lpad(g::text, 4, '0')
      from generate_series(1, 1001) g`);
    await testApp.db.execute(sql`
      insert into task_assignees (task_id, user_id, organization_id, is_completed, due_date, task_created_at)
      select id, ${admin.user.id}, organization_id, is_completed, due_date, created_at
      from tasks where organization_id = ${organizationId}`);
    for (const query of ['?limit=10', '?limit=10&assigneeId=me', '?limit=10&projectId=none']) {
      expect(await list(admin, query)).toMatchObject({ total: 1000, totalIsExact: false });
    }
    const lastPage = await list(admin, '?limit=10&offset=995');
    expect(lastPage).toMatchObject({ total: 1001, totalIsExact: true });
    expect(lastPage.tasks).toHaveLength(6);
    expect(await list(admin, '?limit=10&q=Bulk 100')).toMatchObject({
      total: 3,
      totalIsExact: true,
    });
  });

  it('pages with limit and offset and tells the total', async () => {
    const admin = await registerOrganization(testApp.app);
    for (let day = 1; day <= 7; day += 1) {
      await createTask(testApp.app, admin, { title: `Day ${day}`, dueDate: `2030-01-0${day}` });
    }
    const first = await list(admin, '?limit=3');
    expect(first).toMatchObject({ total: 7, totalIsExact: true, limit: 3, offset: 0 });
    expect(titles(first.tasks)).toEqual(['Day 1', 'Day 2', 'Day 3']);
    const last = await list(admin, '?limit=3&offset=6');
    expect(titles(last.tasks)).toEqual(['Day 7']);
    expect(last.total).toBe(7);
    const past = await list(admin, '?limit=3&offset=9');
    expect(past).toMatchObject({ tasks: [], total: 7 });
    const everything = await list(admin);
    expect(everything).toMatchObject({ total: 7, limit: 50, offset: 0 });
    const tooMany = await call(testApp.app, 'GET', '/tasks?limit=201', { token: admin.token });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('VALIDATION_ERROR');
    expect((await list(admin, '?limit=200')).limit).toBe(200);
  });

  it('sorts by due date with undated tasks last, or newest first', async () => {
    const admin = await registerOrganization(testApp.app);
    await createTask(testApp.app, admin, { title: 'Undated' });
    await createTask(testApp.app, admin, { title: 'Later', dueDate: '2030-06-01' });
    await createTask(testApp.app, admin, { title: 'Sooner', dueDate: '2030-01-01' });
    expect(titles((await list(admin)).tasks)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(titles((await list(admin, '?sort=createdAt')).tasks)).toEqual([
      'Sooner',
      'Later',
      'Undated',
    ]);
    const bad = await call(testApp.app, 'GET', '/tasks?sort=title', { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by project, category, assignee, completion, due range and search', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin);
    const category = await createCategory(testApp.app, admin, 'task');
    await createTask(testApp.app, admin, {
      title: 'Project task',
      projectId: project.id,
      dueDate: '2030-02-10',
    });
    await createTask(testApp.app, admin, {
      title: 'Category task',
      categoryId: category.id,
      dueDate: '2030-02-20',
    });
    await createTask(testApp.app, admin, {
      title: 'Member task 100%',
      assignedUserIds: [member.user.id],
      dueDate: '2030-03-01',
    });
    const done = await createTask(testApp.app, admin, { title: 'Done task' });
    await put(admin, done.id, { isCompleted: true });

    const filtered = async (query: string) => titles((await list(admin, query)).tasks).sort();
    expect(await filtered(`?projectId=${project.id}`)).toEqual(['Project task']);
    expect(await filtered('?projectId=none')).toEqual([
      'Category task',
      'Done task',
      'Member task 100%',
    ]);
    expect(await filtered(`?categoryId=${category.id}`)).toEqual(['Category task']);
    expect(await filtered(`?categoryId=none&projectId=none`)).toEqual([
      'Done task',
      'Member task 100%',
    ]);
    expect(await filtered(`?assigneeId=${member.user.id}`)).toEqual(['Member task 100%']);
    expect(titles((await list(member, '?assigneeId=me')).tasks)).toEqual(['Member task 100%']);
    expect(await filtered('?completed=true')).toEqual(['Done task']);
    expect(await filtered('?completed=false')).toHaveLength(3);
    expect(await filtered('?dueFrom=2030-02-10&dueTo=2030-02-20T00:00:00Z')).toEqual([
      'Category task',
      'Project task',
    ]);
    expect(await filtered('?dueFrom=2030-02-11')).toEqual(['Category task', 'Member task 100%']);
    expect(await filtered('?q=TASK 1')).toEqual(['Member task 100%']);
    expect(await filtered('?q=100%25')).toEqual(['Member task 100%']);
    expect(await filtered('?q=_')).toEqual([]);
    expect((await list(admin, '?completed=false&q=task&limit=1')).total).toBe(3);
    const badFilter = await call(testApp.app, 'GET', '/tasks?projectId=abc', {
      token: admin.token,
    });
    expect(badFilter.statusCode).toBe(400);
    const badBoolean = await call(testApp.app, 'GET', '/tasks?completed=yes', {
      token: admin.token,
    });
    expect(badBoolean.statusCode).toBe(400);
  });
});
