import {
  EXPORT_FORMATS,
  exportFilename,
  exportQuerySchema,
  exportRequestSchema,
  type ExportFormat,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf } from '../../../platform/auth/session-context.js';
import { addressForUser } from '../../../platform/public-address.js';
import { recordAuditEvent } from '../../audit/audit.record.js';
import type { FilesService } from '../files.service.js';
import { attachmentDisposition } from '../files.http.js';
import type { Exporter } from './exporter.js';

/**
 * POST /filemanager/convertToPdf|convertToDocx|convertToMarkdown?folder= {html, filename,
 * paperSize} (spec 2 §7): answers the file and saves it into the folder. No HTML is a 400 and
 * nothing is saved; a member with too many PDFs waiting is a 429.
 */
export function exportRoutes(
  deps: AppDeps,
  files: FilesService,
  exporter: Exporter,
  bodyLimit: number,
) {
  return async (app: FastifyInstance) => {
    for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
      const { route, mimetype } = EXPORT_FORMATS[format];
      app.post(route, { bodyLimit }, async (request, reply) => {
        const session = sessionOf(request);
        const { folder } = exportQuerySchema.parse(request.query);
        const { html, filename, paperSize } = exportRequestSchema.parse(request.body ?? {});
        await files.assertExportFolder(session, folder);
        const name = exportFilename(filename, format);
        const bytes = await exporter.exportDocument(session, format, {
          html,
          filename,
          paperSize,
          publicAddress: addressForUser(deps.config, request),
        });
        await files.saveExport(session, folder, name, mimetype, bytes);
        await recordAuditEvent(deps.db, {
          organizationId: session.organizationId,
          actorUserId: session.userId,
          action: 'export.document',
          target: { type: 'document', id: null, label: name },
          details: { format, folder: folder ?? null },
        });
        return reply
          .header('content-type', mimetype)
          .header('content-length', bytes.length)
          .header('content-disposition', attachmentDisposition(name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(bytes);
      });
    }
  };
}
