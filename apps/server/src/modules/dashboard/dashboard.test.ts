import { dashboardLayoutSchema, DEFAULT_DASHBOARD_WIDGETS } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { readStoredWidgets } from './dashboard.service.js';

describe('readStoredWidgets', () => {
  it('keeps valid widgets in order and drops types the server no longer knows', () => {
    expect(
      readStoredWidgets([
        { id: 'b', type: 'recent-notes' },
        { id: 'old', type: 'retired-widget' },
        { id: 'a', type: 'tasks-due-soon', size: 'small' },
      ]),
    ).toEqual([
      { id: 'b', type: 'recent-notes' },
      { id: 'a', type: 'tasks-due-soon', size: 'small' },
    ]);
    expect(readStoredWidgets({ not: 'a list' })).toEqual(DEFAULT_DASHBOARD_WIDGETS);
  });
});

describe('dashboardLayoutSchema', () => {
  it('strips fields it does not know and limits settings to small scalars', () => {
    expect(
      dashboardLayoutSchema.parse({
        widgets: [{ id: 'a', type: 'recent-notes', extra: 1, settings: { limit: 5 } }],
      }),
    ).toEqual({ widgets: [{ id: 'a', type: 'recent-notes', settings: { limit: 5 } }] });
    expect(
      dashboardLayoutSchema.safeParse({
        widgets: [{ id: 'a', type: 'recent-notes', settings: { nested: { deep: true } } }],
      }).success,
    ).toBe(false);
  });
});
