import clsx from 'clsx';
import { ChevronDown, ChevronUp, GripVertical, X } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { dashboardMessages } from '../dashboard.messages';
import type { WidgetDefinition } from '../widgets/registry';

const messages = dashboardMessages.frame;
/** The drag payload type, so drops of files or text are ignored. */
const DRAG_TYPE = 'application/x-worksphere-widget';

type WidgetFrameProps = {
  widgetId: string;
  definition: WidgetDefinition;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** A widget dragged onto this one takes its place. */
  onDropWidget: (draggedId: string) => void;
  children: ReactNode;
};

/**
 * A widget's card: its title, a drag handle, and buttons to move it up or down and remove it
 * (the keyboard way to arrange the dashboard).
 */
export function WidgetFrame({
  widgetId,
  definition,
  isFirst,
  isLast,
  onMove,
  onRemove,
  onDropWidget,
  children,
}: WidgetFrameProps) {
  const titleId = useId();
  const [isDropTarget, setIsDropTarget] = useState(false);
  const { title, icon: Icon } = definition;

  function handleDragStart(event: DragEvent<HTMLElement>) {
    event.dataTransfer.setData(DRAG_TYPE, widgetId);
    event.dataTransfer.effectAllowed = 'move';
    // The whole card follows the pointer, not only the handle.
    const card = event.currentTarget.closest('section');
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
  }

  function handleDragOver(event: DragEvent<HTMLElement>) {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setIsDropTarget(true);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    setIsDropTarget(false);
    const draggedId = event.dataTransfer.getData(DRAG_TYPE);
    if (!draggedId || draggedId === widgetId) return;
    event.preventDefault();
    onDropWidget(draggedId);
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="dashboard-widget"
      data-widget-id={widgetId}
      onDragOver={handleDragOver}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={handleDrop}
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow',
        isDropTarget ? 'border-brand-400 ring-4 ring-brand-100' : 'border-zinc-200',
      )}
    >
      <header className="flex items-center gap-1 border-b border-zinc-100 py-2 pr-2 pl-1.5">
        <span
          draggable
          onDragStart={handleDragStart}
          title={messages.dragHandle(title)}
          aria-hidden
          className="flex size-8 cursor-grab items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-600 active:cursor-grabbing"
        >
          <GripVertical className="size-4" />
        </span>
        <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
        <h2
          id={titleId}
          className="ml-1 min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900"
        >
          {title}
        </h2>
        <IconButton
          label={messages.moveUp(title)}
          icon={<ChevronUp className="size-4" />}
          disabled={isFirst}
          onClick={() => onMove(-1)}
          className="size-8"
        />
        <IconButton
          label={messages.moveDown(title)}
          icon={<ChevronDown className="size-4" />}
          disabled={isLast}
          onClick={() => onMove(1)}
          className="size-8"
        />
        <IconButton
          label={messages.remove(title)}
          icon={<X className="size-4" />}
          onClick={onRemove}
          className="size-8"
        />
      </header>
      <div className="flex-1 px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}
