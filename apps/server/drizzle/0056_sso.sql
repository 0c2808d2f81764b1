-- Single sign-on with OpenID Connect per organisation (issue 31): the provider of each
-- organisation (client secret sealed with the secrets key), the e-mail domains that sign in
-- through it (one organisation per domain), sign-ins under way and one-time tickets.
CREATE TABLE "sso_configs" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"require_sso" boolean DEFAULT false NOT NULL,
	"break_glass_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "sso_domains_organization_idx" ON "sso_domains" USING btree ("organization_id");--> statement-breakpoint
CREATE TABLE "sso_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "sso_states_expires_idx" ON "sso_states" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "sso_tickets_expires_idx" ON "sso_tickets" USING btree ("expires_at");
