import { isId, type TaskWatchersResponse } from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { findTaskHeader } from '../comments/task-comments.repo.js';
import { addWatchers, listWatchers, removeWatcher } from './task-watchers.repo.js';

/** Who watches a task; each member starts or stops watching for themselves. */
export function createTaskWatchersService({ db }: AppDeps) {
  async function assertTask(session: SessionContext, taskId: string) {
    const task = isId(taskId)
      ? await findTaskHeader(db, session.organizationId, taskId)
      : undefined;
    if (!task) throw new AppError('NOT_FOUND', 'Task not found.');
  }

  async function getWatchers(
    session: SessionContext,
    taskId: string,
  ): Promise<TaskWatchersResponse> {
    await assertTask(session, taskId);
    const watchers = await listWatchers(db, session.organizationId, taskId);
    return { watchers, watching: watchers.some((person) => person.id === session.userId) };
  }

  async function watch(session: SessionContext, taskId: string, on: boolean) {
    await assertTask(session, taskId);
    await (on
      ? addWatchers(db, session.organizationId, taskId, [session.userId])
      : removeWatcher(db, session.organizationId, taskId, session.userId));
    return getWatchers(session, taskId);
  }

  return {
    getWatchers,
    watch: (session: SessionContext, taskId: string) => watch(session, taskId, true),
    unwatch: (session: SessionContext, taskId: string) => watch(session, taskId, false),
  };
}
