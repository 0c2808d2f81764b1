import type { DashboardWidget } from '@worksphere/contracts';
import { dashboardMessages } from '../dashboard.messages';
import { moveWidget, moveWidgetTo, removeWidget } from '../utils/dashboardLayout';
import { widgetDefinitionOf } from '../widgets/registry';
import { WidgetFrame } from './WidgetFrame';

const messages = dashboardMessages.grid;

type DashboardGridProps = {
  widgets: readonly DashboardWidget[];
  onChange: (widgets: DashboardWidget[], announcement: string) => void;
};

/** The user's widgets in their order: one column on phones, two on wide screens. */
export function DashboardGrid({ widgets, onChange }: DashboardGridProps) {
  // A widget of a type this build does not know (newer server) is kept but not shown.
  const shown = widgets.flatMap((widget) => {
    const definition = widgetDefinitionOf(widget.type);
    return definition ? [{ widget, definition }] : [];
  });

  return (
    <ul aria-label={messages.label} className="grid gap-6 md:grid-cols-2">
      {shown.map(({ widget, definition }, index) => (
        <li key={widget.id} className="min-w-0">
          <WidgetFrame
            widgetId={widget.id}
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
            onDropWidget={(draggedId) => {
              const target = widgets.findIndex((item) => item.id === widget.id);
              const next = moveWidgetTo(widgets, draggedId, target);
              const dragged = widgetDefinitionOf(
                widgets.find((item) => item.id === draggedId)?.type ?? '',
              );
              onChange(next, messages.moved(dragged?.title ?? '', target + 1, next.length));
            }}
          >
            <definition.component />
          </WidgetFrame>
        </li>
      ))}
    </ul>
  );
}
