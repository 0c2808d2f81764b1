import type { AuthResponse, InboxItem, Task, TaskWatchersResponse } from '@worksphere/contracts';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { deliverTaskChangeNotices } from '../activity/task-change-delivery.js';
import { addMember, createTask, registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();
const app = () => testApp.app;

async function watchersOf(user: AuthResponse, taskId: string): Promise<TaskWatchersResponse> {
  const response = await call(app(), 'GET', `/tasks/${taskId}/watchers`, { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const idsOf = (response: TaskWatchersResponse) =>
  response.watchers.map((person) => person.id).sort();

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}
async function waitForItems(user: AuthResponse, count: number): Promise<InboxItem[]> {
  await expect.poll(async () => (await inboxOf(user)).length, { timeout: 8000 }).toBe(count);
  return inboxOf(user);
}

async function team() {
  const admin = await registerOrganization(app());
  const assignee = await addMember(app(), admin);
  const follower = await addMember(app(), admin);
  const task: Task = await createTask(app(), admin, {
    title: 'Watched task',
    assignedUserIds: [assignee.user.id],
  });
  return { admin, assignee, follower, task };
}

describe('task watchers', () => {
  it('the creator, assignees and commenters watch by default; anyone can start and stop', async () => {
    const { admin, assignee, follower, task } = await team();
    expect(idsOf(await watchersOf(admin, task.id))).toEqual(
      [admin.user.id, assignee.user.id].sort(),
    );
    expect((await watchersOf(follower, task.id)).watching).toBe(false);

    const commented = await call(app(), 'POST', `/tasks/${task.id}/comments`, {
      token: follower.token,
      body: { body: '<p>Count me in</p>' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect((await watchersOf(follower, task.id)).watching).toBe(true);

    const stopped = await call(app(), 'DELETE', `/tasks/${task.id}/watch`, {
      token: follower.token,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().watching).toBe(false);
    expect(idsOf(stopped.json())).toEqual([admin.user.id, assignee.user.id].sort());

    const started = await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: follower.token });
    expect(started.json().watching).toBe(true);
    // Twice is still one watcher.
    const again = await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: follower.token });
    expect(again.json().watchers).toHaveLength(3);
  });

  it('tells watchers, not the actor, of a change with one item per save', async () => {
    const { admin, assignee, follower, task } = await team();
    await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: follower.token });
    await waitForItems(assignee, 1); // "assigned to you" from the creation
    const changed = await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: assignee.token,
      body: { dueDate: '2030-02-01', startDate: '2030-01-01', title: 'Watched task, dated' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [item] = await waitForItems(follower, 1);
    expect(item).toMatchObject({
      kind: 'task_changed',
      title: 'A task you watch changed',
      actor: { id: assignee.user.id },
      subject: { type: 'task', id: task.id, link: `/tasks/${task.id}` },
    });
    expect(item!.body).toContain('Watched task, dated');
    expect(item!.body).toContain('Due date');
    // The creator watches too; the one who made the change hears nothing of it.
    expect(await waitForItems(admin, 1)).toHaveLength(1);
    expect(await inboxOf(assignee)).toHaveLength(1);

    // A title alone is no news for watchers.
    await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: assignee.token,
      body: { title: 'Renamed only' },
    });
    const unwatched = await call(app(), 'DELETE', `/tasks/${task.id}/watch`, {
      token: admin.token,
    });
    expect(unwatched.statusCode).toBe(200);
    await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: assignee.token,
      body: { dueDate: '2030-03-01' },
    });
    await waitForItems(follower, 2);
    expect(await inboxOf(admin)).toHaveLength(1);
  });

  it('keeps a change whose delivery failed for the next pass, and delivers it once', async () => {
    const { admin, assignee, follower, task } = await team();
    await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: follower.token });
    await waitForItems(assignee, 1);
    const database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
    try {
      // The Inbox refuses this task's change items, as a process dying mid-delivery would.
      await database.query(`
        create function refuse_task_changed() returns trigger language plpgsql as $$
        begin
          if new.kind = 'task_changed' then raise exception 'refused for the test'; end if;
          return new;
        end $$;
        create trigger refuse_task_changed before insert on inbox_items
          for each row execute function refuse_task_changed();`);
      await call(app(), 'PUT', `/tasks/${task.id}`, {
        token: assignee.token,
        body: { dueDate: '2030-04-01' },
      });
      const undelivered = async () =>
        (
          await database.query(
            'select count(*)::int as count from task_change_notices where task_id = $1 and delivered_at is null',
            [task.id],
          )
        ).rows[0].count as number;
      await expect.poll(undelivered, { timeout: 8000 }).toBe(1);
      expect(await deliverTaskChangeNotices()).toBe(0);
      expect(await undelivered()).toBe(1);

      await database.query('drop trigger refuse_task_changed on inbox_items');
      // Two passes at once, as two processes would run them (a retry timer of the change may
      // be a third): the notice is delivered by one of them, once.
      const passes = await Promise.all([deliverTaskChangeNotices(), deliverTaskChangeNotices()]);
      expect(passes.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
      expect(await undelivered()).toBe(0);
      const [item] = await waitForItems(follower, 1);
      expect(item).toMatchObject({ kind: 'task_changed', subject: { id: task.id } });
      expect(await waitForItems(admin, 1)).toHaveLength(1);
      expect(await deliverTaskChangeNotices()).toBe(0);
      expect(await inboxOf(follower)).toHaveLength(1);
    } finally {
      await database.query('drop trigger if exists refuse_task_changed on inbox_items');
      await database.query('drop function if exists refuse_task_changed()');
      await database.end();
    }
  });

  it('tells watchers of a comment', async () => {
    const { admin, assignee, task } = await team();
    await waitForItems(assignee, 1);
    const commented = await call(app(), 'POST', `/tasks/${task.id}/comments`, {
      token: admin.token,
      body: { body: '<p>Status?</p>' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const [item] = await waitForItems(assignee, 2);
    expect(item).toMatchObject({ kind: 'task_comment', body: 'Status?' });
    expect(await inboxOf(admin)).toEqual([]);
  });

  it("keeps another organisation's users out (read and write)", async () => {
    const { admin, task } = await team();
    const stranger = await registerOrganization(app());
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const path = method === 'GET' ? `/tasks/${task.id}/watchers` : `/tasks/${task.id}/watch`;
      const response = await call(app(), method, path, { token: stranger.token });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    expect((await watchersOf(admin, task.id)).watchers).toHaveLength(2);
  });
});
