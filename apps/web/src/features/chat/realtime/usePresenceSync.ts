import { useQueryClient } from '@tanstack/react-query';
import type { PresenceChangesEvent, ReportedPresence } from '@worksphere/contracts';
import { useEffect } from 'react';
import type { ChatSocket } from '../../../platform/realtime/chatSocket';
import { applyPresenceChanges, presenceKey } from '../api/presenceApi';
import { reportedPresenceOf } from '../utils/presenceActivity';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** How often idleness is looked at; it only needs to notice five minutes passing. */
const IDLE_CHECK_MS = 15_000;

/**
 * Keeps the members' presence current from presenceChanges, and reports this tab's own state:
 * online, or away when hidden or idle. Only changes go out; the server keeps them alive.
 */
export function usePresenceSync(socket: ChatSocket | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    let lastInputAt = Date.now();
    let reported: ReportedPresence | null = null;

    const report = (force = false) => {
      const status = reportedPresenceOf({
        isHidden: document.hidden,
        lastInputAt,
        now: Date.now(),
      });
      if (!socket.connected || (status === reported && !force)) return;
      reported = status;
      socket.emit('setPresence', status);
    };
    const handleInput = () => {
      lastInputAt = Date.now();
      if (reported === 'away') report();
    };
    const handleVisibility = () => {
      if (!document.hidden) lastInputAt = Date.now();
      report();
    };
    // A new connection starts online on the server: say so if this tab is away, and read
    // everyone again (changes while disconnected were missed).
    const handleConnect = () => {
      reported = 'online';
      report();
      void queryClient.invalidateQueries({ queryKey: presenceKey });
    };
    const handlePresence = (event: PresenceChangesEvent) =>
      applyPresenceChanges(queryClient, event.presence);

    socket.on('connect', handleConnect);
    socket.on('presenceChanges', handlePresence);
    for (const name of INPUT_EVENTS) window.addEventListener(name, handleInput, { passive: true });
    document.addEventListener('visibilitychange', handleVisibility);
    const timer = window.setInterval(() => report(), IDLE_CHECK_MS);
    if (socket.connected) handleConnect();
    return () => {
      socket.off('connect', handleConnect);
      socket.off('presenceChanges', handlePresence);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, handleInput);
      document.removeEventListener('visibilitychange', handleVisibility);
      window.clearInterval(timer);
    };
  }, [socket, queryClient]);
}
