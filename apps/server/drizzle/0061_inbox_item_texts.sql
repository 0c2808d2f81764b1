-- Inbox items keep the keys and values of the texts the server wrote, so each reader sees them in their language.
ALTER TABLE "inbox_items" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
