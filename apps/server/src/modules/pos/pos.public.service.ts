import {
  fillMessage,
  POS_MESSAGES,
  type PlacePublicOrderResponse,
  type PublicOrderStatus,
  type placePublicOrderRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import { notifyOnlineOrder } from './pos.inbox.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { AppError, isUniqueViolation, templateError } from '../../platform/errors.js';
import * as catalogue from './pos.catalogue.repo.js';
import { isOpenAt, nextOpening, pickupSlotDays, shopClock } from './pos.hours.js';
import { openPickupSlots } from './pos.catalogue.service.js';
import { insertNewOrder, productIdsOf, type PosEvents } from './pos.orders.service.js';
import * as repo from './pos.orders.repo.js';
import { presentOrder, presentPublicOrder, presentShopSettings } from './pos.presenter.js';
import { orderNotFound } from './pos.errors.js';

const shopNotFound = () => new AppError('NOT_FOUND', POS_MESSAGES.shopNotFound);

/**
 * The refusal while closed by the day the shop opens again: POS_MESSAGES.shopClosedUntil with
 * its {when} written out ("tomorrow at 09:00"), one template per day so that each language says
 * the day its own way (the time is the only value).
 */
const CLOSED_UNTIL: Record<string, string> = {
  today: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'today at {time}' }),
  tomorrow: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'tomorrow at {time}' }),
  Monday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Monday at {time}' }),
  Tuesday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Tuesday at {time}' }),
  Wednesday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Wednesday at {time}' }),
  Thursday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Thursday at {time}' }),
  Friday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Friday at {time}' }),
  Saturday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Saturday at {time}' }),
  Sunday: fillMessage(POS_MESSAGES.shopClosedUntil, { when: 'on Sunday at {time}' }),
};

/** The day the shop opens again ("today", "tomorrow" or the weekday) and the time, in its zone. */
function openingOf(opensAt: Date, timeZone: string, now: Date) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(opensAt);
  const days =
    (Date.parse(`${shopClock(timeZone, opensAt).day}T00:00:00Z`) -
      Date.parse(`${shopClock(timeZone, now).day}T00:00:00Z`)) /
    86_400_000;
  if (days === 0) return { day: 'today', time };
  if (days === 1) return { day: 'tomorrow', time };
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(opensAt);
  return { day: weekday, time };
}

/** "today at 14:00", "tomorrow at 09:00" or "on Monday at 09:00", in the shop's zone. */
export function describeOpening(opensAt: Date, timeZone: string, now: Date) {
  const { day, time } = openingOf(opensAt, timeZone, now);
  return day === 'today' || day === 'tomorrow' ? `${day} at ${time}` : `on ${day} at ${time}`;
}

/** The refusal of an order while closed: with the next opening when there is one. */
function closedError(settings: ReturnType<typeof presentShopSettings>, now: Date) {
  const opensAt = nextOpening(settings.openingHours, settings.timeZone, now);
  if (!opensAt) return new AppError('CONFLICT', POS_MESSAGES.shopClosed);
  const { day, time } = openingOf(opensAt, settings.timeZone, now);
  const when = describeOpening(opensAt, settings.timeZone, now);
  return templateError(
    'CONFLICT',
    Object.hasOwn(CLOSED_UNTIL, day) ? CLOSED_UNTIL[day]! : POS_MESSAGES.shopClosedUntil,
    { time, when },
  );
}

/**
 * Is `pickupAt` a slot a customer may choose now: one of today's, or of the next opening
 * day's when today has none free (counted only then, off the usual path).
 */
async function isOfferedSlot(
  db: AppDeps['db'],
  organizationId: string,
  settings: ReturnType<typeof presentShopSettings>,
  pickupAt: Date,
  now: Date,
) {
  const at = pickupAt.getTime();
  const { today, next } = pickupSlotDays(
    settings.openingHours,
    settings.timeZone,
    settings.slotMinutes,
    now,
  );
  if (today.some((slot) => slot.getTime() === at)) return true;
  if (!next.some((slot) => slot.getTime() === at)) return false;
  if (today.length === 0) return true;
  const offered = await openPickupSlots(db, organizationId, settings, now);
  return !today.some((slot) => offered.includes(slot.toISOString()));
}

/** Status tokens are base64url of 32 random bytes; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The customer's side: place a pickup order and follow it by its token. No session. */
export function createPublicOrdersService(deps: AppDeps, events: PosEvents) {
  const { db, secrets } = deps;
  /** The earlier answer to a replayed client key: the same order and token. */
  function replay(row: repo.PosOrderRow, shopName: string): PlacePublicOrderResponse {
    return {
      order: presentPublicOrder(row, shopName),
      token: secrets.open<string>(row.tokenSealed!),
    };
  }

  return {
    /**
     * Answers created: false for a replay of a client key already used at this shop. Two
     * round trips when all goes well: the shop with its settings and the cart's products (one
     * statement), then the insert (numbered in the same statement); a replay is found when the
     * insert meets the key.
     */
    async placeOrder(
      slug: string,
      input: z.output<typeof placePublicOrderRequestSchema>,
      now = new Date(),
    ): Promise<{ created: boolean; answer: PlacePublicOrderResponse }> {
      // The shop and the cart's products in one statement (the products of the shop's id).
      const shop = await catalogue.findShopWithProducts(db, slug, productIdsOf(input.lines));
      if (!shop) throw shopNotFound();
      const { products } = shop;
      const settings = presentShopSettings(shop);
      /** The earlier order of this key, if any: a retry gets it whatever changed since. */
      const replayOr = async (error: unknown) => {
        const earlier = await repo.findOrderByClientKey(db, shop.id, input.clientKey);
        if (earlier) return { created: false, answer: replay(earlier, shop.name) };
        throw error;
      };
      if (!settings.acceptingOnlineOrders) {
        return replayOr(new AppError('CONFLICT', POS_MESSAGES.shopNotAccepting));
      }
      const pickupAt = input.pickupAt ? new Date(input.pickupAt) : null;
      // Closed now: only an order for an offered slot (the next opening day's) is taken.
      if (!pickupAt && !isOpenAt(settings.openingHours, settings.timeZone, now)) {
        return replayOr(closedError(settings, now));
      }
      // A pickup slot must be one of today's still to come, or of the next opening day's when
      // today has no free one left; a full one is refused in the order's transaction
      // (insertNewOrder), where the slot's count is held.
      if (pickupAt && !(await isOfferedSlot(db, shop.id, settings, pickupAt, now))) {
        return replayOr(new AppError('VALIDATION_ERROR', POS_MESSAGES.pickupInvalid));
      }
      const token = createToken();
      let row: repo.PosOrderRow;
      try {
        row = await insertNewOrder(
          db,
          {
            organizationId: shop.id,
            settings,
            cart: input.lines,
            discount: null,
            source: 'online',
            status: 'new',
            paymentMethod: null,
            paid: false,
            customerName: input.customerName,
            customerPhone: input.customerPhone,
            note: input.note,
            createdById: null,
            createdByName: input.customerName,
            clientKey: input.clientKey,
            tokenHash: hashToken(token),
            tokenSealed: secrets.seal(token),
            pickupAt,
          },
          now,
          products,
        );
      } catch (error) {
        // A retry, or the same key sent twice at once: the first order answers.
        if (isUniqueViolation(error) || error instanceof AppError) return replayOr(error);
        throw error;
      }
      const order = presentOrder(row, null);
      events.order(shop.id, order, 'created');
      // deps.inbox is read here, not at construction: buildApp sets it after this service.
      void notifyOnlineOrder(deps.inbox, shop.id, order).catch(() => undefined);
      return { created: true, answer: { order: presentPublicOrder(row, shop.name), token } };
    },

    /** The status page's answer for a token, or null. */
    async statusByTokenHash(tokenHash: string): Promise<PublicOrderStatus | null> {
      const found = await repo.findOrderByTokenHash(db, tokenHash);
      return found ? presentPublicOrder(found.order, found.shopName) : null;
    },

    /** The status page: the token must be of an order of the shop in the address. */
    async statusByToken(slug: string, token: string): Promise<PublicOrderStatus> {
      const found = TOKEN_PATTERN.test(token)
        ? await repo.findOrderByTokenHash(db, hashToken(token))
        : undefined;
      if (!found || found.slug !== slug) throw orderNotFound();
      return presentPublicOrder(found.order, found.shopName);
    },
  };
}

export type PublicOrdersService = ReturnType<typeof createPublicOrdersService>;
