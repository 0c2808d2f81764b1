ALTER TABLE "file_versions" ADD COLUMN "text_length" integer;--> statement-breakpoint
ALTER TABLE "file_versions" ADD COLUMN "kept_before_deletion" boolean DEFAULT false NOT NULL;