import { useEffect, useState } from 'react';

/** A running call's time as a phone shows it: 0:07, 12:30, 1:02:03. */
export function formatCallTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Whole seconds since a moment (ISO), now or at a given time. */
export function secondsSince(startedAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 1000));
}

/** The seconds since the call was answered, ticking every second; null before it is answered. */
export function useCallTimer(answeredAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!answeredAt) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [answeredAt]);
  return answeredAt ? secondsSince(answeredAt, now) : null;
}
