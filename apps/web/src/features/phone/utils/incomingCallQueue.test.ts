import { describe, expect, it } from 'vitest';
import { receiveCall, removeCall } from './incomingCallQueue';

const ringing = (id: string) => ({ id, status: 'ringing' });

describe('the incoming-call queue', () => {
  it('keeps ringing calls in arrival order, each once', () => {
    let queue = receiveCall([], ringing('a'));
    queue = receiveCall(queue, ringing('b'));
    queue = receiveCall(queue, { id: 'a', status: 'ringing', note: 'again' } as never);
    expect(queue.map((call) => call.id)).toEqual(['a', 'b']);
    expect(queue[0]).toMatchObject({ note: 'again' });
  });

  it('drops a call that ended elsewhere and one answered or dismissed here', () => {
    let queue = receiveCall(receiveCall([], ringing('a')), ringing('b'));
    queue = receiveCall(queue, { id: 'a', status: 'completed' });
    expect(queue.map((call) => call.id)).toEqual(['b']);
    expect(removeCall(queue, 'b')).toEqual([]);
  });

  it('never adds a call that is not ringing', () => {
    expect(receiveCall([], { id: 'a', status: 'no-answer' })).toEqual([]);
  });
});
