import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_AREA_ORDER,
  mostOpenedAreas,
  readAreaVisits,
  saveAreaVisits,
  withVisit,
} from './areaVisits';

const areas = ['/dash', '/tasks', '/notes', '/projects', '/calendar', '/chat', '/mail'];

describe('mostOpenedAreas', () => {
  it('starts with Dashboard, Tasks, Chat and Calendar', () => {
    expect(mostOpenedAreas({}, areas)).toEqual(['/dash', '/tasks', '/chat', '/calendar']);
    expect(DEFAULT_AREA_ORDER).toEqual(['/dash', '/tasks', '/chat', '/calendar']);
  });

  it('puts the areas opened most first and keeps the default order between ties', () => {
    const counts = { '/mail': 5, '/notes': 2, '/chat': 2, '/dash': 1 };
    expect(mostOpenedAreas(counts, areas)).toEqual(['/mail', '/chat', '/notes', '/dash']);
  });

  it('never offers an area the user may not open', () => {
    expect(mostOpenedAreas({ '/pos/create-order-pos': 9 }, areas)).not.toContain(
      '/pos/create-order-pos',
    );
  });
});

describe('visit counts in storage', () => {
  afterEach(() => window.localStorage.clear());

  it('counts per user', () => {
    saveAreaVisits('u1', withVisit(withVisit({}, '/notes'), '/notes'));
    expect(readAreaVisits('u1')).toEqual({ '/notes': 2 });
    expect(readAreaVisits('u2')).toEqual({});
  });

  it('ignores unreadable data', () => {
    window.localStorage.setItem('ws.nav.areaVisits.u1', '{not json');
    expect(readAreaVisits('u1')).toEqual({});
    window.localStorage.setItem('ws.nav.areaVisits.u1', '{"/notes":"x","/mail":3}');
    expect(readAreaVisits('u1')).toEqual({ '/mail': 3 });
  });
});
