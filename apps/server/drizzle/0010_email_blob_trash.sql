CREATE TABLE "email_blob_trash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "email_attachment_to_trash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."stored" THEN
		INSERT INTO "email_blob_trash" ("id", "organization_id")
		VALUES (OLD."id", OLD."organization_id") ON CONFLICT DO NOTHING;
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "email_attachments_to_trash" AFTER DELETE ON "email_attachments"
	FOR EACH ROW EXECUTE FUNCTION "email_attachment_to_trash"();
