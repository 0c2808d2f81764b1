import { describe, expect, it } from 'vitest';
import { placeToastStack, toastLimitFor, type KeepClearRegion } from './toastPlacement';

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const topBar = (width: number): KeepClearRegion => ({
  top: 0,
  left: 0,
  width,
  height: 64,
  isSoft: true,
});

describe('placeToastStack', () => {
  it('sits at the top right, below the top bar', () => {
    expect(placeToastStack(desktop, 70, [topBar(1280)])).toEqual({ top: 72, right: 16 });
  });

  it('moves left of the open floating chat window on a desktop', () => {
    const chatWindow = { top: 184, left: 880, width: 384, height: 600 };
    expect(placeToastStack(desktop, 200, [topBar(1280), chatWindow])).toEqual({
      top: 72,
      right: 408,
    });
    // A short stack above a window that starts lower needs no move.
    expect(placeToastStack(desktop, 70, [topBar(1280), chatWindow])).toEqual({
      top: 72,
      right: 16,
    });
  });

  it('passes the point-of-sale cart on its left', () => {
    const cart = { top: 120, left: 872, width: 384, height: 420 };
    expect(placeToastStack(desktop, 70, [topBar(1280), cart])).toEqual({ top: 72, right: 416 });
  });

  it('on a phone stays above the full-width chat window, over the top bar when it must', () => {
    const chatWindow = { top: 140, left: 0, width: 375, height: 600 };
    expect(placeToastStack(phone, 64, [topBar(375), chatWindow])).toEqual({ top: 72, right: 0 });
    // Two toasts do not fit between the bar and the window: the bar is covered, not the window.
    expect(placeToastStack(phone, 130, [topBar(375), chatWindow])).toEqual({ top: 0, right: 0 });
  });

  it('steps below a bar at the bottom of the page, like the phone cart summary, only if it covers it', () => {
    const cartBar = { top: 680, left: 12, width: 351, height: 48 };
    expect(placeToastStack(phone, 64, [topBar(375), cartBar])).toEqual({ top: 72, right: 0 });
  });

  it('stays below the top bar when nothing is free', () => {
    const everything = { top: 0, left: 0, width: 375, height: 740 };
    expect(placeToastStack(phone, 64, [topBar(375), everything])).toEqual({ top: 72, right: 0 });
  });

  it('shows as many toasts at once as fit clear of the work, at most the limit', () => {
    expect(toastLimitFor(desktop, 64, [topBar(1280)], 3)).toBe(3);
    const phoneChatWindow = { top: 140, left: 0, width: 375, height: 600 };
    // 140 px above the window on a phone: two toasts of 64 px, over the top bar.
    expect(toastLimitFor(phone, 64, [topBar(375), phoneChatWindow], 3)).toBe(2);
    const shortPhoneWindow = { top: 67, left: 0, width: 375, height: 600 };
    expect(toastLimitFor({ width: 375, height: 667 }, 64, [topBar(375), shortPhoneWindow], 3)).toBe(
      1,
    );
  });
});
