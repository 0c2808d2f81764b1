-- Issue 26: when an unanswered call was sent to voicemail, so its end is told as a voicemail and
-- not also as a missed call.
ALTER TABLE "calls" ADD COLUMN "voicemail_at" timestamp with time zone;
