-- The interface language a user chose in Settings > Language ('en', 'fr', 'de'); null follows
-- the browser's languages.
ALTER TABLE "users" ADD COLUMN "locale" text;
