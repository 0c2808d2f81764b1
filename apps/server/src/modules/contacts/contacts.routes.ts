import fastifyMultipart from '@fastify/multipart';
import {
  CONTACTS_IMPORT_MAX_BYTES,
  CONTACTS_MESSAGES,
  contactTimelineQuerySchema,
  createContactRequestSchema,
  exportContactsQuerySchema,
  importContactsFieldsSchema,
  listContactsQuerySchema,
  mergeContactsRequestSchema,
  resolveContactsRequestSchema,
  updateContactRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError, asMultipartError } from '../../platform/errors.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import { uploadRateLimitFor } from '../files/files.http.js';
import { createContactsExchange, decodeImportFile } from './contacts.exchange.js';
import { createContactsMerge } from './contacts.merge.js';
import { createContactsService } from './contacts.service.js';
import { createContactsTimeline } from './contacts.timeline.js';

type WithId = { Params: { id: string } };

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', CONTACTS_MESSAGES.importTooLarge);

/** The import's `file` as text (at most CONTACTS_IMPORT_MAX_BYTES) and its text fields. */
async function readImportFile(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send this as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file' && !bytes) bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', CONTACTS_MESSAGES.importFileMissing);
  }
  return { text: decodeImportFile(bytes), fields };
}

/** The address book for every signed-in member. Contracts: packages/contracts/src/contacts.ts. */
export function contactsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const contacts = createContactsService(deps);
  const exchange = createContactsExchange(deps);
  const merge = createContactsMerge(deps, contacts);
  const timeline = createContactsTimeline(deps);
  const importRateLimit = uploadRateLimitFor(deps.config.uploadRateLimit, 'contacts-import');

  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      // A file past the limit is cut and flagged truncated: readImportFile answers importTooLarge.
      limits: { fileSize: CONTACTS_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100 },
      throwFileSizeLimit: false,
    });
    app.addHook('preHandler', authenticate);

    app.get('/contacts', async (request) =>
      contacts.listContacts(sessionOf(request), listContactsQuerySchema.parse(request.query)),
    );

    app.post('/contacts', async (request, reply) => {
      const contact = await contacts.createContact(
        sessionOf(request),
        createContactRequestSchema.parse(request.body ?? {}),
      );
      return reply.status(201).send({ contact });
    });

    app.post('/contacts/resolve', async (request) =>
      contacts.resolveNames(
        sessionOf(request),
        resolveContactsRequestSchema.parse(request.body ?? {}),
      ),
    );

    app.post('/contacts/import', importRateLimit, async (request) => {
      const { text, fields } = await readImportFile(request);
      const { visibility } = importContactsFieldsSchema.parse(fields);
      return exchange.importContacts(sessionOf(request), { text, visibility });
    });

    app.get('/contacts/export', async (request, reply) => {
      const format = exportContactsQuerySchema.parse(request.query);
      const body = await exchange.exportContacts(sessionOf(request), format);
      await recordAuditEvent(deps.db, {
        organizationId: sessionOf(request).organizationId,
        actorUserId: sessionOf(request).userId,
        action: 'export.csv',
        target: { type: 'contacts', id: null, label: 'Contacts' },
        details: { format: format.format },
      });
      const [type, filename] =
        format.format === 'csv'
          ? ['text/csv; charset=utf-8', 'contacts.csv']
          : ['text/vcard; charset=utf-8', 'contacts.vcf'];
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    });

    app.get('/contacts/duplicates', async (request) => merge.listDuplicates(sessionOf(request)));

    app.get<WithId>('/contacts/:id', async (request) => ({
      contact: await contacts.getContact(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/contacts/:id', async (request) => ({
      contact: await contacts.updateContact(
        sessionOf(request),
        request.params.id,
        updateContactRequestSchema.parse(request.body ?? {}),
      ),
    }));

    app.delete<WithId>('/contacts/:id', async (request) => {
      await contacts.deleteContact(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.post<WithId>('/contacts/:id/merge', async (request) => ({
      contact: await merge.mergeContacts(
        sessionOf(request),
        request.params.id,
        mergeContactsRequestSchema.parse(request.body ?? {}).otherIds,
      ),
    }));

    app.get<WithId>('/contacts/:id/timeline', async (request) =>
      timeline.getTimeline(
        sessionOf(request),
        request.params.id,
        contactTimelineQuerySchema.parse(request.query),
      ),
    );
  };
}
