import type { PublicApiArea } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { developersMessagesDe } from './developers.messages.de';
import { developersMessagesFr } from './developers.messages.fr';

/** Texts of the token scopes and the API reference (Settings → API reference). */
export const developersMessagesEn = {
  pageLabel: 'API reference',
  areas: {
    tasks: 'Tasks',
    projects: 'Projects',
    notes: 'Notes',
    contacts: 'Contacts',
    calendar: 'Calendar',
    chat: 'Chat',
    pos: 'Point of sale',
  } satisfies Record<PublicApiArea, string>,
  scopes: {
    legend: 'What this token may do',
    hint: 'Grant only what the client needs. Write lets it create, change and delete.',
    mcp: 'Assistant tools (MCP clients)',
    read: 'Read',
    write: 'Write',
    readArea: (area: string) => `Read ${area}`,
    writeArea: (area: string) => `Write ${area}`,
    summaryLabel: 'Scopes',
    apiLink: 'Public API reference',
  },
  reference: {
    title: 'API reference',
    description:
      'Your organisation\u2019s tasks, projects, notes, contacts, calendar, chat and orders over HTTPS. Each operation needs a personal access token with its scope.',
    baseUrlLabel: 'Base address',
    copy: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Could not copy. Select the text and copy it.',
    authTitle: 'Authentication',
    authText:
      'Send a personal access token in the Authorization header. Create one under Settings \u2192 AI access tokens and give it the scopes it needs.',
    exampleLabel: 'Example',
    download: 'Download OpenAPI 3.1 document',
    errorsText: 'Errors answer with a status of 400 or more and a JSON body {error, code}.',
    loading: 'Loading the API reference...',
    /** Named in "Failed to fetch the API reference." */
    listName: 'the API reference',
    retry: 'Try again',
    filterLabel: 'Filter operations',
    filterPlaceholder: 'Search by path or description',
    noMatch: 'No operation matches this search.',
    scope: (scope: string) => `Scope: ${scope}`,
    parameters: 'Parameters',
    requestBody: 'Request body',
    response: (status: string) => `Response ${status}`,
    required: 'required',
    operationCount: (count: number) => (count === 1 ? '1 operation' : `${count} operations`),
  },
};

export const developersMessages = localized('developers', {
  en: developersMessagesEn,
  fr: developersMessagesFr,
  de: developersMessagesDe,
});
