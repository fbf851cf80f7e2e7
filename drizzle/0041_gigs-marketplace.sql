ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_applied';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_picked';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_filled';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_closed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_removed';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'gig_pick_made';--> statement-breakpoint
CREATE TABLE "gig_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gig_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"pitch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"budget_min_cents" integer NOT NULL,
	"budget_max_cents" integer NOT NULL,
	"skills" text[] NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"picked_application_id" uuid,
	"closed_at" timestamp with time zone,
	"removed_reason" text,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gigs_status_check" CHECK ("gigs"."status" in ('open', 'filled', 'closed', 'removed')),
	CONSTRAINT "gigs_budget_check" CHECK ("gigs"."budget_min_cents" > 0 and "gigs"."budget_max_cents" >= "gigs"."budget_min_cents")
);
--> statement-breakpoint
ALTER TABLE "gig_applications" ADD CONSTRAINT "gig_applications_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_applications" ADD CONSTRAINT "gig_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_picked_application_id_gig_applications_id_fk" FOREIGN KEY ("picked_application_id") REFERENCES "public"."gig_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gig_applications_gig_applicant_idx" ON "gig_applications" USING btree ("gig_id","applicant_id");--> statement-breakpoint
CREATE INDEX "gig_applications_applicant_idx" ON "gig_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "gigs_status_deadline_idx" ON "gigs" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "gigs_poster_created_idx" ON "gigs" USING btree ("poster_id","created_at");--> statement-breakpoint
CREATE INDEX "gigs_skills_idx" ON "gigs" USING gin ("skills");