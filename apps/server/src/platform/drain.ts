/**
 * A process asked to stop first drains: its health check answers 503 so that a load balancer
 * sends it no new work, while requests already routed to it are still answered. Only after the
 * drain window (SHUTDOWN_DRAIN_MS, as long as the balancer needs to notice) does it close.
 */
export type DrainState = {
  readonly isDraining: boolean;
  start: () => void;
};

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get isDraining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
