import type { DashboardWidget, DashboardWidgetType } from '@worksphere/contracts';
import { LayoutGrid, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { canManageMembers } from '../../settings/utils/canManageMembers';
import { useAddWidgetHandler } from '../../shell/components/useAddWidgetHandler';
import { useDashboardLayoutQuery, useSaveDashboardLayout } from '../api/dashboardApi';
import { DashboardGrid } from '../components/DashboardGrid';
import { GettingStartedCard } from '../components/GettingStartedCard';
import { WidgetPicker } from '../components/WidgetPicker';
import { dashboardMessages as messages } from '../dashboard.messages';
import { addWidget } from '../utils/dashboardLayout';
import { greetingFor } from '../utils/greetingFor';
import { widgetRegistry } from '../widgets/registry';

/** /dash: where every sign-in lands; the user's widgets. ?addWidget=true opens the picker. */
export function DashboardPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const layout = useDashboardLayoutQuery();
  const { saveLayout } = useSaveDashboardLayout();
  const openPicker = useCallback(() => setIsPickerOpen(true), []);
  useAddWidgetHandler(openPicker);

  // The request is handled once; dropping the parameter keeps a reload from repeating it.
  const wantsWidget = searchParams.get('addWidget') === 'true';
  useEffect(() => {
    if (!wantsWidget) return;
    setIsPickerOpen(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addWidget');
        return next;
      },
      { replace: true },
    );
  }, [wantsWidget, setSearchParams]);

  function changeLayout(widgets: DashboardWidget[], message: string) {
    setAnnouncement(message);
    saveLayout(widgets, { onError: () => toast.error(messages.grid.saveFailed) });
  }

  function handleAdd(type: DashboardWidgetType) {
    const widgets = addWidget(layout.data?.widgets ?? [], type);
    changeLayout(widgets, messages.grid.added(widgetRegistry[type].title));
    setIsPickerOpen(false);
  }

  const name = user.firstName || user.username;
  const widgets = layout.data?.widgets ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeader
        title={`${greetingFor(new Date().getHours())}, ${name}`}
        description={messages.workspaceOf(user.organizationName)}
        actions={
          <Button
            variant="secondary"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={openPicker}
          >
            {messages.grid.addWidget}
          </Button>
        }
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {layout.isPending ? (
            <QueryLoading label={messages.grid.loading} />
          ) : layout.isError ? (
            <QueryFailed
              message={messages.grid.loadFailed}
              retryLabel={messages.grid.retry}
              onRetry={() => void layout.refetch()}
            />
          ) : widgets.length === 0 ? (
            <Card>
              <EmptyState
                icon={<LayoutGrid aria-hidden className="size-6" />}
                title={messages.grid.emptyTitle}
                description={messages.grid.emptyText}
                action={<Button onClick={openPicker}>{messages.grid.addWidget}</Button>}
              />
            </Card>
          ) : (
            <DashboardGrid widgets={widgets} onChange={changeLayout} />
          )}
        </div>
        <div>
          <GettingStartedCard canManageMembers={canManageMembers(user)} />
        </div>
      </div>
      <WidgetPicker
        isOpen={isPickerOpen}
        widgets={widgets}
        onAdd={handleAdd}
        onClose={() => setIsPickerOpen(false)}
      />
    </div>
  );
}
