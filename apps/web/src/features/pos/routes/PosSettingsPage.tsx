import { ExternalLink } from 'lucide-react';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed } from '../../../ui/QueryStatus';
import { PageSpinner } from '../../../ui/Spinner';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useCatalogueQuery } from '../api/posApi';
import { NoPosAccess } from '../components/NoPosAccess';
import { CategoriesSection } from '../components/settings/CategoriesSection';
import { ProductsSection } from '../components/settings/ProductsSection';
import { ShopPageSection } from '../components/settings/ShopPageSection';
import { ShopSettingsSection } from '../components/settings/ShopSettingsSection';
import { posMessages } from '../pos.messages';
import { canManageCatalogue } from '../utils/permissions';
import { PageFrame } from '../../../ui/PageFrame';

const messages = posMessages.settings;

/** /settings/pos: the shop's catalogue and settings, for pos:manage. */
export function PosSettingsPage() {
  useDocumentTitle(`${messages.title} · Worksphere`);
  const user = useCurrentUser();
  if (!canManageCatalogue(user)) return <NoPosAccess />;
  return <PosSettings slug={user.organizationSlug} />;
}

function PosSettings({ slug }: { slug: string }) {
  const catalogueQuery = useCatalogueQuery();
  const publicPath = `/pos/orders/${encodeURIComponent(slug)}`;
  return (
    <PageFrame>
      <PageHeader
        title={messages.title}
        description={
          <>
            {messages.description}{' '}
            <a href={publicPath} target="_blank" rel="noreferrer" className={textLinkClasses}>
              {messages.publicLink}
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </>
        }
      />
      {catalogueQuery.isPending ? (
        <PageSpinner label={posMessages.loading} />
      ) : catalogueQuery.isError ? (
        <QueryFailed
          message={posMessages.loadFailed}
          retryLabel={posMessages.retry}
          onRetry={() => void catalogueQuery.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <ProductsSection catalogue={catalogueQuery.data} />
          <CategoriesSection categories={catalogueQuery.data.categories} />
          <ShopSettingsSection settings={catalogueQuery.data.settings} />
          <ShopPageSection settings={catalogueQuery.data.settings} />
        </div>
      )}
    </PageFrame>
  );
}
