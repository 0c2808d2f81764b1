CREATE TABLE "pos_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_order_counters" (
	"organization_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "pos_order_counters_organization_id_business_day_pk" PRIMARY KEY("organization_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "pos_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"business_day" date NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"payment_method" text,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refund_of_id" uuid,
	"token_hash" text,
	"token_sealed" text,
	"client_key" text,
	"created_by_id" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_id" uuid,
	"image_extension" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"accepting_online_orders" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_categories" ADD CONSTRAINT "pos_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_counters" ADD CONSTRAINT "pos_order_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_products" ADD CONSTRAINT "pos_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_products" ADD CONSTRAINT "pos_products_category_id_pos_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pos_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD CONSTRAINT "pos_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_categories_org_idx" ON "pos_categories" USING btree ("organization_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_number_idx" ON "pos_orders" USING btree ("organization_id","business_day","number");--> statement-breakpoint
CREATE INDEX "pos_orders_day_status_idx" ON "pos_orders" USING btree ("organization_id","business_day","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_token_idx" ON "pos_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_client_key_idx" ON "pos_orders" USING btree ("organization_id","client_key") WHERE "pos_orders"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_refund_of_idx" ON "pos_orders" USING btree ("refund_of_id") WHERE "pos_orders"."refund_of_id" is not null;--> statement-breakpoint
CREATE INDEX "pos_products_org_idx" ON "pos_products" USING btree ("organization_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_products_image_idx" ON "pos_products" USING btree ("image_id");