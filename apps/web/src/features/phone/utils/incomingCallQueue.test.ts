import type { IncomingCall } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { receiveCall, removeCall, updateCallStatus } from './incomingCallQueue';

const ringing = (callId: string, from = '+15550100000'): IncomingCall => ({
  callId,
  from,
  to: '+15550109999',
  status: 'ringing',
  startedAt: '2026-11-23T11:00:00.000Z',
});

describe('the incoming-call queue', () => {
  it('keeps ringing calls in arrival order, each once, updated in place', () => {
    let queue = receiveCall([], ringing('a'));
    queue = receiveCall(queue, ringing('b'));
    queue = receiveCall(queue, ringing('a', '+15550100001'));
    expect(queue.map((call) => call.callId)).toEqual(['a', 'b']);
    expect(queue[0]?.from).toBe('+15550100001');
  });

  it('drops a call that ended or was answered elsewhere, and one handled here', () => {
    let queue = receiveCall(receiveCall([], ringing('a')), ringing('b'));
    queue = updateCallStatus(queue, 'a', 'in-progress');
    expect(queue.map((call) => call.callId)).toEqual(['b']);
    queue = receiveCall(queue, { ...ringing('b'), status: 'no-answer' });
    expect(queue).toEqual([]);
    expect(removeCall([ringing('c')], 'c')).toEqual([]);
  });

  it('ignores news about calls it never held, and never adds one that is not ringing', () => {
    expect(updateCallStatus([ringing('a')], 'zzz', 'completed')).toEqual([ringing('a')]);
    expect(receiveCall([], { ...ringing('a'), status: 'completed' })).toEqual([]);
  });
});
