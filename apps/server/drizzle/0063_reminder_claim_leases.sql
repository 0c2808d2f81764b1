-- Reminder claims with a lease: a claim names its holder and runs out, so a reminder claimed by a
-- process that died before delivering is taken back by another; "sent" (delivered_at) is written
-- in the same transaction as the Inbox items. Rows already there were delivered.
ALTER TABLE "calendar_reminder_deliveries" ALTER COLUMN "delivered_at" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ALTER COLUMN "delivered_at" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "calendar_reminder_deliveries" ADD COLUMN "claimed_by" text;
--> statement-breakpoint
ALTER TABLE "task_reminders" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "task_reminders" ADD COLUMN "claimed_by" text;
