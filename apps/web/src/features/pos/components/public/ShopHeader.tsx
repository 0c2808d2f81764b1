import type { PublicMenuResponse } from '@worksphere/contracts';
import { MapPin } from 'lucide-react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { posMessages } from '../../pos.messages';
import { readableTextOn } from '../../utils/shopColors';

const messages = posMessages.publicOrder;

/** The shop's own header on its public page: logo, name, description, address and status. */
export function ShopHeader({ shop }: { shop: PublicMenuResponse['shop'] }) {
  const dates = useDateFormatter(shop.timeZone);
  const status = shop.openNow
    ? posMessages.shared.openNow
    : shop.opensAt
      ? messages.opensAt(dates.formatTimeOrDateTime(shop.opensAt))
      : posMessages.shared.closedNow;
  return (
    <header
      className="-mx-4 mb-4 px-4 py-5 sm:-mx-6 sm:rounded-b-2xl sm:px-6"
      style={{ backgroundColor: shop.brandColor, color: readableTextOn(shop.brandColor) }}
    >
      <div className="flex items-center gap-4">
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt={messages.logoAlt(shop.name)}
            className="size-16 shrink-0 rounded-xl bg-white object-contain p-1"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{shop.name}</h1>
          {shop.description ? <p className="text-sm opacity-90">{shop.description}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span
          data-testid="shop-open-status"
          className="rounded-full px-2.5 py-0.5 font-medium text-zinc-900"
          style={{ backgroundColor: shop.openNow ? '#d1fae5' : '#fee2e2' }}
        >
          {status}
        </span>
        {shop.address ? (
          <span className="flex items-center gap-1 opacity-90">
            <MapPin aria-hidden className="size-4" />
            {shop.address}
          </span>
        ) : null}
      </div>
    </header>
  );
}
