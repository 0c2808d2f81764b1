import type { IncomingCall } from '@worksphere/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCall } from '../../../test/fixtures';
import { callState } from './callState';

const ringing: IncomingCall = {
  callId: 'call-1',
  from: '+15550102000',
  to: '+15550100001',
  status: 'ringing',
  startedAt: '2026-11-23T10:00:00.000Z',
};

afterEach(() => callState.reset());

describe('the shared call state', () => {
  it('drops a ringing call once a status says it was answered elsewhere', () => {
    callState.receiveIncoming(ringing);
    expect(callState.get().incoming).toHaveLength(1);
    callState.receiveStatus(makeCall({ id: 'call-1', status: 'in-progress' }));
    expect(callState.get().incoming).toEqual([]);
  });

  it('follows the call in progress here until it ends, and ignores other calls', () => {
    callState.setActive(makeCall({ id: 'call-2', status: 'in-progress' }));
    callState.receiveStatus(makeCall({ id: 'other', status: 'completed' }));
    expect(callState.get().active?.id).toBe('call-2');
    callState.receiveStatus(makeCall({ id: 'call-2', status: 'completed' }));
    expect(callState.get().active).toBeNull();
  });

  it('never makes an ended call the current one, and tells its listeners of changes', () => {
    let changes = 0;
    const unsubscribe = callState.subscribe(() => (changes += 1));
    callState.setActive(makeCall({ status: 'failed' }));
    expect(callState.get().active).toBeNull();
    callState.receiveIncoming(ringing);
    unsubscribe();
    callState.removeIncoming('call-1');
    expect(changes).toBe(2);
    expect(callState.get().incoming).toEqual([]);
  });
});
