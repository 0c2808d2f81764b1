import type { ComponentType } from 'react';

/** A route whose page code is fetched the first time it is visited. */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return async () => ({ Component: pick(await load()) });
}
