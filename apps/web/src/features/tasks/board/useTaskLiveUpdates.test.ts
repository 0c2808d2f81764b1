import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TasksResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { taskKeys } from '../api/taskKeys';
import { boardKeys } from './boardKeys';
import { boardGroup, boardTask } from './boardTestTasks';
import type { BoardResponse } from './boardTypes';
import { applyTaskChanged, applyTaskDeleted } from './useTaskLiveUpdates';

const a = boardTask('a', { stateId: 'todo', position: 'a0' });
const b = boardTask('b', { stateId: 'todo', position: 'a1' });

function clientWithCaches() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const plain = boardKeys.board({}, 'state');
  const filtered = boardKeys.board({ q: 'venue' }, 'state');
  const board: BoardResponse = { groups: [boardGroup('todo', [a, b]), boardGroup('done', [])] };
  queryClient.setQueryData(plain, board);
  queryClient.setQueryData(filtered, board);
  const list = taskKeys.list({});
  queryClient.setQueryData<InfiniteData<TasksResponse>>(list, {
    pageParams: [0],
    pages: [{ tasks: [a, b], total: 2, totalIsExact: true, limit: 50, offset: 0 }],
  });
  return { queryClient, plain, filtered, list };
}

const columnIds = (board: BoardResponse | undefined) =>
  board?.groups.map((group) => group.tasks.map((task) => task.id));

describe('live task events in the query cache', () => {
  it('moves a changed task on every cached board and replaces it in the lists', () => {
    const { queryClient, plain, filtered, list } = clientWithCaches();
    const moved = { ...a, stateId: 'done', title: 'Moved by Ben' };
    applyTaskChanged(queryClient, moved);
    expect(columnIds(queryClient.getQueryData<BoardResponse>(plain))).toEqual([['b'], ['a']]);
    const pages = queryClient.getQueryData<InfiniteData<TasksResponse>>(list);
    expect(pages?.pages[0]?.tasks[0]?.title).toBe('Moved by Ben');
    // A filtered board may lose the task to its filters: it is asked again; the plain one is not.
    expect(queryClient.getQueryState(filtered)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(plain)?.isInvalidated).toBe(false);
  });

  it('asks a board again when the task lands in a column it does not have', () => {
    const { queryClient, plain } = clientWithCaches();
    applyTaskChanged(queryClient, { ...a, stateId: 'brand-new-state' });
    expect(queryClient.getQueryState(plain)?.isInvalidated).toBe(true);
  });

  it('takes a deleted task off every board and list', () => {
    const { queryClient, plain, list } = clientWithCaches();
    applyTaskDeleted(queryClient, 'b');
    expect(columnIds(queryClient.getQueryData<BoardResponse>(plain))).toEqual([['a'], []]);
    const pages = queryClient.getQueryData<InfiniteData<TasksResponse>>(list);
    expect(pages?.pages[0]?.tasks.map((task) => task.id)).toEqual(['a']);
    expect(pages?.pages[0]?.total).toBe(1);
  });
});
