import { describe, expect, it } from 'vitest';
import { toastTextOf } from './toastTextOf';

describe('toastTextOf', () => {
  it('is the title alone without a body, else title and body', () => {
    expect(toastTextOf({ title: 'Missed call from +15550100', body: ' ' })).toBe(
      'Missed call from +15550100',
    );
    expect(toastTextOf({ title: 'Assigned to you', body: 'Call the bank' })).toBe(
      'Assigned to you: Call the bank',
    );
  });

  it('cuts a long body to one line', () => {
    const text = toastTextOf({ title: 'T', body: 'x'.repeat(300) });
    expect(text).toHaveLength(3 + 120);
    expect(text.endsWith('…')).toBe(true);
  });
});
