import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PublicationStatus } from '#shared/constants.ts';
import { courses } from './schema/academy.ts';
import { caseStudies, tactics } from './schema/content.ts';

/**
 * The one read rule for content the public sees (decision 050). A case study or a tactic is
 * public while its status is published, whatever its publication time; a course while it is
 * marked published. Every list, detail, search, sitemap, count, analytics and recommendation
 * query filters with these conditions; the editorial desk reads every status.
 */

/** Whether an item in this status is public, for a row already read. */
export const isPublicStatus = (status: PublicationStatus): boolean => status === 'published';

/**
 * "This row is public" for a table with a publication status, or an alias of one (its columns
 * then carry the alias). The status is a literal, not a parameter: the partial browse indexes
 * (`WHERE status = 'published'`) then serve a prepared statement's generic plan too.
 */
export const isPublic = (table: { status: AnyPgColumn<{ data: PublicationStatus }> }): SQL => sql`${table.status} = 'published'`;

export const publicCaseStudy = isPublic(caseStudies);
export const publicTactic = isPublic(tactics);
export const publicCourse: SQL = sql`${courses.published} = true`;
