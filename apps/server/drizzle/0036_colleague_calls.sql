CREATE TABLE "colleague_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"video" boolean NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"caller_socket_id" text NOT NULL,
	"callee_socket_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "colleague_calls" ADD CONSTRAINT "colleague_calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_calls" ADD CONSTRAINT "colleague_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_calls" ADD CONSTRAINT "colleague_calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleague_calls_caller_idx" ON "colleague_calls" USING btree ("organization_id","caller_id","status");--> statement-breakpoint
CREATE INDEX "colleague_calls_callee_idx" ON "colleague_calls" USING btree ("organization_id","callee_id","status");--> statement-breakpoint
CREATE INDEX "colleague_calls_live_idx" ON "colleague_calls" USING btree ("caller_socket_id","callee_socket_id") WHERE "colleague_calls"."status" in ('ringing', 'connected');
