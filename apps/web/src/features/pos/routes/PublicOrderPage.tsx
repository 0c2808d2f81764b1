import { Store } from 'lucide-react';
import { useParams } from 'react-router';
import { AreaNotice } from '../../../ui/AreaNotice';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { posMessages } from '../pos.messages';

const messages = posMessages.publicOrder;

/** /pos/orders/:orgSlug: the public ordering page of a business. */
export function PublicOrderPage() {
  const { orgSlug = '' } = useParams();
  useDocumentTitle(messages.documentTitle(orgSlug));
  return (
    <AreaNotice
      icon={<Store aria-hidden className="size-6" />}
      badge={messages.badge}
      title={messages.title}
      lead={messages.lead(orgSlug)}
      pointsTitle={messages.pointsTitle}
      points={messages.points}
      footer={<p className="text-sm text-zinc-500">{messages.footer}</p>}
    />
  );
}
