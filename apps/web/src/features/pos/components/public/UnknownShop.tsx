import { POS_MESSAGES } from '@worksphere/contracts';
import { Store } from 'lucide-react';
import { EmptyState } from '../../../../ui/EmptyState';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';

/** The friendly page of an address with no shop behind it (the API's 404). */
export function UnknownShop() {
  useDocumentTitle(POS_MESSAGES.unknownShopTitle);
  return (
    <EmptyState
      className="min-h-[50vh]"
      icon={<Store aria-hidden className="size-6" />}
      title={POS_MESSAGES.unknownShopTitle}
      description={POS_MESSAGES.unknownShopBody}
    />
  );
}
