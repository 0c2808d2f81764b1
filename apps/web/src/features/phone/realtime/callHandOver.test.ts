import { describe, expect, it } from 'vitest';
import { makeCall } from '../../../test/fixtures';
import { receiveHolder, type CallHolders } from './callHandOver';

const person = (id: string) => ({ id, username: id, firstName: '', lastName: '' });

describe('a call handed over to this member', () => {
  it('is one whose holder changes to them while it is in progress', () => {
    const holders: CallHolders = new Map();
    const call = makeCall({ id: 'c1', status: 'in-progress', user: person('bo') });
    expect(receiveHolder(holders, call, 'ada')).toBe(false);
    expect(receiveHolder(holders, { ...call, onHold: true }, 'ada')).toBe(false);
    expect(receiveHolder(holders, { ...call, user: person('ada') }, 'ada')).toBe(true);
    // Heard again: still theirs, not handed over a second time.
    expect(receiveHolder(holders, { ...call, user: person('ada') }, 'ada')).toBe(false);
  });

  it('is never a call first heard already theirs, nor one that ended', () => {
    const holders: CallHolders = new Map();
    const mine = makeCall({ id: 'c2', status: 'in-progress', user: person('ada') });
    expect(receiveHolder(holders, mine, 'ada')).toBe(false);
    const other = makeCall({ id: 'c3', status: 'in-progress', user: person('bo') });
    receiveHolder(holders, other, 'ada');
    expect(
      receiveHolder(holders, { ...other, status: 'completed', user: person('ada') }, 'ada'),
    ).toBe(false);
    expect(holders.has('c3')).toBe(false);
  });
});
