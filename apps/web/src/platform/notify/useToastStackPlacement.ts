import { useEffect, useState } from 'react';
import { placeToastStack, toastLimitFor, type KeepClearRegion } from './toastPlacement';

/** Mark an element with this attribute to keep toasts off it ("soft": only while room is left). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear';
const STACK_SELECTOR = '.Toastify__toast-container';
const TOAST_SELECTOR = '.Toastify__toast';
/** react-toastify's --toastify-toast-min-height. */
const MIN_TOAST_HEIGHT = 64;

export type ToastStackLayout = { top: number; right: number; limit: number };

function keepClearRegions(): KeepClearRegion[] {
  return [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].flatMap((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return [];
    const isSoft = element.getAttribute(KEEP_CLEAR_ATTRIBUTE) === 'soft';
    return [{ top: rect.top, left: rect.left, width: rect.width, height: rect.height, isSoft }];
  });
}

function measureLayout(maxToasts: number): ToastStackLayout {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const regions = keepClearRegions();
  const stackHeight = document.querySelector(STACK_SELECTOR)?.getBoundingClientRect().height ?? 0;
  const tallestToast = Math.max(
    MIN_TOAST_HEIGHT,
    ...[...document.querySelectorAll(TOAST_SELECTOR)].map(
      (toast) => toast.getBoundingClientRect().height,
    ),
  );
  const { top, right } = placeToastStack(
    viewport,
    Math.max(MIN_TOAST_HEIGHT, stackHeight),
    regions,
  );
  return { top, right, limit: toastLimitFor(viewport, tallestToast, regions, maxToasts) };
}

const sameLayout = (a: ToastStackLayout, b: ToastStackLayout) =>
  a.top === b.top && a.right === b.right && a.limit === b.limit;

/**
 * Where the toast stack goes and how many toasts it shows, kept clear of the marked regions as
 * the page changes: a window opens, the viewport turns, a toast arrives and the stack grows. The
 * page is measured at most once a frame.
 */
export function useToastStackPlacement(maxToasts: number): ToastStackLayout {
  const [layout, setLayout] = useState(() => measureLayout(maxToasts));

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = measureLayout(maxToasts);
        setLayout((current) => (sameLayout(current, next) ? current : next));
      });
    };
    // Regions appear, hide and move with the page's own changes.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'class', 'style', KEEP_CLEAR_ATTRIBUTE],
    });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
    };
  }, [maxToasts]);

  return layout;
}
