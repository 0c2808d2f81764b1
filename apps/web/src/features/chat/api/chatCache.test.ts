import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ChatsResponse } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeChat, makeThread } from '../../../test/fixtures';
import {
  applyChatDeleted,
  applyChatUpdated,
  applyNewChat,
  applyNewThread,
  flattenChatPages,
  type ChatPages,
} from './chatCache';
import { chatKeys } from './chatKeys';

function cacheWith(pages: ChatPages['pages']) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatPages>(chatKeys.messages('thread-1'), {
    pages,
    pageParams: pages.map((_, index) => (index === 0 ? null : `older-${index}`)),
  });
  return queryClient;
}

function messagesOf(queryClient: QueryClient, threadId = 'thread-1') {
  return flattenChatPages(queryClient.getQueryData<ChatPages>(chatKeys.messages(threadId)));
}

describe('chat cache updates from socket events', () => {
  it('newChat appends to the newest page, oldest first across pages', () => {
    const queryClient = cacheWith([
      { chats: [makeChat({ id: 'b' })], hasMore: true, lastReadAt: null },
      { chats: [makeChat({ id: 'a' })], hasMore: false, lastReadAt: null },
    ]);
    applyNewChat(queryClient, makeChat({ id: 'c' }));
    expect(messagesOf(queryClient).map((chat) => chat.id)).toEqual(['a', 'b', 'c']);
  });

  it('newChat asks messages still loading again, as their answer may predate the message', async () => {
    const queryClient = new QueryClient();
    const answers: ChatsResponse[] = [
      { chats: [], hasMore: false, lastReadAt: null },
      { chats: [makeChat({ id: 'sent' })], hasMore: false, lastReadAt: null },
    ];
    let calls = 0;
    let answerFirst = () => {};
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: chatKeys.messages('thread-1'),
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
      queryFn: () => {
        const answer = answers[calls]!;
        calls += 1;
        // The thread's first page was read before the message was stored and lands after it.
        return calls === 1
          ? new Promise<ChatsResponse>((resolve) => (answerFirst = () => resolve(answer)))
          : Promise.resolve(answer);
      },
    });
    const stop = observer.subscribe(() => {});
    applyNewChat(queryClient, makeChat({ id: 'sent' }));
    answerFirst();
    await vi.waitFor(() =>
      expect(messagesOf(queryClient).map((chat) => chat.id)).toEqual(['sent']),
    );
    expect(calls).toBe(2);
    stop();
  });

  it('newChat never adds a message twice, by id or by clientMessageId', () => {
    const queryClient = cacheWith([
      {
        chats: [makeChat({ id: 'a', clientMessageId: 'client-a' })],
        hasMore: false,
        lastReadAt: null,
      },
    ]);
    applyNewChat(queryClient, makeChat({ id: 'a', clientMessageId: 'client-a' }));
    applyNewChat(queryClient, makeChat({ id: 'a2', clientMessageId: 'client-a' }));
    expect(messagesOf(queryClient)).toHaveLength(1);
  });

  it('newChat leaves a thread that is not loaded alone', () => {
    const queryClient = new QueryClient();
    applyNewChat(queryClient, makeChat({ threadId: 'other' }));
    expect(queryClient.getQueryData(chatKeys.messages('other'))).toBeUndefined();
  });

  it('chatUpdated replaces the message and chatDeleted removes it', () => {
    const queryClient = cacheWith([
      { chats: [makeChat({ id: 'a' }), makeChat({ id: 'b' })], hasMore: false, lastReadAt: null },
    ]);
    applyChatUpdated(queryClient, makeChat({ id: 'a', content: 'Edited', isPinned: true }));
    expect(messagesOf(queryClient)[0]).toMatchObject({ content: 'Edited', isPinned: true });

    applyChatDeleted(queryClient, { chatId: 'a', threadId: 'thread-1' });
    expect(messagesOf(queryClient).map((chat) => chat.id)).toEqual(['b']);
  });

  it('newThread joins its room list once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.threads('room-1'), [makeThread({ id: 't0' })]);
    applyNewThread(queryClient, makeThread({ id: 't1' }));
    applyNewThread(queryClient, makeThread({ id: 't1' }));
    expect(queryClient.getQueryData(chatKeys.threads('room-1'))).toEqual([
      makeThread({ id: 't0' }),
      makeThread({ id: 't1' }),
    ]);
  });
});
