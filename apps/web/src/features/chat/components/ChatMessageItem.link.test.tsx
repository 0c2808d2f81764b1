import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatMessageItem } from './ChatMessageItem';

function renderItem(chat = makeChat(), isHighlighted = false) {
  mockApi({
    'GET /user': jsonResponse(200, { users: [] }),
    'GET /chat/presence': jsonResponse(200, { presence: [] }),
  });
  const user = userEvent.setup();
  renderWithQueryClient(
    <>
      <ul>
        <ChatMessageItem chat={chat} onRequest={() => undefined} isHighlighted={isHighlighted} />
      </ul>
      <ToastContainer />
    </>,
  );
  return user;
}

describe('a message’s link and edit mark', () => {
  it('copies the link that opens the thread at the message', async () => {
    const chat = makeChat({ id: 'chat-9', chatRoomId: 'room-3', threadId: 'thread-4' });
    const user = renderItem(chat);
    await user.click(screen.getByRole('button', { name: chatMessages.options.trigger }));
    await user.click(await screen.findByRole('menuitem', { name: chatMessages.options.copyLink }));
    expect(await screen.findByText(chatMessages.options.linkCopied)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/chat?chatRoomId=room-3&threadId=thread-4&messageId=chat-9`,
      ),
    );
  });

  it('says (edited) on an edited message only', () => {
    renderItem(makeChat({ id: 'plain', editedAt: null }));
    expect(screen.queryByText(`(${chatMessages.messages.edited})`)).not.toBeInTheDocument();
    renderItem(makeChat({ id: 'fixed', editedAt: '2030-01-01T10:00:00.000Z' }));
    expect(screen.getByText(`(${chatMessages.messages.edited})`)).toBeInTheDocument();
  });

  it('stands out while highlighted', () => {
    renderItem(makeChat({ id: 'linked' }), true);
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('chat-message')).toHaveAttribute('data-message-id', 'linked');
  });
});
