import { describe, expect, it } from 'vitest';
import { isPublicPath } from './isPublicPath';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/logout',
    '/recover',
    '/reset-password',
    '/privacy',
    '/terms',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('treats every path under /pos/orders/ as public', () => {
    expect(isPublicPath('/pos/orders/acme')).toBe(true);
    expect(isPublicPath('/pos/orders/acme/status/1')).toBe(true);
  });

  it.each(['/dash', '/settings', '/chat', '/pos/create-order-pos', '/pos/orders', '/loginx'])(
    '%s needs a session',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});
