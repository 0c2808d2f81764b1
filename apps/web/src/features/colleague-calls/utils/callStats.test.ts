import { describe, expect, it } from 'vitest';
import { summariseCallStats } from './callStats';

const audio = (bytesReceived: number, packetsLost = 0) => ({
  type: 'inbound-rtp',
  kind: 'audio',
  bytesReceived,
  packetsReceived: 100,
  packetsLost,
});
const video = (bytesReceived: number) => ({ type: 'inbound-rtp', kind: 'video', bytesReceived });
const pair = (currentRoundTripTime: number) => ({
  type: 'candidate-pair',
  nominated: true,
  currentRoundTripTime,
});

describe('summariseCallStats', () => {
  it('adds up the bytes received per kind and calls a quick, clean connection good', () => {
    expect(
      summariseCallStats([audio(1200), video(50_000), pair(0.02), { type: 'outbound-rtp' }], {
        audio: 800,
        video: 0,
      }),
    ).toEqual({ audioBytesReceived: 1200, videoBytesReceived: 50_000, quality: 'good' });
  });

  it('waits while no new audio arrives', () => {
    expect(summariseCallStats([audio(800), video(10)], { audio: 800, video: 0 }).quality).toBe(
      'waiting',
    );
    expect(summariseCallStats([], { audio: 0, video: 0 })).toEqual({
      audioBytesReceived: 0,
      videoBytesReceived: 0,
      quality: 'waiting',
    });
  });

  it('calls a slow round trip or lossy audio weak', () => {
    expect(summariseCallStats([audio(900), pair(0.6)], { audio: 0, video: 0 }).quality).toBe(
      'weak',
    );
    expect(summariseCallStats([audio(900, 20)], { audio: 0, video: 0 }).quality).toBe('weak');
  });

  it('reads the older mediaType name of the kind', () => {
    const entry = { type: 'inbound-rtp', mediaType: 'video', bytesReceived: 7 };
    expect(summariseCallStats([entry], { audio: 0, video: 0 }).videoBytesReceived).toBe(7);
  });
});
