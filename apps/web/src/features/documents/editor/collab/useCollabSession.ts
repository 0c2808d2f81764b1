import { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import type { CollabUser } from './CollaborationCaret';

/** The co-editing socket on our own origin (the server's collaboration endpoint). */
function collabUrl() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/collab`;
}

export type CollabStatus = 'connecting' | 'connected' | 'offline';

/**
 * The server's word after it stored the document: the state vector it stored, and whether it
 * kept it as a new version.
 */
type StoredMessage = { type: 'stored'; stateVector: string; asVersion: boolean };

function decodeBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * One document (or note, by `kind`) opened together: its Y.Doc, the Hocuspocus provider (signed in by the session
 * cookie), the connection state, whether the server has stored every change made here, and who
 * else is in it.
 */
export function useCollabSession(documentId: string, kind: 'document' | 'note' = 'document') {
  // Made in an effect (not during render), so a second mount makes its own and the first is
  // destroyed with its socket.
  const [session, setSession] = useState<{ doc: Y.Doc; provider: HocuspocusProvider } | null>(null);
  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: `${kind}:${documentId}`,
      document: doc,
      // The cookie signs the socket in; Hocuspocus still wants a token to send.
      token: 'session-cookie',
    });
    setSession({ doc, provider });
    return () => {
      setSession(null);
      provider.destroy();
      doc.destroy();
    };
  }, [documentId, kind]);
  const [status, setStatus] = useState<CollabStatus>('connecting');
  const [isSynced, setIsSynced] = useState(false);
  const [isStored, setIsStored] = useState(true);
  const [isReadOnly, setIsReadOnly] = useState(false);
  const [peers, setPeers] = useState<CollabUser[]>([]);
  const versionWaiters = useRef<Array<() => void>>([]);

  useEffect(() => {
    if (!session) return;
    const { doc, provider } = session;
    let storedVector = new Map<number, number>();
    const ownClock = () => Y.getState(doc.store, doc.clientID);
    const checkStored = () =>
      setIsStored(
        (storedVector.get(doc.clientID) ?? 0) >= ownClock() && provider.unsyncedChanges === 0,
      );
    // Offline from the first lost connection until one is up again (retries in between too).
    let hasDropped = false;
    const onStatus = ({ status: next }: { status: string }) => {
      if (next === 'connected') hasDropped = false;
      if (next === 'disconnected') hasDropped = true;
      setStatus(next === 'connected' ? 'connected' : hasDropped ? 'offline' : 'connecting');
    };
    // Once synced it stays so: offline edits go on in the copy it has.
    const onSynced = ({ state }: { state: boolean }) => {
      if (state) setIsSynced(true);
    };
    const onStateless = ({ payload }: { payload: string }) => {
      try {
        const message = JSON.parse(payload) as StoredMessage;
        if (message.type !== 'stored') return;
        storedVector = Y.decodeStateVector(decodeBase64(message.stateVector));
        checkStored();
        if (message.asVersion) {
          for (const resolve of versionWaiters.current.splice(0)) resolve();
        }
      } catch {
        // Another kind of message: not ours to read.
      }
    };
    const onLocalUpdate = (_update: Uint8Array, origin: unknown) => {
      if (origin !== provider) setIsStored(false);
    };
    const onAwareness = () => {
      const byId = new Map<string, CollabUser>();
      for (const state of provider.awareness?.getStates().values() ?? []) {
        const other = (state as { user?: CollabUser }).user;
        if (other?.id && !byId.has(other.id)) byId.set(other.id, other);
      }
      setPeers([...byId.values()]);
    };
    const onAuthenticated = ({ scope }: { scope: string }) => setIsReadOnly(scope === 'readonly');
    provider.on('status', onStatus);
    provider.on('synced', onSynced);
    provider.on('stateless', onStateless);
    provider.on('unsyncedChanges', checkStored);
    provider.on('authenticated', onAuthenticated);
    provider.awareness?.on('change', onAwareness);
    doc.on('update', onLocalUpdate);
    // The browser says the network is gone: stop trying until it is back, then merge.
    const goOffline = () => provider.disconnect();
    const goOnline = () => void provider.connect();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      provider.off('status', onStatus);
      provider.off('synced', onSynced);
      provider.off('stateless', onStateless);
      provider.off('unsyncedChanges', checkStored);
      provider.off('authenticated', onAuthenticated);
      provider.awareness?.off('change', onAwareness);
      doc.off('update', onLocalUpdate);
    };
  }, [session]);

  /** Keep the shared document as it is now as a new version (resolves once it is kept). */
  const saveVersion = useCallback(() => {
    if (!session) return Promise.resolve();
    const kept = new Promise<void>((resolve) => versionWaiters.current.push(resolve));
    session.provider.sendStateless(JSON.stringify({ type: 'saveVersion' }));
    return kept;
  }, [session]);

  return session
    ? { ...session, status, isSynced, isStored, isReadOnly, peers, saveVersion }
    : null;
}

export type CollabSession = NonNullable<ReturnType<typeof useCollabSession>>;
