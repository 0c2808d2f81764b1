import clsx from 'clsx';
import { ChevronDown, ChevronUp, GripVertical, X } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { dashboardMessages } from '../dashboard.messages';
import type { WidgetDefinition } from '../widgets/registry';

const messages = dashboardMessages.frame;

type WidgetFrameProps = {
  widgetId: string;
  definition: WidgetDefinition;
  isFirst: boolean;
  isLast: boolean;
  isDragging?: boolean;
  /** Spread on the drag handle: dnd-kit's listeners, its ref and its accessibility attributes. */
  dragHandleProps?: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
};

/**
 * A widget's card: its title, a drag handle, and buttons to move it up or down and remove it
 * (a second keyboard way to arrange the dashboard, besides the handle).
 */
export function WidgetFrame({
  widgetId,
  definition,
  isFirst,
  isLast,
  isDragging = false,
  dragHandleProps,
  onMove,
  onRemove,
  children,
}: WidgetFrameProps) {
  const titleId = useId();
  const { title, icon: Icon } = definition;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="dashboard-widget"
      data-widget-id={widgetId}
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-white transition-shadow',
        isDragging
          ? 'border-brand-400 shadow-xl ring-4 ring-brand-100'
          : 'border-zinc-200 shadow-sm',
      )}
    >
      <header className="flex items-center gap-1 border-b border-zinc-100 py-2 pr-2 pl-1.5">
        <button
          type="button"
          {...dragHandleProps}
          aria-label={messages.dragHandle(title)}
          title={messages.dragHandle(title)}
          className={clsx(
            'flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-600 active:cursor-grabbing',
            focusRing,
          )}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
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
