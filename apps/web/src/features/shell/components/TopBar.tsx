import {
  ArrowLeft,
  CalendarDays,
  LayoutGrid,
  MessageSquare,
  Search,
  SquareCheckBig,
  StickyNote,
} from 'lucide-react';
import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '../../auth/components/AccountMenu';
import { useUnreadBadgeCount } from '../../chat/api/chatUnreadApi';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { InboxBell } from '../../inbox/components/InboxBell';
import { OPEN_COMMAND_PALETTE_EVENT } from '../../command-palette/components/CommandPaletteLauncher';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { LogoMark, LogoWordmark } from '../../../ui/Logo';
import { shellMessages } from '../shell.messages';
import { toggleChatWindow } from '../utils/toggleChatWindow';
import { QuickCalendarDialog } from './QuickCalendarDialog';
import { useTopBar } from './useTopBar';

type QuickDialog = 'note' | 'task' | 'calendar';

// The dialogs carry the rich-text editor; their code loads the first time one opens.
const NoteDialog = lazy(() =>
  import('../../notes/components/NoteDialog').then((module) => ({ default: module.NoteDialog })),
);
const TaskDialog = lazy(() =>
  import('../../tasks/components/TaskDialog').then((module) => ({ default: module.TaskDialog })),
);

const messages = shellMessages.topBar;
const DASHBOARD_PATH = '/dash';

type TopBarProps = {
  /** Receives the element pages portal their extra top-bar content into. */
  slotRef: Ref<HTMLDivElement>;
};

/** The signed-in header (spec 1 §2.3), left to right. */
export function TopBar({ slotRef }: TopBarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { addWidgetHandler } = useTopBar();
  const [openDialog, setOpenDialog] = useState<QuickDialog | null>(null);
  const closeDialog = () => setOpenDialog(null);
  const unreadCount = useUnreadBadgeCount();
  const unreadBadgeId = useId();

  function handleBack() {
    // React Router numbers history entries; at the first one "back" would leave the app.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(DASHBOARD_PATH);
  }

  function handleAddWidget() {
    if (addWidgetHandler) addWidgetHandler();
    else navigate(`${DASHBOARD_PATH}?addWidget=true`);
  }

  return (
    // Toasts go below the bar, or over it when nothing else is free (issue 22).
    <header
      data-toast-keep-clear="soft"
      className="sticky top-0 z-30 h-16 border-b border-zinc-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="flex h-full items-center gap-0.5 px-2 sm:gap-2 sm:px-4 lg:px-6">
        <IconButton
          label={messages.back}
          icon={<ArrowLeft className="size-5" />}
          onClick={handleBack}
          className="md:hidden"
        />
        <div ref={slotRef} className="flex items-center gap-1 empty:hidden" />
        <Link
          to={DASHBOARD_PATH}
          aria-label={messages.logoLabel}
          className={`flex shrink-0 items-center rounded-lg p-1 ${focusRing}`}
        >
          <LogoWordmark className="hidden md:flex" />
          <LogoMark className="md:hidden" />
        </Link>

        {/* Phones: no gaps and 32 px wide buttons (still 36 px tall), so the bar fits 360 px. */}
        <div className="ml-auto flex items-center gap-0 max-sm:[&>button]:w-8 max-sm:[&>span>button]:w-8 sm:gap-1">
          {/* Search opens the command palette: on a phone it is the way to every area. */}
          <IconButton
            label={messages.search}
            icon={<Search className="size-5" />}
            onClick={() => window.dispatchEvent(new Event(OPEN_COMMAND_PALETTE_EVENT))}
          />
          <span className="relative inline-flex">
            <IconButton
              label={messages.openChat}
              icon={<MessageSquare className="size-5" />}
              aria-describedby={unreadCount > 0 ? unreadBadgeId : undefined}
              onClick={toggleChatWindow}
            />
            {/* Placed by a wrapper: the badge itself stays `relative` to hold its screen-reader text. */}
            <span className="pointer-events-none absolute -top-0.5 -right-0.5">
              <UnreadBadge id={unreadBadgeId} count={unreadCount} className="ring-2 ring-white" />
            </span>
          </span>
          <InboxBell />
          <IconButton
            label={messages.quickNote}
            icon={<StickyNote className="size-5" />}
            onClick={() => setOpenDialog('note')}
          />
          <IconButton
            label={messages.quickCalendar}
            icon={<CalendarDays className="size-5" />}
            onClick={() => setOpenDialog('calendar')}
          />
          <IconButton
            label={messages.quickTask}
            icon={<SquareCheckBig className="size-5" />}
            onClick={() => setOpenDialog('task')}
          />
          {pathname === DASHBOARD_PATH ? (
            <IconButton
              label={messages.addWidget}
              tone="accent"
              icon={<LayoutGrid className="size-5" />}
              onClick={handleAddWidget}
            />
          ) : null}
          <div className="ml-0.5 border-l border-zinc-200 pl-0.5 sm:ml-2 sm:pl-2">
            <AccountMenu />
          </div>
        </div>
      </div>

      {/* Quick Note and Quick Task open the real dialogs with empty initial data (spec 1 §2.3). */}
      <Suspense fallback={null}>
        {openDialog === 'note' ? <NoteDialog isOpen onClose={closeDialog} /> : null}
        {openDialog === 'task' ? <TaskDialog isOpen onClose={closeDialog} /> : null}
      </Suspense>
      <QuickCalendarDialog isOpen={openDialog === 'calendar'} onClose={closeDialog} />
    </header>
  );
}
