import { EMAIL_MESSAGES, isId } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { openBlob, writeBlob } from '../files/files.storage.js';
import * as repo from './email.repo.js';
import type { EmailService } from './email.service.js';
import { remoteImagesOf } from './email-html.js';

/** The largest remote image the proxy passes on. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)$/i;

const attachmentNotFound = () => new AppError('NOT_FOUND', EMAIL_MESSAGES.attachmentNotFound);

/**
 * Attachments (only to users who can use the message's account) and the remote-image proxy
 * (only for images of a message whose images the user allowed, only to public addresses
 * through the outbound guard: a mail cannot make the server fetch from the private network).
 */
export function createEmailMedia(deps: AppDeps, email: EmailService) {
  const { db } = deps;

  return {
    async openAttachment(session: SessionContext, attachmentId: string) {
      if (!isId(attachmentId)) throw attachmentNotFound();
      const attachment = await repo.findAttachment(db, session.organizationId, attachmentId);
      if (!attachment) throw attachmentNotFound();
      // Throws 404 unless the caller can use the message's account.
      const found = await email.usableMessage(session, attachment.messageId).catch(() => {
        throw attachmentNotFound();
      });
      if (!attachment.stored) {
        // Too large to keep at sync time, or the provider sends bytes on demand.
        const fetch = found.account.mail.fetchAttachment;
        const ref = { folder: found.folder.path, providerId: found.row.providerId };
        const bytes = fetch
          ? await email.providerCall(found.account, () =>
              fetch(found.account.provider, ref, attachment.partKey),
            )
          : (
              await email.providerCall(found.account, () =>
                found.account.mail.fetchMessage(found.account.provider, ref),
              )
            ).attachments.find((part) => part.key === attachment.partKey)?.content;
        if (!bytes) throw attachmentNotFound();
        await writeBlob(deps.config.uploadsDir, session.organizationId, attachment.id, bytes);
      }
      const opened = await openBlob(deps.config.uploadsDir, session.organizationId, attachment.id);
      if (!opened) throw attachmentNotFound();
      return { attachment, ...opened };
    },

    async proxyImage(session: SessionContext, emailId: string, url: string) {
      const found = await email.usableMessage(session, emailId);
      const allowed = await repo.imagesAllowed(
        db,
        session.userId,
        found.row.id,
        found.row.fromAddress,
      );
      if (!allowed || !found.row.bodyHtml || !remoteImagesOf(found.row.bodyHtml).includes(url)) {
        throw new AppError('FORBIDDEN', EMAIL_MESSAGES.imageNotAllowed);
      }
      const unavailable = () => new AppError('NOT_FOUND', EMAIL_MESSAGES.imageUnavailable);
      let response: Response;
      try {
        await deps.outbound.assertPublicHttpsUrl(url);
        response = await deps.outbound.fetch(url, { headers: { accept: 'image/*' } });
      } catch {
        throw unavailable();
      }
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!response.ok || !IMAGE_TYPES.test(type)) {
        await response.body?.cancel().catch(() => undefined);
        throw unavailable();
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > IMAGE_MAX_BYTES) {
          await response.body?.cancel().catch(() => undefined);
          throw unavailable();
        }
        chunks.push(chunk);
      }
      return { contentType: type, body: Buffer.concat(chunks) };
    },
  };
}
