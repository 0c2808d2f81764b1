import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { ALLOWED_IMAGE_TYPES, formatBytes } from './files.js';
import { personSchema } from './validation.js';

/** Most files one task may hold; the per-file size is the installation's upload limit (chat's). */
export const TASK_ATTACHMENTS_MAX = 50;
/** Most files one upload request may carry (the page sends one per request, for its progress). */
export const TASK_ATTACHMENTS_PER_UPLOAD_MAX = 10;

/** The texts users see about a task's attachments. */
export const TASK_ATTACHMENT_MESSAGES = {
  fileTooLarge: templatedMessage(
    'File too large: {file} (at most {size}).',
    (file: string, limitBytes: number) => ({ file, size: formatBytes(limitBytes) }),
  ),
  tooMany: `A task can have at most ${TASK_ATTACHMENTS_MAX} attachments. Delete one to add another.`,
  noFiles: 'Choose at least one file to attach.',
  nameTooLong: 'A file name must be at most 255 characters.',
  deleteForbidden: 'Only the person who attached this file or an admin can delete it.',
  notFound: 'Attachment not found.',
} as const;

/** Types shown inline (thumbnails, preview); everything else is only ever downloaded. */
export const TASK_ATTACHMENT_IMAGE_TYPES = ALLOWED_IMAGE_TYPES;

/** A file attached to a task. `url` downloads it; `previewUrl` (images only) shows it inline. */
export const taskAttachmentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  filename: z.string(),
  /** Read from the file's bytes, never its name; application/octet-stream when unknown. */
  mimetype: z.string(),
  size: z.number().int().nonnegative(),
  isImage: z.boolean(),
  /** Who attached it; null once that account is gone. */
  uploadedBy: personSchema.nullable(),
  createdAt: z.string(),
  url: z.string(),
  previewUrl: z.string().nullable(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

/** GET /tasks/{id}/attachments: oldest first. */
export const taskAttachmentsResponseSchema = z.object({
  attachments: z.array(taskAttachmentSchema),
});
export type TaskAttachmentsResponse = z.infer<typeof taskAttachmentsResponseSchema>;

/** POST /tasks/{id}/attachments (multipart, field "files"): the new attachments. */
export const uploadTaskAttachmentsResponseSchema = taskAttachmentsResponseSchema;

/** GET .../download?inline=1 asks an image to be shown rather than saved. */
export const taskAttachmentDownloadQuerySchema = z.object({
  inline: z.enum(['0', '1']).optional(),
});

/** Where an attachment's bytes are fetched (the API base included, as an <img> or link needs). */
export function taskAttachmentUrl(taskId: string, attachmentId: string, inline = false) {
  return `/api/tasks/${taskId}/attachments/${attachmentId}/download${inline ? '?inline=1' : ''}`;
}
