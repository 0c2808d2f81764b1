import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStartupSourceIsLatin1 } from './build-checks.mjs';

type Import = { path: string; kind: 'import-statement' | 'dynamic-import' };

/** A dist/ folder and the part of esbuild's metafile the check reads. */
function bundle(files: Record<string, { source: string; imports?: Import[] }>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ws-build-check-'));
  roots.push(root);
  const outputs: Record<string, { imports: Import[] }> = {};
  for (const [file, { source, imports = [] }] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
    outputs[file] = { imports };
  }
  return { root, metafile: { outputs } };
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the start-up source check of the server build', () => {
  const main = {
    source: 'import "./chunks/shared-A.js"; const app = () => import("./chunks/app-B.js");',
    imports: [
      { path: 'dist/chunks/shared-A.js', kind: 'import-statement' as const },
      { path: 'dist/chunks/app-B.js', kind: 'dynamic-import' as const },
    ],
  };

  it('passes Latin-1 start-up code, and a lazy chunk whatever it holds', () => {
    const { root, metafile } = bundle({
      'dist/main.js': main,
      'dist/chunks/shared-A.js': { source: 'export const sign = "café £";' },
      'dist/chunks/app-B.js': {
        source: 'const grammar = () => import("./grammar-C.js");',
        imports: [{ path: 'dist/chunks/grammar-C.js', kind: 'dynamic-import' }],
      },
      'dist/chunks/grammar-C.js': { source: 'export const to = /^\\s*(to|–|until)/;' },
    });
    expect(() => checkStartupSourceIsLatin1(metafile, root)).not.toThrow();
  });

  it('fails when a chunk the app chunk imports statically holds a character beyond Latin-1', () => {
    const { root, metafile } = bundle({
      'dist/main.js': main,
      'dist/chunks/shared-A.js': { source: 'export const ok = 1;' },
      'dist/chunks/app-B.js': {
        source: 'import "./dates-C.js";',
        imports: [{ path: 'dist/chunks/dates-C.js', kind: 'import-statement' }],
      },
      'dist/chunks/dates-C.js': { source: 'export const to = /^\\s*(to|–|until)/;' },
    });
    expect(() => checkStartupSourceIsLatin1(metafile, root)).toThrow(
      /dist\/chunks\/dates-C\.js: "–"/,
    );
  });
});
