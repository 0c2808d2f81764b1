import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { ChatContext, type ChatContextValue } from '../../chat/realtime/ChatContext';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockFetch } from '../../../test/mockFetch';
import { notesMessages } from '../../notes/notes.messages';
import { tasksMessages } from '../../tasks/tasks.messages';
import { shellMessages } from '../shell.messages';
import { TOGGLE_CHAT_WINDOW_EVENT } from '../utils/toggleChatWindow';
import { TopBar } from './TopBar';
import { TopBarExtraContent } from './TopBarExtraContent';
import { TopBarProvider } from './TopBarProvider';
import { useAddWidgetHandler } from './useAddWidgetHandler';

const messages = shellMessages.topBar;

function PageWithAddWidgetHandler({ onAddWidget }: { onAddWidget: () => void }) {
  useAddWidgetHandler(onAddWidget);
  return null;
}

/** The top bar wired like AuthenticatedLayout wires it, with the page below it. */
function Shell({ page }: { page: ReactNode }) {
  const [slotElement, setSlotElement] = useState<HTMLDivElement | null>(null);
  return (
    <TopBarProvider slotElement={slotElement}>
      <TopBar slotRef={setSlotElement} />
      {page}
      <LocationProbe />
    </TopBarProvider>
  );
}

const quietChat = { socket: new FakeChatSocket().asSocket() } as unknown as ChatContextValue;

function renderTopBar(path: string, page: ReactNode = null) {
  const user = userEvent.setup();
  // The quick dialogs load their lists; every list is empty here.
  mockFetch(() =>
    jsonResponse(200, {
      users: [],
      threads: [],
      projects: [],
      categories: [],
      tasks: [],
      total: 0,
      totalIsExact: true,
      limit: 50,
      offset: 0,
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <FakeAuthProvider value={makeAuthValue()}>
          {/* The Inbox bell listens on the chat socket; a quiet stand-in is enough here. */}
          <ChatContext.Provider value={quietChat}>
            <Shell page={page} />
          </ChatContext.Provider>
        </FakeAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TopBar', () => {
  it.each([
    messages.back,
    messages.openChat,
    messages.quickNote,
    messages.quickCalendar,
    messages.quickTask,
  ])('has an icon button named and titled "%s"', (label) => {
    renderTopBar('/settings');

    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('title', label);
  });

  it('uses the exact spec titles', () => {
    expect([
      messages.openChat,
      messages.quickNote,
      messages.quickCalendar,
      messages.quickTask,
    ]).toEqual(['Open Chat', 'Quick Note', 'Quick Calendar', 'Quick Task']);
    expect(messages.addWidget).toBe('Add Widget to Dashboard');
  });

  it('Open Chat raises the toggleChatWindow window event', async () => {
    const listener = vi.fn();
    window.addEventListener(TOGGLE_CHAT_WINDOW_EVENT, listener);
    const user = renderTopBar('/settings');

    await user.click(screen.getByRole('button', { name: messages.openChat }));

    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(TOGGLE_CHAT_WINDOW_EVENT, listener);
  });

  it('shows Add Widget to Dashboard only on /dash', () => {
    renderTopBar('/settings');

    expect(screen.queryByRole('button', { name: messages.addWidget })).not.toBeInTheDocument();
  });

  it('Add Widget goes to /dash?addWidget=true when the page offers no handler', async () => {
    const user = renderTopBar('/dash');

    await user.click(screen.getByRole('button', { name: messages.addWidget }));

    expect(screen.getByTestId('location')).toHaveTextContent('/dash?addWidget=true');
  });

  it('Add Widget calls the handler the page registered', async () => {
    const onAddWidget = vi.fn();
    const user = renderTopBar('/dash', <PageWithAddWidgetHandler onAddWidget={onAddWidget} />);

    await user.click(screen.getByRole('button', { name: messages.addWidget }));

    expect(onAddWidget).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dash$/);
  });

  it('Quick Calendar opens a modal whose calendar area is 75vh high', async () => {
    const user = renderTopBar('/settings');

    await user.click(screen.getByRole('button', { name: messages.quickCalendar }));

    expect(
      screen.getByRole('dialog', { name: shellMessages.quickCalendar.title }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quick-calendar-area')).toHaveClass('h-[75vh]');
  });

  it.each([
    [messages.quickNote, notesMessages.dialog.createTitle],
    [messages.quickTask, tasksMessages.dialog.createTitle],
  ])('%s opens its dialog empty, and Escape closes it', async (button, dialogTitle) => {
    const user = renderTopBar('/settings');

    await user.click(screen.getByRole('button', { name: button }));
    // The dialog's code loads on first use, which takes a moment in jsdom.
    const dialog = await screen.findByRole('dialog', { name: dialogTitle }, { timeout: 10_000 });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the extra content the page supplies, left of the logo', () => {
    renderTopBar(
      '/settings',
      <TopBarExtraContent>
        <button type="button">Page action</button>
      </TopBarExtraContent>,
    );

    const header = screen.getByRole('banner');
    const extra = screen.getByRole('button', { name: 'Page action' });
    expect(header).toContainElement(extra);
    const logo = screen.getByRole('link', { name: messages.logoLabel });
    expect(extra.compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the logo leads to /dash', async () => {
    const user = renderTopBar('/settings');

    await user.click(screen.getByRole('link', { name: messages.logoLabel }));

    expect(screen.getByTestId('location')).toHaveTextContent('/dash');
  });
});
