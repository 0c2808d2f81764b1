import { randomUUID, timingSafeEqual } from 'node:crypto';
import { constants, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedFile } from '../chat/chat.attachments.js';

/*
 * MMS media, stored like chat attachments: DATA_DIR/uploads/{organizationId}/calls/{id}.{ext},
 * the id new and random for each file (never a name from the request).
 */

export function mediaStoragePath(organizationId: string, id: string, extension: string) {
  return `${organizationId}/calls/${id}.${extension}`;
}

/** Move a received file into place; answers the row to insert. */
export async function storeMedia(
  uploadsDir: string,
  organizationId: string,
  file: Pick<ReceivedFile, 'filename' | 'mimetype' | 'extension' | 'size' | 'tempPath'>,
) {
  const id = randomUUID();
  const storagePath = mediaStoragePath(organizationId, id, file.extension);
  const target = path.join(uploadsDir, storagePath);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file.tempPath, target);
  return {
    id,
    organizationId,
    filename: file.filename,
    mimetype: file.mimetype,
    size: file.size,
    storagePath,
  };
}

export async function removeMediaFile(uploadsDir: string, storagePath: string) {
  await rm(path.join(uploadsDir, storagePath), { force: true }).catch(() => undefined);
}

/** Open a stored file without following links; undefined when it is missing. */
export async function openMedia(
  uploadsDir: string,
  storagePath: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  let handle;
  try {
    handle = await open(
      path.join(uploadsDir, storagePath),
      constants.O_RDONLY | constants.O_NOFOLLOW,
    );
  } catch {
    return undefined;
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return undefined;
  }
  return { stream: handle.createReadStream(), size: info.size };
}

/** Constant-time equality of two signatures (the public media links'). */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
