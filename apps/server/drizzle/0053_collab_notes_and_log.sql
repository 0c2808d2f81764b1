-- Notes written together: the shared (Yjs) state of a note, from which its HTML is written.
CREATE TABLE "note_collab_states" (
	"note_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_collab_states" ADD CONSTRAINT "note_collab_states_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_collab_states" ADD CONSTRAINT "note_collab_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_collab_states_org_idx" ON "note_collab_states" USING btree ("organization_id");--> statement-breakpoint
-- Every change an editor sends, written before it is acknowledged (documents and notes): what a
-- killed process had not yet stored as a whole state is merged back on the next load.
CREATE TABLE "collab_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_updates" ADD CONSTRAINT "collab_updates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_updates_document_idx" ON "collab_updates" USING btree ("document_name","id");
