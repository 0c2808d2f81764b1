import type { PosProduct, PublicMenuResponse } from '@worksphere/contracts';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../../../platform/api/ApiError';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { QueryFailed } from '../../../../ui/QueryStatus';
import { PageSpinner } from '../../../../ui/Spinner';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { usePublicMenuQuery } from '../../api/publicPosApi';
import { posMessages } from '../../pos.messages';
import { cartReducer, itemCount, previewTotals } from '../../utils/cart';
import { sectionsOf } from '../../utils/catalogue';
import { loadCart, saveCart } from '../../utils/storedCart';
import { formatMoney } from '../../utils/money';
import { OpeningHoursList } from '../OpeningHoursList';
import { ProductCard } from '../ProductCard';
import { ProductOptionsDialog } from '../ProductOptionsDialog';
import { PublicCheckout } from './PublicCheckout';
import { ShopHeader } from './ShopHeader';
import { readableTextOn } from '../../utils/shopColors';
import { UnknownShop } from './UnknownShop';

const messages = posMessages.publicOrder;

/** The menu, the cart and the checkout of a shop's public page. */
export function PublicMenuView({ slug }: { slug: string }) {
  const menuQuery = usePublicMenuQuery(slug);
  if (menuQuery.isPending) return <PageSpinner label={messages.loadingMenu} />;
  if (menuQuery.isError) {
    if (menuQuery.error instanceof ApiError && menuQuery.error.status === 404) {
      return <UnknownShop />;
    }
    return (
      <div className="mx-auto w-full max-w-xl p-4">
        <QueryFailed
          message={posMessages.loadFailed}
          retryLabel={posMessages.retry}
          onRetry={() => void menuQuery.refetch()}
        />
      </div>
    );
  }
  return <ShopMenu slug={slug} menu={menuQuery.data} onClosed={() => void menuQuery.refetch()} />;
}

function ShopMenu({
  slug,
  menu,
  onClosed,
}: {
  slug: string;
  menu: PublicMenuResponse;
  onClosed: () => void;
}) {
  const { shop } = menu;
  useDocumentTitle(messages.documentTitle(shop.name));
  const [items, dispatch] = useReducer(cartReducer, menu.products, (products) =>
    loadCart(slug, products),
  );
  useEffect(() => saveCart(slug, items), [slug, items]);
  const [choosing, setChoosing] = useState<PosProduct | null>(null);
  const [step, setStep] = useState<'menu' | 'checkout'>('menu');
  const sections = sectionsOf(menu.categories, menu.products);
  // Closed now, an order may still be placed ahead for an offered pickup slot.
  const canOrder = shop.acceptingOnlineOrders && (shop.openNow || shop.pickupSlots.length > 0);
  const count = itemCount(items);
  const totals = previewTotals(items, shop);

  function add(product: PosProduct) {
    if (product.optionGroups.length > 0) setChoosing(product);
    else dispatch({ type: 'add', product, choiceIds: [], note: '' });
  }

  if (step === 'checkout') {
    return (
      <PublicCheckout
        slug={slug}
        shop={shop}
        items={items}
        dispatch={dispatch}
        onBack={() => setStep('menu')}
        onClosed={onClosed}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-28 sm:px-6">
      <ShopHeader shop={shop} />

      {!canOrder || !shop.openNow ? (
        <section
          aria-labelledby="pos-closed-title"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="pos-closed-title" className="font-semibold text-amber-900">
            {shop.acceptingOnlineOrders ? messages.closedTitle : messages.pausedTitle}
          </h2>
          <p className="mb-3 text-sm text-amber-900">
            {!shop.acceptingOnlineOrders
              ? messages.pausedBody
              : canOrder
                ? messages.closedAheadBody
                : messages.closedBody}
          </p>
          <h3 className="mb-1 text-sm font-semibold text-zinc-800">{messages.hoursTitle}</h3>
          <OpeningHoursList hours={shop.openingHours} label={messages.hoursTitle} />
        </section>
      ) : null}

      {sections.length === 0 ? (
        <Alert tone="info">{messages.emptyMenu}</Alert>
      ) : (
        <>
          {sections.length > 1 ? (
            <nav
              aria-label={posMessages.screen.categories}
              className="sticky top-0 z-10 -mx-4 mb-4 flex gap-2 overflow-x-auto bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
            >
              {sections.map((section) => (
                <a
                  key={section.category?.id ?? 'other'}
                  href={`#category-${section.category?.id ?? 'other'}`}
                  className="shrink-0 rounded-full border border-zinc-200 px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-50"
                >
                  {section.category?.name ?? posMessages.uncategorised}
                </a>
              ))}
            </nav>
          ) : null}
          {sections.map((section) => {
            const id = `category-${section.category?.id ?? 'other'}`;
            return (
              <section
                key={id}
                id={id}
                aria-labelledby={`${id}-title`}
                className="mb-8 scroll-mt-14"
              >
                <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-zinc-900">
                  {section.category?.name ?? posMessages.uncategorised}
                </h2>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {section.products.map((product) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      currency={shop.currency}
                      label={
                        product.soldOut
                          ? messages.soldOutLabel(product.name)
                          : messages.add(product.name)
                      }
                      onAdd={add}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </>
      )}

      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-zinc-200 bg-white p-3 shadow-lg">
          <div className="mx-auto flex max-w-3xl items-center gap-3">
            <p className="flex-1 text-sm text-zinc-700">
              <span className="tabular-nums font-semibold">
                {formatMoney(totals.total, shop.currency)}
              </span>
            </p>
            <Button
              size="lg"
              // The shop's accent colour on its one call to action.
              style={{ backgroundColor: shop.accentColor, color: readableTextOn(shop.accentColor) }}
              icon={<ShoppingBag aria-hidden className="size-5" />}
              onClick={() => {
                setStep('checkout');
                window.scrollTo({ top: 0 });
              }}
            >
              {messages.viewCart(count)}
            </Button>
          </div>
        </div>
      ) : null}

      <ProductOptionsDialog
        product={choosing}
        currency={shop.currency}
        onClose={() => setChoosing(null)}
        onAdd={({ product, choiceIds, note, quantity }) => {
          dispatch({ type: 'add', product, choiceIds, note, quantity });
          setChoosing(null);
        }}
      />
    </div>
  );
}
