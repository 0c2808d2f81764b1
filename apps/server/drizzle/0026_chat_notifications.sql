ALTER TABLE "users" ADD COLUMN "chat_arrival" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- Notification levels become all / mentions only / nothing: follow was all, mute was mentions only.
UPDATE "chat_room_states" SET "notification_level" = CASE "notification_level" WHEN 'follow' THEN 'all' WHEN 'mute' THEN 'mentions' ELSE "notification_level" END;--> statement-breakpoint
UPDATE "chat_thread_states" SET "notification_level" = CASE "notification_level" WHEN 'follow' THEN 'all' WHEN 'mute' THEN 'mentions' ELSE "notification_level" END;
