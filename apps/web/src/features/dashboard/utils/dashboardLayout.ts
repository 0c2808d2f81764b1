import type { DashboardWidget, DashboardWidgetType } from '@worksphere/contracts';

/**
 * Pure changes of the dashboard's widget list; the order of the list is the order on screen.
 * Each returns a new list and leaves the given one as it is.
 */

/** A new widget id: the type and a random part, within the contract's 64 safe characters. */
export function makeWidgetId(type: DashboardWidgetType, random = randomSuffix()): string {
  return `${type}-${random}`.slice(0, 64);
}

function randomSuffix(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function addWidget(
  widgets: readonly DashboardWidget[],
  type: DashboardWidgetType,
  id = makeWidgetId(type),
): DashboardWidget[] {
  return [...widgets, { id, type }];
}

export function removeWidget(widgets: readonly DashboardWidget[], id: string): DashboardWidget[] {
  return widgets.filter((widget) => widget.id !== id);
}

/** Moves a widget one place up (-1) or down (+1); at either end nothing changes. */
export function moveWidget(
  widgets: readonly DashboardWidget[],
  id: string,
  offset: -1 | 1,
): DashboardWidget[] {
  const index = widgets.findIndex((widget) => widget.id === id);
  return index === -1 ? [...widgets] : moveWidgetTo(widgets, id, index + offset);
}

/** Puts a widget at a position (dragging); positions past either end are clamped. */
export function moveWidgetTo(
  widgets: readonly DashboardWidget[],
  id: string,
  targetIndex: number,
): DashboardWidget[] {
  const index = widgets.findIndex((widget) => widget.id === id);
  const moving = widgets[index];
  if (!moving) return [...widgets];
  const rest = widgets.filter((widget) => widget.id !== id);
  const target = Math.max(0, Math.min(targetIndex, rest.length));
  return [...rest.slice(0, target), moving, ...rest.slice(target)];
}

/** Is a widget of this type on the dashboard already? */
export function hasWidgetOfType(
  widgets: readonly DashboardWidget[],
  type: DashboardWidgetType,
): boolean {
  return widgets.some((widget) => widget.type === type);
}

/** Is every kind of widget on the dashboard already (nothing left to add)? */
export function hasEveryWidget(
  widgets: readonly DashboardWidget[],
  types: readonly DashboardWidgetType[],
): boolean {
  return types.every((type) => hasWidgetOfType(widgets, type));
}
