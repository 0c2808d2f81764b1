import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const chunksDir = fileURLToPath(new URL('../../server/dist/chunks/', import.meta.url));

/** The built chunk of a package the server imports lazily (its name starts with the package's). */
async function importChunk(prefix: string) {
  const file = (await readdir(chunksDir)).find(
    (name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`No chunk for ${prefix} in ${chunksDir}`);
  return import(pathToFileURL(path.join(chunksDir, file)).href) as Promise<Record<string, unknown>>;
}

// CommonJS packages imported with `await import()` keep their named exports in the split
// bundle (apps/server/build.mjs), as they have when Node loads them from node_modules.
describe('the server bundle', () => {
  it('gives undici its named exports, as outbound requests use them', async () => {
    const undici = await importChunk('undici');
    expect(typeof undici.Agent).toBe('function');
    expect(typeof undici.fetch).toBe('function');
    expect(typeof undici.buildConnector).toBe('function');
  });

  it('gives the mail packages theirs: mail and its 1 MB of character sets load on first use', async () => {
    const mailparser = await importChunk('mailparser');
    expect(typeof mailparser.simpleParser).toBe('function');
    const imapflow = await importChunk('imap-flow');
    expect(typeof imapflow.ImapFlow).toBe('function');
  });

  it('gives the SMTP transport and the MIME builder their default exports, loaded on first send', async () => {
    const nodemailer = await importChunk('nodemailer');
    expect(typeof (nodemailer.default as { createTransport?: unknown }).createTransport).toBe(
      'function',
    );
    const composer = await importChunk('mail-composer');
    expect(typeof composer.default).toBe('function');
  });
});
