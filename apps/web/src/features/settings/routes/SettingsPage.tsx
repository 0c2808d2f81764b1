import { OAUTH_RESULT_PARAMS } from '@worksphere/contracts';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AiAccessTokensSection } from '../../ai/components/AiAccessTokensSection';
import { accountsMessages } from '../../accounts/accounts.messages';
import { ConnectedAccountsSection } from '../../accounts/components/ConnectedAccountsSection';
import { useCurrentUser } from '../../auth/components/useAuth';
import { CalendarFeedSection } from '../../calendar/components/CalendarFeedSection';
import { PosSettingsLinkCard } from '../../pos/components/settings/PosSettingsLinkCard';
import { canManageCatalogue } from '../../pos/utils/permissions';
import { TimeZoneSection } from '../../calendar/components/TimeZoneSection';
import { PhoneSettingsSection } from '../../phone/components/PhoneSettingsSection';
import { canUseCalls } from '../../phone/utils/canUseCalls';
import { InvitationsList } from '../components/InvitationsList';
import { InviteForm } from '../components/InviteForm';
import { MembersTable } from '../components/MembersTable';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { WeatherLocationSection } from '../components/WeatherLocationSection';
import { settingsMessages as messages } from '../settings.messages';
import { canManageMembers } from '../utils/canManageMembers';

/** /settings ("Profile Settings"). */
export function SettingsPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const { hash } = useLocation();
  const isAdmin = canManageMembers(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const connected = searchParams.get(OAUTH_RESULT_PARAMS.connected);
  const connectError = searchParams.get(OAUTH_RESULT_PARAMS.error);

  // Back from a provider's sign-in: say how it went, then take the result out of the address.
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

  // Links such as /settings#password land on their section once it is rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title={messages.title} description={messages.description} />
      <div className="space-y-6">
        <ProfileForm />
        <PasswordForm />
        <TimeZoneSection />
        <ConnectedAccountsSection isAdmin={user.role === 'ADMIN'} />
        <CalendarFeedSection />
        <AiAccessTokensSection />
        {canUseCalls(user) ? <PhoneSettingsSection /> : null}
        {/* The server lets admins only change it, not members with users:manage. */}
        {user.role === 'ADMIN' ? <WeatherLocationSection /> : null}
        {canManageCatalogue(user) ? <PosSettingsLinkCard /> : null}
        {isAdmin ? (
          <>
            <MembersTable />
            <Card className="space-y-8 px-5 py-5 sm:px-6">
              <InviteForm />
              <InvitationsList />
            </Card>
          </>
        ) : null}
      </div>
    </div>
  );
}
