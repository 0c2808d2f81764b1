import { config } from 'zod';

/**
 * In browsers, zod must not probe `new Function` (it does so while the schemas below are built,
 * to compile faster parsers): the server's Content-Security-Policy has no 'unsafe-eval', so the
 * probe is reported as a policy violation on every page. Plain parsing is fast enough there.
 * Imported first by index.ts, so it runs before any schema is created.
 */
if ('document' in globalThis) config({ jitless: true });
