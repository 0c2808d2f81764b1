import { useParams } from 'react-router';
import { PublicMenuView } from '../components/public/PublicMenuView';
import { PublicOrderStatusView } from '../components/public/PublicOrderStatusView';

/**
 * /pos/orders/:orgSlug: the public ordering page of a business (no session); after ordering,
 * /pos/orders/:orgSlug/status/:token shows the order's live status, and survives a reload.
 */
export function PublicOrderPage() {
  const { orgSlug = '', '*': rest = '' } = useParams();
  const statusMatch = /^status\/([^/]+)$/.exec(rest);
  if (statusMatch) return <PublicOrderStatusView slug={orgSlug} token={statusMatch[1]!} />;
  return <PublicMenuView slug={orgSlug} />;
}
