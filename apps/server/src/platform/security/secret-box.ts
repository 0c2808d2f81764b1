import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (OAuth tokens, CalDAV passwords): JSON sealed with AES-256-GCM.
 *
 * Sealed text: `v1.{keyId}.{iv}.{tag}.{ciphertext}` (base64url parts). `keyId` names the key that
 * sealed it (the first 8 bytes of its SHA-256, hex), so a later key can take over while older
 * values still open with the previous keys; the version names this layout.
 */
export interface SecretBox {
  seal(value: unknown): string;
  open<T = unknown>(sealed: string): T;
  /**
   * A secret derived from the current key and `message` (HMAC-SHA256, base64url): the same
   * message gives the same value while the key stays, e.g. a feed URL rebuilt from a stored
   * nonce. A new key changes every derived value.
   */
  derive(message: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** The key file written into DATA_DIR when SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** Decode a base64 key, refusing anything but 32 bytes. */
export function parseSecretsKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new SecretBoxError(`A secrets key is ${KEY_BYTES} bytes in base64.`);
  }
  return key;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** A box sealing with `current` and opening with it or any of `previous`. */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError('A secrets key is 32 bytes.');
    keys.set(keyIdOf(key), key);
  }
  const currentId = keyIdOf(current);

  function seal(value: unknown): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    // The header is authenticated too: a value cannot be moved under another version or key id.
    cipher.setAAD(Buffer.from(`${VERSION}.${currentId}`));
    const plain = Buffer.from(JSON.stringify(value), 'utf8');
    const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'));
    return [VERSION, currentId, ...parts].join('.');
  }

  function open<T>(sealed: string): T {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) {
      throw new SecretBoxError('Unknown sealed secret format.');
    }
    const [version, keyId, iv, tag, encrypted] = parts as [string, string, string, string, string];
    const key = keys.get(keyId);
    if (!key) throw new SecretBoxError('The key that sealed this secret is not configured.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${version}.${keyId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(encrypted, 'base64url')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as T;
    } catch {
      throw new SecretBoxError('The sealed secret could not be opened.');
    }
  }

  function derive(message: string): string {
    return createHmac('sha256', current).update(`derive:${message}`).digest('base64url');
  }

  return { seal, open, derive };
}

/**
 * The installation's key: SECRETS_KEY when set, else DATA_DIR/secrets.key, written (mode 0600)
 * the first time. Two processes starting at once agree: only one creates the file.
 */
export function loadOrCreateSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  try {
    return parseSecretsKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: readers never see half a key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}

/**
 * The app's box. The key is read on first use, so a server that never stores a secret never
 * writes a key file.
 */
export function createAppSecretBox(options: {
  secretsKey: Buffer | undefined;
  dataDir: string;
}): SecretBox {
  let box: SecretBox | undefined;
  const get = () =>
    (box ??= createSecretBox(options.secretsKey ?? loadOrCreateSecretsKey(options.dataDir)));
  return {
    seal: (value) => get().seal(value),
    open: <T>(sealed: string) => get().open<T>(sealed),
    derive: (message) => get().derive(message),
  };
}
