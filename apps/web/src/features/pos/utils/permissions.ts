import type { User } from '@worksphere/contracts';

/** Sells and sees orders (the server allows pos:manage to sell as well). */
export function canSell(user: Pick<User, 'permissions'>): boolean {
  return user.permissions.includes('pos:sell') || user.permissions.includes('pos:manage');
}

/** Changes the catalogue and the shop's settings. */
export function canManageCatalogue(user: Pick<User, 'permissions'>): boolean {
  return user.permissions.includes('pos:manage');
}
