import { useParams } from 'react-router';
import { PublicMenuView } from '../components/public/PublicMenuView';
import { PublicOrderStatusView } from '../components/public/PublicOrderStatusView';
import { posMessages } from '../pos.messages';

/**
 * /pos/orders/:orgSlug: the public ordering page of a business (no session); after ordering,
 * /pos/orders/:orgSlug/status/:token shows the order's live status, and survives a reload.
 * It is the shop's page: none of the product's header, sign-in buttons or footer.
 */
export function PublicOrderPage() {
  const { orgSlug = '', '*': rest = '' } = useParams();
  const statusMatch = /^status\/([^/]+)$/.exec(rest);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <main id="main" className="flex flex-1 flex-col">
        {statusMatch ? (
          <PublicOrderStatusView slug={orgSlug} token={statusMatch[1]!} />
        ) : (
          <PublicMenuView slug={orgSlug} />
        )}
      </main>
      <footer className="py-3 text-center text-xs text-zinc-400">
        {posMessages.publicOrder.poweredBy}
      </footer>
    </div>
  );
}
