import { FolderKanban, NotebookPen, SquareCheckBig, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Card } from '../../../ui/Card';
import { IconButton } from '../../../ui/IconButton';
import { dashboardMessages } from '../dashboard.messages';

const messages = dashboardMessages.addWidgetPanel;
const kindIcons: Record<string, LucideIcon> = {
  tasks: SquareCheckBig,
  notes: NotebookPen,
  projects: FolderKanban,
};

/** What "Add Widget to Dashboard" opens: the widget kinds and when they arrive. */
export function AddWidgetPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users notice the panel opened.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="border-brand-200 ring-4 ring-brand-50">
      <section
        aria-labelledby={titleId}
        className="px-5 py-5 sm:px-6"
        data-testid="add-widget-panel"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="text-base font-semibold text-zinc-900 focus:outline-none"
            >
              {messages.title}
            </h2>
            <p className="mt-1 text-sm leading-6 text-zinc-600">{messages.text}</p>
          </div>
          <IconButton label={messages.close} icon={<X className="size-5" />} onClick={onClose} />
        </div>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          {messages.kinds.map((kind) => {
            const Icon = kindIcons[kind.id] ?? SquareCheckBig;
            return (
              <li
                key={kind.id}
                className="rounded-xl border border-dashed border-zinc-300 bg-zinc-50 p-4"
              >
                <div className="flex items-center justify-between">
                  <Icon aria-hidden className="size-5 text-brand-600" />
                  <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-zinc-600 ring-1 ring-zinc-200">
                    {messages.availability}
                  </span>
                </div>
                <h3 className="mt-3 text-sm font-semibold text-zinc-900">{kind.title}</h3>
                <p className="mt-1 text-sm text-zinc-600">{kind.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
