import { PUBLIC_API_AREAS, type ApiScope, type PublicApiArea } from '@worksphere/contracts';

/**
 * Ticking Write on an area also grants Read (a client that changes tasks must see them);
 * taking Read away takes Write too.
 */
export function toggleScope(scopes: readonly ApiScope[], scope: ApiScope, on: boolean): ApiScope[] {
  const next = new Set(scopes);
  const [area, access] = scope.split(':') as [PublicApiArea, 'read' | 'write' | undefined];
  if (on) {
    next.add(scope);
    if (access === 'write') next.add(`${area}:read`);
  } else {
    next.delete(scope);
    if (access === 'read') next.delete(`${area}:write`);
  }
  return [...next];
}

/** "Tasks: read, write · Notes: read", in the areas' order, for the token list. */
export function summarizeScopes(
  scopes: readonly string[],
  labels: { areas: Record<PublicApiArea, string>; mcp: string; read: string; write: string },
): string {
  const parts = scopes.includes('mcp') ? [labels.mcp] : [];
  for (const area of PUBLIC_API_AREAS) {
    const accesses = (['read', 'write'] as const).filter((access) =>
      scopes.includes(`${area}:${access}`),
    );
    if (accesses.length) {
      parts.push(`${labels.areas[area]}: ${accesses.map((access) => labels[access]).join(', ')}`);
    }
  }
  return parts.join(' \u00b7 ');
}
