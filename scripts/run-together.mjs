#!/usr/bin/env node
/**
 * Runs several npm scripts at once and fails if any fails: `node scripts/run-together.mjs lint
 * typecheck`. Each one's output is held back and printed whole when it ends, so two tools'
 * lines never interleave. Lint and the type check are single-threaded: side by side they use
 * both cores of a small machine and finish in the time of the slower one.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n── npm run ${script}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
