import { EXPORTS_WAITING_PER_USER, FILE_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.js';

/** Tasks that start when the queue lets them and finish only when the test says so. */
function heldTasks() {
  const started: string[] = [];
  const releases = new Map<string, (value: string) => void>();
  const task = (label: string) => () => {
    started.push(label);
    return new Promise<string>((resolve) => releases.set(label, resolve));
  };
  const release = async (label: string) => {
    releases.get(label)!(label);
    // Let the queue hand the slot on (a few microtask turns, no timers).
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };
  return { started, task, release };
}

const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe('createFairQueue', () => {
  it("runs another member's single export before the rest of one member's burst", async () => {
    const queue = createFairQueue({ slots: 2 });
    const { started, task, release } = heldTasks();
    const burst = Array.from({ length: 2 + EXPORTS_WAITING_PER_USER }, (_, index) =>
      queue.run('alice', task(`alice-${index + 1}`)),
    );
    await settle();
    expect(started).toEqual(['alice-1', 'alice-2']);
    expect(queue.stats()).toEqual({ running: 2, waiting: EXPORTS_WAITING_PER_USER });

    const bobs = queue.run('bob', task('bob-1'));
    await settle();
    await release('alice-1');
    // Bob has nothing running, Alice has one: Bob's export takes the free slot.
    expect(started).toEqual(['alice-1', 'alice-2', 'bob-1']);
    await release('bob-1');
    await expect(bobs).resolves.toBe('bob-1');
    expect(started.at(-1)).toBe('alice-3');

    // The rest of Alice's burst runs in the order she sent it.
    for (let index = 2; index <= 2 + EXPORTS_WAITING_PER_USER; index += 1) {
      await release(`alice-${index}`);
    }
    await expect(Promise.all(burst)).resolves.toHaveLength(2 + EXPORTS_WAITING_PER_USER);
    expect(started.filter((label) => label.startsWith('alice'))).toEqual(
      Array.from({ length: 2 + EXPORTS_WAITING_PER_USER }, (_, index) => `alice-${index + 1}`),
    );
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('turns away a member who already has the most exports waiting, and only that member', async () => {
    const queue = createFairQueue({ slots: 1, waitingPerOwner: 2 });
    const { started, task, release } = heldTasks();
    const accepted = [1, 2, 3].map((n) => queue.run('alice', task(`alice-${n}`)));
    await expect(queue.run('alice', task('alice-4'))).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: FILE_MESSAGES.exportQueueFull,
    });
    const bobs = queue.run('bob', task('bob-1'));
    await settle();
    expect(queue.stats()).toEqual({ running: 1, waiting: 3 });
    await release('alice-1');
    expect(started).toEqual(['alice-1', 'bob-1']);
    await release('bob-1');
    await release('alice-2');
    await release('alice-3');
    await expect(Promise.all([...accepted, bobs])).resolves.toEqual([
      'alice-1',
      'alice-2',
      'alice-3',
      'bob-1',
    ]);
    expect(started).not.toContain('alice-4');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createFairQueue({ slots: 1 });
    const failing = queue.run('alice', () => Promise.reject(new Error('broken page')));
    const next = queue.run('alice', () => Promise.resolve('printed'));
    await expect(failing).rejects.toThrow('broken page');
    await expect(next).resolves.toBe('printed');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
