// First: configures zod before any schema below is built (see zod-setup.ts).
import './zod-setup.js';

export * from './errors.js';
export { LOGIN_MESSAGES } from './session-basics.js';
export * from './validation.js';
export * from './user.js';
export * from './organization.js';
export * from './health.js';
export * from './categories.js';
export * from './projects.js';
export * from './tasks.js';
export * from './notes.js';
export * from './dashboard.js';
export * from './chat.js';
export * from './chatUnread.js';
export * from './people.js';
export * from './notifications.js';
export * from './accounts.js';
export * from './calendar.js';
export * from './weather.js';
export * from './files.js';
export * from './pos.js';
export * from './calls.js';
export * from './email.js';
export * from './ai.js';
export * from './message-template.js';
