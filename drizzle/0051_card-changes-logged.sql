-- A change of a published study's card, or of the words a search marks on it, is a change a list
-- can notice: each instance holds the cards it has listed beside its browse index and lets a
-- study's card go when the change log names the study (decision 101). The card is generated from
-- its row, so a change of any column it shows (the image, the business name, the key metrics...)
-- changes it; json has no equality, so its text is compared.
DROP TRIGGER IF EXISTS catalog_changes_update ON case_studies;
--> statement-breakpoint
CREATE TRIGGER catalog_changes_update AFTER UPDATE ON case_studies
FOR EACH ROW WHEN (
  (OLD.status = 'published' OR NEW.status = 'published') AND (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.vote_count IS DISTINCT FROM NEW.vote_count
    OR OLD.average_rating IS DISTINCT FROM NEW.average_rating
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.monthly_revenue IS DISTINCT FROM NEW.monthly_revenue
    OR OLD.starting_costs IS DISTINCT FROM NEW.starting_costs
    OR OLD.founder_count IS DISTINCT FROM NEW.founder_count
    OR OLD.employee_count IS DISTINCT FROM NEW.employee_count
    OR OLD.year_founded IS DISTINCT FROM NEW.year_founded
    OR OLD.case_study_type IS DISTINCT FROM NEW.case_study_type
    OR OLD.business_model IS DISTINCT FROM NEW.business_model
    OR OLD.primary_growth_channel IS DISTINCT FROM NEW.primary_growth_channel
    OR OLD.funding_type IS DISTINCT FROM NEW.funding_type
    OR OLD.customer_type IS DISTINCT FROM NEW.customer_type
    OR OLD.involvement IS DISTINCT FROM NEW.involvement
    OR OLD.continent IS DISTINCT FROM NEW.continent
    OR OLD.country IS DISTINCT FROM NEW.country
    OR OLD.niche IS DISTINCT FROM NEW.niche
    OR OLD.region_keys IS DISTINCT FROM NEW.region_keys
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.search_head IS DISTINCT FROM NEW.search_head
    OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.card::text IS DISTINCT FROM NEW.card::text
    OR OLD.card_words IS DISTINCT FROM NEW.card_words
  )
) EXECUTE FUNCTION catalog_changes_record();
