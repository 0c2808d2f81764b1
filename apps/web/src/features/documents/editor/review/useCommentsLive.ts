import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { commentKeys } from '../../api/commentsApi';
import type { CollabSession } from '../collab/useCollabSession';

/** The awareness field a change of the threads bumps. */
const FIELD = 'commentsChanged';

/**
 * Everyone in the document sees new comments live through the collaboration awareness: whoever
 * changed a thread bumps a field of their awareness state, and the others read the threads again
 * from the API. Chosen over socket.io because everyone with the document open is already on
 * this channel (across server processes too, through its Redis extension), read-only followers
 * included, and it needs no server change; the threads themselves (and who may read them) stay
 * with the API.
 */
export function useCommentsLive(session: CollabSession | undefined, entryId: string) {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, unknown>());
  useEffect(() => {
    const awareness = session?.provider.awareness;
    if (!awareness) return;
    const onChange = () => {
      let changed = false;
      for (const [clientId, state] of awareness.getStates()) {
        if (clientId === awareness.clientID) continue;
        const value = (state as Record<string, unknown>)[FIELD];
        // A newcomer's stamp is not news; a stamp that moves is.
        if (seen.current.has(clientId) && seen.current.get(clientId) !== value) changed = true;
        seen.current.set(clientId, value);
      }
      if (changed) void queryClient.invalidateQueries({ queryKey: commentKeys.threads(entryId) });
    };
    awareness.on('change', onChange);
    return () => awareness.off('change', onChange);
  }, [session, entryId, queryClient]);

  return useCallback(() => {
    session?.provider.awareness?.setLocalStateField(FIELD, Date.now());
  }, [session]);
}
