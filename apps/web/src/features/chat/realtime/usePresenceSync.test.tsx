import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { presenceKey } from '../api/presenceApi';
import { usePresenceSync } from './usePresenceSync';

function setHidden(isHidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePresenceSync', () => {
  afterEach(() => setHidden(false));

  it('reports online on connect, away while hidden, online again on return, only on change', () => {
    const socket = new FakeChatSocket();
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => usePresenceSync(socket.asSocket()), { wrapper });
    const reports = () =>
      socket.emitted.filter((entry) => entry.event === 'setPresence').map((entry) => entry.args[0]);

    act(() => socket.receive('connect'));
    expect(reports()).toEqual([]);
    act(() => setHidden(true));
    act(() => setHidden(true));
    expect(reports()).toEqual(['away']);
    act(() => setHidden(false));
    expect(reports()).toEqual(['away', 'online']);
  });

  it('reports away after five minutes without input, and online at the next input', () => {
    vi.useFakeTimers();
    try {
      const socket = new FakeChatSocket();
      const queryClient = new QueryClient();
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      renderHook(() => usePresenceSync(socket.asSocket()), { wrapper });
      act(() => socket.receive('connect'));
      act(() => void vi.advanceTimersByTime(5 * 60_000 + 15_000));
      const reports = () =>
        socket.emitted.filter((entry) => entry.event === 'setPresence').map((e) => e.args[0]);
      expect(reports()).toEqual(['away']);
      act(() => void window.dispatchEvent(new Event('keydown')));
      expect(reports()).toEqual(['away', 'online']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies presenceChanges to the cached presence, several members in one event', () => {
    const socket = new FakeChatSocket();
    const queryClient = new QueryClient();
    queryClient.setQueryData(presenceKey, new Map([['ann', 'online']]));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => usePresenceSync(socket.asSocket()), { wrapper });
    act(() =>
      socket.receive('presenceChanges', {
        presence: [
          { userId: 'bob', status: 'away' },
          { userId: 'ann', status: 'offline' },
          { userId: 'cleo', status: 'online' },
        ],
      }),
    );
    act(() =>
      socket.receive('presenceChanges', { presence: [{ userId: 'cleo', status: 'away' }] }),
    );
    expect([...(queryClient.getQueryData<Map<string, string>>(presenceKey) ?? [])]).toEqual([
      ['bob', 'away'],
      ['cleo', 'away'],
    ]);
  });
});
