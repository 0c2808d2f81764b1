import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { decideIncomingChat, shouldShowDesktopNotification } from './incomingChat';

const base = {
  userId: 'user-1',
  pathname: '/dash',
  viewedThreadIds: new Set<string>(),
  isHidden: false,
  hasFocus: true,
  permission: 'granted' as const,
  arrival: 'open' as const,
  isKeptMinimized: false,
};

describe('desktop notification rule', () => {
  it('needs permission and a hidden or unfocused page', () => {
    expect(
      shouldShowDesktopNotification({ isHidden: true, hasFocus: true, permission: 'granted' }),
    ).toBe(true);
    expect(
      shouldShowDesktopNotification({ isHidden: false, hasFocus: false, permission: 'granted' }),
    ).toBe(true);
    expect(
      shouldShowDesktopNotification({ isHidden: false, hasFocus: true, permission: 'granted' }),
    ).toBe(false);
    expect(
      shouldShowDesktopNotification({ isHidden: true, hasFocus: false, permission: 'default' }),
    ).toBe(false);
    expect(
      shouldShowDesktopNotification({ isHidden: true, hasFocus: false, permission: 'denied' }),
    ).toBe(false);
  });
});

describe('an incoming message', () => {
  it('appends when its thread is on screen, without a popup', () => {
    const decision = decideIncomingChat(makeChat(), {
      ...base,
      viewedThreadIds: new Set(['thread-1']),
    });
    expect(decision).toEqual({
      append: true,
      openWindow: false,
      toast: false,
      desktopNotification: false,
    });
  });

  it('opens the window with a toast elsewhere, and notifies the desktop when the page is hidden', () => {
    expect(decideIncomingChat(makeChat(), base)).toMatchObject({
      append: false,
      openWindow: true,
      toast: true,
    });
    expect(decideIncomingChat(makeChat(), { ...base, isHidden: true }).desktopNotification).toBe(
      true,
    );
  });

  it('stays quiet on /chat and for one’s own message', () => {
    const hidden = { ...base, isHidden: true };
    expect(decideIncomingChat(makeChat(), { ...hidden, pathname: '/chat' })).toMatchObject({
      openWindow: false,
      toast: false,
      desktopNotification: false,
    });
    const own = makeChat({
      sender: { id: 'user-1', username: 'ann', firstName: '', lastName: '' },
    });
    expect(decideIncomingChat(own, hidden)).toMatchObject({
      openWindow: false,
      toast: false,
      desktopNotification: false,
    });
  });
});

describe('the “When a message arrives” preference', () => {
  const hidden = { ...base, isHidden: true };

  it('“show a toast and count it” toasts without opening the window', () => {
    expect(decideIncomingChat(makeChat(), { ...hidden, arrival: 'toast' })).toEqual({
      append: false,
      openWindow: false,
      toast: true,
      desktopNotification: true,
    });
  });

  it('“only count it” neither opens, toasts nor notifies the desktop', () => {
    expect(decideIncomingChat(makeChat(), { ...hidden, arrival: 'count' })).toEqual({
      append: false,
      openWindow: false,
      toast: false,
      desktopNotification: false,
    });
  });

  it('keeps the spec’s rules under every choice: on /chat and for one’s own message, nothing', () => {
    const own = makeChat({
      sender: { id: 'user-1', username: 'ann', firstName: '', lastName: '' },
    });
    for (const arrival of ['open', 'toast', 'count'] as const) {
      const quiet = { openWindow: false, toast: false, desktopNotification: false };
      expect(decideIncomingChat(own, { ...hidden, arrival })).toMatchObject(quiet);
      expect(
        decideIncomingChat(makeChat(), { ...hidden, arrival, pathname: '/chat/' }),
      ).toMatchObject(quiet);
    }
  });

  it('a thread kept minimised only counts, whatever the choice', () => {
    for (const arrival of ['open', 'toast'] as const) {
      expect(
        decideIncomingChat(makeChat(), { ...base, arrival, isKeptMinimized: true }),
      ).toMatchObject({ openWindow: false, toast: false });
    }
  });
});
