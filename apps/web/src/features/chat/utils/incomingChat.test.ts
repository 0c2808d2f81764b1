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
    expect(decision).toEqual({ append: true, popup: false, desktopNotification: false });
  });

  it('pops up elsewhere, and notifies the desktop when the page is hidden', () => {
    expect(decideIncomingChat(makeChat(), base)).toMatchObject({ append: false, popup: true });
    expect(decideIncomingChat(makeChat(), { ...base, isHidden: true }).desktopNotification).toBe(
      true,
    );
  });

  it('stays quiet on /chat and for one’s own message', () => {
    const hidden = { ...base, isHidden: true };
    expect(decideIncomingChat(makeChat(), { ...hidden, pathname: '/chat' })).toMatchObject({
      popup: false,
      desktopNotification: false,
    });
    const own = makeChat({
      sender: { id: 'user-1', username: 'ann', firstName: '', lastName: '' },
    });
    expect(decideIncomingChat(own, hidden)).toMatchObject({
      popup: false,
      desktopNotification: false,
    });
  });
});
