import type { DashboardWidget } from '@worksphere/contracts';
import clsx from 'clsx';
import { SortableList, useSortableItem } from '../../../ui/Sortable';
import { dashboardMessages } from '../dashboard.messages';
import { moveWidget, moveWidgetTo, removeWidget } from '../utils/dashboardLayout';
import { widgetDefinitionOf, type WidgetDefinition } from '../widgets/registry';
import { WidgetFrame } from './WidgetFrame';

const messages = dashboardMessages.grid;

type DashboardGridProps = {
  widgets: readonly DashboardWidget[];
  onChange: (widgets: DashboardWidget[], announcement: string) => void;
};

/**
 * The user's widgets in their order: one column on phones, two on wide screens. A widget moves
 * by its drag handle (mouse, touch, or keyboard: Space, arrows, Space) or its up/down buttons.
 */
export function DashboardGrid({ widgets, onChange }: DashboardGridProps) {
  // A widget of a type this build does not know (newer server) is kept but not shown.
  const shown = widgets.flatMap((widget) => {
    const definition = widgetDefinitionOf(widget.type);
    return definition ? [{ widget, definition }] : [];
  });
  const titleOf = (id: string) =>
    shown.find(({ widget }) => widget.id === id)?.definition.title ?? '';

  function moveTo(id: string, shownIndex: number) {
    // The drop target is a shown widget; its place in the full list is where the moved one goes.
    const targetId = shown[shownIndex]?.widget.id;
    const target = widgets.findIndex((item) => item.id === targetId);
    const next = moveWidgetTo(widgets, id, target);
    const position = next.findIndex((item) => item.id === id) + 1;
    onChange(next, messages.moved(titleOf(id), position, next.length));
  }

  return (
    <SortableList
      ids={shown.map(({ widget }) => widget.id)}
      labelOf={titleOf}
      messages={messages.drag}
      onMove={moveTo}
    >
      <ul aria-label={messages.label} className="grid gap-6 md:grid-cols-2">
        {shown.map(({ widget, definition }, index) => (
          <SortableWidget
            key={widget.id}
            widget={widget}
            definition={definition}
            isFirst={index === 0}
            isLast={index === shown.length - 1}
            onMove={(offset) => {
              const next = moveWidget(widgets, widget.id, offset);
              const position = next.findIndex((item) => item.id === widget.id) + 1;
              onChange(next, messages.moved(definition.title, position, next.length));
            }}
            onRemove={() =>
              onChange(removeWidget(widgets, widget.id), messages.removed(definition.title))
            }
          />
        ))}
      </ul>
    </SortableList>
  );
}

function SortableWidget({
  widget,
  definition,
  isFirst,
  isLast,
  onMove,
  onRemove,
}: {
  widget: DashboardWidget;
  definition: WidgetDefinition;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { itemProps, handleProps, isDragging } = useSortableItem(widget.id);
  return (
    <li {...itemProps} className={clsx('min-w-0', isDragging && 'opacity-90')}>
      <WidgetFrame
        widgetId={widget.id}
        definition={definition}
        isFirst={isFirst}
        isLast={isLast}
        isDragging={isDragging}
        dragHandleProps={handleProps}
        onMove={onMove}
        onRemove={onRemove}
      >
        <definition.component />
      </WidgetFrame>
    </li>
  );
}
