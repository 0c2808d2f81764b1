import { LIST_TOTAL_LIMIT } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { COUNT_UP_TO, pageInfo } from './pagination.js';

describe('pageInfo', () => {
  it('takes the total from a short page without counting', async () => {
    const count = vi.fn(async () => 999);
    expect(await pageInfo({ rows: 7, limit: 50, offset: 100 }, count)).toEqual({
      total: 107,
      totalIsExact: true,
      limit: 50,
      offset: 100,
    });
    expect(await pageInfo({ rows: 0, limit: 50, offset: 0 }, count)).toMatchObject({ total: 0 });
    expect(count).not.toHaveBeenCalled();
  });

  it('counts a full page, or a page past the end', async () => {
    expect(await pageInfo({ rows: 50, limit: 50, offset: 0 }, async () => 120)).toEqual({
      total: 120,
      totalIsExact: true,
      limit: 50,
      offset: 0,
    });
    expect(await pageInfo({ rows: 0, limit: 50, offset: 500 }, async () => 120)).toMatchObject({
      total: 120,
      totalIsExact: true,
    });
  });

  it('stops at the limit and says the total is not exact past it', async () => {
    expect(COUNT_UP_TO).toBe(LIST_TOTAL_LIMIT + 1);
    expect(LIST_TOTAL_LIMIT).toBe(1000);
    expect(await pageInfo({ rows: 50, limit: 50, offset: 0 }, async () => COUNT_UP_TO)).toEqual({
      total: 1000,
      totalIsExact: false,
      limit: 50,
      offset: 0,
    });
    expect(
      await pageInfo({ rows: 50, limit: 50, offset: 0 }, async () => LIST_TOTAL_LIMIT),
    ).toMatchObject({ total: 1000, totalIsExact: true });
  });
});
