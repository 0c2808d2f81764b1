import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  changeOrderStatusRequestSchema,
  createPosOrderRequestSchema,
  listPosOrdersQuerySchema,
  payOrderRequestSchema,
  POS_IMAGE_MAX_BYTES,
  POS_MESSAGES,
  posCategoryRequestSchema,
  posCategoryUpdateSchema,
  posProductRequestSchema,
  posProductUpdateSchema,
  posSettingsUpdateSchema,
  previewPosOrderRequestSchema,
  refundOrderRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError, asMultipartError } from '../../platform/errors.js';
import { z } from 'zod';
import type { CatalogueService } from './pos.catalogue.service.js';
import { assertCanSell } from './pos.catalogue.service.js';
import * as repo from './pos.catalogue.repo.js';
import {
  CONTENT_TYPE,
  discardTemp,
  IMAGE_FILE_NAME,
  openImage,
  receiveImage,
  removeImage,
  storeImage,
} from './pos.images.js';
import type { OrdersService } from './pos.orders.service.js';
import { imageFile } from './pos.presenter.js';

/** The stored file name of the shop's logo, or null. */
const logoFile = (row: { logoId: string | null; logoExtension: string | null }) =>
  row.logoId && row.logoExtension ? `${row.logoId}.${row.logoExtension}` : null;

type WithId = { Params: { id: string } };
const summaryQuerySchema = z.object({ day: listPosOrdersQuerySchema.shape.day });

/** Read the one image of a multipart body (field `image`); other files are drained. */
async function readImage(request: FastifyRequest, uploadsDir: string) {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send this as multipart/form-data.');
  let received: Awaited<ReturnType<typeof receiveImage>> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'image' || received) {
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      received = await receiveImage(uploadsDir, part.file);
    }
  } catch (error) {
    if (received) await discardTemp(received.tempPath);
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  if (!received) throw new AppError('VALIDATION_ERROR', POS_MESSAGES.imageMissing);
  return received;
}

/** Serve a product image: immutable, since every upload has a new name. */
export async function sendImage(
  reply: FastifyReply,
  uploadsDir: string,
  organizationId: string,
  file: string,
  cacheControl: string,
) {
  const opened = await openImage(uploadsDir, organizationId, file);
  if (!opened) throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return reply
    .header('content-type', CONTENT_TYPE[extension]!)
    .header('content-length', opened.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(opened.stream);
}

/**
 * The signed-in point of sale: catalogue and settings (pos:manage to change them), orders
 * (pos:sell), the sales summary. Contracts: packages/contracts/src/pos.ts.
 */
export function posRoutes(
  deps: AppDeps,
  catalogue: CatalogueService,
  orders: OrdersService,
  authenticate: PreHandler,
) {
  const { uploadsDir } = deps.config;

  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: POS_IMAGE_MAX_BYTES, files: 2, fields: 5, fieldSize: 1_000 },
    });
    app.addHook('preHandler', authenticate);

    // ---- catalogue and settings ----------------------------------------------------------
    app.get('/pos/catalogue', async (request) => catalogue.getCatalogue(sessionOf(request)));

    app.get('/pos/settings', async (request) => ({
      settings: await catalogue.getSettings(sessionOf(request)),
    }));
    app.put('/pos/settings', async (request) => ({
      settings: await catalogue.updateSettings(
        sessionOf(request),
        posSettingsUpdateSchema.parse(request.body ?? {}),
      ),
    }));

    app.post('/pos/categories', async (request, reply) =>
      reply.status(201).send({
        category: await catalogue.createCategory(
          sessionOf(request),
          posCategoryRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.put<WithId>('/pos/categories/:id', async (request) => ({
      category: await catalogue.updateCategory(
        sessionOf(request),
        request.params.id,
        posCategoryUpdateSchema.parse(request.body ?? {}),
      ),
    }));
    app.delete<WithId>('/pos/categories/:id', async (request) => {
      await catalogue.deleteCategory(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.post('/pos/products', async (request, reply) =>
      reply.status(201).send({
        product: await catalogue.createProduct(
          sessionOf(request),
          posProductRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.put<WithId>('/pos/products/:id', async (request) => ({
      product: await catalogue.updateProduct(
        sessionOf(request),
        request.params.id,
        posProductUpdateSchema.parse(request.body ?? {}),
      ),
    }));
    app.delete<WithId>('/pos/products/:id', async (request) => {
      const row = await catalogue.deleteProduct(sessionOf(request), request.params.id);
      await removeImage(uploadsDir, row.organizationId, imageFile(row));
      return { ok: true };
    });

    /** PUT /pos/products/{id}/image: multipart, field `image`; answers {product}. */
    app.put<WithId>('/pos/products/:id/image', async (request) => {
      const session = sessionOf(request);
      // Permission and product before reading the body: a refused upload stores nothing.
      const before = await catalogue.productToManage(session, request.params.id);
      const image = await readImage(request, uploadsDir);
      const imageId = randomUUID();
      const file = `${imageId}.${image.extension}`;
      try {
        await storeImage(uploadsDir, session.organizationId, file, image.tempPath);
      } catch (error) {
        await discardTemp(image.tempPath);
        throw error;
      }
      const product = await catalogue.setImage(session, before.id, {
        imageId,
        imageExtension: image.extension,
      });
      if (!product) {
        await removeImage(uploadsDir, session.organizationId, file);
        throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
      }
      await removeImage(uploadsDir, session.organizationId, imageFile(before));
      return { product };
    });

    app.delete<WithId>('/pos/products/:id/image', async (request) => {
      const session = sessionOf(request);
      const before = await catalogue.productToManage(session, request.params.id);
      const product = await catalogue.setImage(session, before.id, null);
      if (!product) throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
      await removeImage(uploadsDir, session.organizationId, imageFile(before));
      return { product };
    });

    /** PUT /pos/settings/logo: multipart, field `image`; answers {settings} with its logoUrl. */
    app.put('/pos/settings/logo', async (request) => {
      const session = sessionOf(request);
      // Permission (and a settings row to hold it) before reading the body.
      const before = await catalogue.ensureSettings(session);
      const image = await readImage(request, uploadsDir);
      const logoId = randomUUID();
      const file = `${logoId}.${image.extension}`;
      try {
        await storeImage(uploadsDir, session.organizationId, file, image.tempPath);
      } catch (error) {
        await discardTemp(image.tempPath);
        throw error;
      }
      const settings = await catalogue.setLogo(session, {
        logoId,
        logoExtension: image.extension,
      });
      await removeImage(uploadsDir, session.organizationId, logoFile(before));
      return { settings };
    });

    app.delete('/pos/settings/logo', async (request) => {
      const session = sessionOf(request);
      const before = await catalogue.ensureSettings(session);
      const settings = await catalogue.setLogo(session, null);
      await removeImage(uploadsDir, session.organizationId, logoFile(before));
      return { settings };
    });

    /** Any product image of the caller's organisation (the catalogue shows unavailable ones too). */
    app.get<{ Params: { file: string } }>('/pos/images/:file', async (request, reply) => {
      const session = sessionOf(request);
      assertCanSell(session);
      const match = IMAGE_FILE_NAME.exec(request.params.file);
      const found = match ? await repo.findProductByImage(deps.db, match[1]!) : undefined;
      if (!found || found.product.organizationId !== session.organizationId) {
        throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
      }
      return sendImage(
        reply,
        uploadsDir,
        session.organizationId,
        request.params.file,
        'private, max-age=31536000, immutable',
      );
    });

    // ---- orders --------------------------------------------------------------------------
    app.post('/pos/orders', async (request, reply) =>
      reply.status(201).send({
        order: await orders.createOrder(
          sessionOf(request),
          createPosOrderRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.post('/pos/orders/preview', async (request) => {
      const body = previewPosOrderRequestSchema.parse(request.body ?? {});
      return orders.previewOrder(sessionOf(request), body.lines, body.discount);
    });
    app.get('/pos/orders', async (request) => ({
      orders: await orders.listOrders(
        sessionOf(request),
        listPosOrdersQuerySchema.parse(request.query ?? {}),
      ),
    }));
    app.get<WithId>('/pos/orders/:id', async (request) => ({
      order: await orders.getOrder(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/pos/orders/:id/status', async (request) => ({
      order: await orders.changeStatus(
        sessionOf(request),
        request.params.id,
        changeOrderStatusRequestSchema.parse(request.body ?? {}).status,
      ),
    }));
    app.post<WithId>('/pos/orders/:id/payment', async (request) => ({
      order: await orders.payOrder(
        sessionOf(request),
        request.params.id,
        payOrderRequestSchema.parse(request.body ?? {}).paymentMethod,
      ),
    }));
    app.post<WithId>('/pos/orders/:id/refund', async (request, reply) =>
      reply.status(201).send({
        order: await orders.refundOrder(
          sessionOf(request),
          request.params.id,
          refundOrderRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.get('/pos/summary', async (request) => ({
      summary: await orders.salesSummary(
        sessionOf(request),
        summaryQuerySchema.parse(request.query ?? {}).day,
      ),
    }));
  };
}
