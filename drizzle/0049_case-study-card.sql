-- Whether a study's monthly revenue was given (PRODUCT §11): a member's submission carries no
-- figures, so its revenue counts as given once an editor records one, above 0 or with its source.
CREATE OR REPLACE FUNCTION case_study_revenue_given(submitted_by uuid, monthly_revenue integer, figures_provenance jsonb)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT submitted_by IS NULL OR monthly_revenue > 0 OR (figures_provenance -> 'revenue') IS NOT NULL
$$;
--> statement-breakpoint
-- A card's columns as one JSON object, kept with the row: a page of cards is read as these values
-- instead of being built field by field on every read (decision 099). The time is written in the
-- writer's time zone; readers parse it as an instant.
CREATE OR REPLACE FUNCTION case_study_card(
  id uuid, title text, snippet text, content jsonb, case_study_type case_study_type, monthly_revenue integer,
  submitted_by uuid, figures_provenance jsonb, starting_costs integer, business_model business_model,
  growth_channel growth_channel, business_name text, country text, region_tags text[], featured_image_url text,
  vote_count integer, average_rating numeric, published_at timestamptz)
RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', id, 'title', title, 'snippet', snippet, 'introduction', content ->> 'introduction',
    'caseStudyType', case_study_type, 'monthlyRevenue', monthly_revenue,
    'revenueGiven', case_study_revenue_given(submitted_by, monthly_revenue, figures_provenance),
    'startingCosts', starting_costs, 'businessModel', business_model, 'growthChannel', growth_channel,
    'businessName', business_name, 'country', country, 'regionTags', region_tags,
    'featuredImageUrl', featured_image_url, 'voteCount', vote_count, 'averageRating', average_rating,
    'publishedAt', published_at, 'metrics', content -> 'metrics')
$$;
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "card" json GENERATED ALWAYS AS (case_study_card("case_studies"."id", "case_studies"."title", "case_studies"."snippet", "case_studies"."content_structure", "case_studies"."case_study_type", "case_studies"."monthly_revenue", "case_studies"."submitted_by", "case_studies"."figures_provenance", "case_studies"."starting_costs", "case_studies"."business_model", "case_studies"."primary_growth_channel", "case_studies"."business_name", "case_studies"."country", "case_studies"."region_tags", "case_studies"."featured_image_url", "case_studies"."vote_count", "case_studies"."average_rating", "case_studies"."published_at")) STORED NOT NULL;
