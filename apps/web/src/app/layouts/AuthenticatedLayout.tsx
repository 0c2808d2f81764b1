import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../features/auth/components/RequireAuth';
import { AnnouncementModal } from '../../features/chat/components/AnnouncementModal';
import { ChatWindow } from '../../features/chat/components/ChatWindow';
import { ChatProvider } from '../../features/chat/realtime/ChatProvider';
import { ColleagueCallLoader } from '../../features/colleague-calls/components/ColleagueCallLoader';
import { CommandPaletteLauncher } from '../../features/command-palette/components/CommandPaletteLauncher';
import { PhoneLiveLoader } from '../../features/phone/realtime/PhoneLiveLoader';
import { AppNav } from '../../features/shell/components/AppNav';
import { TopBar } from '../../features/shell/components/TopBar';
import { TopBarProvider } from '../../features/shell/components/TopBarProvider';
import { TwoFactorGate } from '../../features/two-factor/components/TwoFactorGate';
import { formattingLocale } from '../../platform/i18n';
import { ToastArea } from '../providers/ToastArea';
import { SkipLink } from './SkipLink';

/**
 * Every signed-in route: the top bar, the screens' navigation, the page, the floating chat window
 * the announcement modal, the command palette (Ctrl/Cmd+K), the incoming-call banner and calls
 * between colleagues, with team chat's live connection around them. React Aria's parts (date
 * fields' order and screen-reader labels, hidden Dismiss buttons) follow the page's language,
 * not the browser's; the sign-in pages have none of them, so their first paint stays light.
 */
export function AuthenticatedLayout() {
  const [slotElement, setSlotElement] = useState<HTMLDivElement | null>(null);
  return (
    <I18nProvider locale={formattingLocale}>
      <RequireAuth>
        <TwoFactorGate>
          <ChatProvider>
            <TopBarProvider slotElement={slotElement}>
              <div className="flex min-h-dvh flex-col">
                <SkipLink />
                <TopBar slotRef={setSlotElement} />
                <AppNav />
                {/* On phones the bottom bar (h-16) is fixed over the page's end: pad it clear. */}
                <main
                  id="main"
                  className="flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))] sm:pb-0"
                >
                  <Outlet />
                </main>
              </div>
              <ChatWindow />
              <AnnouncementModal />
              <CommandPaletteLauncher />
              <PhoneLiveLoader />
              <ColleagueCallLoader />
            </TopBarProvider>
          </ChatProvider>
        </TwoFactorGate>
      </RequireAuth>
      <ToastArea placement="app" />
    </I18nProvider>
  );
}
