import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatArrival } from '@worksphere/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { makeChat, makeThread, makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { chatMessages } from '../chat.messages';
import { ChatWindow } from '../components/ChatWindow';
import { ChatProvider } from './ChatProvider';

const room = {
  id: 'room-1',
  name: 'General',
  isArchived: false,
  createdAt: '2030-01-01T00:00:00Z',
};
const threads = [makeThread(), makeThread({ id: 'thread-2', title: 'Menu' })];
const toastText = chatMessages.toasts.newMessage('bob', 'General');

function renderChat(chatArrival: ChatArrival) {
  mockApi({
    'GET /chat/chats/important/active': jsonResponse(200, { importantChats: [] }),
    'GET /chat/chatrooms/room-1': jsonResponse(200, { chatRoom: room }),
    'GET /chat/threads': jsonResponse(200, { threads }),
    'GET /chat/chats': jsonResponse(200, { chats: [makeChat()], hasMore: false }),
    'GET /chat/unread': jsonResponse(200, { threads: [] }),
    'GET /chat/notification-settings': jsonResponse(200, {
      settings: { rooms: [], threads: [] },
    }),
  });
  const socket = new FakeChatSocket();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dash']}>
        <FakeAuthProvider value={makeAuthValue({ user: makeUser({ chatArrival }) })}>
          <ChatProvider socketFactory={() => socket.asSocket()} registerPush={false}>
            <ChatWindow />
          </ChatProvider>
        </FakeAuthProvider>
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
  act(() => socket.receive('connect'));
  const receive = (id: string, threadId = 'thread-1') =>
    act(() => socket.receive('newChat', makeChat({ id, threadId, content: `Message ${id}` })));
  return { receive, socket, user: userEvent.setup() };
}

/** Long enough for a toast or the window to have appeared, had the message asked for one. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('When a message arrives (Settings → Notifications)', () => {
  it('“show a toast and count it”: the toast, and the window stays closed', async () => {
    const { receive, user } = renderChat('toast');
    receive('chat-9');
    const toast = await screen.findByText(toastText);
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    // The toast still leads to the thread.
    await user.click(toast);
    const chatWindow = await screen.findByTestId('floating-chat-window');
    expect(await within(chatWindow).findByText('Hello team')).toBeInTheDocument();
  });

  it('“only count it”: neither the window nor a toast', async () => {
    const { receive } = renderChat('count');
    receive('chat-9');
    await settle();
    expect(screen.queryByText(toastText)).not.toBeInTheDocument();
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
  });
});

describe('minimising the window', () => {
  it('keeps it minimised for the same thread until opened; another thread still opens it', async () => {
    const { receive, socket, user } = renderChat('open');
    receive('chat-8');
    await screen.findByTestId('floating-chat-window');
    await user.click(screen.getByRole('button', { name: chatMessages.window.minimize }));
    const reopen = screen.getByRole('button', { name: chatMessages.window.reopen });

    receive('chat-9');
    await settle();
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
    expect(reopen).toBeInTheDocument();
    // The round button counts what arrived meanwhile.
    act(() =>
      socket.receive('unreadChanged', {
        threadId: 'thread-1',
        chatRoomId: 'room-1',
        title: 'Launch',
        roomName: 'General',
        level: 'all',
        unreadCount: 1,
        mentionCount: 0,
        lastMessageAt: '2030-01-01T09:00:00.000Z',
      }),
    );
    expect(await within(reopen).findByTestId('unread-badge')).toHaveAttribute('data-count', '1');

    receive('chat-10', 'thread-2');
    const chatWindow = await screen.findByTestId('floating-chat-window');
    expect(await within(chatWindow).findByRole('heading', { name: 'Menu' })).toBeInTheDocument();

    // Opened by the user, the first thread pops up again.
    await user.click(screen.getByRole('button', { name: chatMessages.window.minimize }));
    await user.click(screen.getByRole('button', { name: chatMessages.window.reopen }));
    await user.click(screen.getByRole('button', { name: chatMessages.window.minimize }));
    receive('chat-11');
    const reopened = await screen.findByTestId('floating-chat-window');
    expect(await within(reopened).findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
  });
});
