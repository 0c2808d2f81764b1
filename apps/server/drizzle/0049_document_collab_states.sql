-- The shared (Yjs) state of a document being written together: what every editor merges into.
-- The document's HTML (its versions) is written from it; this row is what survives a restart.
CREATE TABLE "document_collab_states" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_collab_states" ADD CONSTRAINT "document_collab_states_entry_id_file_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."file_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_collab_states" ADD CONSTRAINT "document_collab_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_collab_states_org_idx" ON "document_collab_states" USING btree ("organization_id");
