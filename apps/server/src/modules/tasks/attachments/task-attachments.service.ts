import { randomUUID } from 'node:crypto';
import {
  isId,
  TASK_ATTACHMENT_IMAGE_TYPES,
  TASK_ATTACHMENT_MESSAGES,
  TASK_ATTACHMENTS_MAX,
  TASK_MESSAGES,
  taskAttachmentUrl,
  type TaskAttachment,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import type { ReceivedBlob } from '../../files/files.storage.js';
import * as repo from './task-attachments.repo.js';
import * as storage from './task-attachments.storage.js';

/** A file of an upload request, checked and waiting in a temp file. */
export type ReceivedAttachment = { filename: string; mimetype: string; blob: ReceivedBlob };

const IMAGE_TYPES: readonly string[] = TASK_ATTACHMENT_IMAGE_TYPES;
const MAX_NAME_LENGTH = 255;
const isControlCharacter = (char: string) =>
  char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** The name a file is listed under: its last path part, without control characters, at most 255. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = Array.from(base)
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim();
  return Array.from(name || 'file')
    .slice(0, MAX_NAME_LENGTH)
    .join('');
}

export const isImageType = (mimetype: string) => IMAGE_TYPES.includes(mimetype);

export function presentAttachment({
  attachment,
  uploader,
}: repo.TaskAttachmentWithUploader): TaskAttachment {
  const isImage = isImageType(attachment.mimetype);
  return {
    id: attachment.id,
    taskId: attachment.taskId,
    filename: attachment.filename,
    mimetype: attachment.mimetype,
    size: attachment.size,
    isImage,
    uploadedBy: uploader,
    createdAt: attachment.createdAt.toISOString(),
    url: taskAttachmentUrl(attachment.taskId, attachment.id),
    previewUrl: isImage ? taskAttachmentUrl(attachment.taskId, attachment.id, true) : null,
  };
}

const taskNotFound = () => new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
const attachmentNotFound = () => new AppError('NOT_FOUND', TASK_ATTACHMENT_MESSAGES.notFound);
const tooMany = () => new AppError('VALIDATION_ERROR', TASK_ATTACHMENT_MESSAGES.tooMany);

/** Files on tasks: any member reads them, `tasks:edit` adds, the uploader or an admin deletes. */
export function createTaskAttachmentsService({ db, config }: AppDeps) {
  const { uploadsDir } = config;

  /** Refuse early (before any byte is read) what the upload would be refused for anyway. */
  async function assertCanUpload(session: SessionContext, taskId: string) {
    assertPermission(session, 'tasks:edit');
    if (!isId(taskId) || !(await repo.taskExists(db, session.organizationId, taskId))) {
      throw taskNotFound();
    }
    if ((await repo.countAttachments(db, session.organizationId, taskId)) >= TASK_ATTACHMENTS_MAX) {
      throw tooMany();
    }
  }

  /** A task's attachments, oldest first; another organisation's task is not found. */
  async function listAttachments(session: SessionContext, taskId: string) {
    if (!isId(taskId) || !(await repo.taskExists(db, session.organizationId, taskId))) {
      throw taskNotFound();
    }
    const rows = await repo.listAttachments(db, session.organizationId, taskId);
    return rows.map(presentAttachment);
  }

  /**
   * Attach received files to the task, all or none: the task row is locked so the count of
   * 50 holds under concurrent uploads, and the bytes move in place inside the transaction.
   */
  async function storeUploads(
    session: SessionContext,
    taskId: string,
    received: ReceivedAttachment[],
  ): Promise<TaskAttachment[]> {
    assertPermission(session, 'tasks:edit');
    const { organizationId } = session;
    const moved: string[] = [];
    try {
      const ids = await db.transaction(async (tx) => {
        if (!(await repo.lockTaskForAttachments(tx, organizationId, taskId))) {
          throw taskNotFound();
        }
        const existing = await repo.countAttachments(tx, organizationId, taskId);
        if (existing + received.length > TASK_ATTACHMENTS_MAX) throw tooMany();
        const created: string[] = [];
        for (const file of received) {
          const id = randomUUID();
          await repo.insertAttachment(tx, {
            id,
            organizationId,
            taskId,
            uploadedById: session.userId,
            filename: file.filename,
            mimetype: file.mimetype,
            size: file.blob.size,
          });
          await storage.storeAttachmentFile(uploadsDir, organizationId, id, file.blob.tempPath);
          moved.push(id);
          created.push(id);
        }
        return created;
      });
      const rows = await repo.listAttachments(db, organizationId, taskId);
      const byId = new Map(rows.map((row) => [row.attachment.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentAttachment(row)] : [];
      });
    } catch (error) {
      // The rows rolled back: the bytes already moved must go too.
      await storage.removeAttachmentFiles(uploadsDir, organizationId, moved);
      throw error;
    }
  }

  /** One attachment and its bytes, for download. */
  async function openAttachment(session: SessionContext, taskId: string, attachmentId: string) {
    if (!isId(taskId) || !isId(attachmentId)) throw attachmentNotFound();
    const row = await repo.findAttachment(db, session.organizationId, taskId, attachmentId);
    if (!row) throw attachmentNotFound();
    const opened = await storage.openAttachmentFile(
      uploadsDir,
      session.organizationId,
      row.attachment.id,
    );
    if (!opened) throw attachmentNotFound();
    return { attachment: presentAttachment(row), ...opened };
  }

  /** Delete an attachment: its uploader or an admin; the bytes go once the row is gone. */
  async function deleteAttachment(session: SessionContext, taskId: string, attachmentId: string) {
    if (!isId(taskId) || !isId(attachmentId)) throw attachmentNotFound();
    const { organizationId } = session;
    const row = await repo.findAttachment(db, organizationId, taskId, attachmentId);
    if (!row) throw attachmentNotFound();
    const isUploader = row.attachment.uploadedById === session.userId;
    if (!isUploader && session.role !== 'ADMIN') {
      throw forbidden(TASK_ATTACHMENT_MESSAGES.deleteForbidden);
    }
    if (!(await repo.deleteAttachment(db, organizationId, attachmentId)))
      throw attachmentNotFound();
    await storage.removeAttachmentFiles(uploadsDir, organizationId, [attachmentId]);
  }

  /** Remove files whose task (or organisation) was deleted since: their rows are gone. */
  async function sweepLeftovers() {
    const files = await storage.listOldAttachmentFiles(uploadsDir);
    const kept = await repo.existingAttachmentIds(
      db,
      files.map((file) => file.attachmentId),
    );
    await Promise.all(
      files
        .filter((file) => !kept.has(file.attachmentId))
        .map((file) =>
          storage.removeAttachmentFiles(uploadsDir, file.organizationId, [file.attachmentId]),
        ),
    );
  }

  return {
    assertCanUpload,
    listAttachments,
    storeUploads,
    openAttachment,
    deleteAttachment,
    sweepLeftovers,
  };
}

export type TaskAttachmentsService = ReturnType<typeof createTaskAttachmentsService>;
