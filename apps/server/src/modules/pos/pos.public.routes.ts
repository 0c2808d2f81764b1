import { placePublicOrderRequestSchema, POS_MESSAGES } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { AppError } from '../../platform/errors.js';
import type { CatalogueService } from './pos.catalogue.service.js';
import * as repo from './pos.catalogue.repo.js';
import { IMAGE_FILE_NAME } from './pos.images.js';
import type { PublicOrdersService } from './pos.public.service.js';
import { sendImage } from './pos.routes.js';

type WithSlug = { Params: { orgSlug: string } };

/**
 * The ordering page's API, for anyone (no session is read, none is needed):
 * GET  /pos/public/{orgSlug}/menu
 * POST /pos/public/{orgSlug}/orders            (rate limited per address, idempotent by clientKey)
 * GET  /pos/public/{orgSlug}/orders/{token}    (the status page)
 * GET  /pos/public/{orgSlug}/images/{file}     (images of available products only)
 * GET  /pos/public/{orgSlug}/logo/{file}       (the shop's logo)
 */
export function posPublicRoutes(
  deps: AppDeps,
  catalogue: CatalogueService,
  publicOrders: PublicOrdersService,
) {
  const { uploadsDir, posOrderRateLimit } = deps.config;

  return async (app: FastifyInstance) => {
    app.get<WithSlug>('/pos/public/:orgSlug/menu', async (request, reply) => {
      const menu = await catalogue.publicMenu(request.params.orgSlug);
      // openNow changes with the clock: never cached.
      return reply.header('cache-control', 'no-store').send(menu);
    });

    app.post<WithSlug>(
      '/pos/public/:orgSlug/orders',
      {
        config: {
          rateLimit: {
            max: posOrderRateLimit.max,
            timeWindow: posOrderRateLimit.windowMs,
            errorResponseBuilder: () => new AppError('RATE_LIMITED', POS_MESSAGES.rateLimited),
          },
        },
      },
      async (request, reply) => {
        const input = placePublicOrderRequestSchema.parse(request.body ?? {});
        const { created, answer } = await publicOrders.placeOrder(request.params.orgSlug, input);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );

    app.get<{ Params: { orgSlug: string; token: string } }>(
      '/pos/public/:orgSlug/orders/:token',
      async (request, reply) => {
        const order = await publicOrders.statusByToken(
          request.params.orgSlug,
          request.params.token,
        );
        return reply.header('cache-control', 'no-store').send({ order });
      },
    );

    /** The shop's logo, for its page (a new upload has a new name, so it is immutable). */
    app.get<{ Params: { orgSlug: string; file: string } }>(
      '/pos/public/:orgSlug/logo/:file',
      async (request, reply) => {
        const match = IMAGE_FILE_NAME.exec(request.params.file);
        const found = match ? await repo.findShopByLogo(deps.db, match[1]!) : undefined;
        if (
          !found ||
          found.slug !== request.params.orgSlug ||
          found.settings.logoExtension !== match![2]
        ) {
          throw new AppError('NOT_FOUND', POS_MESSAGES.shopNotFound);
        }
        return sendImage(
          reply,
          uploadsDir,
          found.settings.organizationId,
          request.params.file,
          'public, max-age=86400, immutable',
        );
      },
    );

    app.get<{ Params: { orgSlug: string; file: string } }>(
      '/pos/public/:orgSlug/images/:file',
      async (request, reply) => {
        const match = IMAGE_FILE_NAME.exec(request.params.file);
        const found = match ? await repo.findProductByImage(deps.db, match[1]!) : undefined;
        if (
          !found ||
          found.slug !== request.params.orgSlug ||
          !found.product.available ||
          found.product.imageExtension !== match![2]
        ) {
          throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
        }
        // Public and immutable (a new upload has a new name); a product made unavailable
        // stops answering here at once, though caches may keep what they already have.
        return sendImage(
          reply,
          uploadsDir,
          found.product.organizationId,
          request.params.file,
          'public, max-age=86400, immutable',
        );
      },
    );
  };
}
