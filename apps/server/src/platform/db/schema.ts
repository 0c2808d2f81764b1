// Every table of the product, for Drizzle and for drizzle-kit's migration generator.
export * from '../../modules/organizations/organizations.table.js';
export * from '../../modules/users/users.table.js';
export * from '../../modules/auth/sessions.table.js';
