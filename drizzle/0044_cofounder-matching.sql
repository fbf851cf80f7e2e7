ALTER TYPE "public"."user_action_type" ADD VALUE 'cofounder_intro_requested' BEFORE 'quest_completed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'cofounder_intro_accepted' BEFORE 'quest_completed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'cofounder_intro_declined' BEFORE 'quest_completed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'cofounder_admitted';--> statement-breakpoint
CREATE TABLE "cofounder_intros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "cofounder_intros_status_check" CHECK ("cofounder_intros"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "cofounder_intros_not_self_check" CHECK ("cofounder_intros"."from_user_id" <> "cofounder_intros"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "cofounder_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"building" text NOT NULL,
	"skills" text[] NOT NULL,
	"seeking" text[] NOT NULL,
	"commitment" text NOT NULL,
	"region" text NOT NULL,
	"stage" text NOT NULL,
	"pitch" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cofounder_profiles_commitment_check" CHECK ("cofounder_profiles"."commitment" in ('full_time', 'part_time')),
	CONSTRAINT "cofounder_profiles_region_check" CHECK ("cofounder_profiles"."region" in ('americas', 'europe_africa', 'middle_east_south_asia', 'east_asia_oceania')),
	CONSTRAINT "cofounder_profiles_stage_check" CHECK ("cofounder_profiles"."stage" in ('idea', 'prototype', 'launched', 'revenue'))
);
--> statement-breakpoint
ALTER TABLE "cofounder_intros" ADD CONSTRAINT "cofounder_intros_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_intros" ADD CONSTRAINT "cofounder_intros_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_profiles" ADD CONSTRAINT "cofounder_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cofounder_intros_pair_idx" ON "cofounder_intros" USING btree (least("from_user_id", "to_user_id"),greatest("from_user_id", "to_user_id"));--> statement-breakpoint
CREATE INDEX "cofounder_intros_from_created_idx" ON "cofounder_intros" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cofounder_intros_to_idx" ON "cofounder_intros" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "cofounder_profiles_line_idx" ON "cofounder_profiles" USING btree ("joined_at") WHERE "cofounder_profiles"."admitted_at" is null;--> statement-breakpoint
CREATE INDEX "cofounder_profiles_admitted_idx" ON "cofounder_profiles" USING btree ("admitted_at") WHERE "cofounder_profiles"."admitted_at" is not null;