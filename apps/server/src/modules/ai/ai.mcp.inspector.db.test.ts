import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/*
 * The MCP Inspector's command-line mode (`inspector --cli`), the tool people use to try an MCP
 * server, run as a separate process against the listening app. Its v1 CLI is the one that runs
 * on Node 20 (v2 asks for Node 22.19).
 */

const run = promisify(execFile);
const inspectorBin = join(
  dirname(
    createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli/package.json'),
  ),
  'build/cli.js',
);

const testApp = useTestApp();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

async function inspector(secret: string, ...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    [
      inspectorBin,
      '--cli',
      `${baseUrl}/api/mcp`,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${secret}`,
      ...args,
    ],
    // Its build/: the CLI looks for its own package.json relative to the working directory.
    { timeout: 60_000, cwd: dirname(inspectorBin) },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('the MCP Inspector CLI', () => {
  it('lists the tools and calls one', async () => {
    const admin = await registerOrganization(testApp.app);
    const made = await call(testApp.app, 'POST', '/ai/tokens', {
      token: admin.token,
      body: { name: 'Inspector' },
    });
    const { secret } = made.json() as { secret: string };

    const listed = await inspector(secret, '--method', 'tools/list');
    const tools = listed.tools as Array<{ name: string; inputSchema: Record<string, unknown> }>;
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['create_task', 'find_tasks', 'send_sms']),
    );

    const called = await inspector(
      secret,
      '--method',
      'tools/call',
      '--tool-name',
      'create_task',
      '--tool-arg',
      'title=Seen by the Inspector',
    );
    expect(called.isError).toBe(false);
    const tasks = await call(testApp.app, 'GET', '/tasks?q=Inspector', { token: admin.token });
    expect(tasks.json().tasks.map((task: { title: string }) => task.title)).toEqual([
      'Seen by the Inspector',
    ]);
  });
});
