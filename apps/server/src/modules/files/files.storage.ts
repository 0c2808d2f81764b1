import { randomUUID } from 'node:crypto';
import { constants, createWriteStream, type ReadStream } from 'node:fs';
import { lstat, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES } from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';

/*
 * The bytes of uploads and exports, under DATA_DIR/uploads/{organizationId}/files/{entryId}.
 * Names on disk are ids we create: a user's path never reaches the file system, so no name
 * can climb out of the organisation's folder. Symbolic links put there by anyone else are
 * refused, never followed.
 */

/** A multipart file stream; busboy sets `truncated` when it cut the file at the size limit. */
export type IncomingFileStream = Readable & { truncated?: boolean };

/** As many first bytes as file-type itself samples to recognise a file. */
const SAMPLE_BYTES = 4100;
/** Temp files of uploads in progress (same disk as their target: rename is atomic). */
const INCOMING_DIR = '.incoming';

export type ReceivedBlob = { tempPath: string; size: number; head: Buffer };

/**
 * One kind of stored bytes: a folder in each organisation's uploads folder, the text that
 * refuses a symbolic link there, and whether a link where the file should be is refused (400)
 * or read as a missing file.
 */
export type BlobFolder = { name: string; linkMessage: string; linkedFile: 'refuse' | 'missing' };

const FILES: BlobFolder = {
  name: 'files',
  linkMessage: FILE_MESSAGES.pathSymlink,
  linkedFile: 'refuse',
};

export function blobPathIn(
  folder: BlobFolder,
  uploadsDir: string,
  organizationId: string,
  id: string,
) {
  return path.join(uploadsDir, organizationId, folder.name, id);
}

export function blobPath(uploadsDir: string, organizationId: string, entryId: string) {
  return blobPathIn(FILES, uploadsDir, organizationId, entryId);
}

/** Read until `size` bytes (or the end) are in, whatever the chunking of the network. */
async function readHead(chunks: AsyncIterator<Buffer>, size: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

/** The type of a file from its first bytes (never its name); file-type loads on first use. */
export async function detectType(head: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(head))?.mime;
}

/**
 * Receive one uploaded file into a temp file without holding it in memory; `check` sees its
 * first bytes and may refuse it before the rest is read. A file cut at the size limit is
 * refused as too large. Nothing is left on disk when it throws.
 */
export async function receiveBlob(
  uploadsDir: string,
  stream: IncomingFileStream,
  tooLarge: () => AppError,
  check: (head: Buffer) => Promise<void>,
): Promise<ReceivedBlob> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks, SAMPLE_BYTES);
  try {
    await check(head);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  const tempPath = path.join(uploadsDir, INCOMING_DIR, randomUUID());
  let size = 0;
  try {
    await mkdir(path.dirname(tempPath), { recursive: true });
    await pipeline(
      async function* () {
        size += head.length;
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          yield next.value;
        }
      },
      createWriteStream(tempPath, { flags: 'wx' }),
    );
    if (stream.truncated) throw tooLarge();
  } catch (error) {
    stream.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, head };
}

/** Refuse a symbolic link anywhere between the uploads folder and the folder's files. */
async function assertNoLinks(folder: BlobFolder, uploadsDir: string, organizationId: string) {
  for (const directory of [
    path.join(uploadsDir, organizationId),
    path.join(uploadsDir, organizationId, folder.name),
  ]) {
    const info = await lstat(directory).catch(() => undefined);
    if (info?.isSymbolicLink()) throw new AppError('BAD_REQUEST', folder.linkMessage);
  }
}

/** Put a received temp file (same disk: rename is atomic) in place as the bytes of `id`. */
export async function storeReceivedIn(
  folder: BlobFolder,
  uploadsDir: string,
  organizationId: string,
  id: string,
  tempPath: string,
) {
  await assertNoLinks(folder, uploadsDir, organizationId);
  const target = blobPathIn(folder, uploadsDir, organizationId, id);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
}

/** Put a received temp file in place as an entry's bytes. */
export async function storeReceived(
  uploadsDir: string,
  organizationId: string,
  entryId: string,
  tempPath: string,
) {
  await storeReceivedIn(FILES, uploadsDir, organizationId, entryId, tempPath);
}

/** Write bytes made here (an export) as an entry's bytes, replacing what was there. */
export async function writeBlob(
  uploadsDir: string,
  organizationId: string,
  entryId: string,
  bytes: Buffer,
) {
  await assertNoLinks(FILES, uploadsDir, organizationId);
  const target = blobPath(uploadsDir, organizationId, entryId);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  await rename(temporary, target);
}

/**
 * Open the bytes of `id` for reading without following symbolic links (refused or missing, as
 * the folder says); undefined when the file is missing.
 */
export async function openBlobIn(
  folder: BlobFolder,
  uploadsDir: string,
  organizationId: string,
  id: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  await assertNoLinks(folder, uploadsDir, organizationId);
  const target = blobPathIn(folder, uploadsDir, organizationId, id);
  let handle;
  try {
    handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' && folder.linkedFile === 'refuse') {
      throw new AppError('BAD_REQUEST', folder.linkMessage);
    }
    if (code === 'ENOENT' || code === 'ELOOP') return undefined;
    throw error;
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return undefined;
  }
  return { stream: handle.createReadStream(), size: info.size };
}

/**
 * Open an entry's bytes for reading, refusing symbolic links (400) rather than following
 * them; undefined when the file is missing.
 */
export async function openBlob(uploadsDir: string, organizationId: string, entryId: string) {
  return openBlobIn(FILES, uploadsDir, organizationId, entryId);
}

/** An entry's bytes in memory (images inlined into an export), at most `limitBytes`. */
export async function readBlob(
  uploadsDir: string,
  organizationId: string,
  entryId: string,
  limitBytes: number,
): Promise<Buffer | undefined> {
  const opened = await openBlob(uploadsDir, organizationId, entryId);
  if (!opened) return undefined;
  if (opened.size > limitBytes) {
    opened.stream.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Remove the bytes of `ids` (after their rows are gone); a missing file is fine. */
export async function removeBlobsIn(
  folder: BlobFolder,
  uploadsDir: string,
  organizationId: string,
  ids: string[],
) {
  await Promise.all(
    ids.map((id) =>
      rm(blobPathIn(folder, uploadsDir, organizationId, id), { force: true }).catch(
        () => undefined,
      ),
    ),
  );
}

/** Remove entries' bytes (after their rows are gone); a missing file is fine. */
export async function removeBlobs(uploadsDir: string, organizationId: string, entryIds: string[]) {
  await removeBlobsIn(FILES, uploadsDir, organizationId, entryIds);
}

export async function discardTemp(tempPath: string) {
  await rm(tempPath, { force: true });
}
