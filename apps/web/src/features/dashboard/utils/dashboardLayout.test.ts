import type { DashboardWidget } from '@worksphere/contracts';
import { dashboardWidgetSchema } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addWidget,
  hasWidgetOfType,
  makeWidgetId,
  moveWidget,
  moveWidgetTo,
  removeWidget,
} from './dashboardLayout';

const a: DashboardWidget = { id: 'a', type: 'tasks-due-soon' };
const b: DashboardWidget = { id: 'b', type: 'recent-notes' };
const c: DashboardWidget = { id: 'c', type: 'projects-overview' };
const ids = (widgets: DashboardWidget[]) => widgets.map((widget) => widget.id);

describe('dashboard layout', () => {
  it('adds a widget at the end with a valid id', () => {
    const widgets = [a];
    const next = addWidget(widgets, 'recent-notes');
    expect(next).toHaveLength(2);
    expect(next[1]?.type).toBe('recent-notes');
    expect(dashboardWidgetSchema.safeParse(next[1]).success).toBe(true);
    expect(widgets).toEqual([a]);
    expect(addWidget([a], 'recent-notes', 'fixed')).toEqual([
      a,
      { id: 'fixed', type: 'recent-notes' },
    ]);
  });

  it('makes ids unlikely to repeat', () => {
    const made = new Set(Array.from({ length: 50 }, () => makeWidgetId('recent-notes')));
    expect(made.size).toBe(50);
    expect(makeWidgetId('recent-notes', 'x1')).toBe('recent-notes-x1');
  });

  it('removes a widget by id', () => {
    expect(ids(removeWidget([a, b, c], 'b'))).toEqual(['a', 'c']);
    expect(ids(removeWidget([a], 'missing'))).toEqual(['a']);
  });

  it('moves a widget up or down by one, and not past either end', () => {
    expect(ids(moveWidget([a, b, c], 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveWidget([a, b, c], 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveWidget([a, b, c], 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget([a, b, c], 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget([a, b, c], 'missing', 1))).toEqual(['a', 'b', 'c']);
  });

  it('moves a widget to a position (dragging), clamped to the list', () => {
    expect(ids(moveWidgetTo([a, b, c], 'a', 2))).toEqual(['b', 'c', 'a']);
    expect(ids(moveWidgetTo([a, b, c], 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(ids(moveWidgetTo([a, b, c], 'b', 99))).toEqual(['a', 'c', 'b']);
    expect(ids(moveWidgetTo([a, b, c], 'b', -5))).toEqual(['b', 'a', 'c']);
  });

  it('tells whether a type is on the dashboard', () => {
    expect(hasWidgetOfType([a, b], 'recent-notes')).toBe(true);
    expect(hasWidgetOfType([a, b], 'projects-overview')).toBe(false);
  });
});
