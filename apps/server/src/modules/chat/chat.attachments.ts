import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ALLOWED_ATTACHMENT_TYPES,
  CHAT_MESSAGES,
  type AllowedAttachmentType,
} from '@worksphere/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.js';

export type UploadedFile = { filename: string; data: Buffer };
export type CheckedFile = UploadedFile & { mimetype: AllowedAttachmentType; extension: string };

const EXTENSION: Record<AllowedAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
};

/** The file's type from its content (magic bytes), never from its name or declared type. */
export async function checkAttachment(file: UploadedFile): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(file.data);
  const mimetype = detected?.mime as AllowedAttachmentType | undefined;
  if (!mimetype || !ALLOWED_ATTACHMENT_TYPES.includes(mimetype)) {
    throw new AppError('VALIDATION_ERROR', CHAT_MESSAGES.fileTypeNotAllowed(file.filename));
  }
  return { ...file, mimetype, extension: EXTENSION[mimetype] };
}

/** A stored attachment's path under the uploads directory: {organizationId}/chat/{id}.{ext} */
export function storagePathFor(organizationId: string, id: string, extension: string) {
  return `${organizationId}/chat/${id}.${extension}`;
}

/** Write the files under DATA_DIR/uploads; answers their rows (without messageId). */
export async function storeAttachments(
  uploadsDir: string,
  organizationId: string,
  files: CheckedFile[],
) {
  const stored = [];
  for (const file of files) {
    const id = randomUUID();
    const storagePath = storagePathFor(organizationId, id, file.extension);
    const target = path.join(uploadsDir, storagePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
    stored.push({
      id,
      organizationId,
      filename: file.filename,
      mimetype: file.mimetype,
      size: file.data.length,
      storagePath,
    });
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
