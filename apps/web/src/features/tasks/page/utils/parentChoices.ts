import type { PageTask } from '../pageTypes';

/**
 * Tasks that may become this task's parent: not itself and none of its own sub-tasks (that
 * would make a loop). The current parent stays offered even if it is not in the list.
 */
export function parentChoices(
  task: Pick<PageTask, 'id' | 'parent'>,
  candidates: ReadonlyArray<Pick<PageTask, 'id' | 'title' | 'parentId'>>,
): Array<{ id: string; title: string }> {
  const choices = candidates
    .filter((candidate) => candidate.id !== task.id && candidate.parentId !== task.id)
    .map(({ id, title }) => ({ id, title }));
  if (task.parent && !choices.some((choice) => choice.id === task.parent?.id)) {
    choices.unshift({ id: task.parent.id, title: task.parent.title });
  }
  return choices;
}
