import { randomUUID } from 'node:crypto';
import {
  POS_MESSAGES,
  type PosOptionGroup,
  type PosOptionGroupInput,
  type PosProductInput,
  type PosProductUpdateInput,
  type PosSettings,
  type PublicMenuResponse,
  type posCategoryRequestSchema,
  type posCategoryUpdateSchema,
  type posSettingsUpdateSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import {
  assertPermission,
  hasPermission,
  type SessionContext,
} from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import * as repo from './pos.catalogue.repo.js';
import { isOpenAt } from './pos.hours.js';
import {
  presentCategory,
  presentProduct,
  presentSettings,
  publicImageUrl,
  staffImageUrl,
} from './pos.presenter.js';

const notFound = (message: string) => new AppError('NOT_FOUND', message);
const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

/** Staff who sell or manage may read the catalogue; only managers change it. */
export function assertCanSell(session: SessionContext) {
  if (!hasPermission(session, 'pos:sell') && !hasPermission(session, 'pos:manage')) {
    throw forbidden();
  }
}

/** The organisation's shop settings (the defaults until first saved). */
export async function settingsOf(db: DbExecutor, organizationId: string): Promise<PosSettings> {
  return presentSettings(await repo.findSettings(db, organizationId));
}

/** Give every option group and choice an id: kept when given and not yet used, else new. */
function withOptionIds(groups: PosOptionGroupInput[]): PosOptionGroup[] {
  const used = new Set<string>();
  const idFor = (given: string | undefined) => {
    const id = given && !used.has(given.toLowerCase()) ? given.toLowerCase() : randomUUID();
    used.add(id);
    return id;
  };
  return groups.map((group) => ({
    id: idFor(group.id),
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    choices: group.choices.map((choice) => ({
      id: idFor(choice.id),
      name: choice.name,
      priceDelta: choice.priceDelta,
    })),
  }));
}

export function createCatalogueService({ db }: AppDeps) {
  async function assertCategory(organizationId: string, categoryId: string | null | undefined) {
    if (!categoryId) return;
    if (!isUuid(categoryId) || !(await repo.findCategory(db, organizationId, categoryId))) {
      throw invalid(POS_MESSAGES.categoryNotFound);
    }
  }

  async function productOf(session: SessionContext, id: string) {
    const row = isUuid(id) ? await repo.findProduct(db, session.organizationId, id) : undefined;
    if (!row) throw notFound(POS_MESSAGES.productNotFound);
    return row;
  }

  return {
    async getSettings(session: SessionContext) {
      assertCanSell(session);
      return settingsOf(db, session.organizationId);
    },

    async updateSettings(session: SessionContext, input: z.output<typeof posSettingsUpdateSchema>) {
      assertPermission(session, 'pos:manage');
      const current = await settingsOf(db, session.organizationId);
      const next: PosSettings = {
        currency: input.currency ?? current.currency,
        taxRateBasisPoints: input.taxRateBasisPoints ?? current.taxRateBasisPoints,
        taxInclusive: input.taxInclusive ?? current.taxInclusive,
        timeZone: input.timeZone ?? current.timeZone,
        openingHours: input.openingHours ?? current.openingHours,
        acceptingOnlineOrders: input.acceptingOnlineOrders ?? current.acceptingOnlineOrders,
      };
      return presentSettings(
        await repo.saveSettings(db, { organizationId: session.organizationId, ...next }),
      );
    },

    async getCatalogue(session: SessionContext) {
      assertCanSell(session);
      const [categories, products, settings] = await Promise.all([
        repo.listCategories(db, session.organizationId),
        repo.listProducts(db, session.organizationId),
        settingsOf(db, session.organizationId),
      ]);
      return {
        categories: categories.map(presentCategory),
        products: products.map((row) => presentProduct(row, staffImageUrl)),
        settings,
      };
    },

    async createCategory(
      session: SessionContext,
      input: z.output<typeof posCategoryRequestSchema>,
    ) {
      assertPermission(session, 'pos:manage');
      const row = await repo.insertCategory(db, {
        organizationId: session.organizationId,
        ...input,
      });
      return presentCategory(row);
    },

    async updateCategory(
      session: SessionContext,
      id: string,
      input: z.output<typeof posCategoryUpdateSchema>,
    ) {
      assertPermission(session, 'pos:manage');
      const row = isUuid(id)
        ? await repo.updateCategory(db, session.organizationId, id, input)
        : undefined;
      if (!row) throw notFound(POS_MESSAGES.categoryNotFound);
      return presentCategory(row);
    },

    /** Deleting a category keeps its products, without a category. */
    async deleteCategory(session: SessionContext, id: string) {
      assertPermission(session, 'pos:manage');
      if (!isUuid(id) || !(await repo.deleteCategory(db, session.organizationId, id))) {
        throw notFound(POS_MESSAGES.categoryNotFound);
      }
    },

    async createProduct(session: SessionContext, input: PosProductInput) {
      assertPermission(session, 'pos:manage');
      await assertCategory(session.organizationId, input.categoryId);
      const row = await repo.insertProduct(db, {
        organizationId: session.organizationId,
        ...input,
        optionGroups: withOptionIds(input.optionGroups),
      });
      return presentProduct(row, staffImageUrl);
    },

    async updateProduct(session: SessionContext, id: string, input: PosProductUpdateInput) {
      assertPermission(session, 'pos:manage');
      await productOf(session, id);
      await assertCategory(session.organizationId, input.categoryId);
      const { optionGroups, ...rest } = input;
      const row = await repo.updateProduct(db, session.organizationId, id, {
        ...rest,
        ...(optionGroups ? { optionGroups: withOptionIds(optionGroups) } : {}),
      });
      if (!row) throw notFound(POS_MESSAGES.productNotFound);
      return presentProduct(row, staffImageUrl);
    },

    /** Answers the deleted row (its image file is removed by the caller). */
    async deleteProduct(session: SessionContext, id: string) {
      assertPermission(session, 'pos:manage');
      const row = isUuid(id) ? await repo.deleteProduct(db, session.organizationId, id) : undefined;
      if (!row) throw notFound(POS_MESSAGES.productNotFound);
      return row;
    },

    /** A product the caller may change (pos:manage); checked before an upload is read. */
    async productToManage(session: SessionContext, id: string) {
      assertPermission(session, 'pos:manage');
      return productOf(session, id);
    },

    /** Point the product at a stored image (or none); answers it as staff see it. */
    async setImage(
      session: SessionContext,
      id: string,
      image: { imageId: string; imageExtension: string } | null,
    ) {
      assertPermission(session, 'pos:manage');
      const row = await repo.updateProduct(db, session.organizationId, id, {
        imageId: image?.imageId ?? null,
        imageExtension: image?.imageExtension ?? null,
      });
      return row ? presentProduct(row, staffImageUrl) : undefined;
    },

    /** The public menu of a shop: available products, the categories holding them, hours. */
    async publicMenu(slug: string, now = new Date()): Promise<PublicMenuResponse> {
      const shop = await repo.findShopBySlug(db, slug);
      if (!shop) throw notFound(POS_MESSAGES.shopNotFound);
      const [categories, products, settings] = await Promise.all([
        repo.listCategories(db, shop.id),
        repo.listProducts(db, shop.id, { availableOnly: true }),
        settingsOf(db, shop.id),
      ]);
      const used = new Set(products.map((product) => product.categoryId));
      return {
        shop: {
          name: shop.name,
          currency: settings.currency,
          taxRateBasisPoints: settings.taxRateBasisPoints,
          taxInclusive: settings.taxInclusive,
          timeZone: settings.timeZone,
          openingHours: settings.openingHours,
          openNow: isOpenAt(settings.openingHours, settings.timeZone, now),
          acceptingOnlineOrders: settings.acceptingOnlineOrders,
        },
        categories: categories.filter((row) => used.has(row.id)).map(presentCategory),
        products: products.map((row) => presentProduct(row, (file) => publicImageUrl(slug, file))),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
