import { Store } from 'lucide-react';
import { EmptyState } from '../../../../ui/EmptyState';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { posMessages } from '../../pos.messages';

/** The friendly page of an address with no shop behind it (the API's 404). */
export function UnknownShop() {
  useDocumentTitle(posMessages.shared.unknownShopTitle);
  return (
    <EmptyState
      className="min-h-[50vh]"
      icon={<Store aria-hidden className="size-6" />}
      title={posMessages.shared.unknownShopTitle}
      description={posMessages.shared.unknownShopBody}
    />
  );
}
