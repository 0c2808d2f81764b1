// The build fails when the JavaScript a visitor downloads before /login first paints grows
// past the budget: the entry chunk, the login route's chunk and everything they import
// statically, gzip-compressed. Unlike a timing, a size is deterministic, so it can gate a build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The aim is under 120 KB; react-dom (66 KB), react-router (30 KB) and TanStack Query (10 KB)
// are 106 KB of it, and the app's own first-paint code about 12 KB. Any growth past the aim
// fails the build.
export const LOGIN_FIRST_PAINT_BUDGET_BYTES = 120 * 1024;
// The sign-in page is bundled into the entry chunk (app/routing/createAppRouter.tsx); should it
// become a lazy route again, its chunk and what it imports count here too.
const FIRST_PAINT_ROUTES = ['src/features/auth/routes/LoginPage.tsx'];

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** Every chunk a module loads before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the build manifest.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const lazyFirstPaintRoutes = FIRST_PAINT_ROUTES.filter((key) => manifest[key]);
const files = new Set([entry, ...lazyFirstPaintRoutes].flatMap((key) => [...staticClosure(key)]));
const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `JavaScript before /login first paints (gzip): ${kb(total)} of ${kb(LOGIN_FIRST_PAINT_BUDGET_BYTES)}`,
);
for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
if (total > LOGIN_FIRST_PAINT_BUDGET_BYTES) {
  console.error(
    `Over budget by ${kb(total - LOGIN_FIRST_PAINT_BUDGET_BYTES)}: load what the login page does not need lazily.`,
  );
  process.exit(1);
}
