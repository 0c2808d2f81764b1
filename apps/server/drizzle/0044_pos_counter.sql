-- At the counter (issue 28): tips, the customer from contacts, barcodes, split payments with
-- cash tendered and change, refunds of some lines (several refunds per order), the cash drawer.
ALTER TABLE "pos_orders" ADD COLUMN "tip" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "contact_id" uuid REFERENCES "contacts"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "pos_orders_contact_idx" ON "pos_orders" USING btree ("organization_id","contact_id") WHERE "contact_id" IS NOT NULL;--> statement-breakpoint
-- A paid order may be refunded line by line, so more than one refund points at it.
DROP INDEX IF EXISTS "pos_orders_refund_of_idx";--> statement-breakpoint
CREATE INDEX "pos_orders_refund_of_idx" ON "pos_orders" USING btree ("refund_of_id") WHERE "refund_of_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_products" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_products_barcode_idx" ON "pos_products" USING btree ("organization_id","barcode") WHERE "barcode" IS NOT NULL;--> statement-breakpoint
-- One row per method of a payment; a refund's rows are negative. Change is given on cash only.
CREATE TABLE "pos_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"order_id" uuid NOT NULL REFERENCES "pos_orders"("id") ON DELETE CASCADE,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"tendered" bigint,
	"change" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "pos_payments_order_idx" ON "pos_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_payments_org_created_idx" ON "pos_payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE TABLE "pos_drawer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"register" text DEFAULT 'main' NOT NULL,
	"opening_float" bigint NOT NULL,
	"opened_by_name" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text DEFAULT '' NOT NULL,
	"expected" bigint,
	"counted" bigint,
	"note" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "pos_drawer_sessions_open_idx" ON "pos_drawer_sessions" USING btree ("organization_id","register") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE TABLE "pos_drawer_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"session_id" uuid NOT NULL REFERENCES "pos_drawer_sessions"("id") ON DELETE CASCADE,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "pos_drawer_movements_session_idx" ON "pos_drawer_movements" USING btree ("session_id");
