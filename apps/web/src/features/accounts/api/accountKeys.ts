/** Query keys of connected accounts; every change invalidates `all`. */
export const accountKeys = {
  all: ['accounts'] as const,
  usable: () => ['accounts', 'usable'] as const,
  providers: () => ['accounts', 'providers'] as const,
};
