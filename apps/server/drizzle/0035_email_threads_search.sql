-- Mail (issue 27): conversations per account, and search that finds words inside text written
-- without spaces (Chinese, Japanese) and attachment names, with trigrams (pg_trgm, 0001).
ALTER TABLE "email_messages" ADD COLUMN "attachment_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "email_messages" AS m SET "attachment_names" = names.list FROM (
	SELECT "message_id", string_agg("filename", ' ' ORDER BY "part_key") AS list
	FROM "email_attachments" WHERE NOT "inline" GROUP BY "message_id"
) AS names WHERE names."message_id" = m."id";--> statement-breakpoint
CREATE INDEX "email_messages_account_thread_idx" ON "email_messages" USING btree ("account_id","thread_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_messages_account_message_id_idx" ON "email_messages" USING btree ("account_id","message_id_header");--> statement-breakpoint
CREATE INDEX "email_messages_text_trgm_idx" ON "email_messages" USING gin ((("subject" || ' ' || "attachment_names" || ' ' || left("body_text", 20000))) gin_trgm_ops);
