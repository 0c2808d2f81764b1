import { describe, expect, it, vi } from 'vitest';
import { FakeVoiceCall, FakeVoiceDevice } from '../../../test/fakeVoiceDevice';
import { createVoiceLine, type VoiceToken } from './voiceLine';

function setUp(tokens: Array<VoiceToken | Error>) {
  const devices: FakeVoiceDevice[] = [];
  const fetchToken = vi.fn(() => {
    const next = tokens.shift();
    if (!next) return Promise.reject(new Error('no more tokens'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const line = createVoiceLine({
    fetchToken,
    createDevice: (token) => {
      const device = new FakeVoiceDevice(token);
      devices.push(device);
      return Promise.resolve(device);
    },
    retryDelayMs: 1_000,
  });
  return { line, devices, fetchToken };
}

const token = (value: string): VoiceToken => ({
  token: value,
  identity: 'user-1',
  expiresAt: '2026-11-28T02:00:00.000Z',
});

describe('the browser voice line', () => {
  it('registers with a token and takes a new one each time the SDK says it will expire', async () => {
    const { line, devices } = setUp([token('first'), token('second'), token('third')]);
    await line.start();
    expect(line.get().status).toBe('ready');
    const [device] = devices;
    expect(device?.isRegistered).toBe(true);

    device!.emit('tokenWillExpire');
    await vi.waitFor(() => expect(device!.tokens).toEqual(['first', 'second']));
    device!.emit('tokenWillExpire');
    await vi.waitFor(() => expect(device!.tokens).toEqual(['first', 'second', 'third']));
    // Still one device: the line stayed registered through the refreshes.
    expect(devices).toHaveLength(1);
  });

  it('tries a failed refresh again while the old token still holds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { line, devices, fetchToken } = setUp([
        token('first'),
        new Error('offline'),
        token('second'),
      ]);
      await line.start();
      devices[0]!.emit('tokenWillExpire');
      await vi.advanceTimersByTimeAsync(0);
      expect(devices[0]!.tokens).toEqual(['first']);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(devices[0]!.tokens).toEqual(['first', 'second']);
      expect(fetchToken).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('fetches a new token when Twilio says the current one has expired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { line, devices } = setUp([token('first'), token('fresh')]);
    await line.start();
    devices[0]!.emit('error', Object.assign(new Error('AccessTokenExpired'), { code: 20104 }));
    await vi.waitFor(() => expect(devices[0]!.tokens).toEqual(['first', 'fresh']));
    // Another error is only reported.
    devices[0]!.emit('error', Object.assign(new Error('ConnectionError'), { code: 31005 }));
    expect(devices[0]!.tokens).toEqual(['first', 'fresh']);
    vi.restoreAllMocks();
  });

  it('says it failed when no token comes', async () => {
    const { line, devices } = setUp([new Error('403')]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await line.start();
    expect(line.get().status).toBe('failed');
    expect(devices).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('rings, accepts, mutes, sends digits and frees the line when the call ends', async () => {
    const { line, devices } = setUp([token('first')]);
    await line.start();
    const call = new FakeVoiceCall('+442079460958', { callId: 'call-9' });
    devices[0]!.ring(call);
    expect(line.get().incoming).toBe(call);

    line.acceptIncoming();
    expect(call.state).toBe('open');
    expect(line.get()).toMatchObject({
      incoming: null,
      current: call,
      contactNumber: '+442079460958',
      callId: 'call-9',
    });
    line.setMuted(true);
    expect(call.isMuted()).toBe(true);
    expect(line.get().isMuted).toBe(true);

    // A second call while on one is turned away.
    const second = new FakeVoiceCall('+15550109999');
    devices[0]!.ring(second);
    expect(second.state).toBe('rejected');
    expect(line.get().incoming).toBeNull();

    call.disconnect();
    expect(line.get()).toMatchObject({ current: null, isMuted: false });
  });

  it('places a call through the TwiML App with To and our number, and declines a ringing one', async () => {
    const { line, devices } = setUp([token('first')]);
    await line.start();
    const placed = await line.connect('+442079460958', '+15550100001');
    expect(devices[0]!.placed).toEqual([{ To: '+442079460958', OurNumber: '+15550100001' }]);
    expect(line.get()).toMatchObject({
      current: placed,
      contactNumber: '+442079460958',
      callId: null,
    });
    line.setCallId('call-7');
    expect(line.get().callId).toBe('call-7');
    placed.disconnect();

    const ringing = new FakeVoiceCall();
    devices[0]!.ring(ringing);
    line.rejectIncoming();
    expect(ringing.state).toBe('rejected');
    expect(line.get().incoming).toBeNull();
  });

  it('stops: the device is destroyed and a late start does not come back', async () => {
    const { line, devices } = setUp([token('first'), token('again')]);
    await line.start();
    line.stop();
    expect(devices[0]!.isDestroyed).toBe(true);
    expect(line.get().status).toBe('off');
  });
});
