-- Comments on documents (issue 30): a thread per commented range and its replies. The range is a
-- `comment` mark in the shared (Yjs) document carrying the thread's id; these rows hold the rest.
CREATE TABLE "document_comment_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"author_id" uuid,
	"quote" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_entry_id_file_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."file_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_threads" ADD CONSTRAINT "document_comment_threads_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_replies" ADD CONSTRAINT "document_comment_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_replies" ADD CONSTRAINT "document_comment_replies_thread_id_document_comment_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."document_comment_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comment_replies" ADD CONSTRAINT "document_comment_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_comment_threads_entry_idx" ON "document_comment_threads" USING btree ("organization_id","entry_id","created_at");--> statement-breakpoint
CREATE INDEX "document_comment_replies_thread_idx" ON "document_comment_replies" USING btree ("organization_id","thread_id","created_at");
