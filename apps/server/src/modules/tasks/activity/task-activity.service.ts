import {
  isId,
  TASK_ACTIVITY_MESSAGES,
  type TaskActivityField,
  type TaskActivityResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { decodeInboxCursor, encodeInboxCursor } from '../../inbox/inbox.presenter.js';
import { findTaskHeader } from '../comments/task-comments.repo.js';
import { listActivity } from './task-activity.repo.js';

/** A task's history as people read it. */
export function createTaskActivityService({ db }: AppDeps) {
  async function listTaskActivity(
    session: SessionContext,
    taskId: string,
    query: { cursor?: string; limit: number },
  ): Promise<TaskActivityResponse> {
    const task = isId(taskId)
      ? await findTaskHeader(db, session.organizationId, taskId)
      : undefined;
    if (!task) throw new AppError('NOT_FOUND', 'Task not found.');
    const before = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
    if (before === null) {
      throw new AppError('VALIDATION_ERROR', TASK_ACTIVITY_MESSAGES.invalidCursor);
    }
    const rows = await listActivity(db, session.organizationId, taskId, {
      before,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      entries: page.map(({ entry, actor }) => ({
        id: entry.id,
        actor: actor?.id ? actor : null,
        field: entry.field as TaskActivityField,
        from: entry.fromValue,
        to: entry.toValue,
        at: entry.createdAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeInboxCursor(last.entry) : null,
    };
  }

  return { listTaskActivity };
}
