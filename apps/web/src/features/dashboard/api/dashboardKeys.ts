/** Query keys of the dashboard; task, note and project changes invalidate `summary`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  layout: () => ['dashboard', 'layout'] as const,
  summary: () => ['dashboard', 'summary'] as const,
};
