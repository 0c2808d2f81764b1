import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_MESSAGES, type InboxItem } from '@worksphere/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { InboxPage } from './InboxPage';

function item(id: string, extra: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    kind: 'mention',
    actor: { id: 'u1', username: 'ana', firstName: 'Ana', lastName: 'Lee' },
    subject: { type: 'chat', id: `chat-${id}`, link: `/chat?threadId=${id}` },
    title: `Ana mentioned you ${id}`,
    body: 'Can you check?',
    readAt: null,
    createdAt: '2026-11-27T12:00:00.000Z',
    ...extra,
  };
}

function renderInbox(path = '/inbox') {
  return renderWithQueryClient(
    <Routes>
      <Route path="/inbox" element={<InboxPage />} />
      <Route path="/chat" element={<p>Chat page</p>} />
    </Routes>,
    { path },
  );
}

describe('InboxPage', () => {
  it('says when nothing needs the user', async () => {
    mockApi({ 'GET /inbox': jsonResponse(200, { items: [], nextCursor: null, unreadCount: 0 }) });
    renderInbox();
    expect(await screen.findByRole('heading', { name: INBOX_MESSAGES.empty })).toBeVisible();
    expect(screen.getByRole('button', { name: INBOX_MESSAGES.markAllRead })).toBeDisabled();
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    mockApi({
      'GET /inbox': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: 'Internal error' })
          : jsonResponse(200, { items: [item('a')], nextCursor: null, unreadCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText(INBOX_MESSAGES.loadFailed);
    await user.click(screen.getByRole('button', { name: INBOX_MESSAGES.retry }));
    expect(await screen.findByText('Ana mentioned you a')).toBeVisible();
  });

  it('pages with the cursor, marks one read by keyboard, and opens an item', async () => {
    const cursors: Array<string | null> = [];
    const marked: string[] = [];
    mockApi({
      'GET /inbox': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        return jsonResponse(
          200,
          cursor
            ? {
                items: [item('c', { readAt: '2026-11-26T08:00:00.000Z' })],
                nextCursor: null,
                unreadCount: 2,
              }
            : { items: [item('a'), item('b')], nextCursor: 'next-1', unreadCount: 2 },
        );
      },
      'POST /inbox/a/read': () => {
        marked.push('a');
        return jsonResponse(200, {
          item: item('a', { readAt: '2026-11-27T12:01:00.000Z' }),
          unreadCount: 1,
        });
      },
      'POST /inbox/b/read': () => {
        marked.push('b');
        return jsonResponse(200, {
          item: item('b', { readAt: '2026-11-27T12:01:00.000Z' }),
          unreadCount: 0,
        });
      },
    });
    const user = userEvent.setup();
    renderInbox();
    const list = await screen.findByRole('list', { name: INBOX_MESSAGES.title });
    await user.click(screen.getByRole('button', { name: INBOX_MESSAGES.loadMore }));
    await within(list).findByText('Ana mentioned you c');
    expect(cursors).toEqual([null, 'next-1']);
    expect(screen.queryByRole('button', { name: INBOX_MESSAGES.loadMore })).toBeNull();

    const markA = screen.getByRole('button', {
      name: `${INBOX_MESSAGES.markRead}: Ana mentioned you a`,
    });
    markA.focus();
    await user.keyboard('{Enter}');
    await expect.poll(() => marked).toEqual(['a']);
    await expect
      .poll(() =>
        screen.queryByRole('button', { name: `${INBOX_MESSAGES.markRead}: Ana mentioned you a` }),
      )
      .toBeNull();

    await user.click(screen.getByText('Ana mentioned you b'));
    expect(await screen.findByText('Chat page')).toBeVisible();
    await expect.poll(() => marked).toEqual(['a', 'b']);
  });

  it('asks for one kind when the address names it', async () => {
    const kinds: Array<string | null> = [];
    mockApi({
      'GET /inbox': ({ url }) => {
        kinds.push(url.searchParams.get('kind'));
        return jsonResponse(200, { items: [], nextCursor: null, unreadCount: 0 });
      },
    });
    renderInbox('/inbox?kind=task_assigned');
    expect(
      await screen.findByRole('heading', { name: INBOX_MESSAGES.emptyFiltered }),
    ).toBeVisible();
    expect(kinds).toEqual(['task_assigned']);
  });
});
