import {
  priorityToNumber,
  TASK_BOARD_GROUP_LIMIT,
  TASK_BOARD_MESSAGES,
  TASK_PRIORITY_LABELS,
  type TaskBoardFilters,
  type TaskBoardGroup,
  type TaskBoardResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import * as repo from './task-board.repo.js';
import { toTaskListFilters } from './task-rules.js';
import { listStates } from './task-states.repo.js';
import { presentState } from './task-states.service.js';

/** Groups by name, the "none" group last. */
const byLabel = (a: TaskBoardGroup, b: TaskBoardGroup) =>
  Number(a.key === 'none') - Number(b.key === 'none') ||
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) ||
  a.key.localeCompare(b.key);

/** The board: tasks in columns by state, assignee, project or priority. */
export function createTaskBoardService({ db }: AppDeps) {
  /**
   * Every group's first TASK_BOARD_GROUP_LIMIT tasks in board order and its total. Three to
   * four statements whatever the number of tasks or columns: the slots, the tasks, the names.
   */
  async function getBoard(
    session: SessionContext,
    filters: TaskBoardFilters,
  ): Promise<TaskBoardResponse> {
    const organizationId = session.organizationId;
    const slots = await repo.listBoardSlots(
      db,
      organizationId,
      filters.groupBy,
      toTaskListFilters(filters, session.userId),
      TASK_BOARD_GROUP_LIMIT,
    );
    const tasks = await repo.loadTasks(db, organizationId, [
      ...new Set(slots.map((slot) => slot.id)),
    ]);
    const groups = new Map<string, { tasks: TaskBoardGroup['tasks']; total: number }>();
    for (const slot of slots) {
      const group = groups.get(slot.groupKey) ?? { tasks: [], total: slot.total };
      const task = tasks.get(slot.id);
      if (task) group.tasks.push(task);
      groups.set(slot.groupKey, group);
    }
    const filled = (key: string) => groups.get(key) ?? { tasks: [], total: 0 };

    switch (filters.groupBy) {
      case 'state': {
        const states = await listStates(db, organizationId);
        return {
          groups: states.map((state) => ({
            key: state.id,
            label: state.name,
            state: presentState(state),
            ...filled(state.id),
          })),
        };
      }
      case 'priority':
        return {
          groups: (
            Object.keys(TASK_PRIORITY_LABELS) as Array<keyof typeof TASK_PRIORITY_LABELS>
          ).map((priority) => ({
            key: priority,
            label: TASK_PRIORITY_LABELS[priority],
            ...filled(String(priorityToNumber(priority))),
          })),
        };
      case 'project':
      case 'assignee': {
        const keys = [...groups.keys()].filter((key) => key !== 'none');
        const names =
          filters.groupBy === 'project'
            ? await repo.projectNames(db, organizationId, keys)
            : await repo.userNames(db, organizationId, keys);
        const none =
          filters.groupBy === 'project'
            ? TASK_BOARD_MESSAGES.noProject
            : TASK_BOARD_MESSAGES.noAssignee;
        return {
          groups: [...groups.keys()]
            .map((key) => ({
              key,
              label: key === 'none' ? none : (names.get(key) ?? ''),
              ...filled(key),
            }))
            .sort(byLabel),
        };
      }
    }
  }

  return { getBoard };
}
