/**
 * `@worksphere/contracts/light`: the zod-free part of the contracts (constants and small
 * helpers), for code on the web app's first paint. Everything here is also exported by the
 * package's main entry.
 */
export * from './session-basics.js';
export * from './people.js';
export * from './plural.js';
