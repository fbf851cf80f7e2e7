ALTER TYPE "public"."publication_status" ADD VALUE 'in_review' BEFORE 'published';--> statement-breakpoint
ALTER TYPE "public"."publication_status" ADD VALUE 'returned';--> statement-breakpoint
ALTER TYPE "public"."publication_status" ADD VALUE 'unpublished';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'submission_published';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'submission_returned';--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "figures_provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;