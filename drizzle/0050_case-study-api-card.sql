-- A card's snippet: the study's own, or else its introduction with whitespace
-- collapsed, cut at a word before 200 characters with an ellipsis. Characters are code points, so
-- a cut never splits one; whitespace is what JavaScript's \s matches, whatever the locale.
CREATE OR REPLACE FUNCTION case_study_snippet(snippet text, introduction text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The introduction is read only for a study without a snippet of its own.
  SELECT coalesce(snippet, (
    SELECT CASE
      WHEN char_length(clean) <= 200 THEN clean
      ELSE rtrim(CASE WHEN last_space > 120 THEN left(cut, last_space) ELSE cut END, ' ') || '…'
    END
    FROM (
      SELECT clean, cut, CASE WHEN strpos(cut, ' ') = 0 THEN -1 ELSE char_length(cut) - strpos(reverse(cut), ' ') END AS last_space
      FROM (
        SELECT clean, left(clean, 199) AS cut
        FROM (SELECT btrim(regexp_replace(coalesce(introduction, ''), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' ') AS clean) AS collapsed
      ) AS cut
    ) AS parts))
$$;
--> statement-breakpoint
ALTER TABLE "case_studies" DROP COLUMN "card";
--> statement-breakpoint
-- A card as the API writes it (caseStudyCardSchema without a search's highlights), kept with the
-- row: a page of cards is sent as these texts, neither parsed nor written again by the server
-- (decision 100, after 099). Revenue shows only when given; the first two key metrics in their
-- stored order; the time as ISO 8601 in UTC with milliseconds. Written without spaces, as
-- JSON.stringify writes it.
CREATE OR REPLACE FUNCTION case_study_card(
  id uuid, title text, snippet text, content jsonb, case_study_type case_study_type, monthly_revenue integer,
  submitted_by uuid, figures_provenance jsonb, starting_costs integer, business_model business_model,
  growth_channel growth_channel, business_name text, country text, region_tags text[], featured_image_url text,
  vote_count integer, average_rating numeric, published_at timestamptz)
RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card) FROM (SELECT
    id AS "id", title AS "title", case_study_snippet(snippet, content ->> 'introduction') AS "snippet",
    case_study_type AS "caseStudyType",
    CASE WHEN case_study_revenue_given(submitted_by, monthly_revenue, figures_provenance) THEN monthly_revenue END AS "monthlyRevenue",
    starting_costs AS "startingCosts", business_model AS "businessModel", growth_channel AS "growthChannel",
    business_name AS "businessName", country AS "country", region_tags AS "regionTags",
    featured_image_url AS "featuredImageUrl", vote_count AS "voteCount", average_rating::float8 AS "averageRating",
    to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
    array_to_json(ARRAY(
      SELECT row_to_json(metric) FROM (
        SELECT key AS "name", value AS "value"
        FROM jsonb_each(CASE WHEN jsonb_typeof(content -> 'metrics') = 'object' THEN content -> 'metrics' ELSE '{}'::jsonb END)
          WITH ORDINALITY AS entry(key, value, place)
        ORDER BY place LIMIT 2) AS metric)) AS "keyMetrics"
  ) AS card
$$;
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "card" json GENERATED ALWAYS AS (case_study_card("case_studies"."id", "case_studies"."title", "case_studies"."snippet", "case_studies"."content_structure", "case_studies"."case_study_type", "case_studies"."monthly_revenue", "case_studies"."submitted_by", "case_studies"."figures_provenance", "case_studies"."starting_costs", "case_studies"."business_model", "case_studies"."primary_growth_channel", "case_studies"."business_name", "case_studies"."country", "case_studies"."region_tags", "case_studies"."featured_image_url", "case_studies"."vote_count", "case_studies"."average_rating", "case_studies"."published_at")) STORED NOT NULL;
