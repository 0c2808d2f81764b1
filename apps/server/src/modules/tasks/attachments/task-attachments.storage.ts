import { constants, type ReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../platform/errors.js';

/*
 * The bytes of task attachments, under DATA_DIR/uploads/{organizationId}/tasks/{attachmentId}.
 * Like the file manager's (files.storage.ts, whose receiveBlob streams them in): the name on
 * disk is an id we create, and symbolic links put there by anyone else are refused.
 */

const FOLDER = 'tasks';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A file without a row younger than this may belong to an upload still committing. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export function attachmentPath(uploadsDir: string, organizationId: string, attachmentId: string) {
  return path.join(uploadsDir, organizationId, FOLDER, attachmentId);
}

async function assertNoLinks(uploadsDir: string, organizationId: string) {
  for (const directory of [
    path.join(uploadsDir, organizationId),
    path.join(uploadsDir, organizationId, FOLDER),
  ]) {
    const info = await lstat(directory).catch(() => undefined);
    if (info?.isSymbolicLink()) throw new AppError('BAD_REQUEST', 'Refused: a symbolic link.');
  }
}

/** Put a received temp file (same disk: rename is atomic) in place as an attachment's bytes. */
export async function storeAttachmentFile(
  uploadsDir: string,
  organizationId: string,
  attachmentId: string,
  tempPath: string,
) {
  await assertNoLinks(uploadsDir, organizationId);
  const target = attachmentPath(uploadsDir, organizationId, attachmentId);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
}

/** Open an attachment's bytes without following links; undefined when the file is missing. */
export async function openAttachmentFile(
  uploadsDir: string,
  organizationId: string,
  attachmentId: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  await assertNoLinks(uploadsDir, organizationId);
  let handle;
  try {
    handle = await open(
      attachmentPath(uploadsDir, organizationId, attachmentId),
      constants.O_RDONLY | constants.O_NOFOLLOW,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
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

/** Remove attachments' bytes (after their rows are gone); a missing file is fine. */
export async function removeAttachmentFiles(
  uploadsDir: string,
  organizationId: string,
  attachmentIds: string[],
) {
  await Promise.all(
    attachmentIds.map((id) =>
      rm(attachmentPath(uploadsDir, organizationId, id), { force: true }).catch(() => undefined),
    ),
  );
}

/**
 * Every attachment file on disk older than an hour, by organisation: deleting a task or an
 * organisation removes rows in the database only, and the start-up sweep removes these files.
 */
export async function listOldAttachmentFiles(uploadsDir: string) {
  const found: { organizationId: string; attachmentId: string }[] = [];
  const organizations = await readdir(uploadsDir).catch(() => [] as string[]);
  for (const organizationId of organizations.filter((name) => UUID.test(name))) {
    const folder = path.join(uploadsDir, organizationId, FOLDER);
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
