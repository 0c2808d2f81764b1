-- Issue 26: hold and keys through Twilio. The member's own leg of a call (an inbound call's
-- browser or phone leg), and keys waiting to be played to the other party, or the last ones sent.
ALTER TABLE "calls" ADD COLUMN "member_leg_sid" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "pending_digits" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "digits_sent" text;
