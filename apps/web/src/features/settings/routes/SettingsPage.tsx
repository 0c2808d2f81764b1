import { OAUTH_RESULT_PARAMS } from '@worksphere/contracts';
import clsx from 'clsx';
import { useEffect } from 'react';
import { Navigate, Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { accountsMessages } from '../../accounts/accounts.messages';
import { useCurrentUser } from '../../auth/components/useAuth';
import { settingsMessages as messages } from '../settings.messages';
import {
  settingsGroupLabels,
  settingsPageForAnchor,
  visibleSettingsPages,
  type SettingsGroup,
  type SettingsPageInfo,
} from '../settingsPageList';
import { settingsPageContent } from './settingsPageContent';
import { PageFrame } from '../../../ui/PageFrame';

const GROUPS: SettingsGroup[] = ['you', 'organization'];

/**
 * /settings and /settings/{page} ("Profile Settings"): a side menu of the pages the user may see
 * (a select on phones), grouped into "You" and, for admins, "Organization". /settings is the
 * Profile page; old one-page anchors (/settings#phone) open their page.
 */
export function SettingsPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const { section } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const pages = visibleSettingsPages(user);
  const current = section ? pages.find((page) => page.id === section) : pages[0];
  const legacyPage = !section && hash ? settingsPageForAnchor(hash.slice(1)) : undefined;
  useOAuthResultToast();

  // Links such as /settings/time#time-format land on their section once it is rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, section]);

  if (legacyPage && legacyPage.id !== pages[0]?.id) {
    return <Navigate replace to={{ pathname: `/settings/${legacyPage.id}`, hash }} />;
  }

  return (
    <PageFrame>
      <PageHeader title={messages.title} description={messages.description} />
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        <SettingsMenu
          pages={pages}
          currentId={current?.id}
          onSelect={(id) => void navigate(`/settings/${id}`)}
        />
        <div className="min-w-0 space-y-6">
          {current ? (
            settingsPageContent[current.id]?.({ isAdmin: user.role === 'ADMIN' })
          ) : (
            <Alert tone="info">{messages.notFound}</Alert>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

type SettingsMenuProps = {
  pages: SettingsPageInfo[];
  currentId: string | undefined;
  onSelect: (id: string) => void;
};

/** The side menu on wide screens; one select on phones, where a menu would push the page down. */
function SettingsMenu({ pages, currentId, onSelect }: SettingsMenuProps) {
  const groups = GROUPS.map((group) => ({
    group,
    pages: pages.filter((page) => page.group === group),
  })).filter(({ pages: inGroup }) => inGroup.length > 0);
  return (
    <>
      <label className="block md:hidden">
        <span className="mb-1.5 block text-sm font-medium text-zinc-800">
          {messages.pageSelectLabel}
        </span>
        <select
          value={currentId ?? ''}
          onChange={(event) => onSelect(event.target.value)}
          className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {groups.map(({ group, pages: inGroup }) => (
            <optgroup key={group} label={settingsGroupLabels[group]}>
              {inGroup.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <nav aria-label={messages.menuLabel} className="hidden md:block">
        {groups.map(({ group, pages: inGroup }) => (
          <div key={group} className="mb-5">
            <h2 className="mb-1.5 px-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              {settingsGroupLabels[group]}
            </h2>
            <ul className="space-y-0.5">
              {inGroup.map((page) => (
                <li key={page.id}>
                  <Link
                    to={`/settings/${page.id}`}
                    aria-current={page.id === currentId ? 'page' : undefined}
                    className={clsx(
                      'block rounded-lg px-3 py-1.5 text-sm',
                      page.id === currentId
                        ? 'bg-brand-50 font-medium text-brand-800'
                        : 'text-zinc-700 hover:bg-zinc-100',
                    )}
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

/** Back from a provider's sign-in: say how it went, then take the result out of the address. */
function useOAuthResultToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const connected = searchParams.get(OAUTH_RESULT_PARAMS.connected);
  const connectError = searchParams.get(OAUTH_RESULT_PARAMS.error);
  useEffect(() => {
    if (connected === null && connectError === null) return;
    if (connectError !== null) {
      toast.error(connectError || accountsMessages.section.connectFailed, {
        toastId: 'account-connect-result',
      });
    } else {
      toast.success(accountsMessages.section.connected, { toastId: 'account-connect-result' });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OAUTH_RESULT_PARAMS.connected);
        next.delete(OAUTH_RESULT_PARAMS.error);
        return next;
      },
      { replace: true },
    );
  }, [connected, connectError, setSearchParams]);
}
