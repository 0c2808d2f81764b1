import { describe, expect, it } from 'vitest';
import { formatShopTime } from './shopTime';

describe('shop time', () => {
  it('shows a moment on the shop’s clock', () => {
    const iso = '2026-11-23T11:30:00.000Z';
    expect(formatShopTime(iso, 'HH:mm', 'UTC')).toBe('11:30');
    expect(formatShopTime(iso, 'yyyy-MM-dd HH:mm', 'Asia/Tokyo')).toBe('2026-11-23 20:30');
    expect(formatShopTime(iso, 'HH:mm', 'America/New_York')).toBe('06:30');
  });
});
