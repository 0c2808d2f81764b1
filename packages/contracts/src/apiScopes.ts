import { z } from 'zod';
import { templatedMessage } from './message-template.js';

/**
 * What a personal access token may do. `mcp`: the assistant's tools at /api/mcp (every token made
 * before scopes existed has it). `<area>:read`: the area's GET operations of the public REST API
 * (`/api/openapi.json`); `<area>:write`: its other operations. A token reaches only documented
 * operations; the app's own pages keep using the session.
 */
export const PUBLIC_API_AREAS = [
  'tasks',
  'projects',
  'notes',
  'contacts',
  'calendar',
  'chat',
  'pos',
] as const;
export type PublicApiArea = (typeof PUBLIC_API_AREAS)[number];
export type PublicApiAccess = 'read' | 'write';

export const API_SCOPES = [
  'mcp',
  ...PUBLIC_API_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const),
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const apiScopeSchema = z.enum(API_SCOPES);

export const scopeFor = (area: PublicApiArea, access: PublicApiAccess): ApiScope =>
  `${area}:${access}`;

/** GET and HEAD read; every other method writes. */
export const accessOfMethod = (method: string): PublicApiAccess =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

export const API_SCOPE_MESSAGES = {
  scopesRequired: 'Choose at least one thing this token may do.',
  routeNotPublic: 'Personal access tokens cannot use this route. See /api/openapi.json.',
  missingScope: templatedMessage('This token lacks the {scope} scope.', (scope: string) => ({
    scope,
  })),
  mcpScopeMissing: 'This token cannot use the assistant tools (it lacks the mcp scope).',
} as const;
