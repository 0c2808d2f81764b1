import type { DashboardWidget, DashboardWidgetType } from '@worksphere/contracts';
import { Check, Plus } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { dashboardMessages } from '../dashboard.messages';
import { hasWidgetOfType } from '../utils/dashboardLayout';
import { useCurrentUser } from '../../auth/components/useAuth';
import { offeredWidgetTypes, widgetRegistry } from '../widgets/registry';

const messages = dashboardMessages.picker;

type WidgetPickerProps = {
  isOpen: boolean;
  widgets: readonly DashboardWidget[];
  onAdd: (type: DashboardWidgetType) => void;
  onClose: () => void;
};

/** What "Add Widget to Dashboard" opens: every widget kind, each addable once. */
export function WidgetPicker({ isOpen, widgets, onAdd, onClose }: WidgetPickerProps) {
  const user = useCurrentUser();
  const entries = offeredWidgetTypes(user).map((type) => [type, widgetRegistry[type]] as const);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.title}
      description={messages.description}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="widget-picker">
        {entries.map(([type, definition]) => {
          const isAdded = hasWidgetOfType(widgets, type);
          const Icon = definition.icon;
          return (
            <li
              key={type}
              className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4"
            >
              <div className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 ring-1 ring-zinc-200">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-zinc-900">{definition.title}</h3>
                  <p className="mt-0.5 text-sm text-zinc-600">{definition.description}</p>
                </div>
              </div>
              {isAdded ? (
                <p className="inline-flex items-center gap-1.5 self-end text-sm font-medium text-emerald-700">
                  <Check aria-hidden className="size-4" />
                  {messages.onDashboard}
                </p>
              ) : (
                <Button
                  size="sm"
                  className="self-end"
                  aria-label={messages.addLabel(definition.title)}
                  icon={<Plus aria-hidden className="size-4" />}
                  onClick={() => onAdd(type)}
                >
                  {messages.add}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
