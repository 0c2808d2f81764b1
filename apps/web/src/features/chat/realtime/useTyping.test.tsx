import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { ChatContext, type ChatContextValue } from './ChatContext';
import { useTypingNotifier } from './useTyping';

describe('useTypingNotifier', () => {
  afterEach(() => vi.useRealTimers());

  it('sends typing for the thread at most once per 3 seconds, and nothing while offline', () => {
    vi.useFakeTimers();
    const socket = new FakeChatSocket();
    const context = { socket: socket.asSocket() } as ChatContextValue;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChatContext.Provider value={context}>{children}</ChatContext.Provider>
    );
    const { result } = renderHook(() => useTypingNotifier('thread-1'), { wrapper });
    const sent = () => socket.emitted.filter((entry) => entry.event === 'typing');

    result.current();
    expect(sent()).toEqual([]);
    socket.receive('connect');
    for (let keystroke = 0; keystroke < 30; keystroke += 1) {
      result.current();
      vi.advanceTimersByTime(100);
    }
    // 3 seconds of typing: the first keystroke's event only.
    expect(sent()).toEqual([{ event: 'typing', args: ['thread-1'] }]);
    vi.advanceTimersByTime(200);
    result.current();
    expect(sent()).toHaveLength(2);
  });
});
