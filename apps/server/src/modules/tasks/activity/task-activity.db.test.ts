import {
  displayNameOf,
  type AuthResponse,
  type Task,
  type TaskActivityEntry,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createProject,
  createTask,
  registerOrganization,
} from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';
import { recordTaskChanges } from './task-activity.record.js';

const testApp = useTestApp();
const app = () => testApp.app;

async function historyOf(user: AuthResponse, taskId: string, query = '') {
  const response = await call(app(), 'GET', `/tasks/${taskId}/activity${query}`, {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: TaskActivityEntry[]; nextCursor: string | null };
}

const fieldsOf = (entries: TaskActivityEntry[]) => entries.map((entry) => entry.field);

describe('task history', () => {
  it('records the creation and each changed field with readable values, newest first', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const project = await createProject(app(), admin);
    const task: Task = await createTask(app(), admin, { title: 'Plan' });
    const created = await historyOf(admin, task.id);
    expect(created.entries).toEqual([
      {
        id: expect.any(String),
        actor: expect.objectContaining({ id: admin.user.id }),
        field: 'created',
        from: null,
        to: 'Plan',
        at: expect.any(String),
      },
    ]);

    const changed = await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: {
        title: 'Plan the launch',
        dueDate: '2030-05-01',
        assignedUserIds: [member.user.id],
        projectId: project.id,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { entries } = await historyOf(admin, task.id);
    expect(entries.at(-1)!.field).toBe('created');
    const byField = Object.fromEntries(entries.map((entry) => [entry.field, entry]));
    expect(byField.title).toMatchObject({ from: 'Plan', to: 'Plan the launch' });
    expect(byField.dueDate).toMatchObject({ from: null, to: '2030-05-01T00:00:00.000Z' });
    expect(byField.assignees).toMatchObject({ from: null, to: displayNameOf(member.user) });
    expect(byField.project).toMatchObject({ from: null, to: project.name });
    // A save that changes nothing adds nothing.
    await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: { title: 'Plan the launch' },
    });
    expect((await historyOf(admin, task.id)).entries).toHaveLength(entries.length);
  });

  it('writes state, priority, labels, parent, estimate and date changes as people read them', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const task: Task = await createTask(app(), admin, { title: 'Workflow fields' });
    const before = {
      ...task,
      stateId: 's1',
      state: { id: 's1', name: 'To do', color: '#6b7280', type: 'unstarted' },
      priority: 'none',
      labels: [{ id: 'l1', name: 'Bug', color: '#f00' }],
      parentId: null,
      parent: null,
      estimate: null,
      estimateUnit: 'points',
    };
    const after = {
      ...before,
      stateId: 's2',
      state: { id: 's2', name: 'In progress', color: '#00f', type: 'started' },
      priority: 'urgent',
      labels: [
        { id: 'l2', name: 'Docs', color: '#0f0' },
        { id: 'l1', name: 'Bug', color: '#f00' },
      ],
      parentId: 'p1',
      parent: { id: 'p1', title: 'Epic' },
      estimate: 3,
      startDate: '2030-01-02T00:00:00.000Z',
      assignedUserIds: [member.user.id],
      assignedUsers: [member.user],
      updatedAt: new Date().toISOString(),
    };
    await testApp.db.transaction((tx) =>
      recordTaskChanges(tx, {
        organizationId: admin.user.organizationId,
        actorId: admin.user.id,
        before: before as Task,
        after: after as Task,
      }),
    );
    const { entries } = await historyOf(admin, task.id);
    const byField = Object.fromEntries(
      entries.map((entry) => [entry.field, [entry.from, entry.to]]),
    );
    expect(byField).toEqual({
      created: [null, 'Workflow fields'],
      state: ['To do', 'In progress'],
      priority: ['No priority', 'Urgent'],
      labels: ['Bug', 'Bug, Docs'],
      parent: [null, 'Epic'],
      estimate: [null, '3 points'],
      startDate: [null, '2030-01-02T00:00:00.000Z'],
      assignees: [null, displayNameOf(member.user)],
    });
    // One save, one event: every row of it carries the same time.
    expect(
      new Set(entries.filter((entry) => entry.field !== 'created').map((e) => e.at)).size,
    ).toBe(1);
  });

  it('pages the history newest first with a cursor', async () => {
    const admin = await registerOrganization(app());
    const task: Task = await createTask(app(), admin, { title: 't0' });
    for (const n of [1, 2, 3, 4]) {
      const response = await call(app(), 'PUT', `/tasks/${task.id}`, {
        token: admin.token,
        body: { title: `t${n}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await historyOf(
        admin,
        task.id,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.entries.map((entry) => entry.to ?? ''));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['t4', 't3', 't2', 't1', 't0']);
    expect(fieldsOf((await historyOf(admin, task.id, '?limit=1')).entries)).toEqual(['title']);
  });

  it("keeps another organisation's users out", async () => {
    const admin = await registerOrganization(app());
    const task: Task = await createTask(app(), admin, { title: 'Secret' });
    const stranger = await registerOrganization(app());
    const response = await call(app(), 'GET', `/tasks/${task.id}/activity`, {
      token: stranger.token,
    });
    expect(response.statusCode).toBe(404);
    expect((await historyOf(admin, task.id)).entries).toHaveLength(1);
  });
});
