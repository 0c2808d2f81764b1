import type { AppDeps } from '../../platform/app-deps.js';
import type { JobQueues } from '../../platform/jobs/job-queue.js';
import { createPeriodicPass } from '../../platform/jobs/periodic.js';
import { createWebhookSender } from './webhooks.delivery.js';
import { createWebhooksService } from './webhooks.service.js';

/** Attempts after the first, spaced out: about 9 hours from the first failure to the last try. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

/**
 * Webhooks wired up: deliveries run on the job queue (any process with REDIS_URL), and a pass
 * every `retryIntervalMs` queues the retries that are due and those a dead process left.
 */
export function createWebhooksModule(
  deps: AppDeps,
  jobs: JobQueues,
  options: { retryDelaysMs: readonly number[]; retryIntervalMs: number },
) {
  const sender = createWebhookSender(deps, options.retryDelaysMs);
  const queue = jobs.define<{ deliveryId: string }>(
    'webhook-deliveries',
    ({ deliveryId }) => sender.send(deliveryId),
    { concurrency: 8 },
  );
  const service = createWebhooksService(deps, queue);
  const retries = createPeriodicPass({
    tick: async () => {
      for (const deliveryId of await sender.due()) await queue.add({ deliveryId });
    },
    logger: deps.logger,
    failureMessage: 'webhook retry pass failed',
  });
  return {
    service,
    emitter: service.emitter,
    start: () => retries.start(options.retryIntervalMs),
    stop: () => retries.stop(),
  };
}
