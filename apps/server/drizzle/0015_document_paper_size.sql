ALTER TABLE "file_entries" ADD COLUMN "paper_size" text;--> statement-breakpoint
UPDATE "file_entries" SET "paper_size" = 'letter' WHERE "kind" = 'document';
