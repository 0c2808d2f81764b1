/** Query keys of the point of sale. */
export const posKeys = {
  all: ['pos'] as const,
  catalogue: () => ['pos', 'catalogue'] as const,
  orders: () => ['pos', 'orders'] as const,
  ordersOfDay: (day: string) => ['pos', 'orders', day] as const,
  summaries: () => ['pos', 'summary'] as const,
  summary: (day: string) => ['pos', 'summary', day] as const,
  publicMenu: (slug: string) => ['pos-public', 'menu', slug] as const,
  publicOrder: (slug: string, token: string) => ['pos-public', 'order', slug, token] as const,
};
