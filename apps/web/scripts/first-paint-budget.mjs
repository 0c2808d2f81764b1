// The most JavaScript (gzip) a visitor may download before the sign-in form shows. One number
// for both checks: the build's (scripts/check-bundle-budget.mjs, from the manifest) and the
// browser's (e2e/first-paint.e2e.test.ts, every script Chromium fetches before the form is
// visible, which also catches lazy chunks that start loading during the first render).
// react-dom (66 KB), react-router (30 KB) and TanStack Query (10 KB) are 106 KB of it, and the
// app's own first-paint code about 12 KB.
export const LOGIN_FIRST_PAINT_BUDGET_BYTES = 120 * 1024;
