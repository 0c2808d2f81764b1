/**
 * Issue 25's calls on the work-items organisation, the product beside the bare engine that
 * sends the same statements (replay-bare.ts): the board of a project with 5,000 tasks, and a
 * task page (the task, its 200 comments, its history of 500 entries, as the page asks them).
 * One call at a time over HTTP, the two engines in turn (which goes first alternates).
 * BENCH_SHOW_SQL=1 prints each call's statements and values (to EXPLAIN them).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Pool } from './work-items-fill.js';
import { recordStatements, startReplayBareEngine } from './replay-bare.js';
import { BOARD_TASKS, fillTaskPage, PAGE_COMMENTS, PAGE_HISTORY } from './task-page-fill.js';

const ROUNDS = Number(process.env.BENCH_ISSUE25_ROUNDS ?? 100);
const WARMUP = 10;
/** When a call deserves a look (docs/PERFORMANCE.md). */
const SLOW_RATIO = 2;
const SLOW_P95_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
  return { elapsed, body };
}

/** What the product answered, in a few words. */
function describe(body: string): string {
  const json = JSON.parse(body) as Record<string, unknown>;
  if (Array.isArray(json.groups)) {
    const groups = json.groups as Array<{ tasks: unknown[]; total: number }>;
    const shown = groups.reduce((sum, group) => sum + group.tasks.length, 0);
    const total = groups.reduce((sum, group) => sum + group.total, 0);
    return `${groups.length} columns, ${shown} of ${total.toLocaleString('en')} cards`;
  }
  if (Array.isArray(json.comments)) return `${json.comments.length} comments`;
  if (Array.isArray(json.entries)) return `${json.entries.length} entries`;
  if (json.task) return 'one task';
  return 'one';
}

export async function runTaskPageBench(options: {
  pool: Pool;
  databaseUrl: string;
  productUrl: string;
  token: string;
  organizationId: string;
  memberIds: string[];
}) {
  const { pool, productUrl, token } = options;
  console.log(`\nIssue 25: filling a board project and a busy task page:`);
  const started = performance.now();
  const fixture = await fillTaskPage(pool, options.organizationId, options.memberIds);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const page = `/api/tasks/${fixture.pageTaskId}`;
  const calls = [
    {
      name: `board: project of ${BOARD_TASKS.toLocaleString('en')} tasks, by state`,
      path: `/api/tasks/board?projectId=${fixture.boardProjectId}`,
    },
    {
      name: 'board: same project, by assignee',
      path: `/api/tasks/board?projectId=${fixture.boardProjectId}&groupBy=assignee`,
    },
    { name: 'task page: the task', path: page },
    {
      name: `task page: ${PAGE_COMMENTS} comments (limit=200)`,
      path: `${page}/comments?limit=200`,
    },
    {
      name: `task page: history of ${PAGE_HISTORY} (first 100)`,
      path: `${page}/activity?limit=100`,
    },
  ];

  const bare = await startReplayBareEngine(options.databaseUrl);
  try {
    const answers = new Map<string, { answer: string; statements: number }>();
    for (const call of calls) {
      // One call alone, so what the pool sends is that call's.
      let body = '';
      const statements = await recordStatements(pool, async () => {
        ({ body } = await timed(`${productUrl}${call.path}`, token));
      });
      bare.learn(call.path, statements);
      if (process.env.BENCH_SHOW_SQL === '1') {
        for (const { config, values } of statements) {
          console.log(`-- ${call.path}\n${config.text};\n-- values: ${JSON.stringify(values)}`);
        }
      }
      answers.set(call.path, { answer: describe(body), statements: statements.length });
    }
    for (let i = 0; i < WARMUP; i += 1) {
      for (const call of calls) {
        await timed(`${productUrl}${call.path}`, token);
        await timed(`${bare.url}${call.path}`, token);
      }
    }
    const figures = calls.map(() => ({ product: [] as number[], bare: [] as number[] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, call] of calls.entries()) {
        const productFirst = (round + index) % 2 === 0;
        const ask = async (base: string) => (await timed(`${base}${call.path}`, token)).elapsed;
        if (!productFirst) figures[index]!.bare.push(await ask(bare.url));
        figures[index]!.product.push(await ask(productUrl));
        if (productFirst) figures[index]!.bare.push(await ask(bare.url));
      }
    }

    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\n${ROUNDS} rounds after ${WARMUP} warm-up, one call at a time over HTTP, the engines in ` +
        `turn; milliseconds. Load average ${os.loadavg()[0]!.toFixed(1)}.\n`,
    );
    console.log(
      '| Call | Answer | Statements | Product p50 | p95 | Bare p50 | p95 | Ratio p50 | Ratio p95 |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    const slow: string[] = [];
    calls.forEach((call, index) => {
      const { product, bare: floor } = figures[index]!;
      const ratio50 = percentile(product, 50) / percentile(floor, 50);
      const ratio95 = percentile(product, 95) / percentile(floor, 95);
      const { answer, statements } = answers.get(call.path)!;
      console.log(
        `| ${call.name} | ${answer} | ${statements} | ${ms(percentile(product, 50))} | ` +
          `${ms(percentile(product, 95))} | ${ms(percentile(floor, 50))} | ` +
          `${ms(percentile(floor, 95))} | ${ratio50.toFixed(2)}x | ${ratio95.toFixed(2)}x |`,
      );
      if (ratio50 > SLOW_RATIO || percentile(product, 95) > SLOW_P95_MS) slow.push(call.name);
    });
    console.log(
      slow.length
        ? `\nTo look at (ratio over ${SLOW_RATIO} or p95 over ${SLOW_P95_MS} ms): ${slow.join('; ')}.`
        : `\nEvery call within ${SLOW_RATIO}x the bare engine and ${SLOW_P95_MS} ms at p95.`,
    );
    return fixture;
  } finally {
    await bare.close();
  }
}
