/**
 * Chat search on MESSAGES messages in one organisation (chat-search-fill.ts): the product's
 * `GET /api/chat/search/messages` beside the bare engine (chat-search-bare.ts) with the same
 * SQL, asked in turn (which goes first alternates), one search at a time over HTTP. Searches:
 * a common word (about 1 message in 15), a middling one (1 in 100), a rare code word (20
 * messages), two words together, a common word from one person, and a three-letter prefix
 * (many words). Prints p50 and p95 of each engine per search and overall, and their ratio.
 * Target: results within 200 ms (p95 of the product).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { startChatSearchBareEngine } from './chat-search-bare.js';
import { fillChatSearch, MESSAGES, vocabularyWord } from './chat-search-fill.js';
import { createScratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const WARMUP = 3;
/** The target for a search answer. */
const BUDGET_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
  if (!(JSON.parse(body) as { results: unknown[] }).results.length) {
    throw new Error(`${url}: no results (a search that finds nothing proves little)`);
  }
  return elapsed;
}

export async function runChatSearchBench() {
  const scratch = await createScratchDatabase('ws-bench-chat-search');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-bench-chat-search-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000000',
      DATA_DIR: dataDir,
    }),
    { db: scratch.database.db },
  );
  let bare: Awaited<ReturnType<typeof startChatSearchBareEngine>> | undefined;
  try {
    await app.ready();
    console.log(
      `\nChat search benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log('Filling one organisation:');
    const fixture = await fillChatSearch(app, scratch.database.pool);
    const product = await app.listen({ port: 0, host: '127.0.0.1' });
    bare = await startChatSearchBareEngine(scratch.url);

    const someone = fixture.memberIds[3]!;
    const searches: Array<{ name: string; query: string }> = [
      { name: 'common word', query: `q=${vocabularyWord(3)}` },
      { name: 'middling word', query: `q=${vocabularyWord(300)}` },
      { name: 'rare code word', query: `q=code${4242 % (MESSAGES / 20)}` },
      { name: 'two words', query: `q=${vocabularyWord(3)}+${vocabularyWord(300)}` },
      { name: 'common word, one person', query: `q=${vocabularyWord(3)}&from=${someone}` },
      { name: 'prefix (3 letters)', query: `q=${vocabularyWord(123).slice(0, 3)}` },
    ];
    const counts = await scratch.database.pool.query<{ name: string; count: number }>(
      `select s.name, (select count(*)::int from chat_messages
         where to_tsvector('simple'::regconfig, content) @@ (select to_tsquery('simple',
           string_agg(quote_literal(lexeme) || ':*', ' & '))
           from unnest(to_tsvector('simple', s.words)))) as count
       from unnest($1::text[], $2::text[]) s(name, words)`,
      [
        searches.map((search) => search.name),
        searches.map((search) => new URLSearchParams(search.query).get('q')!),
      ],
    );
    const ask = (base: string, query: string) =>
      timed(`${base}/api/chat/search/messages?${query}&limit=20`, fixture.token);

    for (let i = 0; i < WARMUP; i += 1) {
      for (const search of searches) {
        await ask(product, search.query);
        await ask(bare.url, search.query);
      }
    }
    const figures = searches.map(() => ({ product: [] as number[], bare: [] as number[] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, search] of searches.entries()) {
        // Alternate which engine goes first, so neither always meets a warmer cache.
        const productFirst = (round + index) % 2 === 0;
        if (!productFirst) figures[index]!.bare.push(await ask(bare.url, search.query));
        figures[index]!.product.push(await ask(product, search.query));
        if (productFirst) figures[index]!.bare.push(await ask(bare.url, search.query));
      }
    }

    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\n${MESSAGES.toLocaleString('en')} messages; ${ROUNDS} rounds of each search after ` +
        `${WARMUP} warm-up, one at a time over HTTP, first page (20); milliseconds.\n`,
    );
    console.log('| Search | Matches | Product p50 | p95 | Bare p50 | p95 | Ratio p50 |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    searches.forEach((search, index) => {
      const { product: ours, bare: floor } = figures[index]!;
      const matches =
        search.name === 'common word, one person'
          ? '~1/10 of the common word'
          : counts.rows[index]!.count.toLocaleString('en');
      console.log(
        `| ${search.name} | ${matches} | ${ms(percentile(ours, 50))} | ${ms(percentile(ours, 95))} | ` +
          `${ms(percentile(floor, 50))} | ${ms(percentile(floor, 95))} | ` +
          `${(percentile(ours, 50) / percentile(floor, 50)).toFixed(2)}x |`,
      );
    });
    const allOurs = figures.flatMap((figure) => figure.product);
    const allFloor = figures.flatMap((figure) => figure.bare);
    const p95 = percentile(allOurs, 95);
    console.log(
      `| **all searches** | | ${ms(percentile(allOurs, 50))} | ${ms(p95)} | ` +
        `${ms(percentile(allFloor, 50))} | ${ms(percentile(allFloor, 95))} | ` +
        `${(percentile(allOurs, 50) / percentile(allFloor, 50)).toFixed(2)}x |`,
    );
    console.log(
      `\nProduct p95 over all searches: ${ms(p95)} ms of ${BUDGET_MS} ms: ` +
        (p95 <= BUDGET_MS ? 'within budget.' : 'OVER BUDGET.') +
        ` Load average at the end: ${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
  } finally {
    await bare?.close();
    await app.close();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
