import { useContext, useEffect, useId, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  type Blocker,
  type BlockerFunction,
} from 'react-router';

const IDLE: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

/**
 * Holds in-app navigation while `shouldBlock` says so, like react-router's useBlocker and on
 * the same router blockers (getBlocker / state.blockers / deleteBlocker). Why not useBlocker
 * itself: react-router sits in one vendor chunk on /login's first paint, and importing the
 * hook anywhere adds it there (0.2 KB over the first-paint budget). Swap back when that chunk
 * has room. Only the data routers (createBrowserRouter, createMemoryRouter) have blockers.
 */
export function useLeaveGuard(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const key = `leave-guard-${useId()}`;
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  const [blocker, setBlocker] = useState<Blocker>(IDLE);

  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, (args) => shouldBlockRef.current(args));
    const unsubscribe = router.subscribe((state) => setBlocker(state.blockers.get(key) ?? IDLE));
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, [router, key]);

  return blocker;
}
