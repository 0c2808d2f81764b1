import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyWhenAway } from './desktopNotification';

const shown: { title: string; options: NotificationOptions }[] = [];

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions) {
    shown.push({ title, options });
  }
  close() {}
}

function pretendAway(isAway: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(isAway);
  vi.spyOn(document, 'hasFocus').mockReturnValue(!isAway);
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
});

describe('notifyWhenAway', () => {
  it('shows a ringing call, from whom, while the tab is hidden', () => {
    vi.stubGlobal('Notification', FakeNotification);
    pretendAway(true);
    notifyWhenAway('incomingCall', { id: 'c1', from: '+15550102000' }, () => undefined);
    expect(shown).toEqual([
      {
        title: 'Incoming call',
        options: { body: 'Call from (555) 010-2000', tag: 'call-c1', requireInteraction: true },
      },
    ]);
  });

  it('names a media-only text, and stays quiet while the page is in front', () => {
    vi.stubGlobal('Notification', FakeNotification);
    pretendAway(true);
    notifyWhenAway('newSms', { id: 'm1', from: '+15550102000', text: '' }, () => undefined);
    expect(shown[0]).toMatchObject({
      title: 'New message from (555) 010-2000',
      options: { body: '(media)' },
    });
    pretendAway(false);
    notifyWhenAway('newSms', { id: 'm2', from: '+15550102000', text: 'Hi' }, () => undefined);
    expect(shown).toHaveLength(1);
  });

  it('does nothing without the permission', () => {
    FakeNotification.permission = 'default';
    try {
      vi.stubGlobal('Notification', FakeNotification);
      pretendAway(true);
      notifyWhenAway('incomingCall', { id: 'c2', from: '+15550102000' }, () => undefined);
      expect(shown).toEqual([]);
    } finally {
      FakeNotification.permission = 'granted';
    }
  });
});
