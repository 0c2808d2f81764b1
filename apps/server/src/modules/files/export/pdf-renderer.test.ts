import { EXPORTS_WAITING_PER_USER, FILE_MESSAGES } from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from './pdf-renderer.js';

const silent = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('createPdfRenderer', () => {
  it("queues renders per member: beyond a member's waiting limit it answers 429 at once, others still queue", async () => {
    // No Chromium here: every render that gets a page fails with 503, after the queue's turn.
    const renderer = createPdfRenderer({ chromiumPath: '/nonexistent/chromium', logger: silent });
    const accepted = Array.from({ length: 2 + EXPORTS_WAITING_PER_USER }, () =>
      renderer.render('<p>x</p>', 'alice'),
    );
    const refused = renderer.render('<p>one too many</p>', 'alice');
    const another = renderer.render('<p>one line</p>', 'bob');
    const settled = Promise.allSettled([...accepted, another]);
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: FILE_MESSAGES.exportQueueFull,
    });
    // Each accepted render had its turn and met the missing Chromium, Bob's included.
    for (const result of await settled) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 503, message: FILE_MESSAGES.chromiumMissing },
      });
    }
    await renderer.close();
  });
});
