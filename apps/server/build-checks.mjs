// Checks of the server bundle that run right after esbuild, so a build that would start slower
// or heavier fails instead of shipping.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Output files Node loads before the first answer: main.js, the app chunk, their imports. */
function startupOutputs(metafile) {
  const outputs = metafile.outputs;
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file) || !outputs[file]) return;
    loaded.add(file);
    for (const imported of outputs[file].imports) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  for (const file of Object.keys(outputs)) {
    if (file === 'dist/main.js' || /^dist\/chunks\/app-[^/]+\.js$/.test(file)) visit(file);
  }
  return [...loaded].filter((file) => file.endsWith('.js'));
}

/**
 * V8 keeps the source text of every loaded module for the process's life, as one byte per
 * character only when the whole file is Latin-1. esbuild escapes non-ASCII characters in
 * strings and names but leaves them in regular expression literals, and one such character
 * (chrono-node's en dash) once made the 2.2 MB app chunk cost 4.4 MB of heap. A package that
 * brings one must load on first use (`await import`), where it costs only when used.
 */
/** `rootDir`: where esbuild ran (its metafile's paths are relative to it). */
export function checkStartupSourceIsLatin1(metafile, rootDir = process.cwd()) {
  const offenders = [];
  for (const file of startupOutputs(metafile)) {
    const source = readFileSync(path.join(rootDir, file), 'utf8');
    const match = /[\u0100-\uffff]/.exec(source);
    if (match) {
      const around = source.slice(Math.max(0, match.index - 50), match.index + 20);
      offenders.push(`${file}: ${JSON.stringify(match[0])} in …${around}…`);
    }
  }
  if (offenders.length) {
    throw new Error(
      'Start-up code of the server holds characters beyond Latin-1, so V8 would keep its whole ' +
        `source as two-byte text. Load the package that brings them lazily:\n${offenders.join('\n')}`,
    );
  }
}
