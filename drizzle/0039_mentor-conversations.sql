CREATE TABLE "mentor_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_messages_role_check" CHECK ("mentor_messages"."role" in ('member', 'leo')),
	CONSTRAINT "mentor_messages_mode_check" CHECK ("mentor_messages"."mode" is null or "mentor_messages"."mode" in ('generated', 'sources_only'))
);
--> statement-breakpoint
CREATE TABLE "mentor_question_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_question_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "mentor_conversations" ADD CONSTRAINT "mentor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_messages" ADD CONSTRAINT "mentor_messages_conversation_id_mentor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."mentor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_question_days" ADD CONSTRAINT "mentor_question_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_conversations_user_updated_idx" ON "mentor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "mentor_messages_conversation_created_idx" ON "mentor_messages" USING btree ("conversation_id","created_at");