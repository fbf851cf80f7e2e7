import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { AI_TOOLS } from '../../../shared/domain/ai-tools.ts';
import { DOMAIN_AVAILABILITY } from '../../../shared/schemas/name-generator.ts';
import { ideas } from './academy.ts';
import { caseStudies } from './content.ts';
import { cascadeRef, createdAt, defaultsToNow, id, timestamptz } from './columns.ts';
import { memberRef } from './member-columns.ts';
import { checkOneOf } from './checks.ts';

const ideaId = () => cascadeRef('idea_id', () => ideas.id);

/**
 * One row per idea, viewer and UTC day: a view counts once a day per viewer. The viewer key is a
 * hash (of the member's id, or of a visitor's address), never the address itself.
 */
export const ideaViews = pgTable(
  'idea_views',
  {
    ideaId: ideaId(),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.viewerKey, t.day] })],
);

/** A member's saved ideas. */
export const ideaSaves = pgTable(
  'idea_saves',
  {
    userId: memberRef('user_id'),
    ideaId: ideaId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ideaId] }), index('idea_saves_idea_id_idx').on(t.ideaId)],
);

/** Case studies an editor linked to an idea: its evidence, and where its discussions are counted. */
export const ideaCaseStudies = pgTable(
  'idea_case_studies',
  {
    ideaId: ideaId(),
    caseStudyId: cascadeRef('case_study_id', () => caseStudies.id),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.caseStudyId] }), index('idea_case_studies_case_study_id_idx').on(t.caseStudyId)],
);

/**
 * Answers of the name generator's .com look-ups, shared by every instance, each kept until
 * expires_at (short: a domain's state changes).
 */
export const domainChecks = pgTable(
  'domain_checks',
  {
    domain: text('domain').primaryKey(),
    availability: text('availability').notNull(),
    checkedAt: defaultsToNow('checked_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    checkOneOf('domain_checks_availability_check', t.availability, DOMAIN_AVAILABILITY),
    index('domain_checks_expires_at_idx').on(t.expiresAt),
  ],
);

/** The AI tools' monthly meter: one row per use by a metered (Explorer) member. */
export const aiToolUses = pgTable(
  'ai_tool_uses',
  {
    id: id(),
    userId: memberRef('user_id'),
    tool: text('tool').notNull(),
    month: date('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    checkOneOf('ai_tool_uses_tool_check', t.tool, AI_TOOLS),
    check('ai_tool_uses_month_check', sql`extract(day from ${t.month}) = 1`),
    index('ai_tool_uses_user_month_idx').on(t.userId, t.month),
  ],
);
