import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safeRedirectPath';

describe('safeRedirectPath', () => {
  it('keeps same-origin app paths with their query and hash', () => {
    expect(safeRedirectPath('/tasks?status=all&q=plan')).toBe('/tasks?status=all&q=plan');
    expect(safeRedirectPath('/notes?note=n-1#top')).toBe('/notes?note=n-1#top');
    expect(safeRedirectPath('/projects/p-1')).toBe('/projects/p-1');
  });

  it('refuses anything that could leave the app', () => {
    for (const value of [
      'https://evil.example/dash',
      '//evil.example/dash',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'dash',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('does not come back to the sign-in pages themselves', () => {
    expect(safeRedirectPath('/login?next=/dash')).toBeNull();
    expect(safeRedirectPath('/logout')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginPathFor('/tasks?status=all')).toBe('/login?next=%2Ftasks%3Fstatus%3Dall');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/dash')).toBe('/login');
    expect(loginPathFor('/dash?addWidget=true')).toBe('/login?next=%2Fdash%3FaddWidget%3Dtrue');
    expect(loginPathFor('/logout')).toBe('/login');
  });
});
