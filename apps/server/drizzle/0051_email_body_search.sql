-- Mail first sync (issue 27): the words of a message's body leave the generated search vector.
-- Building the vector of a 25 KB body took PostgreSQL about 5 ms, most of a first sync's time.
-- "search" stays generated from subject (A), sender (B) and recipients (C), which is cheap;
-- the body's words (D) go into "body_search", which the writes of a first sync leave NULL and
-- a background pass fills in batches afterwards (email.body-search.ts). Until a row's is
-- filled, search reads that body directly (the partial index finds those rows).
ALTER TABLE "email_messages" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("subject", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("from_name", '') || ' ' || coalesce("from_address", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("recipients_text", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "body_search" tsvector;--> statement-breakpoint
UPDATE "email_messages" SET "body_search" = setweight(to_tsvector('simple'::regconfig, left("body_text", 200000)), 'D');--> statement-breakpoint
CREATE INDEX "email_messages_search_idx" ON "email_messages" USING gin (("search" || coalesce("body_search", ''::tsvector)));--> statement-breakpoint
CREATE INDEX "email_messages_body_pending_idx" ON "email_messages" USING btree ("folder_id") WHERE "body_search" IS NULL;
