import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';
import { createToken, hashToken } from './tokens.js';

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('open sesame');
    const second = await hashPassword('open sesame');
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('open sesame', first)).toBe(true);
    expect(await verifyPassword('open sesame!', first)).toBe(false);
    expect(await verifyPassword('open sesame', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  it('are random and only their hash is stable', () => {
    const token = createToken();
    expect(token).not.toBe(createToken());
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});
