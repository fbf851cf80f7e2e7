ALTER TYPE "public"."user_action_type" ADD VALUE 'pod_member_completed';--> statement-breakpoint
CREATE TABLE "challenge_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"body" text NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pod_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "challenge_participants_member_unique" UNIQUE("challenge_id","user_id"),
	CONSTRAINT "challenge_participants_seat_unique" UNIQUE("pod_id","seat"),
	CONSTRAINT "challenge_participants_seat_check" CHECK ("challenge_participants"."seat" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "challenge_pods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"utc_offset_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_pods_number_unique" UNIQUE("challenge_id","number")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_start" date NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"tactic_id" uuid,
	"case_study_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_week_start_unique" UNIQUE("week_start"),
	CONSTRAINT "challenges_week_start_monday_check" CHECK (extract(isodow from "challenges"."week_start") = 1),
	CONSTRAINT "challenges_one_link_check" CHECK ("challenges"."tactic_id" is null or "challenges"."case_study_id" is null)
);
--> statement-breakpoint
ALTER TABLE "challenge_check_ins" ADD CONSTRAINT "challenge_check_ins_participant_id_challenge_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."challenge_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_pod_id_challenge_pods_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."challenge_pods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_pods" ADD CONSTRAINT "challenge_pods_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_check_ins_day_unique" ON "challenge_check_ins" USING btree ("participant_id","day") WHERE not "challenge_check_ins"."final";--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_check_ins_final_unique" ON "challenge_check_ins" USING btree ("participant_id") WHERE "challenge_check_ins"."final";--> statement-breakpoint
CREATE INDEX "challenge_participants_user_idx" ON "challenge_participants" USING btree ("user_id");