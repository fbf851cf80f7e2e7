import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { caseStudies } from './content.ts';
import { courseLevelEnum, courseTypeEnum, ideaCategoryEnum } from './enums.ts';
import { cascadeRef, createdAt, defaultsToNow, id, timestamps, updatedAt } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    courseType: courseTypeEnum('course_type').notNull().default('course'),
    level: courseLevelEnum('level').notNull().default('beginner'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Pro courses need the ALL_COURSES_AND_TEMPLATES right. */
    isPro: boolean('is_pro').notNull().default(false),
    /** Business models, tactic categories and continents the course serves, matched to a member's interests. */
    topics: text('topics').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('courses_duration_check', sql`${t.durationMinutes} >= 0`),
    index('courses_published_position_idx').on(t.published, t.position),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: id(),
    courseId: cascadeRef('course_id', () => courses.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Shown to everyone; the body of a Pro course's module only to members with the right. */
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(0),
  },
  (t) => [unique('course_modules_course_position_unique').on(t.courseId, t.position)],
);

/** A member who started a course; the course's enrolled figure is the count of these. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: memberRef('user_id'),
    courseId: cascadeRef('course_id', () => courses.id),
    enrolledAt: defaultsToNow('enrolled_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_enrollments_course_id_idx').on(t.courseId)],
);

/** Members' 1-5 ratings of a course; the course's rating is their average. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    userId: memberRef('user_id'),
    courseId: cascadeRef('course_id', () => courses.id),
    rating: smallint('rating').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    check('course_ratings_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('course_ratings_course_id_idx').on(t.courseId),
  ],
);

/** Case studies a member has marked done on their learning path. */
export const caseStudyCompletions = pgTable(
  'case_study_completions',
  {
    userId: memberRef('user_id'),
    caseStudyId: cascadeRef('case_study_id', () => caseStudies.id),
    completedAt: defaultsToNow('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseStudyId] })],
);

/** Business-in-a-Box and other templates; the downloadable file is generated from `content`. */
export const buildTemplates = pgTable(
  'build_templates',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /** markdown or csv: the download's type and extension. */
    format: text('format').notNull(),
    content: text('content').notNull(),
    /** Pro templates need the ALL_COURSES_AND_TEMPLATES right. */
    isPro: boolean('is_pro').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('build_templates_format_check', sql`${t.format} IN ('markdown', 'csv')`)],
);

/** Learning-path progress is computed from these. */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    userId: memberRef('user_id'),
    moduleId: cascadeRef('module_id', () => courseModules.id),
    completedAt: defaultsToNow('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] }), index('module_completions_module_id_idx').on(t.moduleId)],
);

export const bootcamps = pgTable(
  'bootcamps',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    maxSeats: integer('max_seats').notNull(),
    /** Full price; Legacy Founder's discount is applied at checkout. */
    priceCents: integer('price_cents').notNull(),
    features: text('features').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('bootcamps_numbers_check', sql`${t.durationWeeks} > 0 AND ${t.maxSeats} > 0 AND ${t.priceCents} >= 0`)],
);

/** Seats taken; the enrolled figure of a bootcamp is the count of these. */
export const bootcampEnrollments = pgTable(
  'bootcamp_enrollments',
  {
    bootcampId: cascadeRef('bootcamp_id', () => bootcamps.id),
    userId: memberRef('user_id'),
    pricePaidCents: integer('price_paid_cents').notNull().default(0),
    enrolledAt: defaultsToNow('enrolled_at'),
  },
  (t) => [primaryKey({ columns: [t.bootcampId, t.userId] }), index('bootcamp_enrollments_user_id_idx').on(t.userId)],
);

/**
 * Bootcamp waitlist sign-ups; bootcamp_slug null is the general "new bootcamps" list.
 * One sign-up per address and list, whatever the letter case.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    email: text('email').notNull(),
    // Not a foreign key: a sign-up outlives a renamed or removed bootcamp.
    bootcampSlug: text('bootcamp_slug'),
    userId: optionalMemberRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_email_bootcamp_unique').on(sql`lower(${t.email})`, sql`coalesce(${t.bootcampSlug}, '')`),
    index('waitlist_entries_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The ideas of /ideas, written by staff. Popularity is computed from real activity: distinct
 * viewer-days (idea_views) and members' saves (idea_saves), kept as counters in the same
 * transaction as those rows; popularity_score = view_count + IDEA_SAVE_WEIGHT * save_count.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    category: ideaCategoryEnum('category').notNull(),
    popularityScore: integer('popularity_score').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    /** Weighted full-text document for the /ideas search and the header search. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${ideas.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${ideas.summary}), 'B')`,
      ),
    ...timestamps(),
  },
  (t) => [
    check('ideas_counters_check', sql`${t.viewCount} >= 0 AND ${t.saveCount} >= 0 AND ${t.popularityScore} >= 0`),
    index('ideas_category_idx').on(t.category),
    index('ideas_popularity_score_idx').on(t.popularityScore.desc().nullsFirst()),
    index('ideas_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('ideas_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('ideas_summary_trgm_idx').using('gin', sql`lower(${t.summary}) gin_trgm_ops`),
    index('ideas_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * The Structured Syllabus: one row per week of the six-week route through the courses, edited by
 * ADMIN_CONTENT staff. Required courses are course slugs (checked against `courses` on save).
 */
export const academySyllabusWeeks = pgTable(
  'academy_syllabus_weeks',
  {
    week: smallint('week').primaryKey(),
    title: text('title').notNull(),
    topics: text('topics').array().notNull().default([]),
    requiredCourses: text('required_courses').array().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('academy_syllabus_weeks_week_check', sql`${t.week} between 1 and 6`)],
);
