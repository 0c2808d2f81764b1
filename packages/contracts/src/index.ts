export * from './errors.js';
export * from './user.js';
export * from './organization.js';
export * from './health.js';
