import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { emojiAssets } from './scripts/emoji-assets-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

// The API server of `npm run dev` (apps/server) listens here.
const apiTarget = 'http://localhost:3000';

// React Router's package exports only its development build, whose warnings ("No routes matched
// location" while the signed-in pages are patched in) reach every user's console and whose extra
// code is part of first paint. The built app takes the production build it also ships.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), emojiAssets(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser we support preloads modules natively; the polyfill was 0.3 KB of first paint.
    modulePreload: { polyfill: false },
    // scripts/check-bundle-budget.mjs reads which chunks each page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: a deploy that changes only our code leaves their
        // hashed files, and the browser's copies of them, as they were.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/ },
            // Query only: TanStack Virtual (the mail list) stays in the lazy pages that use it.
            {
              name: 'vendor-query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            {
              name: 'vendor-socket',
              test: /node_modules[\\/](socket\.io-|engine\.io-|@socket\.io)/,
            },
            // zod's translations stay with the French and German pages' lazy chunk that uses them.
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]locales)/ },
            { name: 'vendor-editor', test: /node_modules[\\/](@tiptap|prosemirror-|linkifyjs)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Components, and the few .ts tests that need a page (named *.dom.test.ts).
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['src/test/setupTests.ts'],
          restoreMocks: true,
          // Page tests render whole screens in jsdom; on a loaded 2-core machine a long dialog
          // journey (typing into several pickers) has taken over 15 s.
          testTimeout: 30_000,
        },
      },
      {
        // Rules, hooks-free helpers and caches: no page, so no jsdom to start for each file.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          // Starting the server (and its embedded PostgreSQL) can take a while on a cold machine.
          hookTimeout: 120_000,
          // Two journeys at a time: a journey mostly waits on the page and the server, so two
          // share this 2-core machine's time well (each registers its own organisations).
          maxWorkers: 2,
          // One more try for a journey that fails: the machines are shared, and a browser step
          // can miss its wait when another process takes the cores. A real break fails twice,
          // and the report names every retried test.
          retry: 1,
        },
      },
    ],
  },
}));
