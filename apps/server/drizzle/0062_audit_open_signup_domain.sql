-- The open sign-up domain (who may join an organisation without an invitation) has no screen:
-- it is set by hand in the database. A trigger records every change in the audit log, with
-- the database role and client address as "who" and "from where", however it was made.
CREATE FUNCTION "organizations_audit_open_signup_domain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "audit_events" ("organization_id", "actor_user_id", "action", "target_type",
		"target_id", "target_label", "details", "ip", "user_agent")
	VALUES (NEW."id", NULL, 'organization.settings_changed', 'organization', NEW."id"::text,
		NEW."name",
		jsonb_build_object('fields', jsonb_build_array('openSignupDomain'),
			'from', OLD."open_signup_domain", 'to', NEW."open_signup_domain",
			'via', 'database', 'databaseRole', session_user::text),
		host(inet_client_addr()), 'database session');
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_audit_open_signup_domain" AFTER UPDATE OF "open_signup_domain"
	ON "organizations" FOR EACH ROW
	WHEN (OLD."open_signup_domain" IS DISTINCT FROM NEW."open_signup_domain")
	EXECUTE FUNCTION "organizations_audit_open_signup_domain"();
