/** Query keys of the palette's searches; they sit under each area's own key, so its changes refresh them. */
export const paletteKeys = {
  tasks: (q: string) => ['tasks', 'palette', q] as const,
  notes: (q: string) => ['notes', 'palette', q] as const,
  chats: (q: string) => ['chat', 'palette', q] as const,
  mail: (q: string) => ['mail', 'palette', q] as const,
};
