import { randomUUID } from 'node:crypto';
import {
  DEFAULT_POS_SETTINGS,
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
import { AppError, forbidden, isUniqueViolation } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import * as repo from './pos.catalogue.repo.js';
import { isOpenAt, nextOpening, pickupSlotDays, shopClock } from './pos.hours.js';
import {
  presentCategory,
  presentProduct,
  presentSettings,
  presentShopSettings,
  publicImageUrl,
  staffImageUrl,
} from './pos.presenter.js';
import { invalid } from './pos.errors.js';
import { recordSettingsChanged } from '../audit/audit.record.js';

const notFound = (message: string) => new AppError('NOT_FOUND', message);
const nameTaken = () => new AppError('CONFLICT', POS_MESSAGES.categoryNameTaken);

/** The shop's business day today, in its time zone. */
export const todayOf = (settings: PosSettings, now = new Date()) =>
  shopClock(settings.timeZone, now).day;

/**
 * The pickup slots offered that still take an order (ISO instants): today's, or when all of
 * today's are gone or full, the next opening day's (see pickupSlotDays).
 */
export async function openPickupSlots(
  db: DbExecutor,
  organizationId: string,
  settings: PosSettings,
  now = new Date(),
) {
  const { today, next } = pickupSlotDays(
    settings.openingHours,
    settings.timeZone,
    settings.slotMinutes,
    now,
  );
  const first = today[0] ?? next[0];
  if (!first) return [];
  const counts =
    settings.ordersPerSlot > 0
      ? await repo.pickupCounts(db, organizationId, first)
      : new Map<string, number>();
  const free = (slots: Date[]) =>
    slots
      .map((slot) => slot.toISOString())
      .filter(
        (slot) => settings.ordersPerSlot === 0 || (counts.get(slot) ?? 0) < settings.ordersPerSlot,
      );
  const todayFree = free(today);
  return todayFree.length > 0 ? todayFree : free(next);
}

/** Staff who sell or manage may read the catalogue; only managers change it. */
export function assertCanSell(session: SessionContext) {
  if (!hasPermission(session, 'pos:sell') && !hasPermission(session, 'pos:manage')) {
    throw forbidden();
  }
}

/** The organisation's shop settings (its defaults until first saved). */
export async function settingsOf(db: DbExecutor, organizationId: string): Promise<PosSettings> {
  const shop = await repo.findShop(db, organizationId);
  return shop ? presentShopSettings(shop) : DEFAULT_POS_SETTINGS;
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

    /** The shop's saved settings row, saved now with the defaults if it was never saved. */
    async ensureSettings(session: SessionContext) {
      assertPermission(session, 'pos:manage');
      const shop = await repo.findShop(db, session.organizationId);
      if (shop?.settings) return shop.settings;
      const { logoUrl, ...defaults } = presentShopSettings(shop!);
      void logoUrl;
      return repo.saveSettings(db, {
        organizationId: session.organizationId,
        ...defaults,
        logoId: null,
        logoExtension: null,
      });
    },

    /** Point the shop at a stored logo (or none); answers the settings. */
    async setLogo(session: SessionContext, logo: { logoId: string; logoExtension: string } | null) {
      assertPermission(session, 'pos:manage');
      await repo.setLogo(db, session.organizationId, logo);
      return settingsOf(db, session.organizationId);
    },

    async updateSettings(session: SessionContext, input: z.output<typeof posSettingsUpdateSchema>) {
      assertPermission(session, 'pos:manage');
      const shop = await repo.findShop(db, session.organizationId);
      const current = presentShopSettings(shop!);
      const next = {
        currency: input.currency ?? current.currency,
        taxRateBasisPoints: input.taxRateBasisPoints ?? current.taxRateBasisPoints,
        taxInclusive: input.taxInclusive ?? current.taxInclusive,
        timeZone: input.timeZone ?? current.timeZone,
        openingHours: input.openingHours ?? current.openingHours,
        acceptingOnlineOrders: input.acceptingOnlineOrders ?? current.acceptingOnlineOrders,
        description: input.description ?? current.description,
        address: input.address ?? current.address,
        brandColor: input.brandColor ?? current.brandColor,
        accentColor: input.accentColor ?? current.accentColor,
        slotMinutes: input.slotMinutes ?? current.slotMinutes,
        ordersPerSlot: input.ordersPerSlot ?? current.ordersPerSlot,
        logoId: shop?.settings?.logoId ?? null,
        logoExtension: shop?.settings?.logoExtension ?? null,
      };
      const saved = await repo.saveSettings(db, {
        organizationId: session.organizationId,
        ...next,
      });
      await recordSettingsChanged(db, session, 'pos_settings', Object.keys(input));
      return presentSettings(saved, shop!.slug);
    },

    async getCatalogue(session: SessionContext) {
      assertCanSell(session);
      const [categories, products, settings] = await Promise.all([
        repo.listCategories(db, session.organizationId),
        repo.listProducts(db, session.organizationId),
        settingsOf(db, session.organizationId),
      ]);
      const today = todayOf(settings);
      return {
        categories: categories.map(presentCategory),
        products: products.map((row) => presentProduct(row, staffImageUrl, today)),
        settings,
      };
    },

    async createCategory(
      session: SessionContext,
      input: z.output<typeof posCategoryRequestSchema>,
    ) {
      assertPermission(session, 'pos:manage');
      if (await repo.findCategoryByName(db, session.organizationId, input.name)) throw nameTaken();
      const row = await repo
        .insertCategory(db, { organizationId: session.organizationId, ...input })
        .catch((error: unknown) => {
          // Two managers adding the same name at once: the unique index decides.
          throw isUniqueViolation(error) ? nameTaken() : error;
        });
      return presentCategory(row);
    },

    async updateCategory(
      session: SessionContext,
      id: string,
      input: z.output<typeof posCategoryUpdateSchema>,
    ) {
      assertPermission(session, 'pos:manage');
      if (!isUuid(id)) throw notFound(POS_MESSAGES.categoryNotFound);
      if (input.name !== undefined) {
        const twin = await repo.findCategoryByName(db, session.organizationId, input.name);
        if (twin && twin.id !== id.toLowerCase()) throw nameTaken();
      }
      const row = await repo
        .updateCategory(db, session.organizationId, id, input)
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken() : error;
        });
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
      const today = todayOf(await settingsOf(db, session.organizationId));
      const { soldOutToday, ...rest } = input;
      const row = await repo.insertProduct(db, {
        organizationId: session.organizationId,
        ...rest,
        soldOutDay: soldOutToday ? today : null,
        optionGroups: withOptionIds(input.optionGroups),
      });
      return presentProduct(row, staffImageUrl, today);
    },

    async updateProduct(session: SessionContext, id: string, input: PosProductUpdateInput) {
      assertPermission(session, 'pos:manage');
      await productOf(session, id);
      await assertCategory(session.organizationId, input.categoryId);
      const today = todayOf(await settingsOf(db, session.organizationId));
      const { optionGroups, soldOutToday, ...rest } = input;
      const row = await repo.updateProduct(db, session.organizationId, id, {
        ...rest,
        ...(optionGroups ? { optionGroups: withOptionIds(optionGroups) } : {}),
        ...(soldOutToday === undefined ? {} : { soldOutDay: soldOutToday ? today : null }),
      });
      if (!row) throw notFound(POS_MESSAGES.productNotFound);
      return presentProduct(row, staffImageUrl, today);
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
      const today = todayOf(await settingsOf(db, session.organizationId));
      return row ? presentProduct(row, staffImageUrl, today) : undefined;
    },

    /** The public menu of a shop: available products, the categories holding them, hours. */
    async publicMenu(slug: string, now = new Date()): Promise<PublicMenuResponse> {
      const shop = await repo.findShopWithSettings(db, slug);
      if (!shop) throw notFound(POS_MESSAGES.shopNotFound);
      const settings = presentShopSettings(shop);
      const openNow = isOpenAt(settings.openingHours, settings.timeZone, now);
      const [categories, products, slots] = await Promise.all([
        repo.listCategories(db, shop.id),
        repo.listProducts(db, shop.id, { availableOnly: true }),
        // Also while closed: the next opening day's slots take orders ahead.
        settings.acceptingOnlineOrders
          ? openPickupSlots(db, shop.id, settings, now)
          : Promise.resolve([]),
      ]);
      const used = new Set(products.map((product) => product.categoryId));
      const today = todayOf(settings, now);
      const opensAt = openNow ? null : nextOpening(settings.openingHours, settings.timeZone, now);
      return {
        shop: {
          name: shop.name,
          currency: settings.currency,
          taxRateBasisPoints: settings.taxRateBasisPoints,
          taxInclusive: settings.taxInclusive,
          timeZone: settings.timeZone,
          openingHours: settings.openingHours,
          openNow,
          acceptingOnlineOrders: settings.acceptingOnlineOrders,
          description: settings.description,
          address: settings.address,
          brandColor: settings.brandColor,
          accentColor: settings.accentColor,
          logoUrl: settings.logoUrl,
          opensAt: opensAt?.toISOString() ?? null,
          pickupSlots: slots,
          slotMinutes: settings.slotMinutes,
        },
        categories: categories.filter((row) => used.has(row.id)).map(presentCategory),
        products: products.map((row) =>
          presentProduct(row, (file) => publicImageUrl(slug, file), today),
        ),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
