-- The shop's own page: profile, pickup slots and logo.
ALTER TABLE "pos_settings" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "brand_color" text DEFAULT '#1f2937' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "accent_color" text DEFAULT '#f59e0b' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "slot_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "orders_per_slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "logo_extension" text;--> statement-breakpoint
-- Sold out for one business day, or a stock count (null: not tracked).
ALTER TABLE "pos_products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "pos_products" ADD COLUMN "sold_out_day" date;--> statement-breakpoint
ALTER TABLE "pos_products" ADD CONSTRAINT "pos_products_stock_check" CHECK ("stock" IS NULL OR "stock" >= 0);--> statement-breakpoint
-- Null: as soon as possible.
ALTER TABLE "pos_orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pos_orders_pickup_idx" ON "pos_orders" USING btree ("organization_id","pickup_at") WHERE "pickup_at" IS NOT NULL;--> statement-breakpoint
-- Category names are unique per organisation, whatever the case: existing twins get a number.
UPDATE "pos_categories" AS c SET "name" = c."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "organization_id", lower("name") ORDER BY "created_at", "id") AS n
  FROM "pos_categories"
) AS d
WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_categories_name_idx" ON "pos_categories" USING btree ("organization_id",lower("name"));
