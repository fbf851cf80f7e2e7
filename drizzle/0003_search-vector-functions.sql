-- The full-text documents of case studies and tactics, used by their generated search_vector
-- columns. Weights: A title/name, B introduction/description, C tags, model, channel, regions
-- and niches, D the rest of the story. Declared immutable so a generated column may use them:
-- array_to_string over text[] and the enum-to-text casts do not depend on settings.
CREATE OR REPLACE FUNCTION case_study_search_vector(
  title text,
  content jsonb,
  labels text[],
  model business_model,
  channel growth_channel,
  story text[]
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(content ->> 'introduction', '')), 'B')
      || setweight(to_tsvector('english', array_to_string(labels, ' ') || ' ' || coalesce(model::text, '') || ' ' || coalesce(channel::text, '')), 'C')
      || setweight(to_tsvector('english',
           coalesce(content ->> 'problem', '') || ' ' || coalesce(content ->> 'solution', '') || ' '
           || coalesce(content ->> 'summary', '') || ' ' || array_to_string(story, ' ')), 'D')
$$;
--> statement-breakpoint
-- Tactic descriptions are stored as sanitised HTML: search the text, never the markup.
CREATE OR REPLACE FUNCTION html_to_search_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tactic_search_vector(name text, description_html text, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(name, '')), 'A')
      || setweight(to_tsvector('english', html_to_search_text(description_html)), 'B')
      || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'C')
$$;
