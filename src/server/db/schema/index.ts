// The full schema, for drizzle's relational queries and drizzle-kit.
export * from './enums.ts';
export * from './auth.ts';
export * from './accounts.ts';
