import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ALLOWED_ATTACHMENT_TYPES,
  CHAT_MESSAGES,
  type AllowedAttachmentType,
} from '@worksphere/contracts';
import { messageError } from '../../platform/errors.js';

/** A file of a send, checked and written to a temp file; moved into place once the message is saved. */
export type ReceivedFile = {
  filename: string;
  mimetype: AllowedAttachmentType;
  extension: string;
  size: number;
  tempPath: string;
};

/** A multipart file stream; busboy sets `truncated` when it cut the file at the size limit. */
export type IncomingFileStream = Readable & { truncated?: boolean };

const EXTENSION: Record<AllowedAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
};

/** As many first bytes as file-type itself samples to recognise a file. */
const SAMPLE_BYTES = 4100;
/** Temp files of sends in progress, under the uploads directory (same disk: rename is atomic). */
const INCOMING_DIR = '.incoming';
/** A temp file older than this was left by a crash mid-upload. */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000;

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

/**
 * Receive one attached file without holding it in memory: its type comes from its first
 * bytes (magic bytes, never its name or declared type) and a refused one stops the request
 * at once; an accepted one streams to a temp file under `<uploads>/.incoming`. A file cut at
 * `limitBytes` is refused as too large. Nothing is left on disk when it throws.
 */
export async function receiveAttachment(
  uploadsDir: string,
  filename: string,
  stream: IncomingFileStream,
  limitBytes: number,
): Promise<ReceivedFile> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks, SAMPLE_BYTES);
  // file-type is loaded on the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const mimetype = (await fileTypeFromBuffer(head))?.mime as AllowedAttachmentType | undefined;
  if (!mimetype || !ALLOWED_ATTACHMENT_TYPES.includes(mimetype)) {
    stream.destroy();
    throw messageError('VALIDATION_ERROR', CHAT_MESSAGES.fileTypeNotAllowed, filename);
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
    if (stream.truncated) {
      throw messageError('PAYLOAD_TOO_LARGE', CHAT_MESSAGES.fileTooLarge, filename, limitBytes);
    }
  } catch (error) {
    stream.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  return { filename, mimetype, extension: EXTENSION[mimetype], size, tempPath };
}

/** Remove the temp files of a send that failed or was refused (no-op for moved ones). */
export async function discardReceived(files: ReceivedFile[]) {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

/** Remove temp files that a crash mid-upload left behind. */
export async function sweepIncoming(uploadsDir: string) {
  const directory = path.join(uploadsDir, INCOMING_DIR);
  const names = await readdir(directory).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const target = path.join(directory, name);
      const info = await stat(target).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_INCOMING_MS) {
        await rm(target, { force: true });
      }
    }),
  );
}

/** A stored attachment's path under the uploads directory: {organizationId}/chat/{id}.{ext} */
export function storagePathFor(organizationId: string, id: string, extension: string) {
  return `${organizationId}/chat/${id}.${extension}`;
}

/** Move received files into place under DATA_DIR/uploads; answers their rows (without messageId). */
export async function storeAttachments(
  uploadsDir: string,
  organizationId: string,
  files: ReceivedFile[],
) {
  const stored = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const storagePath = storagePathFor(organizationId, id, file.extension);
      const target = path.join(uploadsDir, storagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file.tempPath, target);
      stored.push({
        id,
        organizationId,
        filename: file.filename,
        mimetype: file.mimetype,
        size: file.size,
        storagePath,
      });
    }
  } catch (error) {
    await removeStoredFiles(
      uploadsDir,
      stored.map((file) => file.storagePath),
    );
    throw error;
  }
  return stored;
}

export async function removeStoredFiles(uploadsDir: string, storagePaths: string[]) {
  await Promise.all(
    storagePaths.map((storagePath) =>
      rm(path.join(uploadsDir, storagePath), { force: true }).catch(() => undefined),
    ),
  );
}

/** The public URL of a stored attachment (served to members of the organisation only). */
export const attachmentUrl = (storagePath: string) => `/api/uploads/${storagePath}`;

/** Only names we create are served: {uuid}.{ext} of the allowed types. */
export const STORED_FILE_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|mp4|mpg)$/;
