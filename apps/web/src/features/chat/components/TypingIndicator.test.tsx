import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { makeChat, makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatContext, type ChatContextValue } from '../realtime/ChatContext';
import { TypingIndicator } from './TypingIndicator';

const people = [
  { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' },
  { id: 'user-3', username: 'cleo', firstName: 'Cleo', lastName: 'Park' },
  { id: 'user-4', username: 'dan', firstName: 'Dan', lastName: 'Wu' },
];

function renderIndicator(socket: FakeChatSocket) {
  mockApi({
    'GET /user': jsonResponse(200, {
      users: people.map((person) => makeUser({ ...person, organizationId: 'org-1' })),
    }),
  });
  const context = { socket: socket.asSocket() } as ChatContextValue;
  return renderWithQueryClient(
    <ChatContext.Provider value={context}>
      <TypingIndicator threadId="thread-1" />
    </ChatContext.Provider>,
  );
}

describe('TypingIndicator', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('names one, two, then several typists of this thread, and drops one whose message came', async () => {
    const socket = new FakeChatSocket();
    renderIndicator(socket);
    await screen.findByTestId('chat-typing-indicator');
    const line = screen.getByTestId('chat-typing-indicator');
    await vi.waitFor(() => expect(line).toBeInTheDocument());

    act(() => socket.receive('userTyping', { threadId: 'thread-1', userId: 'user-2' }));
    act(() => socket.receive('userTyping', { threadId: 'other', userId: 'user-3' }));
    await vi.waitFor(() => expect(line).toHaveTextContent('Bob Stone is typing…'));
    act(() => socket.receive('userTyping', { threadId: 'thread-1', userId: 'user-3' }));
    expect(line).toHaveTextContent('Bob Stone and Cleo Park are typing…');
    act(() => socket.receive('userTyping', { threadId: 'thread-1', userId: 'user-4' }));
    expect(line).toHaveTextContent('Several people are typing…');

    act(() => socket.receive('newChat', makeChat({ threadId: 'thread-1', sender: people[2] })));
    expect(line).toHaveTextContent('Bob Stone and Cleo Park are typing…');
  });

  it('clears after a few seconds of silence, and ignores the reader’s own typing', async () => {
    const socket = new FakeChatSocket();
    renderIndicator(socket);
    const line = await screen.findByTestId('chat-typing-indicator');
    act(() => socket.receive('userTyping', { threadId: 'thread-1', userId: 'user-1' }));
    act(() => socket.receive('userTyping', { threadId: 'thread-1', userId: 'user-2' }));
    await vi.waitFor(() =>
      expect(line).toHaveTextContent(chatMessages.presence.typing(['Bob Stone'])),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(line).toHaveTextContent('');
    expect(line.textContent).toBe('');
  });
});
