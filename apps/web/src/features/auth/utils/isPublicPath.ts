const PUBLIC_PATHS = new Set([
  '/',
  '/login',
  '/login/sso',
  '/register',
  '/logout',
  '/recover',
  '/reset-password',
  '/privacy',
  '/terms',
]);

/** Routes a visitor may see without signing in (spec 1 §2.1). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.has(path) || pathname.startsWith('/pos/orders/');
}
