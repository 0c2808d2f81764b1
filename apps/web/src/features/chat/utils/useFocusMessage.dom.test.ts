import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { FOCUS_HIGHLIGHT_MS, useFocusMessage } from './useFocusMessage';

describe('useFocusMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads older pages until the message is there, scrolls to it and highlights it a moment', () => {
    const scroller = document.createElement('div');
    const target = document.createElement('li');
    target.dataset.messageId = 'old';
    target.scrollIntoView = vi.fn();
    scroller.append(target);
    const scrollRef = { current: scroller };
    const fetchNextPage = vi.fn(async () => undefined);
    const onFocused = vi.fn();
    const pages = { isSuccess: true, hasNextPage: true, isFetchingNextPage: false, fetchNextPage };
    const { result, rerender } = renderHook(
      ({ list }) => useFocusMessage({ messageId: 'old', list, pages, scrollRef, onFocused }),
      { initialProps: { list: [makeChat({ id: 'new' })] } },
    );
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();

    rerender({ list: [makeChat({ id: 'old' }), makeChat({ id: 'new' })] });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(onFocused).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('old');
    act(() => vi.advanceTimersByTime(FOCUS_HIGHLIGHT_MS));
    expect(result.current).toBeNull();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('stops at the first message of the thread when the message is gone', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const pages = { isSuccess: true, hasNextPage: false, isFetchingNextPage: false, fetchNextPage };
    const { result } = renderHook(() =>
      useFocusMessage({
        messageId: 'deleted',
        list: [makeChat({ id: 'other' })],
        pages,
        scrollRef: { current: document.createElement('div') },
        onFocused: vi.fn(),
      }),
    );
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });
});
