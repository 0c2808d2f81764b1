import pg from 'pg';

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The databases of a run on this machine carry its process id (`ws_template_<pid>_…`, and each
 * file's `ws_test_<pid>_…`); those of a run that ended without its teardown (killed, timed out)
 * would pile up on a shared server, so the next run drops them.
 */
export async function dropDatabasesOfEndedRuns(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^ws_(template|test)_[0-9]+_'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/^ws_(?:template|test)_(\d+)_/.exec(datname)?.[1]);
      if (isRunning(pid)) continue;
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A file's own database, named after its run (see dropDatabasesOfEndedRuns). */
export function testDatabaseName(templateDatabase: string, suffix: string): string {
  return templateDatabase.replace(/^ws_template_(\d+)_\d+$/, 'ws_test_$1_') + suffix;
}

/** Clone the template; PostgreSQL refuses concurrent clones of one template, so retry. */
export async function cloneTemplate(adminUrl: string, template: string, name: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
