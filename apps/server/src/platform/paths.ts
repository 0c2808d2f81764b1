import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from source (tests, `tsx`) and from the bundle in dist/, so files shipped
 * beside it are found by walking up from this module until the server package root.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the server package (drizzle/ folder).');
    directory = parent;
  }
  return directory;
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
