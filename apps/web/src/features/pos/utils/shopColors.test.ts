import { describe, expect, it } from 'vitest';
import { readableTextOn } from './shopColors';

describe('text on the shop’s colours', () => {
  it('is white on dark colours and dark on light ones', () => {
    expect(readableTextOn('#1f2937')).toBe('#ffffff');
    expect(readableTextOn('#0e7490')).toBe('#ffffff');
    expect(readableTextOn('#f59e0b')).toBe('#111827');
    expect(readableTextOn('#FFFFFF')).toBe('#111827');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
