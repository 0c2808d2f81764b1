-- Trigram indexes make the title and content searches of the task and note lists fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"open_task_count" integer DEFAULT 0 NOT NULL,
	"completed_task_count" integer DEFAULT 0 NOT NULL,
	"shared_note_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"is_completed" boolean NOT NULL,
	"due_date" timestamp with time zone,
	"task_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"project_id" uuid,
	"dependency_id" uuid,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"project_id" uuid,
	"is_organization" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_layouts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_dependency_id_tasks_id_fk" FOREIGN KEY ("dependency_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_organization_type_name_idx" ON "categories" USING btree ("organization_id","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_organization_name_idx" ON "projects" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "task_assignees_org_user_due_idx" ON "task_assignees" USING btree ("organization_id","user_id","is_completed","due_date","task_created_at" DESC NULLS FIRST,"task_id");--> statement-breakpoint
CREATE INDEX "tasks_org_completed_due_idx" ON "tasks" USING btree ("organization_id","is_completed","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("organization_id","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_org_created_idx" ON "tasks" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_org_project_idx" ON "tasks" USING btree ("organization_id","project_id","is_completed","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_org_category_idx" ON "tasks" USING btree ("organization_id","category_id","is_completed","due_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tasks_dependency_idx" ON "tasks" USING btree ("dependency_id");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_org_updated_idx" ON "notes" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_org_project_idx" ON "notes" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "notes_org_author_idx" ON "notes" USING btree ("organization_id","author_id","project_id");--> statement-breakpoint
CREATE INDEX "notes_org_category_idx" ON "notes" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "notes_title_trgm_idx" ON "notes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_content_trgm_idx" ON "notes" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
-- Project counters (open and completed tasks, notes shared with the organisation) are kept by
-- these triggers, so project lists and the dashboard read three columns instead of counting
-- every task. One UPDATE touches both projects of a move, in key order, so that two opposite
-- moves cannot deadlock.
CREATE FUNCTION "count_project_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_project uuid;
	old_done boolean;
	new_project uuid;
	new_done boolean;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		old_project := OLD.project_id;
		old_done := OLD.is_completed;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		new_project := NEW.project_id;
		new_done := NEW.is_completed;
	END IF;
	UPDATE "projects" SET
		"open_task_count" = "open_task_count"
			+ CASE WHEN "id" = new_project AND NOT new_done THEN 1 ELSE 0 END
			- CASE WHEN "id" = old_project AND NOT old_done THEN 1 ELSE 0 END,
		"completed_task_count" = "completed_task_count"
			+ CASE WHEN "id" = new_project AND new_done THEN 1 ELSE 0 END
			- CASE WHEN "id" = old_project AND old_done THEN 1 ELSE 0 END
	WHERE "id" IN (old_project, new_project);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_count_in_projects" AFTER INSERT OR DELETE ON "tasks"
	FOR EACH ROW EXECUTE FUNCTION "count_project_tasks"();
--> statement-breakpoint
CREATE TRIGGER "tasks_count_in_projects_on_change" AFTER UPDATE OF "project_id", "is_completed" ON "tasks"
	FOR EACH ROW
	WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.is_completed IS DISTINCT FROM NEW.is_completed)
	EXECUTE FUNCTION "count_project_tasks"();
--> statement-breakpoint
CREATE FUNCTION "count_project_shared_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_project uuid;
	new_project uuid;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.is_organization THEN
		old_project := OLD.project_id;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.is_organization THEN
		new_project := NEW.project_id;
	END IF;
	IF old_project IS NULL AND new_project IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE "projects" SET
		"shared_note_count" = "shared_note_count"
			+ CASE WHEN "id" = new_project THEN 1 ELSE 0 END
			- CASE WHEN "id" = old_project THEN 1 ELSE 0 END
	WHERE "id" IN (old_project, new_project);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notes_count_in_projects" AFTER INSERT OR DELETE ON "notes"
	FOR EACH ROW EXECUTE FUNCTION "count_project_shared_notes"();
--> statement-breakpoint
CREATE TRIGGER "notes_count_in_projects_on_change" AFTER UPDATE OF "project_id", "is_organization" ON "notes"
	FOR EACH ROW
	WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.is_organization IS DISTINCT FROM NEW.is_organization)
	EXECUTE FUNCTION "count_project_shared_notes"();
