import { useState } from 'react';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../features/auth/components/RequireAuth';
import { AppNav } from '../../features/shell/components/AppNav';
import { FloatingChatPanel } from '../../features/shell/components/FloatingChatPanel';
import { TopBar } from '../../features/shell/components/TopBar';
import { TopBarProvider } from '../../features/shell/components/TopBarProvider';
import { ToastArea } from '../providers/ToastArea';
import { SkipLink } from './SkipLink';

/** Every signed-in route: the top bar, the screens' navigation, the page, the floating chat window. */
export function AuthenticatedLayout() {
  const [slotElement, setSlotElement] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <RequireAuth>
        <TopBarProvider slotElement={slotElement}>
          <div className="flex min-h-dvh flex-col">
            <SkipLink />
            <TopBar slotRef={setSlotElement} />
            <AppNav />
            <main id="main" className="flex-1">
              <Outlet />
            </main>
          </div>
          <FloatingChatPanel />
        </TopBarProvider>
      </RequireAuth>
      <ToastArea placement="app" />
    </>
  );
}
