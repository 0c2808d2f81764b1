import { badgeCountOf, isEmoji, mentionedUsernames, totalBadgeCount } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { groupReactions } from './chat.service.js';
import { notifiedMembers } from './chat.unread.service.js';

describe('notifiedMembers', () => {
  const states = [
    { userId: 'sender', level: 'all' as const },
    { userId: 'everything', level: 'all' as const },
    { userId: 'mentions', level: 'mentions' as const },
    { userId: 'mentions-mentioned', level: 'mentions' as const },
    { userId: 'nothing', level: 'nothing' as const },
    { userId: 'nothing-mentioned', level: 'nothing' as const },
  ];
  const mentionedIds = ['mentions-mentioned', 'nothing-mentioned', 'sender'];

  it('tells members at all, and those at mentions only when mentioned, never the sender', () => {
    expect(notifiedMembers(states, { senderId: 'sender', mentionedIds }).notified).toEqual([
      'everything',
      'mentions-mentioned',
    ]);
  });

  it('gives a mention to everyone mentioned except at nothing', () => {
    expect(notifiedMembers(states, { senderId: 'sender', mentionedIds }).mentioned).toEqual([
      'mentions-mentioned',
    ]);
    expect(
      notifiedMembers([{ userId: 'everything', level: 'all' }], {
        senderId: 'sender',
        mentionedIds: ['everything'],
      }).mentioned,
    ).toEqual(['everything']);
  });

  it('leaves members at mentions only or nothing alone without a mention', () => {
    expect(notifiedMembers(states, { senderId: 'everything', mentionedIds: [] })).toEqual({
      notified: ['sender'],
      mentioned: [],
    });
  });
});

describe('badge counts', () => {
  it('counts every unread message at all, only mentions at mentions only, none at nothing', () => {
    const everything = { level: 'all' as const, unreadCount: 4, mentionCount: 1 };
    const mentions = { level: 'mentions' as const, unreadCount: 7, mentionCount: 2 };
    const nothing = { level: 'nothing' as const, unreadCount: 5, mentionCount: 3 };
    expect(badgeCountOf(everything)).toBe(4);
    expect(badgeCountOf(mentions)).toBe(2);
    expect(badgeCountOf(nothing)).toBe(0);
    const thread = {
      threadId: 't',
      chatRoomId: 'r',
      title: 'T',
      roomName: 'R',
      lastMessageAt: null,
    };
    expect(
      totalBadgeCount([
        { ...thread, ...everything },
        { ...thread, ...mentions },
        { ...thread, ...nothing },
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
