// The full schema, for drizzle's relational queries and drizzle-kit.
export * from './enums.ts';
export * from './auth.ts';
export * from './accounts.ts';
export * from './content.ts';
export * from './engagement.ts';
export * from './community.ts';
export * from './gamification.ts';
export * from './analytics.ts';
export * from './billing.ts';
export * from './academy.ts';
export * from './ideas.ts';
export * from './submissions.ts';
export * from './privacy.ts';
export * from './admin.ts';
export * from './events.ts';
export * from './storage.ts';
export * from './relations.ts';
