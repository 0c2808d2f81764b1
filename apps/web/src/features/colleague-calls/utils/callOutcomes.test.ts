import { describe, expect, it } from 'vitest';
import { outcomeOfEnd, outcomeOfMediaError } from './callOutcomes';

const caller = { isCaller: true };
const callee = { isCaller: false };

describe('outcomeOfEnd', () => {
  it('tells the caller why the call ended', () => {
    expect(outcomeOfEnd('declined', caller)).toBe('declined');
    expect(outcomeOfEnd('missed', caller)).toBe('noAnswer');
    expect(outcomeOfEnd('hung-up', caller)).toBe('ended');
    expect(outcomeOfEnd('disconnected', caller)).toBe('connectionLost');
  });

  it('only stops the ringing for the callee when the call never started', () => {
    expect(outcomeOfEnd('cancelled', callee)).toBeNull();
    expect(outcomeOfEnd('missed', callee)).toBeNull();
    expect(outcomeOfEnd('answered-elsewhere', callee)).toBeNull();
    expect(outcomeOfEnd('declined', callee)).toBeNull();
    expect(outcomeOfEnd('hung-up', callee)).toBe('ended');
  });
});

describe('outcomeOfMediaError', () => {
  it('names a refused microphone or camera, a missing or busy device', () => {
    const error = (name: string) => new DOMException('', name);
    expect(outcomeOfMediaError(error('NotAllowedError'), false)).toBe('microphoneRefused');
    expect(outcomeOfMediaError(error('NotAllowedError'), true)).toBe('cameraRefused');
    expect(outcomeOfMediaError(error('NotFoundError'), false)).toBe('noDevice');
    expect(outcomeOfMediaError(error('NotReadableError'), true)).toBe('deviceBusy');
    expect(outcomeOfMediaError(new TypeError('no mediaDevices'), false)).toBe('unsupported');
  });
});
