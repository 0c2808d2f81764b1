import { constants, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { POS_IMAGE_TYPES } from '@worksphere/contracts';
import { POS_MESSAGES } from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';
import {
  detectType,
  discardTemp,
  receiveBlob,
  type IncomingFileStream,
} from '../files/files.storage.js';

/*
 * Product images live beside the other uploads, under
 * DATA_DIR/uploads/{organizationId}/pos/{imageId}.{ext}. The image id is new and random for
 * every upload (never a name from the request), so it is an unguessable, cacheable file name.
 */

const EXTENSION: Record<(typeof POS_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const CONTENT_TYPE: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSION).map(([type, extension]) => [extension, type]),
);

/** Only names we create are served: {uuid}.{ext}. */
export const IMAGE_FILE_NAME = /^([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

export function imagePath(uploadsDir: string, organizationId: string, file: string) {
  return path.join(uploadsDir, organizationId, 'pos', file);
}

/** Receive one image into a temp file: its type from its first bytes, its size capped. */
export async function receiveImage(uploadsDir: string, stream: IncomingFileStream) {
  let extension = '';
  const blob = await receiveBlob(
    uploadsDir,
    stream,
    () => new AppError('PAYLOAD_TOO_LARGE', POS_MESSAGES.imageTooLarge),
    async (head) => {
      const type = await detectType(head);
      const known = type ? EXTENSION[type as keyof typeof EXTENSION] : undefined;
      if (!known) throw new AppError('UNSUPPORTED_MEDIA_TYPE', POS_MESSAGES.imageTypeNotAllowed);
      extension = known;
    },
  );
  return { ...blob, extension };
}

export async function storeImage(
  uploadsDir: string,
  organizationId: string,
  file: string,
  tempPath: string,
) {
  const target = imagePath(uploadsDir, organizationId, file);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
}

export async function removeImage(uploadsDir: string, organizationId: string, file: string | null) {
  if (file)
    await rm(imagePath(uploadsDir, organizationId, file), { force: true }).catch(() => undefined);
}

export { discardTemp };

/** Open a stored image without following links; undefined when it is missing. */
export async function openImage(
  uploadsDir: string,
  organizationId: string,
  file: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  let handle;
  try {
    handle = await open(
      imagePath(uploadsDir, organizationId, file),
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
