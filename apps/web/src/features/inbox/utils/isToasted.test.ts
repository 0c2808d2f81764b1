import { describe, expect, it } from 'vitest';
import { isToasted } from './isToasted';

describe('isToasted', () => {
  it('toasts what the user asked to toast, and reminders set to push while the app is open', () => {
    expect(isToasted('mention', 'toast')).toBe(true);
    expect(isToasted('mention', 'push')).toBe(false);
    expect(isToasted('mention', 'inbox')).toBe(false);
    expect(isToasted('event_reminder', 'push')).toBe(true);
    expect(isToasted('event_reminder', 'toast')).toBe(true);
    expect(isToasted('event_reminder', 'inbox')).toBe(false);
  });
});
