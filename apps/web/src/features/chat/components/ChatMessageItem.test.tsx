import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChat, makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatMessageItem } from './ChatMessageItem';

const ann = { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bob = { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' };
const cleo = { id: 'user-3', username: 'cleo', firstName: '', lastName: '' };
const members = [ann, bob, cleo].map((person) => makeUser({ ...person, organizationId: 'org-1' }));

function renderItem(chat = makeChat(), routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /user': jsonResponse(200, { users: members }), ...routes });
  const view = renderWithQueryClient(
    <ul>
      <ChatMessageItem chat={chat} onRequest={() => undefined} />
    </ul>,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('ChatMessageItem', () => {
  it('names the sender by the one rule, with the same initials, and highlights mentions', () => {
    renderItem(
      makeChat({
        sender: bob,
        content: 'Thanks @ann and @cleo!',
        mentions: [ann, cleo],
      }),
    );
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
    expect(screen.getByText('BS')).toBeInTheDocument();
    const mentions = screen.getAllByTestId('chat-mention');
    expect(mentions.map((mention) => mention.textContent)).toEqual(['@Ann Lee', '@cleo']);
    // The reader's own mention stands out.
    expect(mentions[0]).toHaveClass('bg-amber-100');
    expect(mentions[1]).not.toHaveClass('bg-amber-100');
  });

  it('shows reactions with who gave them, and toggles the reader’s own by click', async () => {
    const chat = makeChat({
      reactions: [{ emoji: '🎉', count: 2, userIds: ['user-2', 'user-3'] }],
    });
    const posted: unknown[] = [];
    const { user } = renderItem(chat, {
      'POST /chat/chats/chat-1/reactions': ({ body }) => {
        posted.push(body);
        return jsonResponse(200, {
          chat: {
            ...chat,
            reactions: [{ emoji: '🎉', count: 3, userIds: ['user-2', 'user-3', 'user-1'] }],
          },
        });
      },
    });
    const summary = chatMessages.reactions.summary('🎉', ['Bob Stone', 'cleo']);
    // Names come with the member list (GET /user); a loaded machine may take a while.
    const pill = await screen.findByRole('button', { name: summary }, { timeout: 5000 });
    expect(pill).toHaveAttribute('title', summary);
    expect(pill).toHaveAttribute('aria-pressed', 'false');
    await user.click(pill);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ emoji: '🎉' });

    // The picker offers the quick reactions first, drawn as images, and adds the one chosen.
    await user.click(screen.getByRole('button', { name: chatMessages.reactions.add }));
    const frequent = await screen.findByRole(
      'group',
      { name: chatMessages.emoji.frequentlyUsed },
      // The picker and its catalogue load on first opening; a loaded machine may take a while.
      { timeout: 15_000 },
    );
    const choices = within(frequent).getAllByRole('button');
    expect(choices).toHaveLength(8);
    expect(within(choices[0]!).getByRole('img')).toHaveAttribute('alt', '👍');
    await user.click(choices[0]!);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ emoji: '👍' });
  });

  it('lets the sender of an announcement see who confirmed and who has not', async () => {
    const chat = makeChat({
      sender: ann,
      isImportant: true,
      requiresConfirmation: true,
      readReceipts: [
        {
          userId: 'user-2',
          readAt: '2030-01-01T09:05:00.000Z',
          confirmedAt: '2030-01-01T09:06:00.000Z',
        },
      ],
    });
    const { user } = renderItem(chat, {
      'GET /chat/chats/chat-1/confirmations': jsonResponse(200, {
        confirmed: [{ userId: 'user-2', confirmedAt: '2030-01-01T09:06:00.000Z' }],
        pending: ['user-3'],
      }),
    });
    const toggle = await screen.findByRole('button', {
      name: chatMessages.confirmations.show(1, 2),
    });
    await user.click(toggle);
    const confirmed = await screen.findByRole('list', {
      name: chatMessages.confirmations.confirmed,
    });
    await waitFor(() => expect(confirmed).toHaveTextContent('Bob Stone'), { timeout: 5000 });
    expect(
      screen.getByRole('list', { name: chatMessages.confirmations.pending }),
    ).toHaveTextContent('cleo');
  });

  it('hides the confirmation list from members who did not send it', () => {
    mockApi({ 'GET /user': jsonResponse(200, { users: members }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FakeAuthProvider value={makeAuthValue({ user: makeUser({ role: 'MEMBER' }) })}>
            <ul>
              <ChatMessageItem
                chat={makeChat({ sender: bob, isImportant: true, requiresConfirmation: true })}
                onRequest={() => undefined}
              />
            </ul>
          </FakeAuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: chatMessages.messages.confirmRead })).toBeVisible();
    expect(screen.queryByText(/Confirmed by/)).not.toBeInTheDocument();
  });
});
