import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAppSecretBox,
  createSecretBox,
  loadOrCreateSecretsKey,
  parseSecretsKey,
  SECRETS_KEY_FILE,
  SecretBoxError,
} from './secret-box.js';

const directories: string[] = [];
const tempDir = async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'worksphere-secrets-'));
  directories.push(directory);
  return directory;
};
afterAll(() => Promise.all(directories.map((d) => rm(d, { recursive: true, force: true }))));

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals JSON that opens to the same value, never containing the plain text', () => {
    const box = createSecretBox(key);
    const secret = { kind: 'password', username: 'ada', password: 'hunter2-very-secret' };
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{16}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed)).toEqual(secret);
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it('refuses tampered text, an unknown key, and unknown formats', () => {
    const box = createSecretBox(key);
    const sealed = box.seal({ a: 1 });
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[4] = flipped.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(/not configured/);
    expect(() => box.open(`v2${sealed.slice(2)}`)).toThrow(/format/);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });

  it('opens values sealed with a previous key after rotation', () => {
    const sealed = createSecretBox(key).seal({ token: 'x' });
    const rotated = createSecretBox(randomBytes(32), [key]);
    expect(rotated.open(sealed)).toEqual({ token: 'x' });
    expect(rotated.seal(1).split('.')[1]).not.toBe(sealed.split('.')[1]);
  });

  it('derives stable values per key and message', () => {
    const box = createSecretBox(key);
    expect(box.derive('feed:1')).toBe(createSecretBox(key).derive('feed:1'));
    expect(box.derive('feed:1')).toMatch(/^[\w-]{43}$/);
    expect(box.derive('feed:2')).not.toBe(box.derive('feed:1'));
    expect(createSecretBox(randomBytes(32)).derive('feed:1')).not.toBe(box.derive('feed:1'));
  });

  it('accepts only 32-byte base64 keys', () => {
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(SecretBoxError);
  });

  it('generates the key file once, private to the owner, and reuses it', async () => {
    const dataDir = path.join(await tempDir(), 'nested');
    const first = loadOrCreateSecretsKey(dataDir);
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecretsKey(dataDir)).toEqual(first);
    expect(parseSecretsKey(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('the app box writes no key file until a secret is sealed, and prefers SECRETS_KEY', async () => {
    const dataDir = await tempDir();
    const lazy = createAppSecretBox({ secretsKey: undefined, dataDir });
    await expect(stat(path.join(dataDir, SECRETS_KEY_FILE))).rejects.toThrow();
    expect(lazy.open(lazy.seal('s'))).toBe('s');
    await stat(path.join(dataDir, SECRETS_KEY_FILE));

    const otherDir = await tempDir();
    const configured = createAppSecretBox({ secretsKey: key, dataDir: otherDir });
    expect(createSecretBox(key).open(configured.seal('t'))).toBe('t');
    await expect(stat(path.join(otherDir, SECRETS_KEY_FILE))).rejects.toThrow();
  });
});
