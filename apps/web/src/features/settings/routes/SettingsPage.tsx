import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { InvitationsList } from '../components/InvitationsList';
import { InviteForm } from '../components/InviteForm';
import { MembersTable } from '../components/MembersTable';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { settingsMessages as messages } from '../settings.messages';
import { canManageMembers } from '../utils/canManageMembers';

/** /settings ("Profile Settings"). */
export function SettingsPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  const { hash } = useLocation();
  const isAdmin = canManageMembers(user);

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
