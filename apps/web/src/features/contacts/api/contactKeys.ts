/** Query keys of contacts; any change to a contact invalidates `all` (names included). */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => ['contacts', 'list'] as const,
  list: (query: string) => ['contacts', 'list', query] as const,
  suggestions: (query: string) => ['contacts', 'suggestions', query] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
  timeline: (id: string) => ['contacts', 'timeline', id] as const,
  duplicates: () => ['contacts', 'duplicates'] as const,
  names: () => ['contacts', 'names'] as const,
  /** One number (in the stored form) or e-mail address (lower case). */
  name: (key: string) => ['contacts', 'names', key] as const,
};
