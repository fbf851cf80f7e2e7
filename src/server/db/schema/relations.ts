import { relations } from 'drizzle-orm';
import { profiles, subscribers } from './accounts.ts';
import { users } from './auth.ts';
import { bootcampEnrollments, bootcamps, courseModules, courses, moduleCompletions } from './academy.ts';
import { billingHistory, checkoutSessions, promotions } from './billing.ts';
import { discussionUpvotes, discussions, userActions } from './community.ts';
import { caseStudies, tacticCaseStudies, tactics } from './content.ts';
import { bookmarks, ratings, toolkitItems, votes } from './engagement.ts';
import { achievements, quests, userAchievements, userQuestProgress } from './gamification.ts';

// Relations for drizzle's relational queries (db.query.*). Joins written with the query
// builder do not need them. Profiles are reached by user id, so an author's or actor's display
// name and avatar load in the same query.

export const usersRelations = relations(users, ({ one }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.userId] }),
  subscriber: one(subscribers, { fields: [users.id], references: [subscribers.userId] }),
}));

export const caseStudiesRelations = relations(caseStudies, ({ one, many }) => ({
  submitter: one(profiles, { fields: [caseStudies.submittedBy], references: [profiles.userId] }),
  votes: many(votes),
  bookmarks: many(bookmarks),
  ratings: many(ratings),
  discussions: many(discussions),
  tacticLinks: many(tacticCaseStudies),
}));

export const tacticsRelations = relations(tactics, ({ one, many }) => ({
  parent: one(tactics, { fields: [tactics.parentTacticId], references: [tactics.id], relationName: 'sub_tactics' }),
  subTactics: many(tactics, { relationName: 'sub_tactics' }),
  submitter: one(profiles, { fields: [tactics.submittedBy], references: [profiles.userId] }),
  votes: many(votes),
  bookmarks: many(bookmarks),
  ratings: many(ratings),
  discussions: many(discussions),
  caseStudyLinks: many(tacticCaseStudies),
  toolkitItems: many(toolkitItems),
}));

export const tacticCaseStudiesRelations = relations(tacticCaseStudies, ({ one }) => ({
  tactic: one(tactics, { fields: [tacticCaseStudies.tacticId], references: [tactics.id] }),
  caseStudy: one(caseStudies, { fields: [tacticCaseStudies.caseStudyId], references: [caseStudies.id] }),
}));

export const votesRelations = relations(votes, ({ one }) => ({
  caseStudy: one(caseStudies, { fields: [votes.caseStudyId], references: [caseStudies.id] }),
  tactic: one(tactics, { fields: [votes.tacticId], references: [tactics.id] }),
}));

export const bookmarksRelations = relations(bookmarks, ({ one }) => ({
  caseStudy: one(caseStudies, { fields: [bookmarks.caseStudyId], references: [caseStudies.id] }),
  tactic: one(tactics, { fields: [bookmarks.tacticId], references: [tactics.id] }),
}));

export const ratingsRelations = relations(ratings, ({ one }) => ({
  caseStudy: one(caseStudies, { fields: [ratings.caseStudyId], references: [caseStudies.id] }),
  tactic: one(tactics, { fields: [ratings.tacticId], references: [tactics.id] }),
}));

export const toolkitItemsRelations = relations(toolkitItems, ({ one }) => ({
  tactic: one(tactics, { fields: [toolkitItems.tacticId], references: [tactics.id] }),
}));

export const discussionsRelations = relations(discussions, ({ one, many }) => ({
  author: one(profiles, { fields: [discussions.authorId], references: [profiles.userId] }),
  caseStudy: one(caseStudies, { fields: [discussions.relatedCaseId], references: [caseStudies.id] }),
  tactic: one(tactics, { fields: [discussions.relatedTacticId], references: [tactics.id] }),
  parent: one(discussions, { fields: [discussions.parentId], references: [discussions.id], relationName: 'replies' }),
  replies: many(discussions, { relationName: 'replies' }),
  upvoteRows: many(discussionUpvotes),
}));

export const discussionUpvotesRelations = relations(discussionUpvotes, ({ one }) => ({
  discussion: one(discussions, { fields: [discussionUpvotes.discussionId], references: [discussions.id] }),
}));

export const userActionsRelations = relations(userActions, ({ one }) => ({
  actor: one(profiles, { fields: [userActions.userId], references: [profiles.userId] }),
}));

export const questsRelations = relations(quests, ({ many }) => ({
  progress: many(userQuestProgress),
}));

export const userQuestProgressRelations = relations(userQuestProgress, ({ one }) => ({
  quest: one(quests, { fields: [userQuestProgress.questId], references: [quests.id] }),
}));

export const achievementsRelations = relations(achievements, ({ many }) => ({
  earnedBy: many(userAchievements),
}));

export const userAchievementsRelations = relations(userAchievements, ({ one }) => ({
  achievement: one(achievements, { fields: [userAchievements.achievementKey], references: [achievements.key] }),
}));

export const coursesRelations = relations(courses, ({ many }) => ({
  modules: many(courseModules),
}));

export const courseModulesRelations = relations(courseModules, ({ one, many }) => ({
  course: one(courses, { fields: [courseModules.courseId], references: [courses.id] }),
  completions: many(moduleCompletions),
}));

export const moduleCompletionsRelations = relations(moduleCompletions, ({ one }) => ({
  module: one(courseModules, { fields: [moduleCompletions.moduleId], references: [courseModules.id] }),
}));

export const bootcampsRelations = relations(bootcamps, ({ many }) => ({
  enrollments: many(bootcampEnrollments),
}));

export const bootcampEnrollmentsRelations = relations(bootcampEnrollments, ({ one }) => ({
  bootcamp: one(bootcamps, { fields: [bootcampEnrollments.bootcampId], references: [bootcamps.id] }),
}));

export const checkoutSessionsRelations = relations(checkoutSessions, ({ one }) => ({
  promotion: one(promotions, { fields: [checkoutSessions.promotionId], references: [promotions.id] }),
}));

export const billingHistoryRelations = relations(billingHistory, ({ one }) => ({
  checkoutSession: one(checkoutSessions, { fields: [billingHistory.checkoutSessionId], references: [checkoutSessions.id] }),
}));
