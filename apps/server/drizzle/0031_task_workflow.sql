CREATE TABLE "task_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_states_type_check" CHECK ("task_states"."type" in ('backlog', 'unstarted', 'started', 'done', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "task_label_links" (
	"task_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "task_label_links_task_id_label_id_pk" PRIMARY KEY("task_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "task_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "state_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "position" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "estimate" numeric;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "estimate_unit" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_states" ADD CONSTRAINT "task_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_label_links" ADD CONSTRAINT "task_label_links_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_label_links" ADD CONSTRAINT "task_label_links_label_id_task_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."task_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_label_links" ADD CONSTRAINT "task_label_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labels" ADD CONSTRAINT "task_labels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labels" ADD CONSTRAINT "task_labels_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_states_org_position_idx" ON "task_states" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "task_label_links_org_label_idx" ON "task_label_links" USING btree ("organization_id","label_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_labels_org_name_idx" ON "task_labels" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_state_id_task_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."task_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_org_state_position_idx" ON "tasks" USING btree ("organization_id","state_id","position","id");--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_id");;--> statement-breakpoint
-- Every existing organisation gets the default workflow (as createDefaultTaskStates makes it).
INSERT INTO "task_states" ("organization_id", "name", "color", "type", "position")
SELECT "organizations"."id", defaults.name, defaults.color, defaults.type, defaults.position
FROM "organizations"
CROSS JOIN (VALUES
  ('Backlog', '#94a3b8', 'backlog', 0),
  ('To do', '#6b7280', 'unstarted', 1),
  ('In progress', '#eab308', 'started', 2),
  ('In review', '#8b5cf6', 'started', 3),
  ('Done', '#22c55e', 'done', 4),
  ('Canceled', '#ef4444', 'canceled', 5)
) AS defaults(name, color, type, position);--> statement-breakpoint
-- Completed tasks are Done, the others To do.
UPDATE "tasks" SET "state_id" = "task_states"."id"
FROM "task_states"
WHERE "task_states"."organization_id" = "tasks"."organization_id"
  AND "task_states"."position" = CASE WHEN "tasks"."is_completed" THEN 4 ELSE 1 END;--> statement-breakpoint
-- Positions within each state in the list's order, as fractional-indexing integer keys: 'd'
-- and four base-62 digits ('d0001', 'd0002', ...), up to 14,776,335 tasks a state; later keys
-- made by the package (after the last, between two) sort with them byte by byte.
WITH numbered AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "state_id"
    ORDER BY "due_date" ASC NULLS LAST, "created_at" DESC, "id"
  ) AS n
  FROM "tasks"
), digits AS (
  SELECT '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'::text AS d
)
UPDATE "tasks" SET "position" = 'd'
  || substr(digits.d, ((numbered.n / 238328) % 62)::int + 1, 1)
  || substr(digits.d, ((numbered.n / 3844) % 62)::int + 1, 1)
  || substr(digits.d, ((numbered.n / 62) % 62)::int + 1, 1)
  || substr(digits.d, (numbered.n % 62)::int + 1, 1)
FROM numbered, digits
WHERE numbered."id" = "tasks"."id";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "state_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "position" SET NOT NULL;
