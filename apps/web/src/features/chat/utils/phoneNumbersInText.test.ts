import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers } from './phoneNumbersInText';

describe('splitPhoneNumbers', () => {
  it('finds numbers however they are written, normalized under the spec rule', () => {
    expect(splitPhoneNumbers('Call (555) 010-2000 or +1 555.010.3000 today')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '(555) 010-2000', number: '+15550102000' },
      { kind: 'text', text: ' or ' },
      { kind: 'phone', text: '+1 555.010.3000', number: '+15550103000' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('leaves short figures, dates and text without numbers alone', () => {
    expect(splitPhoneNumbers('Room 12, 2026-11-23, 1 500 000 units')).toEqual([
      { kind: 'text', text: 'Room 12, 2026-11-23, 1 500 000 units' },
    ]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });
});
