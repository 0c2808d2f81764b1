import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentCommentThread } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../../test/mockFetch';
import { useCommentMutations, useCommentThreadsQuery } from '../../api/commentsApi';
import { commentsMessages as messages } from './comments.messages';
import { ReviewPanel } from './ReviewPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ann = { id: 'u-ann', username: 'ann', firstName: 'Ann', lastName: 'Author' };
const bob = { id: 'u-bob', username: 'bob', firstName: 'Bob', lastName: 'Brown' };
const THREAD = 'a1b2c3d4-0000-4000-8000-000000000001';

function thread(): DocumentCommentThread {
  return {
    id: THREAD,
    entryId: 'doc-1',
    quote: 'Quarterly',
    author: ann,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    replies: [
      {
        id: 'r-1',
        author: ann,
        body: 'First thought',
        createdAt: '2026-11-20T10:00:00.000Z',
        editedAt: null,
      },
      {
        id: 'r-2',
        author: bob,
        body: 'An answer',
        createdAt: '2026-11-20T10:05:00.000Z',
        editedAt: null,
      },
    ],
  };
}

function Harness(props: {
  userId: string;
  isAdmin: boolean;
  onChanged: () => void;
  onThreadDeleted: (threadId: string) => void;
}) {
  const threads = useCommentThreadsQuery('doc-1');
  const mutations = useCommentMutations('doc-1', props.onChanged);
  return (
    <ReviewPanel
      isSheet={false}
      threads={threads}
      anchorOrder={[{ id: THREAD, from: 1 }]}
      suggestions={[]}
      activeId={null}
      pending={null}
      canComment
      canReview
      userId={props.userId}
      isAdmin={props.isAdmin}
      mutations={mutations}
      onClose={() => undefined}
      onSelect={() => undefined}
      onCancelPending={() => undefined}
      onPendingSent={() => undefined}
      onPendingFailed={() => undefined}
      onResolveSuggestion={() => undefined}
      onThreadDeleted={props.onThreadDeleted}
    />
  );
}

function renderPanel(userId: string, isAdmin = false) {
  const current = thread();
  const fetchMock = mockApi({
    'GET /documents/doc-1/comments': () => jsonResponse(200, { threads: [current] }),
    'GET /user': jsonResponse(200, { users: [] }),
    [`PATCH /documents/comments/${THREAD}/replies/r-1`]: ({ body }) => {
      current.replies[0] = {
        ...current.replies[0]!,
        body: (body as { body: string }).body,
        editedAt: '2026-11-20T11:00:00.000Z',
      };
      return jsonResponse(200, { thread: current });
    },
    [`DELETE /documents/comments/${THREAD}/replies/r-2`]: () =>
      jsonResponse(200, { thread: { ...current, replies: [current.replies[0]!] } }),
    [`DELETE /documents/comments/${THREAD}`]: () => new Response(null, { status: 204 }),
  });
  const onChanged = vi.fn<() => void>();
  const onThreadDeleted = vi.fn<(threadId: string) => void>();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness
        userId={userId}
        isAdmin={isAdmin}
        onChanged={onChanged}
        onThreadDeleted={onThreadDeleted}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onChanged, onThreadDeleted, user: userEvent.setup() };
}

const threadCard = () => screen.findByRole('article', { name: messages.threadLabel('Ann Author') });

describe('editing and deleting comments (issue 30)', () => {
  it('the author edits their message with the keyboard; it shows as edited and the others hear of it', async () => {
    const { fetchMock, onChanged, user } = renderPanel(ann.id);
    const card = await threadCard();
    const edit = within(card).getByRole('button', { name: messages.editMessage('Ann Author') });
    // Not someone else's words.
    expect(
      within(card).queryByRole('button', { name: messages.editMessage('Bob Brown') }),
    ).toBeNull();
    edit.focus();
    await user.keyboard('{Enter}');
    const field = within(card).getByRole('combobox', { name: messages.editLabel });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('First thought');
    await user.clear(field);
    await user.type(field, 'Second thought');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(card).findByText('Second thought')).toBeVisible();
    expect(within(card).getByText(messages.edited)).toBeVisible();
    expect(requestsOf(fetchMock)).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: expect.stringContaining(`/documents/comments/${THREAD}/replies/r-1`),
        body: { body: 'Second thought' },
      }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('a member deletes their own reply after confirming, not the others\u2019 messages', async () => {
    const { fetchMock, onChanged, user } = renderPanel(bob.id);
    const card = await threadCard();
    expect(
      within(card).queryByRole('button', { name: messages.deleteMessage('Ann Author') }),
    ).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: messages.deleteMessage('Bob Brown') }),
    );
    const dialog = screen.getByRole('dialog', { name: messages.deleteReplyTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.delete }));
    await waitFor(() => expect(within(card).queryByText('An answer')).toBeNull());
    expect(within(card).getByText('First thought')).toBeVisible();
    expect(requestsOf(fetchMock)).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: expect.stringContaining(`/documents/comments/${THREAD}/replies/r-2`),
      }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('an admin deletes someone else\u2019s comment: the thread leaves the panel and its anchor goes', async () => {
    const { onChanged, onThreadDeleted, user } = renderPanel('u-admin', true);
    const card = await threadCard();
    expect(
      within(card).queryByRole('button', { name: messages.editMessage('Ann Author') }),
    ).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: messages.deleteMessage('Ann Author') }),
    );
    const dialog = screen.getByRole('dialog', { name: messages.deleteThreadTitle });
    expect(dialog).toHaveTextContent(messages.deleteThreadText);
    await user.click(within(dialog).getByRole('button', { name: messages.delete }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: messages.threadLabel('Ann Author') }),
      ).toBeNull(),
    );
    expect(onThreadDeleted).toHaveBeenCalledWith(THREAD);
    expect(onChanged).toHaveBeenCalled();
  });
});
