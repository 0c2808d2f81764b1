import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../platform/db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../platform/db/embedded-postgres.js';
import { adminQuery, databaseUrl, dropDatabasesOfEndedRuns } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run (DATABASE_URL, else an embedded one) and one migrated
 * template database; each test file clones it, so files run in parallel.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-test-'));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
  }
  await dropDatabasesOfEndedRuns(adminUrl);
  const templateDatabase = `ws_template_${process.pid}_${Date.now()}`;
  // From template0, which nobody may connect to: a session left on template1 (a psql, a tool)
  // would make PostgreSQL refuse the copy ("being accessed by other users").
  await adminQuery(adminUrl, `create database "${templateDatabase}" template template0`);
  const template = openDatabase(databaseUrl(adminUrl, templateDatabase), 1);
  await runMigrations(template);
  await template.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await adminQuery(adminUrl, `drop database if exists "${templateDatabase}"`);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
