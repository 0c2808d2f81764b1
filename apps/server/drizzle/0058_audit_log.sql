-- The audit log (issue 31): security and administrative events per organisation. The
-- application only ever inserts; a trigger refuses UPDATE, DELETE and TRUNCATE unless the
-- retention purge (audit_events_purge()) or the deletion of the organisation itself asks.
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_org_idx" ON "audit_events" USING btree ("organization_id","id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_org_action_idx" ON "audit_events" USING btree ("organization_id","action","id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "audit_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_settings_retention_check" CHECK ("audit_settings"."retention_days" >= 30)
);
--> statement-breakpoint
ALTER TABLE "audit_settings" ADD CONSTRAINT "audit_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows change only through the purge below (it sets worksphere.audit_purge for its own
-- statement) or when their organisation is deleted (the cascade, once the organisation's row
-- is gone). Anything else is refused.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF current_setting('worksphere.audit_purge', true) = 'on' THEN
			RETURN OLD;
		END IF;
		IF OLD.organization_id IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD.organization_id) THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
-- The daily retention purge: events older than their organisation's retention (365 days
-- without a setting; events of no organisation too). Returns how many went.
CREATE FUNCTION "audit_events_purge"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	removed integer;
BEGIN
	PERFORM set_config('worksphere.audit_purge', 'on', true);
	DELETE FROM "audit_events" e
	WHERE e."created_at" < now() - make_interval(days => COALESCE(
		(SELECT s."retention_days" FROM "audit_settings" s WHERE s."organization_id" = e."organization_id"),
		365));
	GET DIAGNOSTICS removed = ROW_COUNT;
	PERFORM set_config('worksphere.audit_purge', 'off', true);
	RETURN removed;
END $$;
