-- Outgoing webhooks: an organisation's subscriptions (URL, events, sealed signing secret) and
-- every delivery with its attempts, for the log and for retries with backoff.
CREATE TABLE "webhook_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "url" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "events" text[] NOT NULL,
  "secret_sealed" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "webhook_subscriptions_org_idx" ON "webhook_subscriptions" ("organization_id");

CREATE TABLE "webhook_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "subscription_id" uuid NOT NULL REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE,
  "event" text NOT NULL,
  "payload" jsonb NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "response_status" integer,
  "error" text,
  "next_attempt_at" timestamp with time zone DEFAULT now(),
  "locked_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "delivered_at" timestamp with time zone,
  CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'retrying', 'succeeded', 'failed'))
);
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("subscription_id", "created_at" DESC);
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at")
  WHERE "status" IN ('pending', 'retrying');
