import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, runMigrations } from './platform/db/database.js';
import { DataDirError } from './platform/db/embedded-postgres.js';
import { planDatabase } from './platform/db/provision.js';
import { flushLogger } from './platform/logger.js';

/** Start the product: database, migrations, HTTP server; stop cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const plan = await planDatabase(config);
  // The pool connects on first use. PostgreSQL starts in its own process while this one loads
  // the rest of the product (app.js: Fastify, socket.io, the modules; most of the code) and
  // builds it; the migrations are checked once PostgreSQL is up, and it listens only then.
  // Loading blocks this event loop, so it begins once the PostgreSQL process runs.
  const database = openDatabase(plan.url);
  const starting = plan.start(database.pool);
  const migrating = starting.then(() => runMigrations(database));
  const building = plan.launched
    .then(() => import('./app.js'))
    .then(({ buildApp }) => buildApp(config, { db: database.db }));
  const [started, migrated, built] = await Promise.allSettled([starting, migrating, building]);
  if (
    started.status === 'rejected' ||
    migrated.status === 'rejected' ||
    built.status === 'rejected'
  ) {
    if (built.status === 'fulfilled') await built.value.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if (started.status === 'fulfilled') await started.value.embedded?.stop();
    throw [started, migrated, built].find((result) => result.status === 'rejected')?.reason;
  }
  const provisioned = started.value;
  const app = built.value;

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received: draining, then finishing in-flight requests`);
    // Behind a load balancer: fail the health check first and keep serving until the balancer
    // has noticed, so no request is refused by a closed port meanwhile.
    app.drain.start();
    if (config.shutdownDrainMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    // Fastify closes the listener and waits for in-flight requests before resolving; socket.io
    // closes its sockets, whose clients reconnect (through the balancer, to another process).
    await app.close();
    await database.close();
    await provisioned.embedded?.stop();
    app.log.info('stopped');
    await flushLogger(app.log);
    process.exit(0);
  };
  // embedded-postgres stops its server on these signals by itself, which would cut off the
  // requests still in flight; our own handler stops it last.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  const where = provisioned.embedded
    ? `embedded PostgreSQL, data in ${config.dataDir}`
    : 'DATABASE_URL';
  console.log(`Worksphere is running at http://localhost:${port} (${where})`);
  console.log(describeListeners(app.addresses()));
}

/** Say where the server can be reached from: by default every interface, not just this machine. */
function describeListeners(listeners: Array<AddressInfo | string>) {
  const addresses = listeners.filter((entry): entry is AddressInfo => typeof entry !== 'string');
  const shown = addresses.map(({ address, family, port }) =>
    family === 'IPv6' ? `[${address}]:${port}` : `${address}:${port}`,
  );
  const isEverywhere = addresses.some(({ address }) => address === '0.0.0.0' || address === '::');
  return isEverywhere
    ? `Listening on all interfaces (${shown.join(', ')}): other machines on the network can ` +
        'reach it; set HOST=127.0.0.1 for a private trial.'
    : `Listening on ${shown.join(', ')} only.`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('Worksphere failed to start:', error);
  }
  process.exit(1);
});
