import { readFile } from 'node:fs/promises';
import type { AuthResponse, InboxItem } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, createTask, registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';

/** Migration 0064: English summaries of watched task changes become keys and values. */
const testApp = useTestApp();
const app = () => testApp.app;

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** The migration run again on tables as they were before it (a `summary` column). */
async function runMigrationOnOldShape(
  notices: Array<{ organizationId: string; taskId: string; summary: string }>,
) {
  const file = new URL('../../../../drizzle/0064_task_change_values.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  await testApp.db.transaction(async (tx) => {
    await tx.execute(sql`alter table task_change_notices drop column changes`);
    await tx.execute(sql`alter table task_change_notices add column summary text`);
    for (const notice of notices) {
      await tx.execute(sql`
        insert into task_change_notices (event_id, organization_id, task_id, summary, delivered_at)
        values (gen_random_uuid(), ${notice.organizationId}, ${notice.taskId}, ${notice.summary},
          now())`);
    }
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe('migration 0064 (task change values)', () => {
  it('turns stored summaries into the task and its fields, for notices and Inbox items', async () => {
    const admin = await registerOrganization(app());
    const watcher = await addMember(app(), admin);
    const other = await registerOrganization(app());
    const task = await createTask(app(), admin, { title: 'Call \u00b7 the bank' });
    const otherTask = await createTask(app(), other, { title: 'Theirs' });
    const dot = '\u00b7';
    // Items as the server wrote them before: the English summary, the title's key only.
    const oldItem = async (recipient: AuthResponse, body: string, key = 'taskWatchedChanged') => {
      await testApp.db.execute(sql`
        insert into inbox_items (organization_id, recipient_id, kind, subject_type, subject_id,
          subject_link, title, body, texts, dedupe_key)
        values (${recipient.user.organizationId}, ${recipient.user.id}, 'task_changed', 'task',
          ${task.id}, ${`/tasks/${task.id}`}, 'A task you watch changed', ${body},
          ${JSON.stringify({ title: { key, values: {} } })}::jsonb, ${`old:${body}`})`);
    };
    await oldItem(watcher, `Call ${dot} the bank ${dot} Status, Due date`);
    await oldItem(watcher, `Call the bank ${dot} Mood`);
    await oldItem(other, `Theirs ${dot} Priority`);

    await runMigrationOnOldShape([
      {
        organizationId: admin.user.organizationId,
        taskId: task.id,
        summary: `Call ${dot} the bank ${dot} Assignees, Priority`,
      },
      { organizationId: other.user.organizationId, taskId: otherTask.id, summary: 'No fields' },
    ]);

    const notices = await testApp.db.execute<{ task_id: string; changes: unknown }>(
      sql`select task_id, changes from task_change_notices where delivered_at is not null`,
    );
    expect(new Map(notices.rows.map((row) => [row.task_id, row.changes]))).toEqual(
      new Map([
        [task.id, { task: `Call ${dot} the bank`, fields: 'assignees,priority' }],
        [otherTask.id, { task: 'No fields', fields: '' }],
      ]),
    );

    const items = await inboxOf(watcher);
    const byBody = new Map(items.map((item) => [item.body, item.texts]));
    expect(byBody.get(`Call ${dot} the bank ${dot} Status, Due date`)).toEqual({
      title: { key: 'taskWatchedChanged', values: {} },
      body: {
        key: 'taskWatchedChangedBody',
        values: { task: `Call ${dot} the bank`, fields: 'state,dueDate' },
      },
    });
    // A label it does not know stays as stored.
    expect(byBody.get(`Call the bank ${dot} Mood`)).toEqual({
      title: { key: 'taskWatchedChanged', values: {} },
    });
    // Each organisation's items are their own: the other one's is migrated, not shown here.
    expect(items).toHaveLength(2);
    const [theirs] = await inboxOf(other);
    expect(theirs!.texts?.body).toEqual({
      key: 'taskWatchedChangedBody',
      values: { task: 'Theirs', fields: 'priority' },
    });
  });
});
