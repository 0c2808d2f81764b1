import { LIST_TOTAL_LIMIT } from '@worksphere/contracts';

export type PageInfo = { total: number; totalIsExact: boolean; limit: number; offset: number };

/** How far a list's count goes: one past the limit tells "more than LIST_TOTAL_LIMIT". */
export const COUNT_UP_TO = LIST_TOTAL_LIMIT + 1;

/**
 * The page info of a list answer. A short page tells the total by itself; otherwise the
 * count (which stops at COUNT_UP_TO, so a huge list costs no more than that) does.
 */
export async function pageInfo(
  page: { rows: number; limit: number; offset: number },
  count: () => Promise<number>,
): Promise<PageInfo> {
  const { rows, limit, offset } = page;
  if (rows < limit && (rows > 0 || offset === 0)) {
    return { total: offset + rows, totalIsExact: true, limit, offset };
  }
  const counted = await count();
  return {
    total: Math.min(counted, LIST_TOTAL_LIMIT),
    totalIsExact: counted <= LIST_TOTAL_LIMIT,
    limit,
    offset,
  };
}
