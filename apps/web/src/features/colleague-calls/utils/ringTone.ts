/** The ring: two tones together (440 and 480 Hz, as North American phones ring), 1 s on, 2 s off. */
const TONES_HZ = [440, 480];
const RING_S = 1;
const PERIOD_S = 3;
const VOLUME = 0.08;

/**
 * Rings through Web Audio until the returned function is called. A browser that does not let
 * the page play sound yet (no interaction with it so far) stays silent; the call still shows.
 */
export function startRingTone(): () => void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return () => undefined;
  let context: AudioContext;
  try {
    context = new AudioContextClass();
  } catch {
    return () => undefined;
  }
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const oscillators = TONES_HZ.map((frequency) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
    return oscillator;
  });
  // Schedules the next rings ahead of time, a minute at most (the call rings 30 s).
  const start = context.currentTime + 0.05;
  for (let ring = 0; ring < 20; ring += 1) {
    const at = start + ring * PERIOD_S;
    gain.gain.setValueAtTime(VOLUME, at);
    gain.gain.setValueAtTime(0, at + RING_S);
  }
  return () => {
    for (const oscillator of oscillators) oscillator.stop();
    void context.close().catch(() => undefined);
  };
}
