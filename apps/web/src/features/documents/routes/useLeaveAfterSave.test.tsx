import { act, renderHook } from '@testing-library/react';
import type { Blocker } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_SAVE_GRACE_MS, useLeaveAfterSave } from './useLeaveAfterSave';

const location = { pathname: '/calendar', search: '', hash: '', state: null, key: 'k' };
const blocked = (proceed = vi.fn()): Blocker => ({
  state: 'blocked',
  proceed,
  reset: vi.fn(),
  location,
});
const unblocked: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

describe('useLeaveAfterSave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a navigation held for changes on their way go on once they are stored, unasked', () => {
    const proceed = vi.fn();
    const blocker = blocked(proceed);
    const { result, rerender } = renderHook(({ isDirty }) => useLeaveAfterSave(blocker, isDirty), {
      initialProps: { isDirty: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(LEAVE_SAVE_GRACE_MS / 2));
    rerender({ isDirty: false });
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('asks to leave only when the changes are still not stored after the grace period', () => {
    const proceed = vi.fn();
    const { result } = renderHook(() => useLeaveAfterSave(blocked(proceed), true));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(LEAVE_SAVE_GRACE_MS));
    expect(result.current).toBe(true);
    expect(proceed).not.toHaveBeenCalled();
  });

  it('asks nothing while no navigation is held', () => {
    const { result } = renderHook(() => useLeaveAfterSave(unblocked, true));
    act(() => vi.advanceTimersByTime(LEAVE_SAVE_GRACE_MS * 2));
    expect(result.current).toBe(false);
  });
});
