CREATE TABLE "academy_syllabus_weeks" (
	"week" smallint PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"required_courses" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_syllabus_weeks_week_check" CHECK ("academy_syllabus_weeks"."week" between 1 and 6)
);
--> statement-breakpoint
-- The six weeks as they were written in code before staff could edit them.
INSERT INTO "academy_syllabus_weeks" ("week", "title", "topics", "required_courses") VALUES
	(1, 'Find a problem worth solving', ARRAY['Spotting problems people already pay to solve', 'Interviewing customers about past behaviour', 'Reading failure analyses in your niche']::text[], ARRAY['validate-before-you-build']::text[]),
	(2, 'Validate with money, not compliments', ARRAY['Writing a one-page offer', 'Running a pre-sale', 'Deciding to build, pivot or drop']::text[], ARRAY['validate-before-you-build', 'why-startups-fail']::text[]),
	(3, 'Price and package your offer', ARRAY['Choosing a value metric', 'Designing three tiers', 'Planning your first price increase']::text[], ARRAY['pricing-that-pays']::text[]),
	(4, 'Win your first customers', ARRAY['Daily personal outreach', 'Earning attention in communities', 'Content that compounds']::text[], ARRAY['first-100-customers']::text[]),
	(5, 'Measure what matters', ARRAY['MRR movements', 'Retention cohorts', 'Acquisition cost and payback']::text[], ARRAY['saas-metrics-that-matter']::text[]),
	(6, 'Scale a channel', ARRAY['Finding one profitable campaign', 'Weekly creative testing', 'Scaling budgets without breaking unit economics']::text[], ARRAY['scaling-paid-acquisition']::text[])
ON CONFLICT ("week") DO NOTHING;
