-- Risky assistant actions (send an SMS, ...) wait here for the user's own press: the model or
-- an MCP client only ever creates a pending row; the server runs it when the user confirms.
CREATE TABLE "ai_pending_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid,
	"source" text NOT NULL,
	"tool" text NOT NULL,
	"args" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_pending_actions_status_check" CHECK ("ai_pending_actions"."status" IN ('pending', 'confirmed', 'cancelled', 'expired', 'failed')),
	CONSTRAINT "ai_pending_actions_source_check" CHECK ("ai_pending_actions"."source" IN ('assistant', 'mcp'))
);
--> statement-breakpoint
ALTER TABLE "ai_pending_actions" ADD CONSTRAINT "ai_pending_actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pending_actions" ADD CONSTRAINT "ai_pending_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pending_actions" ADD CONSTRAINT "ai_pending_actions_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_pending_actions_conversation_idx" ON "ai_pending_actions" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_pending_actions_owner_idx" ON "ai_pending_actions" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
-- A token its owner allowed to act without confirmation (Settings, with a warning) skips the card.
ALTER TABLE "ai_access_tokens" ADD COLUMN "acts_without_confirmation" boolean DEFAULT false NOT NULL;
