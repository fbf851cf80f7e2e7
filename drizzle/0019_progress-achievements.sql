-- The nine achievements of member-area §9 (src/shared/domain/progress.ts holds the same list).
INSERT INTO "achievements" ("key", "title", "description", "category", "threshold") VALUES
  ('first_bookmark', 'First Bookmark', 'Bookmark your first item', 'learning', 1),
  ('bookmark_collector', 'Bookmark Collector', 'Bookmark 10 items', 'learning', 10),
  ('first_vote', 'First Vote', 'Cast your first vote', 'engagement', 1),
  ('active_voter', 'Active Voter', 'Cast 25 votes', 'engagement', 25),
  ('first_rating', 'First Rating', 'Rate your first item', 'engagement', 1),
  ('rating_expert', 'Rating Expert', 'Rate 20 items', 'engagement', 20),
  ('discussion_starter', 'Discussion Starter', 'Start your first discussion', 'contribution', 1),
  ('community_leader', 'Community Leader', 'Start 10 discussions', 'contribution', 10),
  ('early_adopter', 'Early Adopter', 'Be a member for 30 days', 'social', 30)
ON CONFLICT ("key") DO UPDATE SET "title" = excluded."title", "description" = excluded."description", "category" = excluded."category", "threshold" = excluded."threshold";
