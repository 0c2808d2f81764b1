// The build fails when the JavaScript a visitor downloads before /login first paints grows
// past the budget: the entry chunk, the login route's chunk and everything they import
// statically, gzip-compressed. Unlike a timing, a size is deterministic, so it can gate a build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOGIN_FIRST_PAINT_BUDGET_BYTES } from './first-paint-budget.mjs';

// Any growth past the shared budget fails the build; the browser test holds the same number.
export { LOGIN_FIRST_PAINT_BUDGET_BYTES };
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

// Vite's own listing (hundreds of font files) is silenced by --logLevel warn; one line instead.
const built = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter(
  (item) => item.isFile() && !item.name.endsWith('.gz') && !item.name.endsWith('.br'),
);
const builtBytes = built.reduce(
  (sum, item) => sum + statSync(path.join(item.parentPath, item.name)).size,
  0,
);
console.log(`Web app built: ${built.length} files, ${(builtBytes / 1048576).toFixed(1)} MB.`);
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
