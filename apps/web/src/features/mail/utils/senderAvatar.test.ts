import { describe, expect, it } from 'vitest';
import { mailMessages } from '../mail.messages';
import { avatarColourOf, senderInitials, senderLabel } from './senderAvatar';

describe('sender avatar', () => {
  it('names a sender by contact, else by the mail’s name, else by the address', () => {
    const from = { name: 'G. Hopper', address: 'grace@example.com' };
    expect(senderLabel(from, 'Grace Hopper')).toBe('Grace Hopper');
    expect(senderLabel(from, undefined)).toBe('G. Hopper');
    expect(senderLabel({ name: '', address: 'grace@example.com' }, undefined)).toBe(
      'grace@example.com',
    );
    expect(senderLabel(null, undefined)).toBe(mailMessages.list.unknownSender);
  });

  it('keeps one colour per address, whatever its case, and spreads addresses over colours', () => {
    expect(avatarColourOf('Grace@Example.com')).toBe(avatarColourOf('grace@example.com'));
    const colours = new Set(
      ['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'].map((name) =>
        avatarColourOf(`${name}@example.com`),
      ),
    );
    expect(colours.size).toBeGreaterThan(2);
  });

  it('takes initials from a name, or from the part of an address before the @', () => {
    expect(senderInitials('Grace Hopper')).toBe('GH');
    expect(senderInitials('grace@example.com')).toBe('G');
    expect(senderInitials('(Ops) Team')).toBe('OT');
    expect(senderInitials(mailMessages.list.unknownSender, false)).toBe('?');
  });
});
