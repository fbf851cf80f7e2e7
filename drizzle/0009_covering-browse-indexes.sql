-- One index per browse sort, in the sort's exact order over published rows, carrying every
-- scalar filter column (INCLUDE). A page of any sort and filter is then found in the index
-- alone (an index-only scan skips the rows before the page without reading the table), and
-- only the page's own rows are read. Region, niche and text filters use their GIN indexes.
CREATE INDEX "case_studies_browse_newest_idx" ON "case_studies" ("published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_most_voted_idx" ON "case_studies" ("vote_count" DESC NULLS FIRST, "published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_highest_rated_idx" ON "case_studies" ("average_rating" DESC NULLS FIRST, "rating_count" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "monthly_revenue", "starting_costs", "founder_count", "employee_count", "year_founded")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "case_studies_browse_revenue_idx" ON "case_studies" ("monthly_revenue" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("case_study_type", "business_model", "primary_growth_channel", "funding_type", "customer_type", "involvement", "continent", "country", "starting_costs", "founder_count", "employee_count", "year_founded")
  WHERE "status" = 'published';
