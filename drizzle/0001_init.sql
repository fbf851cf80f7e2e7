CREATE TYPE "public"."achievement_category" AS ENUM('learning', 'engagement', 'contribution', 'social');--> statement-breakpoint
CREATE TYPE "public"."admin_role" AS ENUM('super_admin', 'administrator', 'editor', 'contributor');--> statement-breakpoint
CREATE TYPE "public"."behavior_event_type" AS ENUM('page_view', 'page_leave', 'click', 'content_view', 'search', 'engagement', 'form_submission');--> statement-breakpoint
CREATE TYPE "public"."billing_cycle" AS ENUM('monthly', 'annual', 'lifetime');--> statement-breakpoint
CREATE TYPE "public"."business_model" AS ENUM('saas', 'ecommerce', 'content', 'services', 'digital', 'apps', 'other');--> statement-breakpoint
CREATE TYPE "public"."case_study_type" AS ENUM('success', 'failure');--> statement-breakpoint
CREATE TYPE "public"."checkout_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'completed', 'expired', 'failed');--> statement-breakpoint
CREATE TYPE "public"."content_language" AS ENUM('English', 'Vietnamese', 'Spanish', 'German');--> statement-breakpoint
CREATE TYPE "public"."continent" AS ENUM('north-america', 'europe', 'asia', 'south-america', 'oceania', 'africa');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('course', 'deep_dive', 'report');--> statement-breakpoint
CREATE TYPE "public"."customer_type" AS ENUM('b2c', 'b2b', 'marketplace');--> statement-breakpoint
CREATE TYPE "public"."deletion_request_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."funding_status" AS ENUM('bootstrapped', 'pre-seed', 'seed', 'series-a');--> statement-breakpoint
CREATE TYPE "public"."funding_type" AS ENUM('bootstrapped', 'funded');--> statement-breakpoint
CREATE TYPE "public"."growth_channel" AS ENUM('seo', 'paid', 'sales', 'social', 'community', 'referral');--> statement-breakpoint
CREATE TYPE "public"."idea_category" AS ENUM('business_ideas', 'build_with_ai', 'niches_problems', 'frameworks');--> statement-breakpoint
CREATE TYPE "public"."import_job_status" AS ENUM('pending', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."involvement" AS ENUM('side', 'fulltime');--> statement-breakpoint
CREATE TYPE "public"."publication_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."quest_type" AS ENUM('bookmark', 'vote', 'rate', 'discuss', 'read');--> statement-breakpoint
CREATE TYPE "public"."story_business_model" AS ENUM('saas', 'ecommerce', 'marketplace', 'content', 'services', 'other');--> statement-breakpoint
CREATE TYPE "public"."story_revenue_band" AS ENUM('0-1k', '1k-10k', '10k-50k', '50k-100k', '100k+');--> statement-breakpoint
CREATE TYPE "public"."story_submission_status" AS ENUM('new', 'reviewed', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('visitor', 'explorer', 'community', 'master_builder', 'legacy_founder');--> statement-breakpoint
CREATE TYPE "public"."tactic_category" AS ENUM('acquisition', 'activation', 'retention', 'referral', 'revenue', 'product', 'marketing', 'sales');--> statement-breakpoint
CREATE TYPE "public"."toolkit_status" AS ENUM('saved', 'implemented');--> statement-breakpoint
CREATE TYPE "public"."user_action_type" AS ENUM('upvote_case_study', 'upvote_tactic', 'upvote_discussion', 'rate_case_study', 'rate_tactic', 'create_discussion', 'reply_discussion', 'follow_user');--> statement-breakpoint
CREATE TYPE "public"."viewed_content_type" AS ENUM('case_study', 'failure_analysis', 'tactic', 'course', 'idea');--> statement-breakpoint
CREATE TYPE "public"."vote_type" AS ENUM('upvote', 'downvote');--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"delivered_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"bio" text,
	"website_url" text,
	"twitter_url" text,
	"linkedin_url" text,
	"job_title" text,
	"company" text,
	"company_website" text,
	"company_size" text,
	"business_type" text,
	"business_category" text,
	"city" text,
	"state" text,
	"country" text,
	"about_me" text,
	"time_zone" text,
	"admin_role" "admin_role",
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"subscription_tier" "subscription_tier" DEFAULT 'explorer' NOT NULL,
	"billing_cycle" "billing_cycle",
	"current_period_end" timestamp with time zone,
	"pending_tier" "subscription_tier",
	"pending_billing_cycle" "billing_cycle",
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "subscribers_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"status" "publication_status" DEFAULT 'draft' NOT NULL,
	"case_study_type" "case_study_type" DEFAULT 'success' NOT NULL,
	"snippet" text,
	"business_name" text,
	"website_url" text,
	"founder_name" text,
	"founder_social_url" text,
	"featured_image_url" text,
	"language" "content_language" DEFAULT 'English' NOT NULL,
	"region_tags" text[] DEFAULT '{}' NOT NULL,
	"niche" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"monthly_revenue" integer DEFAULT 0 NOT NULL,
	"monthly_profit" integer,
	"gross_margin_percent" numeric(5, 2),
	"starting_costs" integer DEFAULT 0 NOT NULL,
	"founder_count" integer DEFAULT 1 NOT NULL,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"year_founded" integer,
	"country" text,
	"continent" "continent",
	"business_model" "business_model",
	"primary_growth_channel" "growth_channel",
	"funding_type" "funding_type",
	"customer_type" "customer_type",
	"involvement" "involvement",
	"content_structure" jsonb NOT NULL,
	"metrics_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_genesis" text,
	"content_validation" text,
	"content_building" text,
	"content_launch" text,
	"content_growth" text,
	"content_status_future" text,
	"content_lessons_learned" text,
	"content_advice" text,
	"founder_quote" text,
	"tech_stack_playbook" text[] DEFAULT '{}' NOT NULL,
	"resource_library" text[] DEFAULT '{}' NOT NULL,
	"key_decisions" jsonb,
	"source_url" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "case_studies_snippet_length_check" CHECK (char_length("case_studies"."snippet") <= 250),
	CONSTRAINT "case_studies_published_at_check" CHECK ("case_studies"."status" <> 'published' OR "case_studies"."published_at" IS NOT NULL),
	CONSTRAINT "case_studies_amounts_check" CHECK ("case_studies"."monthly_revenue" >= 0 AND "case_studies"."starting_costs" >= 0),
	CONSTRAINT "case_studies_team_check" CHECK ("case_studies"."founder_count" >= 1 AND "case_studies"."employee_count" >= 0),
	CONSTRAINT "case_studies_counters_check" CHECK ("case_studies"."view_count" >= 0 AND "case_studies"."rating_count" >= 0),
	CONSTRAINT "case_studies_average_rating_check" CHECK ("case_studies"."average_rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "tactic_case_studies" (
	"tactic_id" uuid NOT NULL,
	"case_study_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tactic_case_studies_tactic_id_case_study_id_pk" PRIMARY KEY("tactic_id","case_study_id")
);
--> statement-breakpoint
CREATE TABLE "tactics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description_html" text NOT NULL,
	"category" "tactic_category" NOT NULL,
	"status" "publication_status" DEFAULT 'published' NOT NULL,
	"success_signals" text[] DEFAULT '{}' NOT NULL,
	"failure_signals" text[] DEFAULT '{}' NOT NULL,
	"implementation_tips" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"parent_tactic_id" uuid,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "tactics_published_at_check" CHECK ("tactics"."status" <> 'published' OR "tactics"."published_at" IS NOT NULL),
	CONSTRAINT "tactics_no_self_parent_check" CHECK ("tactics"."parent_tactic_id" IS NULL OR "tactics"."parent_tactic_id" <> "tactics"."id"),
	CONSTRAINT "tactics_counters_check" CHECK ("tactics"."rating_count" >= 0),
	CONSTRAINT "tactics_average_rating_check" CHECK ("tactics"."average_rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_study_id" uuid,
	"tactic_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_case_study_unique" UNIQUE("user_id","case_study_id"),
	CONSTRAINT "bookmarks_user_tactic_unique" UNIQUE("user_id","tactic_id"),
	CONSTRAINT "bookmarks_one_target_check" CHECK (num_nonnulls("bookmarks"."case_study_id", "bookmarks"."tactic_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"user_id" uuid NOT NULL,
	"content_type" "viewed_content_type" NOT NULL,
	"content_id" uuid NOT NULL,
	"month" date NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_views_user_id_content_type_content_id_month_pk" PRIMARY KEY("user_id","content_type","content_id","month"),
	CONSTRAINT "content_views_month_check" CHECK (extract(day from "content_views"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_study_id" uuid,
	"tactic_id" uuid,
	"rating" smallint NOT NULL,
	"review_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_case_study_unique" UNIQUE("user_id","case_study_id"),
	CONSTRAINT "ratings_user_tactic_unique" UNIQUE("user_id","tactic_id"),
	CONSTRAINT "ratings_one_target_check" CHECK (num_nonnulls("ratings"."case_study_id", "ratings"."tactic_id") = 1),
	CONSTRAINT "ratings_rating_range_check" CHECK ("ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "toolkit_items" (
	"user_id" uuid NOT NULL,
	"tactic_id" uuid NOT NULL,
	"status" "toolkit_status" DEFAULT 'saved' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"implemented_at" timestamp with time zone,
	CONSTRAINT "toolkit_items_user_id_tactic_id_pk" PRIMARY KEY("user_id","tactic_id"),
	CONSTRAINT "toolkit_items_implemented_at_check" CHECK (("toolkit_items"."status" = 'implemented') = ("toolkit_items"."implemented_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_study_id" uuid,
	"tactic_id" uuid,
	"vote_type" "vote_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_case_study_unique" UNIQUE("user_id","case_study_id"),
	CONSTRAINT "votes_user_tactic_unique" UNIQUE("user_id","tactic_id"),
	CONSTRAINT "votes_one_target_check" CHECK (num_nonnulls("votes"."case_study_id", "votes"."tactic_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "discussion_upvotes" (
	"discussion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_upvotes_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"body_markdown" text NOT NULL,
	"author_id" uuid,
	"related_case_id" uuid,
	"related_tactic_id" uuid,
	"parent_id" uuid,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussions_one_target_check" CHECK (num_nonnulls("discussions"."related_case_id", "discussions"."related_tactic_id") = 1),
	CONSTRAINT "discussions_title_check" CHECK ("discussions"."parent_id" IS NOT NULL OR "discussions"."title" IS NOT NULL),
	CONSTRAINT "discussions_upvotes_check" CHECK ("discussions"."upvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"target_id" uuid NOT NULL,
	"action_type" "user_action_type" NOT NULL,
	"action_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "user_follows_not_self_check" CHECK ("user_follows"."follower_id" <> "user_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "achievement_category" NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "achievements_threshold_check" CHECK ("achievements"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quest_type" "quest_type" NOT NULL,
	"target_count" integer NOT NULL,
	"xp_reward" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_target_count_check" CHECK ("quests"."target_count" > 0),
	CONSTRAINT "quests_xp_reward_check" CHECK ("quests"."xp_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_key_pk" PRIMARY KEY("user_id","achievement_key")
);
--> statement-breakpoint
CREATE TABLE "user_experience" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_xp" integer DEFAULT 0 NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"level_title" text DEFAULT 'Newbie' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_experience_values_check" CHECK ("user_experience"."total_xp" >= 0 AND "user_experience"."current_level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_quest_progress" (
	"user_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"quest_date" date NOT NULL,
	"current_progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_quest_progress_user_id_quest_id_quest_date_pk" PRIMARY KEY("user_id","quest_id","quest_date"),
	CONSTRAINT "user_quest_progress_progress_check" CHECK ("user_quest_progress"."current_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source_action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_behavior_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" text NOT NULL,
	"event_type" "behavior_event_type" NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_plan" "subscription_tier" NOT NULL,
	"billing_cycle" "billing_cycle" NOT NULL,
	"date_purchased" timestamp with time zone DEFAULT now() NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"next_billing_date" timestamp with time zone,
	"checkout_session_id" uuid,
	"invoice_number" text DEFAULT ('FD-' || lpad(nextval('invoice_number_seq')::text, 6, '0')) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_history_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "billing_history_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "billing_history_price_check" CHECK ("billing_history"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" "subscription_tier" NOT NULL,
	"billing_cycle" "billing_cycle" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"promotion_id" uuid,
	"provider" "checkout_provider" NOT NULL,
	"provider_session_id" text,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkout_sessions_amount_check" CHECK ("checkout_sessions"."amount_cents" >= 0),
	CONSTRAINT "checkout_sessions_completed_at_check" CHECK ("checkout_sessions"."status" <> 'completed' OR "checkout_sessions"."completed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"applicable_plans" "subscription_tier"[] DEFAULT '{}' NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discount_value_check" CHECK ("promotions"."discount_value" > 0 AND ("promotions"."discount_type" <> 'percentage' OR "promotions"."discount_value" <= 100)),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "bootcamp_enrollments" (
	"bootcamp_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price_paid_cents" integer DEFAULT 0 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bootcamp_enrollments_bootcamp_id_user_id_pk" PRIMARY KEY("bootcamp_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bootcamps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"duration_weeks" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"status_label" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bootcamps_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bootcamps_numbers_check" CHECK ("bootcamps"."duration_weeks" > 0 AND "bootcamps"."max_seats" > 0 AND "bootcamps"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_modules_course_position_unique" UNIQUE("course_id","position")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"course_type" "course_type" DEFAULT 'course' NOT NULL,
	"level" "course_level" DEFAULT 'beginner' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_rating_check" CHECK ("courses"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "courses_duration_check" CHECK ("courses"."duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" "idea_category" NOT NULL,
	"popularity_score" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_completions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"bootcamp_slug" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"founder_name" text NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"business_url" text NOT NULL,
	"monthly_revenue" "story_revenue_band",
	"business_model" "story_business_model",
	"industry" text,
	"founded_year" integer,
	"team_size" text,
	"funding_status" "funding_status",
	"business_story" text NOT NULL,
	"key_insight" text,
	"biggest_challenge" text,
	"advice_for_founders" text,
	"agree_to_terms" boolean NOT NULL,
	"agree_to_interview" boolean DEFAULT false NOT NULL,
	"status" "story_submission_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_submissions_terms_check" CHECK ("story_submissions"."agree_to_terms")
);
--> statement-breakpoint
CREATE TABLE "data_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"reason" text,
	"status" "deletion_request_status" DEFAULT 'pending' NOT NULL,
	"confirmation_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "data_deletion_requests_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "import_job_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_counts_check" CHECK ("import_jobs"."successful" >= 0 AND "import_jobs"."failed" >= 0 AND "import_jobs"."successful" + "import_jobs"."failed" <= "import_jobs"."total")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_case_studies" ADD CONSTRAINT "tactic_case_studies_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_case_studies" ADD CONSTRAINT "tactic_case_studies_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_parent_tactic_id_tactics_id_fk" FOREIGN KEY ("parent_tactic_id") REFERENCES "public"."tactics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_items" ADD CONSTRAINT "toolkit_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_items" ADD CONSTRAINT "toolkit_items_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_upvotes" ADD CONSTRAINT "discussion_upvotes_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_upvotes" ADD CONSTRAINT "discussion_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_related_case_id_case_studies_id_fk" FOREIGN KEY ("related_case_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_related_tactic_id_tactics_id_fk" FOREIGN KEY ("related_tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_parent_id_discussions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_key_achievements_key_fk" FOREIGN KEY ("achievement_key") REFERENCES "public"."achievements"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_experience" ADD CONSTRAINT "user_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quest_progress" ADD CONSTRAINT "user_quest_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quest_progress" ADD CONSTRAINT "user_quest_progress_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_transactions" ADD CONSTRAINT "xp_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_behavior_events" ADD CONSTRAINT "user_behavior_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_enrollments" ADD CONSTRAINT "bootcamp_enrollments_bootcamp_id_bootcamps_id_fk" FOREIGN KEY ("bootcamp_id") REFERENCES "public"."bootcamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bootcamp_enrollments" ADD CONSTRAINT "bootcamp_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_submissions" ADD CONSTRAINT "story_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "case_studies_status_published_at_idx" ON "case_studies" USING btree ("status","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_status_created_at_idx" ON "case_studies" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_vote_count_idx" ON "case_studies" USING btree ("vote_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_average_rating_idx" ON "case_studies" USING btree ("average_rating" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_monthly_revenue_idx" ON "case_studies" USING btree ("monthly_revenue");--> statement-breakpoint
CREATE INDEX "case_studies_business_model_idx" ON "case_studies" USING btree ("business_model");--> statement-breakpoint
CREATE INDEX "case_studies_primary_growth_channel_idx" ON "case_studies" USING btree ("primary_growth_channel");--> statement-breakpoint
CREATE INDEX "case_studies_funding_type_idx" ON "case_studies" USING btree ("funding_type");--> statement-breakpoint
CREATE INDEX "case_studies_case_study_type_idx" ON "case_studies" USING btree ("case_study_type");--> statement-breakpoint
CREATE INDEX "case_studies_customer_type_idx" ON "case_studies" USING btree ("customer_type");--> statement-breakpoint
CREATE INDEX "case_studies_involvement_idx" ON "case_studies" USING btree ("involvement");--> statement-breakpoint
CREATE INDEX "case_studies_continent_idx" ON "case_studies" USING btree ("continent");--> statement-breakpoint
CREATE INDEX "case_studies_country_idx" ON "case_studies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "case_studies_year_founded_idx" ON "case_studies" USING btree ("year_founded");--> statement-breakpoint
CREATE INDEX "case_studies_submitted_by_idx" ON "case_studies" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "case_studies_region_tags_idx" ON "case_studies" USING gin ("region_tags");--> statement-breakpoint
CREATE INDEX "case_studies_niche_idx" ON "case_studies" USING gin ("niche");--> statement-breakpoint
CREATE INDEX "case_studies_tags_idx" ON "case_studies" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "case_studies_title_trgm_idx" ON "case_studies" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_studies_introduction_trgm_idx" ON "case_studies" USING gin (lower("content_structure" ->> 'introduction') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tactic_case_studies_case_study_id_idx" ON "tactic_case_studies" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "tactics_category_idx" ON "tactics" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tactics_parent_tactic_id_idx" ON "tactics" USING btree ("parent_tactic_id");--> statement-breakpoint
CREATE INDEX "tactics_status_created_at_idx" ON "tactics" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tactics_vote_count_idx" ON "tactics" USING btree ("vote_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tactics_submitted_by_idx" ON "tactics" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "tactics_tags_idx" ON "tactics" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "tactics_name_trgm_idx" ON "tactics" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tactics_description_trgm_idx" ON "tactics" USING gin (lower("description_html") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookmarks_case_study_id_idx" ON "bookmarks" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "bookmarks_tactic_id_idx" ON "bookmarks" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_at_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_views_user_month_idx" ON "content_views" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "ratings_case_study_id_idx" ON "ratings" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "ratings_tactic_id_idx" ON "ratings" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "ratings_user_created_at_idx" ON "ratings" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "toolkit_items_tactic_id_idx" ON "toolkit_items" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "votes_case_study_id_idx" ON "votes" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "votes_tactic_id_idx" ON "votes" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "votes_user_created_at_idx" ON "votes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussion_upvotes_user_id_idx" ON "discussion_upvotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussions_case_parent_created_at_idx" ON "discussions" USING btree ("related_case_id","parent_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussions_tactic_parent_created_at_idx" ON "discussions" USING btree ("related_tactic_id","parent_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussions_parent_id_idx" ON "discussions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "discussions_author_created_at_idx" ON "discussions" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussions_created_at_idx" ON "discussions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_actions_target_created_at_idx" ON "user_actions" USING btree ("target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_actions_user_id_idx" ON "user_actions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_follows_followee_id_idx" ON "user_follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "quests_quest_type_idx" ON "quests" USING btree ("quest_type");--> statement-breakpoint
CREATE INDEX "user_quest_progress_user_date_idx" ON "user_quest_progress" USING btree ("user_id","quest_date");--> statement-breakpoint
CREATE INDEX "xp_transactions_user_created_at_idx" ON "xp_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_behavior_events_created_at_idx" ON "user_behavior_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_behavior_events_user_created_at_idx" ON "user_behavior_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_history_user_date_purchased_idx" ON "billing_history" USING btree ("user_id","date_purchased" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_created_at_idx" ON "checkout_sessions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "bootcamp_enrollments_user_id_idx" ON "bootcamp_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_published_position_idx" ON "courses" USING btree ("published","position");--> statement-breakpoint
CREATE INDEX "ideas_category_idx" ON "ideas" USING btree ("category");--> statement-breakpoint
CREATE INDEX "ideas_popularity_score_idx" ON "ideas" USING btree ("popularity_score" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_title_trgm_idx" ON "ideas" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ideas_summary_trgm_idx" ON "ideas" USING gin (lower("summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_completions_module_id_idx" ON "module_completions" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_bootcamp_unique" ON "waitlist_entries" USING btree (lower("email"),coalesce("bootcamp_slug", ''));--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "story_submissions_status_created_at_idx" ON "story_submissions" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_open_per_user_unique" ON "data_deletion_requests" USING btree ("user_id") WHERE "data_deletion_requests"."status" IN ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "data_deletion_requests_status_requested_at_idx" ON "data_deletion_requests" USING btree ("status","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_jobs_created_at_idx" ON "import_jobs" USING btree ("created_at" DESC NULLS FIRST);