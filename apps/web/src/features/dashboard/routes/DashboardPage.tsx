import { LayoutGrid } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { canManageMembers } from '../../settings/utils/canManageMembers';
import { useAddWidgetHandler } from '../../shell/components/useAddWidgetHandler';
import { AddWidgetPanel } from '../components/AddWidgetPanel';
import { GettingStartedCard } from '../components/GettingStartedCard';
import { dashboardMessages as messages } from '../dashboard.messages';
import { greetingFor } from '../utils/greetingFor';

/** /dash: where every sign-in lands. ?addWidget=true opens the add-widget panel. */
export function DashboardPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isAddingWidget, setIsAddingWidget] = useState(false);
  const openAddWidget = useCallback(() => setIsAddingWidget(true), []);
  useAddWidgetHandler(openAddWidget);

  // The request is handled once; dropping the parameter keeps a reload from repeating it.
  const wantsWidget = searchParams.get('addWidget') === 'true';
  useEffect(() => {
    if (!wantsWidget) return;
    setIsAddingWidget(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addWidget');
        return next;
      },
      { replace: true },
    );
  }, [wantsWidget, setSearchParams]);

  const name = user.firstName || user.username;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeader
        title={`${greetingFor(new Date().getHours())}, ${name}`}
        description={messages.workspaceOf(user.organizationName)}
      />
      <div className="space-y-6">
        {isAddingWidget ? <AddWidgetPanel onClose={() => setIsAddingWidget(false)} /> : null}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <CardSection title={messages.widgets.title}>
              <EmptyState
                icon={<LayoutGrid aria-hidden className="size-6" />}
                title={messages.widgets.emptyTitle}
                description={messages.widgets.emptyText}
                action={
                  <Button variant="secondary" onClick={openAddWidget}>
                    {messages.widgets.addWidget}
                  </Button>
                }
              />
            </CardSection>
          </div>
          <GettingStartedCard canManageMembers={canManageMembers(user)} />
        </div>
      </div>
    </div>
  );
}
