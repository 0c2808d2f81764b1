-- Issue 26: numbers are stored in E.164 with a leading '+' ("15550102000" → "+15550102000").
-- Only the old form (digits only) changes, so running this twice changes nothing.
UPDATE "phone_numbers" SET "number" = '+' || "number" WHERE "number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "calls" SET "from_number" = '+' || "from_number" WHERE "from_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "calls" SET "to_number" = '+' || "to_number" WHERE "to_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "calls" SET "contact_number" = '+' || "contact_number" WHERE "contact_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "calls" SET "our_number" = '+' || "our_number" WHERE "our_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "sms_messages" SET "from_number" = '+' || "from_number" WHERE "from_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "sms_messages" SET "to_number" = '+' || "to_number" WHERE "to_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "sms_messages" SET "contact_number" = '+' || "contact_number" WHERE "contact_number" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "sms_messages" SET "our_number" = '+' || "our_number" WHERE "our_number" ~ '^[0-9]+$';
