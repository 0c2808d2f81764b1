import { badgeCountOf, isEmoji, mentionedUsernames, totalBadgeCount } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { groupReactions } from './chat.service.js';
import { notifiedMembers } from './chat.unread.service.js';

describe('notifiedMembers', () => {
  const states = [
    { userId: 'sender', level: 'follow' as const },
    { userId: 'follower', level: 'follow' as const },
    { userId: 'muted', level: 'mute' as const },
    { userId: 'muted-mentioned', level: 'mute' as const },
  ];

  it('tells followers and mentioned members, never the sender', () => {
    expect(
      notifiedMembers(states, { senderId: 'sender', mentionedIds: ['muted-mentioned', 'sender'] }),
    ).toEqual(['follower', 'muted-mentioned']);
  });

  it('leaves a muted member alone unless mentioned', () => {
    expect(notifiedMembers(states, { senderId: 'follower', mentionedIds: [] })).toEqual(['sender']);
  });
});

describe('badge counts', () => {
  it('counts every unread message of a followed thread and only mentions of a muted one', () => {
    const followed = { level: 'follow' as const, unreadCount: 4, mentionCount: 1 };
    const muted = { level: 'mute' as const, unreadCount: 7, mentionCount: 2 };
    expect(badgeCountOf(followed)).toBe(4);
    expect(badgeCountOf(muted)).toBe(2);
    const thread = {
      threadId: 't',
      chatRoomId: 'r',
      title: 'T',
      roomName: 'R',
      lastMessageAt: null,
    };
    expect(
      totalBadgeCount([
        { ...thread, ...followed },
        { ...thread, ...muted },
      ]),
    ).toBe(6);
  });
});

describe('mentionedUsernames', () => {
  it('finds @usernames, lower case, and tries them without sentence punctuation', () => {
    expect(mentionedUsernames('Hi @Ann and @bob.lee, see @carl.')).toEqual([
      'ann',
      'bob.lee',
      'carl.',
      'carl',
    ]);
  });

  it('ignores e-mail addresses and a lone @', () => {
    expect(mentionedUsernames('mail ann@example.com or @ now')).toEqual([]);
  });
});

describe('reactions', () => {
  it('groups by emoji in first-given order with who reacted', () => {
    expect(
      groupReactions([
        { emoji: '👍', userId: 'a' },
        { emoji: '🎉', userId: 'b' },
        { emoji: '👍', userId: 'b' },
      ]),
    ).toEqual([
      { emoji: '👍', count: 2, userIds: ['a', 'b'] },
      { emoji: '🎉', count: 1, userIds: ['b'] },
    ]);
  });

  it('accepts one emoji, with modifiers, and nothing else', () => {
    expect(isEmoji('👍')).toBe(true);
    expect(isEmoji('❤️')).toBe(true);
    expect(isEmoji('👍🏽')).toBe(true);
    expect(isEmoji('🇫🇷')).toBe(true);
    expect(isEmoji('a')).toBe(false);
    expect(isEmoji('1')).toBe(false);
    expect(isEmoji('<script>')).toBe(false);
    expect(isEmoji('')).toBe(false);
  });
});
