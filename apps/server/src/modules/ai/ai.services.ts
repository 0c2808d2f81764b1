import type { TimeFormat } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { createAccountsService } from '../accounts/accounts.service.js';
import { createCalendarService } from '../calendar/calendar.service.js';
import type { CallsService } from '../calls/calls.service.js';
import type { CallsSettingsService } from '../calls/calls.settings.service.js';
import { createContactsService } from '../contacts/contacts.service.js';
import type { createChatService } from '../chat/chat.service.js';
import type { EmailService } from '../email/email.service.js';
import { createNotesService } from '../notes/notes.service.js';
import { createCatalogueService } from '../pos/pos.catalogue.service.js';
import type { createCounterService } from '../pos/pos.counter.service.js';
import { createTasksService } from '../tasks/tasks.service.js';
import { findOrganizationUser } from '../users/users.repo.js';

/** The services the assistant's tools call: the same ones the routes use. */
export type AiServices = {
  deps: AppDeps;
  tasks: ReturnType<typeof createTasksService>;
  notes: ReturnType<typeof createNotesService>;
  calendar: ReturnType<typeof createCalendarService>;
  accounts: ReturnType<typeof createAccountsService>;
  chat: Pick<ReturnType<typeof createChatService>, 'search' | 'listChats'>;
  posCatalogue: ReturnType<typeof createCatalogueService>;
  email: Pick<EmailService, 'getCachedEmails' | 'getEmailContent' | 'getThread'>;
  calls: Pick<CallsService, 'sendMessage'>;
  callsSettings: Pick<CallsSettingsService, 'listNumbers'>;
  contacts: ReturnType<typeof createContactsService>;
  /** The till's Z report ("how are sales today"); absent, the assistant cannot tell. */
  posCounter?: Pick<ReturnType<typeof createCounterService>, 'report'>;
  /** The user's IANA time zone, or UTC when they have not set one. */
  timeZoneOf: (session: SessionContext) => Promise<string>;
  /** The user's time zone and clock (12/24 hours), for the dates the assistant writes. */
  clockOf: (session: SessionContext) => Promise<{ timeZone: string; timeFormat: TimeFormat }>;
};

/** The services built by other modules (app.ts), handed over as they are. */
export type AiModuleServices = Pick<AiServices, 'chat' | 'email' | 'calls' | 'callsSettings'> &
  Partial<Pick<AiServices, 'posCounter'>>;

export function createAiServices(deps: AppDeps, modules: AiModuleServices): AiServices {
  return {
    ...modules,
    deps,
    tasks: createTasksService(deps),
    notes: createNotesService(deps),
    calendar: createCalendarService(deps),
    accounts: createAccountsService(deps),
    posCatalogue: createCatalogueService(deps),
    contacts: createContactsService(deps),
    async timeZoneOf(session) {
      const user = await findOrganizationUser(deps.db, session.organizationId, session.userId);
      return user?.timeZone || 'UTC';
    },
    async clockOf(session) {
      const user = await findOrganizationUser(deps.db, session.organizationId, session.userId);
      return { timeZone: user?.timeZone || 'UTC', timeFormat: user?.timeFormat ?? 'auto' };
    },
  };
}
