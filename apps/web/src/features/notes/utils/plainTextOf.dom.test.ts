import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plainTextOf';

describe('plainTextOf', () => {
  it('keeps the words of rich text and separates blocks', () => {
    expect(plainTextOf('<p>One <strong>two</strong></p><ul><li>three</li><li>four</li></ul>')).toBe(
      'One two three four',
    );
  });

  it('runs no script and shows no markup', () => {
    expect(plainTextOf('<img src=x onerror="alert(1)"><p>safe</p>')).toBe('safe');
  });

  it('is empty for empty content', () => {
    expect(plainTextOf('')).toBe('');
  });
});
