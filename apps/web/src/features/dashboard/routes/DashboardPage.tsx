import type { DashboardWidget, DashboardWidgetType } from '@worksphere/contracts';
import { LayoutGrid, Plus } from 'lucide-react';
import { getHours } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
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
import { addWidget, hasEveryWidget } from '../utils/dashboardLayout';
import { hideGettingStarted, isGettingStartedHidden } from '../utils/gettingStartedDismissal';
import { greetingFor } from '../utils/greetingFor';
import { offeredWidgetTypes, widgetRegistry } from '../widgets/registry';
import { PageFrame } from '../../../ui/PageFrame';

/** /dash: where every sign-in lands; the user's widgets. ?addWidget=true opens the picker. */
export function DashboardPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [isAllAddedShown, setIsAllAddedShown] = useState(false);
  const [isTipsHidden, setIsTipsHidden] = useState(() => isGettingStartedHidden(user.id));
  const layout = useDashboardLayoutQuery();
  const { saveLayout } = useSaveDashboardLayout();
  const isFull =
    layout.data !== undefined && hasEveryWidget(layout.data.widgets, offeredWidgetTypes(user));
  // A full dashboard says so instead of opening a picker with nothing left to add.
  const openPicker = useCallback(() => {
    if (isFull) setIsAllAddedShown(true);
    else setIsPickerOpen(true);
  }, [isFull]);
  useAddWidgetHandler(openPicker);

  // The request is handled once; dropping the parameter keeps a reload from repeating it.
  const wantsWidget = searchParams.get('addWidget') === 'true';
  useEffect(() => {
    if (!wantsWidget || layout.isPending) return;
    openPicker();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addWidget');
        return next;
      },
      { replace: true },
    );
  }, [wantsWidget, layout.isPending, openPicker, setSearchParams]);

  function changeLayout(widgets: DashboardWidget[], message: string) {
    setAnnouncement(message);
    setIsAllAddedShown(false);
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
    <PageFrame>
      <PageHeader
        title={`${greetingFor(getHours(new Date()))}, ${name}`}
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
      {isAllAddedShown ? (
        <Alert tone="info" className="mb-6">
          {messages.grid.allAdded}
        </Alert>
      ) : null}
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
        {isTipsHidden ? null : (
          <div>
            <GettingStartedCard
              canManageMembers={canManageMembers(user)}
              onDismiss={() => {
                hideGettingStarted(user.id);
                setIsTipsHidden(true);
              }}
            />
          </div>
        )}
      </div>
      <WidgetPicker
        isOpen={isPickerOpen}
        widgets={widgets}
        onAdd={handleAdd}
        onClose={() => setIsPickerOpen(false)}
      />
    </PageFrame>
  );
}
