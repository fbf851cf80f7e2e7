-- The landing page's figures, counted by the same trigger as the other facets so a visitor's
-- page reads a few rows: 'country' (keyed by the trimmed, lower-cased name) and 'case_study_type'
-- (success, failure) of published case studies.
DROP TRIGGER case_study_facet_counts_update ON case_studies;
--> statement-breakpoint
DROP FUNCTION case_study_facet_rows(publication_status, continent, text[]);
--> statement-breakpoint
CREATE FUNCTION case_study_facet_rows(status publication_status, continent continent, region_tags text[], country text, case_study_type case_study_type)
RETURNS TABLE (facet text, key text, label text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'all', '', '' WHERE status = 'published'
  UNION ALL
  SELECT 'continent', continent::text, continent::text WHERE status = 'published' AND continent IS NOT NULL
  UNION ALL
  SELECT 'country', lower(btrim(country)), btrim(country) WHERE status = 'published' AND btrim(country) <> ''
  UNION ALL
  SELECT 'case_study_type', case_study_type::text, case_study_type::text WHERE status = 'published'
  UNION ALL
  SELECT DISTINCT ON (lower(tag)) 'region_tag', lower(tag), tag
  FROM unnest(region_tags) AS tag
  WHERE status = 'published' AND btrim(tag) <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_study_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- Counter rows are always touched in (facet, key) order, so concurrent writers cannot deadlock.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    FOR r IN SELECT * FROM case_study_facet_rows(OLD.status, OLD.continent, OLD.region_tags, OLD.country, OLD.case_study_type) ORDER BY 1, 2 LOOP
      UPDATE case_study_facet_counts SET uses = uses - 1 WHERE facet = r.facet AND key = r.key;
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR r IN SELECT * FROM case_study_facet_rows(NEW.status, NEW.continent, NEW.region_tags, NEW.country, NEW.case_study_type) ORDER BY 1, 2 LOOP
      INSERT INTO case_study_facet_counts AS c (facet, key, label, uses) VALUES (r.facet, r.key, r.label, 1)
      ON CONFLICT (facet, key) DO UPDATE
        SET uses = c.uses + 1, label = CASE WHEN c.uses <= 0 THEN excluded.label ELSE c.label END;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_study_facet_counts_update
AFTER UPDATE OF status, continent, region_tags, country, case_study_type ON case_studies
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.continent IS DISTINCT FROM NEW.continent OR OLD.region_tags IS DISTINCT FROM NEW.region_tags
  OR OLD.country IS DISTINCT FROM NEW.country OR OLD.case_study_type IS DISTINCT FROM NEW.case_study_type)
EXECUTE FUNCTION case_study_facet_counts_apply();
--> statement-breakpoint
-- Existing content: the most common spelling of a country becomes its label.
INSERT INTO case_study_facet_counts (facet, key, label, uses)
SELECT r.facet, r.key, mode() WITHIN GROUP (ORDER BY r.label), count(*)::int
FROM case_studies cs, LATERAL case_study_facet_rows(cs.status, cs.continent, cs.region_tags, cs.country, cs.case_study_type) r
WHERE r.facet IN ('country', 'case_study_type')
GROUP BY r.facet, r.key;
