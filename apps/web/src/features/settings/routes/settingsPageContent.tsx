import type { ReactNode } from 'react';
import { Card } from '../../../ui/Card';
import { AiAccessTokensSection } from '../../ai/components/AiAccessTokensSection';
import { ConnectedAccountsSection } from '../../accounts/components/ConnectedAccountsSection';
import { AuditLogSection } from '../../audit/components/AuditLogSection';
import { ApiReferenceSection } from '../../developers/components/ApiReferenceSection';
import { CalendarFeedSection } from '../../calendar/components/CalendarFeedSection';
import { ChatArrivalSection } from '../../chat/components/ChatArrivalSection';
import { TimeZoneSection } from '../../calendar/components/TimeZoneSection';
import { InboxMailAccountsSection } from '../../inbox/components/InboxMailAccountsSection';
import { InboxPreferencesSection } from '../../inbox/components/InboxPreferencesSection';
import { PhoneSettingsSection } from '../../phone/components/PhoneSettingsSection';
import { PosSettingsLinkCard } from '../../pos/components/settings/PosSettingsLinkCard';
import { SsoSettingsSection } from '../../sso/components/SsoSettingsSection';
import { WorkflowSettings } from '../../tasks/workflow/WorkflowSettings';
import { TwoFactorSection } from '../../two-factor/components/TwoFactorSection';
import { WebhooksSection } from '../../webhooks/components/WebhooksSection';
import { InvitationsList } from '../components/InvitationsList';
import { InviteForm } from '../components/InviteForm';
import { LanguageSection } from '../components/LanguageSection';
import { MembersTable } from '../components/MembersTable';
import { PasswordForm } from '../components/PasswordForm';
import { SignedInDevicesSection } from '../components/SignedInDevicesSection';
import { ProfileForm } from '../components/ProfileForm';
import { StorageSection } from '../components/StorageSection';
import { TimeFormatSection } from '../components/TimeFormatSection';
import { WeatherLocationSection } from '../components/WeatherLocationSection';

type PageContext = { isAdmin: boolean };

/** What each page of Settings (settingsPageList.ts) shows. */
export const settingsPageContent: Record<string, (context: PageContext) => ReactNode> = {
  profile: () => <ProfileForm />,
  password: () => <PasswordForm />,
  sessions: () => <SignedInDevicesSection />,
  'two-factor': ({ isAdmin }) => <TwoFactorSection isAdmin={isAdmin} />,
  time: () => (
    <>
      <TimeZoneSection />
      <TimeFormatSection />
    </>
  ),
  language: () => <LanguageSection />,
  notifications: () => (
    <>
      <ChatArrivalSection />
      <InboxPreferencesSection />
      <InboxMailAccountsSection />
    </>
  ),
  accounts: ({ isAdmin }) => <ConnectedAccountsSection isAdmin={isAdmin} />,
  'calendar-feed': () => <CalendarFeedSection />,
  'ai-tokens': () => <AiAccessTokensSection />,
  'api-reference': () => <ApiReferenceSection />,
  members: () => <MembersTable />,
  invitations: () => (
    <Card className="space-y-8 px-5 py-5 sm:px-6">
      <InviteForm />
      <InvitationsList />
    </Card>
  ),
  phone: () => <PhoneSettingsSection />,
  'point-of-sale': () => <PosSettingsLinkCard />,
  workflow: () => <WorkflowSettings />,
  weather: () => <WeatherLocationSection />,
  sso: () => <SsoSettingsSection />,
  'audit-log': () => <AuditLogSection />,
  webhooks: () => <WebhooksSection />,
  storage: () => <StorageSection />,
};
