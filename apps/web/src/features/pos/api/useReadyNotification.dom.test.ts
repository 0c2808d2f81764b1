import type { PublicOrderStatus } from '@worksphere/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { posMessages } from '../pos.messages';
import { useReadyNotification } from './useReadyNotification';

const shown: { title: string; body?: string }[] = [];

/** The browser's Notification as far as the hook uses it: permission, prompt, and showing. */
class BrowserNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = () => Promise.resolve(BrowserNotification.answer);
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

const order = (status: PublicOrderStatus['status']) =>
  ({ number: 7, status, shopName: 'Corner Café' }) as PublicOrderStatus;

afterEach(() => {
  vi.unstubAllGlobals();
  shown.length = 0;
});

describe('Notify me on the status page', () => {
  it('notifies once when the order turns ready, after the customer allowed it', async () => {
    vi.stubGlobal('Notification', BrowserNotification);
    const { result, rerender } = renderHook(({ value }) => useReadyNotification(value), {
      initialProps: { value: order('new') },
    });
    expect(result.current.state).toBe('off');
    await act(() => result.current.enable());
    expect(result.current.state).toBe('on');
    rerender({ value: order('preparing') });
    expect(shown).toEqual([]);
    rerender({ value: order('ready') });
    rerender({ value: { ...order('ready') } });
    expect(shown).toEqual([
      {
        title: posMessages.publicOrder.readyTitle(7),
        body: posMessages.publicOrder.readyBody('Corner Café'),
      },
    ]);
  });

  it('says so when notifications are blocked', async () => {
    BrowserNotification.answer = 'denied';
    vi.stubGlobal('Notification', BrowserNotification);
    const { result } = renderHook(() => useReadyNotification(order('new')));
    await act(() => result.current.enable());
    expect(result.current.state).toBe('blocked');
    expect(shown).toEqual([]);
  });
});
