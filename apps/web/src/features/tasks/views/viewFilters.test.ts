import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isSameView, searchFromFilters } from './viewFilters';

describe('saved view filters', () => {
  it('keeps the filters, grouping and layout of the address, and nothing else', () => {
    const search = new URLSearchParams(
      'q=%20report%20&assignee=me&status=all&view=status&group=priority&sort=createdAt&other=1',
    );
    expect(filtersFromSearch(search)).toEqual({
      q: 'report',
      assignee: 'me',
      status: 'all',
      sort: 'createdAt',
      groupBy: 'priority',
      layout: 'board',
    });
  });

  it('reads an address without parameters as the default list', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual({ layout: 'list' });
    expect(filtersFromSearch(new URLSearchParams('status=open&group=bogus'))).toEqual({
      layout: 'list',
    });
  });

  it('writes a view back to the same address it was saved from', () => {
    const search = new URLSearchParams('project=p1&label=l1&view=status&group=state');
    expect(searchFromFilters(filtersFromSearch(search)).toString()).toBe(
      'project=p1&label=l1&view=status&group=state',
    );
    expect(searchFromFilters({ layout: 'list' }).toString()).toBe('');
  });

  it('tells the view the address shows, whatever the order of its parameters', () => {
    const saved = filtersFromSearch(new URLSearchParams('assignee=me&priority=high'));
    expect(
      isSameView(saved, filtersFromSearch(new URLSearchParams('priority=high&assignee=me'))),
    ).toBe(true);
    expect(isSameView(saved, filtersFromSearch(new URLSearchParams('assignee=me')))).toBe(false);
  });
});
