DROP INDEX "case_studies_browse_newest_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_most_voted_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_highest_rated_idx";--> statement-breakpoint
DROP INDEX "case_studies_browse_revenue_idx";