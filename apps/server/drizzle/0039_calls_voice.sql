-- Issue 26: calls that carry a voice through Twilio (browser and callback modes), numbers
-- assigned to members with a voicemail greeting, voicemail recordings, hold, and each member's
-- own phone for callback calls.
ALTER TABLE "call_settings" ADD COLUMN "twiml_app_sid" text;--> statement-breakpoint
ALTER TABLE "call_settings" ADD COLUMN "api_key_sid" text;--> statement-breakpoint
ALTER TABLE "call_settings" ADD COLUMN "api_key_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "assignment" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "voicemail_greeting" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
CREATE TABLE "phone_number_members" (
	"phone_number_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "phone_number_members_pk" PRIMARY KEY("phone_number_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "phone_number_members" ADD CONSTRAINT "phone_number_members_phone_number_id_phone_numbers_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_members" ADD CONSTRAINT "phone_number_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_members" ADD CONSTRAINT "phone_number_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_number_members_user_idx" ON "phone_number_members" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "call_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_sid" text,
	"provider_url" text,
	"storage_path" text,
	"mimetype" text NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_recordings_call_idx" ON "call_recordings" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_recordings_provider_sid_idx" ON "call_recordings" USING btree ("provider","provider_sid");
