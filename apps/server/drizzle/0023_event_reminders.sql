CREATE TABLE "calendar_event_reminders" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_reminders_event_id_minutes_before_pk" PRIMARY KEY("event_id","minutes_before")
);
--> statement-breakpoint
CREATE TABLE "calendar_reminder_deliveries" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"minutes_before" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminder_deliveries_event_id_occurrence_start_minutes_before_user_id_pk" PRIMARY KEY("event_id","occurrence_start","minutes_before","user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_event_reminders" ADD CONSTRAINT "calendar_event_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_reminders" ADD CONSTRAINT "calendar_event_reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ADD CONSTRAINT "calendar_reminder_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ADD CONSTRAINT "calendar_reminder_deliveries_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ADD CONSTRAINT "calendar_reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_reminders_organization_idx" ON "calendar_event_reminders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "calendar_reminder_deliveries_start_idx" ON "calendar_reminder_deliveries" USING btree ("occurrence_start");