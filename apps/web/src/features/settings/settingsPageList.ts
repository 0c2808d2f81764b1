import type { User } from '@worksphere/contracts';
import { canManageCatalogue } from '../pos/utils/permissions';
import { canUseCalls } from '../phone/utils/canUseCalls';
import { developersMessages } from '../developers/developers.messages';
import { workflowMessages } from '../tasks/workflow/workflow.messages';
import { twoFactorPageMessages } from '../two-factor/twoFactorPage.messages';
import { ssoLinkMessages } from '../sso/ssoLink.messages';
import { auditLinkMessages } from '../audit/auditLink.messages';
import { webhooksMessages } from '../webhooks/webhooks.messages';
import { settingsMessages } from './settings.messages';
import { canManageMembers } from './utils/canManageMembers';

type SettingsUser = Pick<User, 'role' | 'permissions'>;

export type SettingsGroup = 'you' | 'organization';

/** One page of Settings: its address (/settings/{id}), menu label and who sees it. */
export type SettingsPageInfo = {
  id: string;
  group: SettingsGroup;
  label: string;
  /** The old one-page anchors (/settings#phone) that now open this page. */
  anchors: readonly string[];
  isVisible: (user: SettingsUser) => boolean;
};

const everyone = () => true;
const isAdmin = (user: SettingsUser) => user.role === 'ADMIN';

const pages = settingsMessages.pages;
export const settingsGroupLabels: Record<SettingsGroup, string> = settingsMessages.groups;

/**
 * The pages of Settings, in menu order. Kept apart from the page components so the command
 * palette can list them without loading Settings. A page added here needs its content in
 * routes/settingsPageContent.tsx.
 */
export const SETTINGS_PAGES: readonly SettingsPageInfo[] = [
  {
    id: 'profile',
    group: 'you',
    label: pages['profile'],
    anchors: ['profile'],
    isVisible: everyone,
  },
  {
    id: 'password',
    group: 'you',
    label: pages['password'],
    anchors: ['password'],
    isVisible: everyone,
  },
  {
    id: 'sessions',
    group: 'you',
    label: pages['sessions'],
    anchors: ['sessions'],
    isVisible: everyone,
  },
  {
    id: 'two-factor',
    group: 'you',
    label: twoFactorPageMessages.pageLabel,
    anchors: ['two-factor'],
    isVisible: everyone,
  },
  {
    id: 'time',
    group: 'you',
    label: pages['time'],
    anchors: ['time-zone', 'time-format'],
    isVisible: everyone,
  },
  {
    id: 'language',
    group: 'you',
    label: pages['language'],
    anchors: ['language'],
    isVisible: everyone,
  },
  {
    id: 'notifications',
    group: 'you',
    label: pages['notifications'],
    anchors: ['notifications'],
    isVisible: everyone,
  },
  {
    id: 'accounts',
    group: 'you',
    label: pages['accounts'],
    anchors: ['accounts'],
    isVisible: everyone,
  },
  {
    id: 'calendar-feed',
    group: 'you',
    label: pages['calendar-feed'],
    anchors: ['calendar-feed'],
    isVisible: everyone,
  },
  {
    id: 'ai-tokens',
    group: 'you',
    label: pages['ai-tokens'],
    anchors: ['ai-tokens'],
    isVisible: everyone,
  },
  {
    id: 'api-reference',
    group: 'you',
    label: developersMessages.pageLabel,
    anchors: ['api', 'api-reference'],
    isVisible: everyone,
  },
  {
    id: 'members',
    group: 'organization',
    label: pages['members'],
    anchors: ['members'],
    isVisible: canManageMembers,
  },
  {
    id: 'invitations',
    group: 'organization',
    label: pages['invitations'],
    anchors: ['invitations', 'invite'],
    isVisible: canManageMembers,
  },
  {
    id: 'phone',
    group: 'organization',
    label: pages['phone'],
    anchors: ['phone'],
    isVisible: canUseCalls,
  },
  {
    id: 'point-of-sale',
    group: 'organization',
    label: pages['point-of-sale'],
    anchors: ['pos'],
    isVisible: canManageCatalogue,
  },
  {
    id: 'workflow',
    group: 'organization',
    label: workflowMessages.pageLabel,
    anchors: ['workflow'],
    isVisible: isAdmin,
  },
  {
    id: 'weather',
    group: 'organization',
    label: pages['weather'],
    anchors: ['weather'],
    isVisible: isAdmin,
  },
  {
    id: 'sso',
    group: 'organization',
    label: ssoLinkMessages.pageLabel,
    anchors: ['sso', 'single-sign-on'],
    isVisible: isAdmin,
  },
  {
    id: 'audit-log',
    group: 'organization',
    label: auditLinkMessages.pageLabel,
    anchors: ['audit', 'audit-log'],
    isVisible: isAdmin,
  },
  {
    id: 'webhooks',
    group: 'organization',
    label: webhooksMessages.pageLabel,
    anchors: ['webhooks'],
    isVisible: isAdmin,
  },
  {
    id: 'storage',
    group: 'organization',
    label: pages['storage'],
    anchors: ['storage'],
    isVisible: isAdmin,
  },
];

/** The pages this user sees, in menu order. */
export function visibleSettingsPages(user: SettingsUser): SettingsPageInfo[] {
  return SETTINGS_PAGES.filter((page) => page.isVisible(user));
}

/** The page an old anchor (/settings#phone) belongs to. */
export function settingsPageForAnchor(anchor: string): SettingsPageInfo | undefined {
  return SETTINGS_PAGES.find((page) => page.anchors.includes(anchor));
}
