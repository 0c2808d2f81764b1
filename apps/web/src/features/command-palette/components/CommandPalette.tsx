import { Command } from 'cmdk';
import {
  ArrowRightLeft,
  BookUser,
  CalendarDays,
  ClipboardList,
  File,
  FilePlus,
  FileText,
  Folder,
  Mail,
  Phone,
  PhoneOutgoing,
  ShoppingCart,
  FolderKanban,
  Inbox,
  Hash,
  LayoutDashboard,
  Loader2,
  MessageSquare,
  MessageSquarePlus,
  Bot,
  NotebookPen,
  Plus,
  Search,
  Settings,
  SquareCheckBig,
  type LucideIcon,
} from 'lucide-react';
import { Children, lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { openAiAssistant } from '../../ai/utils/openAiAssistant';
import type { Task, User } from '@worksphere/contracts';
import { useAuth } from '../../auth/components/useAuth';
import { mailMessagePath } from '../../mail/utils/useMailLocation';
import { canSell } from '../../pos/utils/permissions';
import { canUseCalls } from '../../phone/utils/canUseCalls';
import { visibleSettingsPages } from '../../settings/settingsPageList';
import { usePaletteSearch } from '../api/usePaletteSearch';
import { commandPaletteMessages } from '../commandPalette.messages';
import { useDebouncedValue } from '../utils/useDebouncedValue';

// The dialogs carry the rich-text editor; they load the first time one opens from here.
const TaskDialog = lazy(() =>
  import('../../tasks/components/TaskDialog').then((module) => ({ default: module.TaskDialog })),
);
const NoteDialog = lazy(() =>
  import('../../notes/components/NoteDialog').then((module) => ({ default: module.NoteDialog })),
);

const messages = commandPaletteMessages;
/**
 * Typing pauses this long before the palette searches. With the slowest search at 51 ms (p95,
 * bench:palette, 100,000 tasks) results show within 150 ms of the last keystroke.
 */
export const PALETTE_SEARCH_DEBOUNCE_MS = 80;

type OpenDialog = { kind: 'task'; task?: Task } | { kind: 'note' } | null;

type CommandPaletteProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type Screen = {
  path: string;
  label: string;
  icon: LucideIcon;
  isVisible?: (user: Pick<User, 'role' | 'permissions'>) => boolean;
};

const screens: readonly Screen[] = [
  { path: '/dash', label: messages.screens.dashboard, icon: LayoutDashboard },
  { path: '/inbox', label: messages.screens.inbox, icon: Inbox },
  { path: '/tasks', label: messages.screens.tasks, icon: SquareCheckBig },
  { path: '/notes', label: messages.screens.notes, icon: NotebookPen },
  { path: '/projects', label: messages.screens.projects, icon: FolderKanban },
  { path: '/calendar', label: messages.screens.calendar, icon: CalendarDays },
  { path: '/chat', label: messages.screens.chat, icon: MessageSquare },
  { path: '/mail', label: messages.screens.mail, icon: Mail },
  { path: '/contacts', label: messages.screens.contacts, icon: BookUser },
  { path: '/documents', label: messages.screens.documents, icon: Folder },
  { path: '/phone', label: messages.screens.phone, icon: Phone, isVisible: canUseCalls },
  {
    path: '/pos/create-order-pos',
    label: messages.screens.pointOfSale,
    icon: ShoppingCart,
    isVisible: canSell,
  },
  {
    path: '/pos/board',
    label: messages.screens.ordersBoard,
    icon: ClipboardList,
    isVisible: canSell,
  },
  { path: '/settings', label: messages.screens.settings, icon: Settings },
];

/** Where a document-manager hit opens: a document in the editor, anything else in its folder. */
function filePath(file: { kind: string; path: string; folder: string }) {
  if (file.kind === 'document')
    return `/documents/edit?${new URLSearchParams({ path: file.path })}`;
  const folder = file.kind === 'folder' ? file.path : file.folder;
  return folder ? `/documents?${new URLSearchParams({ folder })}` : '/documents';
}

/**
 * Ctrl/Cmd+K: go to any screen, create a task, note or message, find tasks, notes, projects
 * and chat rooms by title, and switch between the accounts saved in this browser. Every row is
 * reached with the arrow keys and run with Enter.
 */
export function CommandPalette({ isOpen, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const { sessions, activeSessionKey, switchAccount, user } = useAuth();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, PALETTE_SEARCH_DEBOUNCE_MS);
  const results = usePaletteSearch(isOpen ? debouncedSearch : '');
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const otherSessions = sessions.filter((session) => session.key !== activeSessionKey);
  const member = user ?? { role: 'MEMBER' as const, permissions: [] };
  const shownScreens = screens.filter((screen) => screen.isVisible?.(member) ?? true);
  const settingsPages = visibleSettingsPages(member);
  // Server hits already match the query; keep them however cmdk would score their words.
  const hitKeywords = [search];

  function run(action: () => void) {
    onOpenChange(false);
    setSearch('');
    action();
  }

  return (
    <>
      <Command.Dialog
        open={isOpen}
        onOpenChange={(open) => {
          onOpenChange(open);
          if (!open) setSearch('');
        }}
        label={messages.label}
        loop
        overlayClassName="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px]"
        contentClassName="fixed inset-x-0 top-0 z-50 mx-auto w-full max-w-xl p-2 sm:top-[12vh] sm:p-0"
        className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl"
      >
        <div className="flex items-center gap-2 border-b border-zinc-100 px-4">
          <Search aria-hidden className="size-4 shrink-0 text-zinc-400" />
          <Command.Input
            value={search}
            onValueChange={setSearch}
            placeholder={messages.placeholder}
            className="h-12 w-full bg-transparent text-sm text-zinc-900 outline-none placeholder:text-zinc-400"
          />
          {results.isSearching ? (
            <Loader2
              aria-label={messages.searching}
              className="size-4 animate-spin text-zinc-400"
            />
          ) : null}
        </div>
        <Command.List className="max-h-[60vh] overflow-y-auto p-2">
          <Command.Empty className="px-3 py-6 text-center text-sm text-zinc-500">
            {results.isSearching ? messages.searching : messages.empty}
          </Command.Empty>
          {results.hasFailed ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-600">
              {messages.searchFailed}
            </p>
          ) : null}

          <PaletteGroup heading={messages.groups.tasks}>
            {results.tasks.map((task) => (
              <PaletteItem
                key={task.id}
                value={`task ${task.id} ${task.title}`}
                keywords={hitKeywords}
                icon={SquareCheckBig}
                label={task.title}
                detail={task.isCompleted ? messages.completedTask : undefined}
                onSelect={() => run(() => setOpenDialog({ kind: 'task', task }))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.events}>
            {results.events.map((event) => (
              <PaletteItem
                key={`${event.emailAccountId}-${event.id}-${event.start.dateTime ?? event.start.date}`}
                value={`event ${event.id} ${event.summary}`}
                keywords={hitKeywords}
                icon={CalendarDays}
                label={event.summary}
                onSelect={() => run(() => navigate('/calendar'))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.documents}>
            {results.documents.map((file) => (
              <PaletteItem
                key={file.path}
                value={`file ${file.path}`}
                keywords={hitKeywords}
                icon={file.kind === 'folder' ? Folder : File}
                label={file.name}
                detail={file.folder || undefined}
                onSelect={() => run(() => navigate(filePath(file)))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.mail}>
            {results.mail.map((email) => (
              <PaletteItem
                key={email.id}
                value={`mail ${email.id} ${email.subject}`}
                keywords={hitKeywords}
                icon={Mail}
                label={email.subject}
                detail={
                  email.from ? messages.mailFrom(email.from.name || email.from.address) : undefined
                }
                onSelect={() => run(() => navigate(mailMessagePath(email.id, email.accountId)))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.chatMessages}>
            {results.chats.map((chat) => (
              <PaletteItem
                key={chat.id}
                value={`chat ${chat.id} ${chat.content}`}
                keywords={hitKeywords}
                icon={MessageSquare}
                label={chat.content}
                detail={messages.inThread(chat.chatRoom.name, chat.thread.title)}
                onSelect={() =>
                  run(() =>
                    navigate(
                      `/chat?${new URLSearchParams({ chatRoomId: chat.chatRoomId, threadId: chat.threadId })}`,
                    ),
                  )
                }
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.notes}>
            {results.notes.map((note) => (
              <PaletteItem
                key={note.id}
                value={`note ${note.id} ${note.title}`}
                keywords={hitKeywords}
                icon={FileText}
                label={note.title}
                onSelect={() => run(() => navigate(`/notes?note=${encodeURIComponent(note.id)}`))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.projects}>
            {results.projects.map((project) => (
              <PaletteItem
                key={project.id}
                value={`project ${project.id} ${project.name}`}
                keywords={hitKeywords}
                icon={FolderKanban}
                label={project.name}
                detail={project.isArchived ? messages.archivedProject : undefined}
                onSelect={() => run(() => navigate(`/projects/${encodeURIComponent(project.id)}`))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.chat}>
            {results.rooms.map((room) => (
              <PaletteItem
                key={room.id}
                value={`room ${room.id} ${room.name}`}
                keywords={hitKeywords}
                icon={Hash}
                label={room.name}
                onSelect={() =>
                  run(() => navigate(`/chat?chatRoomId=${encodeURIComponent(room.id)}`))
                }
              />
            ))}
          </PaletteGroup>

          <PaletteGroup heading={messages.groups.create}>
            <PaletteItem
              value={messages.create.task}
              icon={Plus}
              label={messages.create.task}
              onSelect={() => run(() => setOpenDialog({ kind: 'task' }))}
            />
            <PaletteItem
              value={messages.create.note}
              icon={Plus}
              label={messages.create.note}
              onSelect={() => run(() => setOpenDialog({ kind: 'note' }))}
            />
            <PaletteItem
              value={messages.create.message}
              icon={MessageSquarePlus}
              label={messages.create.message}
              onSelect={() => run(() => navigate('/chat'))}
            />
            <PaletteItem
              value={messages.create.event}
              icon={CalendarDays}
              label={messages.create.event}
              onSelect={() => run(() => navigate('/calendar?new=event'))}
            />
            <PaletteItem
              value={messages.create.document}
              icon={FilePlus}
              label={messages.create.document}
              onSelect={() => run(() => navigate('/documents?new=document'))}
            />
            {canUseCalls(member) ? (
              <PaletteItem
                value={messages.create.call}
                icon={PhoneOutgoing}
                label={messages.create.call}
                onSelect={() => run(() => navigate('/phone?tab=keypad'))}
              />
            ) : null}
            {canSell(member) ? (
              <PaletteItem
                value={messages.create.order}
                icon={ShoppingCart}
                label={messages.create.order}
                onSelect={() => run(() => navigate('/pos/create-order-pos'))}
              />
            ) : null}
            <PaletteItem
              value={messages.create.askAssistant}
              icon={Bot}
              label={messages.create.askAssistant}
              onSelect={() => run(() => openAiAssistant())}
            />
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.goTo}>
            {shownScreens.map(({ path, label, icon }) => (
              <PaletteItem
                key={path}
                value={`${messages.groups.goTo} ${label}`}
                icon={icon}
                label={label}
                onSelect={() => run(() => navigate(path))}
              />
            ))}
          </PaletteGroup>
          <PaletteGroup heading={messages.groups.settings}>
            {settingsPages.map((page) => (
              <PaletteItem
                key={page.id}
                value={`${messages.groups.settings} ${page.label}`}
                icon={Settings}
                label={messages.settingsPage(page.label)}
                onSelect={() => run(() => navigate(`/settings/${page.id}`))}
              />
            ))}
          </PaletteGroup>
          {otherSessions.length > 0 ? (
            <PaletteGroup heading={messages.groups.accounts}>
              {otherSessions.map((session) => (
                <PaletteItem
                  key={session.key}
                  value={`${messages.groups.accounts} ${session.username} ${session.organizationName}`}
                  icon={ArrowRightLeft}
                  label={messages.switchTo(session.username, session.organizationName)}
                  onSelect={() => run(() => void switchAccount(session.key))}
                />
              ))}
            </PaletteGroup>
          ) : null}
        </Command.List>
      </Command.Dialog>

      <Suspense fallback={null}>
        {openDialog?.kind === 'task' ? (
          <TaskDialog isOpen initialData={openDialog.task} onClose={() => setOpenDialog(null)} />
        ) : null}
        {openDialog?.kind === 'note' ? (
          <NoteDialog isOpen onClose={() => setOpenDialog(null)} />
        ) : null}
      </Suspense>
    </>
  );
}

function PaletteGroup({ heading, children }: { heading: string; children: ReactNode }) {
  // A kind with no hits shows no heading either.
  if (Children.count(children) === 0) return null;
  return (
    <Command.Group
      heading={heading}
      className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-zinc-500"
    >
      {children}
    </Command.Group>
  );
}

type PaletteItemProps = {
  value: string;
  keywords?: string[];
  icon: LucideIcon;
  label: string;
  detail?: string;
  onSelect: () => void;
};

function PaletteItem({ value, keywords, icon: Icon, label, detail, onSelect }: PaletteItemProps) {
  return (
    <Command.Item
      value={value}
      keywords={keywords}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-zinc-800 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
    >
      <Icon aria-hidden className="size-4 shrink-0 text-zinc-500" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {detail ? (
        <span className="max-w-[45%] truncate text-xs text-zinc-500">
          <span className="sr-only">, </span>
          {detail}
        </span>
      ) : null}
    </Command.Item>
  );
}
