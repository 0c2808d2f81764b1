import { describe, expect, it } from 'vitest';
import { decodeInboxCursor, encodeInboxCursor } from './inbox.presenter.js';

describe('inbox cursors', () => {
  it('round-trips an item position', () => {
    const position = {
      createdAt: new Date('2026-11-27T12:00:00.123Z'),
      id: '0b7a6f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    };
    expect(decodeInboxCursor(encodeInboxCursor(position))).toEqual(position);
  });

  it('refuses a cursor it did not make', () => {
    expect(decodeInboxCursor('nonsense')).toBeNull();
    expect(decodeInboxCursor(Buffer.from('2026-01-01|x').toString('base64url'))).toBeNull();
    expect(
      decodeInboxCursor(
        Buffer.from('soon|0b7a6f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b').toString('base64url'),
      ),
    ).toBeNull();
  });
});
