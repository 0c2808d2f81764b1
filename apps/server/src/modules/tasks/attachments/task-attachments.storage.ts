import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  blobPathIn,
  openBlobIn,
  removeBlobsIn,
  storeReceivedIn,
  type BlobFolder,
} from '../../files/files.storage.js';

/*
 * The bytes of task attachments, under DATA_DIR/uploads/{organizationId}/tasks/{attachmentId},
 * kept as the file manager keeps its own (files.storage.ts, whose receiveBlob streams them in):
 * the name on disk is an id we create, and symbolic links put there by anyone else are refused.
 */

const FOLDER: BlobFolder = {
  name: 'tasks',
  linkMessage: 'Refused: a symbolic link.',
  linkedFile: 'missing',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A file without a row younger than this may belong to an upload still committing. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export function attachmentPath(uploadsDir: string, organizationId: string, attachmentId: string) {
  return blobPathIn(FOLDER, uploadsDir, organizationId, attachmentId);
}

/** Put a received temp file (same disk: rename is atomic) in place as an attachment's bytes. */
export async function storeAttachmentFile(
  uploadsDir: string,
  organizationId: string,
  attachmentId: string,
  tempPath: string,
) {
  await storeReceivedIn(FOLDER, uploadsDir, organizationId, attachmentId, tempPath);
}

/** Open an attachment's bytes without following links; undefined when the file is missing. */
export async function openAttachmentFile(
  uploadsDir: string,
  organizationId: string,
  attachmentId: string,
) {
  return openBlobIn(FOLDER, uploadsDir, organizationId, attachmentId);
}

/** Remove attachments' bytes (after their rows are gone); a missing file is fine. */
export async function removeAttachmentFiles(
  uploadsDir: string,
  organizationId: string,
  attachmentIds: string[],
) {
  await removeBlobsIn(FOLDER, uploadsDir, organizationId, attachmentIds);
}

/**
 * Every attachment file on disk older than an hour, by organisation: deleting a task or an
 * organisation removes rows in the database only, and the start-up sweep removes these files.
 */
export async function listOldAttachmentFiles(uploadsDir: string) {
  const found: { organizationId: string; attachmentId: string }[] = [];
  const organizations = await readdir(uploadsDir).catch(() => [] as string[]);
  for (const organizationId of organizations.filter((name) => UUID.test(name))) {
    const folder = path.join(uploadsDir, organizationId, FOLDER.name);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((entry) => UUID.test(entry))) {
      const info = await stat(path.join(folder, name)).catch(() => undefined);
      if (info?.isFile() && Date.now() - info.mtimeMs > LEFTOVER_AGE_MS) {
        found.push({ organizationId, attachmentId: name });
      }
    }
  }
  return found;
}
