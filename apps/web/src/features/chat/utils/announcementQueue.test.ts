import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { dequeueAnnouncement, enqueueAnnouncements } from './announcementQueue';

describe('announcement queue', () => {
  it('adds announcements in order and never the same one twice', () => {
    const first = makeChat({ id: 'a' });
    const second = makeChat({ id: 'b' });
    let queue = enqueueAnnouncements([], [first]);
    queue = enqueueAnnouncements(queue, [first, second]);
    queue = enqueueAnnouncements(queue, [makeChat({ id: 'a', content: 'again' })]);
    expect(queue.map((chat) => chat.id)).toEqual(['a', 'b']);
  });

  it('moves to the next after closing and is empty after the last', () => {
    let queue = enqueueAnnouncements([], [makeChat({ id: 'a' }), makeChat({ id: 'b' })]);
    queue = dequeueAnnouncement(queue);
    expect(queue.map((chat) => chat.id)).toEqual(['b']);
    queue = dequeueAnnouncement(queue);
    expect(queue).toEqual([]);
    expect(dequeueAnnouncement(queue)).toEqual([]);
  });
});
