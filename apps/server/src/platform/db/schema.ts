// Every table of the product, for Drizzle and for drizzle-kit's migration generator.
export * from '../../modules/organizations/organizations.table.js';
export * from '../../modules/users/users.table.js';
export * from '../../modules/auth/sessions.table.js';
export * from '../../modules/categories/categories.table.js';
export * from '../../modules/projects/projects.table.js';
export * from '../../modules/tasks/tasks.table.js';
export * from '../../modules/notes/notes.table.js';
export * from '../../modules/dashboard/dashboard.table.js';
export * from '../../modules/chat/chat.table.js';
export * from '../../modules/notifications/notifications.table.js';
export * from '../../modules/accounts/accounts.table.js';
export * from '../../modules/calendar/calendar.table.js';
export * from '../../modules/weather/weather.table.js';
export * from '../../modules/files/files.table.js';
export * from '../../modules/pos/pos.table.js';
export * from '../../modules/ai/ai.table.js';
