-- Region tags compared without case ("MRR" and "Mrr" are one tag), for the generated
-- case_studies.region_keys column and its index.
CREATE OR REPLACE FUNCTION lower_tags(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(tag)), '{}') FROM unnest(tags) AS tag
$$;
--> statement-breakpoint
-- Exact counts of published case studies per facet, kept in the same transaction as every
-- change to case_studies, so stats and facets read a few rows instead of aggregating 100,000
-- and every instance sees the same numbers at once (ADR 006).
CREATE OR REPLACE FUNCTION case_study_facet_rows(status publication_status, continent continent, region_tags text[])
RETURNS TABLE (facet text, key text, label text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'all', '', '' WHERE status = 'published'
  UNION ALL
  SELECT 'continent', continent::text, continent::text WHERE status = 'published' AND continent IS NOT NULL
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
    FOR r IN SELECT * FROM case_study_facet_rows(OLD.status, OLD.continent, OLD.region_tags) ORDER BY 1, 2 LOOP
      UPDATE case_study_facet_counts SET uses = uses - 1 WHERE facet = r.facet AND key = r.key;
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR r IN SELECT * FROM case_study_facet_rows(NEW.status, NEW.continent, NEW.region_tags) ORDER BY 1, 2 LOOP
      INSERT INTO case_study_facet_counts AS c (facet, key, label, uses) VALUES (r.facet, r.key, r.label, 1)
      ON CONFLICT (facet, key) DO UPDATE
        SET uses = c.uses + 1, label = CASE WHEN c.uses <= 0 THEN excluded.label ELSE c.label END;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_study_facet_counts_insert_delete
AFTER INSERT OR DELETE ON case_studies
FOR EACH ROW EXECUTE FUNCTION case_study_facet_counts_apply();
--> statement-breakpoint
CREATE TRIGGER case_study_facet_counts_update
AFTER UPDATE OF status, continent, region_tags ON case_studies
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.continent IS DISTINCT FROM NEW.continent OR OLD.region_tags IS DISTINCT FROM NEW.region_tags)
EXECUTE FUNCTION case_study_facet_counts_apply();
--> statement-breakpoint
-- Existing content: the most common spelling of a tag becomes its label.
INSERT INTO case_study_facet_counts (facet, key, label, uses)
SELECT r.facet, r.key, mode() WITHIN GROUP (ORDER BY r.label), count(*)::int
FROM case_studies cs, LATERAL case_study_facet_rows(cs.status, cs.continent, cs.region_tags) r
GROUP BY r.facet, r.key;
