import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { removeBlobs } from '../files/files.storage.js';
import { emailBlobTrash } from './email.table.js';

const BATCH = 500;

/**
 * Remove the files of deleted attachments (email_blob_trash, filled by a trigger whatever
 * removed the rows), then their trash rows. A crash between the two only repeats a removal.
 */
export async function sweepAttachmentBlobs(db: Database, uploadsDir: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db.select().from(emailBlobTrash).limit(BATCH);
    if (rows.length === 0) return removed;
    const byOrganization = new Map<string, string[]>();
    for (const row of rows) {
      byOrganization.set(row.organizationId, [
        ...(byOrganization.get(row.organizationId) ?? []),
        row.id,
      ]);
    }
    for (const [organizationId, ids] of byOrganization) {
      await removeBlobs(uploadsDir, organizationId, ids);
    }
    await db.delete(emailBlobTrash).where(
      inArray(
        emailBlobTrash.id,
        rows.map((row) => row.id),
      ),
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
