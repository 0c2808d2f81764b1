// The most JavaScript (gzip) a visitor may download before the sign-in form shows. One number
// for both checks: the build's (scripts/check-bundle-budget.mjs, from the manifest) and the
// browser's (e2e/first-paint.e2e.test.ts, every script Chromium fetches before the form is
// visible, which also catches lazy chunks that start loading during the first render).
// react-dom (66 KB), react-router (30 KB) and TanStack Query (10 KB) are 106 KB of it, and the
// app's own first-paint code about 13 KB: since the interface speaks three languages the sign-in
// page also carries the language choice and the single sign-on link (its French and German
// load as their own chunks, only for those visitors), hence 121 KB rather than 120.
export const LOGIN_FIRST_PAINT_BUDGET_BYTES = 121 * 1024;
