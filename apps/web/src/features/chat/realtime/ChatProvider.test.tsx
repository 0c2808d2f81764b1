import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { makeChat, makeThread } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { toggleChatWindow } from '../../shell/utils/toggleChatWindow';
import { chatMessages } from '../chat.messages';
import { AnnouncementModal } from '../components/AnnouncementModal';
import { ChatWindow } from '../components/ChatWindow';
import { ChatProvider } from './ChatProvider';
import type { ChatUnreadThread } from '@worksphere/contracts';
import { aiMessages } from '../../ai/ai.messages';

vi.mock('../../../platform/realtime/aiSocket', async () => {
  const { FakeChatSocket: FakeSocket } = await import('../../../test/fakeChatSocket');
  return { createAiSocket: () => new FakeSocket() };
});

const unreadEntry = (overrides: Partial<ChatUnreadThread> = {}): ChatUnreadThread => ({
  threadId: 'thread-1',
  chatRoomId: 'room-1',
  title: 'Launch',
  roomName: 'General',
  level: 'all',
  unreadCount: 2,
  mentionCount: 1,
  lastMessageAt: '2030-01-01T09:00:00.000Z',
  ...overrides,
});

const room = {
  id: 'room-1',
  name: 'General',
  isArchived: false,
  createdAt: '2030-01-01T00:00:00Z',
};

function chatApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /chat/chats/important/active': jsonResponse(200, { importantChats: [] }),
    'GET /chat/chatrooms': jsonResponse(200, { chatRooms: [room] }),
    'GET /chat/chatrooms/room-1': jsonResponse(200, { chatRoom: room }),
    'GET /chat/threads': jsonResponse(200, { threads: [makeThread()] }),
    'GET /chat/chats': jsonResponse(200, { chats: [makeChat()], hasMore: false }),
    ...overrides,
  });
}

function renderChat(path = '/dash') {
  const socket = new FakeChatSocket();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <FakeAuthProvider value={makeAuthValue()}>
          <ChatProvider socketFactory={() => socket.asSocket()} registerPush={false}>
            <ChatWindow />
            <AnnouncementModal />
            <LocationProbe />
          </ChatProvider>
        </FakeAuthProvider>
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
  act(() => socket.receive('connect'));
  return { ...view, socket, queryClient, user: userEvent.setup() };
}

describe('ChatProvider', () => {
  it('opens and closes the window on the toggleChatWindow event, on the rooms view', async () => {
    chatApi();
    renderChat();
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    act(() => toggleChatWindow());
    const chatWindow = screen.getByTestId('floating-chat-window');
    expect(await within(chatWindow).findByRole('button', { name: 'General' })).toBeInTheDocument();
    act(() => toggleChatWindow());
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
  });

  it('minimises to a round button and shows the AI tab with its conversations', async () => {
    chatApi({ 'GET /ai/conversations': jsonResponse(200, { conversations: [] }) });
    const { user } = renderChat();
    act(() => toggleChatWindow());
    await user.click(screen.getByRole('tab', { name: chatMessages.window.aiTab }));
    expect(await screen.findByRole('heading', { name: aiMessages.list.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: chatMessages.window.minimize }));
    // The assistant stays mounted (a pending answer still lands), the window is hidden.
    expect(screen.getByTestId('floating-chat-window')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: chatMessages.window.reopen }));
    expect(screen.getByTestId('floating-chat-window')).toBeVisible();
  });

  it('opens the thread named by openChat URL parameters and removes them', async () => {
    chatApi();
    renderChat('/tasks?openChat=true&chatRoomId=room-1&threadId=thread-1&view=board');
    const chatWindow = await screen.findByTestId('floating-chat-window');
    expect(await within(chatWindow).findByText('Hello team')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tasks\?view=board$/),
    );
  });

  it('a message from someone else elsewhere opens its thread with a toast', async () => {
    chatApi();
    const { socket } = renderChat();
    act(() => socket.receive('newChat', makeChat({ id: 'chat-9', content: 'Ping' })));
    expect(
      await screen.findByText(chatMessages.toasts.newMessage('bob', 'General')),
    ).toBeInTheDocument();
    const chatWindow = screen.getByTestId('floating-chat-window');
    expect(await within(chatWindow).findByText('Hello team')).toBeInTheDocument();
  });

  it('live events update the open thread, and a reconnect fetches it again', async () => {
    const fetchMock = chatApi();
    const { socket } = renderChat('/dash?openChat=true&chatRoomId=room-1&threadId=thread-1');
    const chatWindow = await screen.findByTestId('floating-chat-window');
    await within(chatWindow).findByText('Hello team');
    expect(socket.emitted).toContainEqual({ event: 'joinThread', args: ['thread-1'] });

    act(() => socket.receive('newChat', makeChat({ id: 'chat-2', content: 'Second' })));
    act(() => socket.receive('newChat', makeChat({ id: 'chat-2', content: 'Second' })));
    expect(await within(chatWindow).findAllByText('Second')).toHaveLength(1);
    act(() => socket.receive('chatUpdated', makeChat({ id: 'chat-2', content: 'Second, edited' })));
    expect(await within(chatWindow).findByText('Second, edited')).toBeInTheDocument();
    act(() => socket.receive('chatDeleted', { chatId: 'chat-1', threadId: 'thread-1' }));
    await waitFor(() =>
      expect(within(chatWindow).queryByText('Hello team')).not.toBeInTheDocument(),
    );

    const chatFetches = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/chat/chats?')).length;
    const before = chatFetches();
    act(() => socket.receive('connect'));
    // The thread is fetched again once it is joined again, not before.
    const rejoin = socket.emitted.at(-1)!;
    expect(rejoin.event).toBe('joinThread');
    expect(rejoin.args[0]).toBe('thread-1');
    await act(async () => {
      await Promise.resolve();
    });
    expect(chatFetches()).toBe(before);
    act(() => (rejoin.args[1] as (answer: { ok: boolean }) => void)({ ok: true }));
    await waitFor(() => expect(chatFetches()).toBe(before + 1));
  });

  it('queues announcements without duplicates and shows the next after confirming', async () => {
    const fetchMock = chatApi({
      'PUT /chat/chats/a1/confirm-important': jsonResponse(200, { ok: true }),
      'PUT /chat/chats/a2/confirm-important': jsonResponse(400, { error: 'Already confirmed.' }),
    });
    const { socket, user } = renderChat();
    const first = makeChat({ id: 'a1', content: 'Office closed Friday', isImportant: true });
    const second = makeChat({ id: 'a2', content: 'New policy', isImportant: true });
    act(() => {
      socket.receive('importantChatSet', first);
      socket.receive('importantChatSet', first);
      socket.receive('importantChatSet', second);
    });
    const dialog = screen.getByRole('dialog', { name: chatMessages.announcement.title });
    expect(dialog).toHaveTextContent(chatMessages.announcement.says('bob'));
    expect(dialog).toHaveTextContent('Office closed Friday');

    await user.click(
      within(dialog).getByRole('button', { name: chatMessages.announcement.confirmRead }),
    );
    expect(await screen.findByText(chatMessages.announcement.confirmed)).toBeInTheDocument();
    expect(await screen.findByText('New policy')).toBeInTheDocument();

    act(() => toggleChatWindow());
    expect(screen.getByTestId('floating-chat-window')).toBeInTheDocument();
    // Confirm Read failing keeps it, with the server's text; Go to Chat still navigates and closes
    // (the floating window too: the page shows the thread).
    await user.click(screen.getByRole('button', { name: chatMessages.announcement.confirmRead }));
    expect(await screen.findByText('Already confirmed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: chatMessages.announcement.goToChat }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/chat?chatRoomId=room-1&threadId=thread-1',
      ),
    );
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('confirm-important')),
    ).toHaveLength(3);
  });

  it('queues the active announcements fetched at sign-in, but not one’s own', async () => {
    chatApi({
      'GET /chat/chats/important/active': jsonResponse(200, {
        importantChats: [
          makeChat({
            id: 'own',
            content: 'Mine',
            sender: { id: 'user-1', username: 'ann', firstName: '', lastName: '' },
          }),
          makeChat({ id: 'other', content: 'Read this' }),
        ],
      }),
    });
    renderChat();
    expect(await screen.findByText('Read this')).toBeInTheDocument();
    expect(screen.queryByText('Mine')).not.toBeInTheDocument();
  });

  it('unreadChanged shows the counts on rooms and threads; opening the thread reads it', async () => {
    const reads: string[] = [];
    // What the server counts; the socket event says the same.
    let serverUnread: ChatUnreadThread[] = [];
    chatApi({
      'GET /chat/unread': () => jsonResponse(200, { threads: serverUnread }),
      'GET /chat/chats': jsonResponse(200, {
        chats: [
          makeChat({ id: 'old', content: 'Seen before', createdAt: '2030-01-01T08:00:00.000Z' }),
          makeChat({ id: 'new', content: 'Fresh news', createdAt: '2030-01-01T09:00:00.000Z' }),
        ],
        hasMore: false,
        lastReadAt: '2030-01-01T08:00:00.000Z',
      }),
      'PUT /chat/threads/thread-1/read': ({ url }) => {
        reads.push(url.pathname);
        serverUnread = [];
        return jsonResponse(200, { thread: unreadEntry({ unreadCount: 0, mentionCount: 0 }) });
      },
    });
    const { socket, user } = renderChat();
    act(() => toggleChatWindow());
    const chatWindow = screen.getByTestId('floating-chat-window');
    const roomButton = await within(chatWindow).findByRole('button', { name: /General/ });
    expect(within(roomButton).queryByTestId('unread-badge')).not.toBeInTheDocument();

    serverUnread = [unreadEntry()];
    act(() => socket.receive('unreadChanged', unreadEntry()));
    expect(await within(roomButton).findByTestId('unread-badge')).toHaveTextContent(
      chatMessages.unread.mentionBadge(1),
    );
    await user.click(roomButton);
    const threadButton = await within(chatWindow).findByRole('button', { name: /Launch/ });
    expect(within(threadButton).getByTestId('unread-badge')).toHaveTextContent('2');

    await user.click(threadButton);
    expect(
      await within(chatWindow).findByRole('separator', { name: chatMessages.messages.newMessages }),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual(['/api/chat/threads/thread-1/read']));
    // The divider stays where the reader was, though the thread is now read.
    expect(
      within(chatWindow).getByRole('separator', { name: chatMessages.messages.newMessages }),
    ).toBeInTheDocument();
  });

  it('roomChanged brings a colleague’s new room into the open room list', async () => {
    let serverRooms = [room];
    chatApi({ 'GET /chat/chatrooms': () => jsonResponse(200, { chatRooms: serverRooms }) });
    const { socket } = renderChat();
    act(() => toggleChatWindow());
    const chatWindow = screen.getByTestId('floating-chat-window');
    await within(chatWindow).findByRole('button', { name: /General/ });

    const added = { ...room, id: 'room-2', name: 'Design' };
    serverRooms = [room, added];
    act(() => socket.receive('roomChanged', added));
    expect(await within(chatWindow).findByRole('button', { name: /Design/ })).toBeInTheDocument();
  });

  it('a mention from someone else gets its own toast', async () => {
    chatApi();
    const { socket } = renderChat();
    act(() =>
      socket.receive(
        'newChat',
        makeChat({
          id: 'chat-7',
          content: 'Hi @ann',
          sender: { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' },
          mentions: [{ id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' }],
        }),
      ),
    );
    expect(
      await screen.findByText(chatMessages.toasts.mentioned('Bob Stone', 'General')),
    ).toBeInTheDocument();
  });
});
