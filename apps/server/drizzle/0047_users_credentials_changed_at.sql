-- When a user's credentials last changed (password changed or reset, account deactivated):
-- personal access tokens made before it no longer sign in.
ALTER TABLE "users" ADD COLUMN "credentials_changed_at" timestamp with time zone;
