import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CofounderCommitment, CofounderRegion, CofounderSkill, CofounderStage } from '#shared/schemas/cofounders.ts';
import { COFOUNDER_COMMITMENTS, COFOUNDER_REGIONS, COFOUNDER_STAGES } from '../../../shared/schemas/cofounders.ts';
import { createdAt, defaultsToNow, id, timestamptz } from './columns.ts';
import { memberKey, memberRef } from './member-columns.ts';
import { checkOneOf } from './checks.ts';

// Co-founder matching (decision 065): one matching profile per member, which is also their place
// in the waitlist (joined_at) until staff admit them (admitted_at), and introductions between
// admitted members.

export const cofounderProfiles = pgTable(
  'cofounder_profiles',
  {
    userId: memberKey(),
    building: text('building').notNull(),
    skills: text('skills').array().$type<CofounderSkill[]>().notNull(),
    seeking: text('seeking').array().$type<CofounderSkill[]>().notNull(),
    commitment: text('commitment').$type<CofounderCommitment>().notNull(),
    region: text('region').$type<CofounderRegion>().notNull(),
    stage: text('stage').$type<CofounderStage>().notNull(),
    pitch: text('pitch').notNull(),
    /** False: paused, hidden from the matching list (the place in the line is kept). */
    visible: boolean('visible').notNull().default(true),
    /** The place in the line: earlier first, after every member with priority. */
    joinedAt: defaultsToNow('joined_at'),
    /** Null while waiting. */
    admittedAt: timestamptz('admitted_at'),
    updatedAt: defaultsToNow('updated_at'),
  },
  (t) => [
    checkOneOf('cofounder_profiles_commitment_check', t.commitment, COFOUNDER_COMMITMENTS),
    checkOneOf('cofounder_profiles_region_check', t.region, COFOUNDER_REGIONS),
    checkOneOf('cofounder_profiles_stage_check', t.stage, COFOUNDER_STAGES),
    index('cofounder_profiles_line_idx').on(t.joinedAt).where(sql`${t.admittedAt} is null`),
    index('cofounder_profiles_admitted_idx').on(t.admittedAt).where(sql`${t.admittedAt} is not null`),
  ],
);

export const cofounderIntros = pgTable(
  'cofounder_intros',
  {
    id: id(),
    fromUserId: memberRef('from_user_id'),
    toUserId: memberRef('to_user_id'),
    message: text('message').notNull(),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    check('cofounder_intros_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('cofounder_intros_not_self_check', sql`${t.fromUserId} <> ${t.toUserId}`),
    // One introduction per pair of members, whoever asked.
    uniqueIndex('cofounder_intros_pair_idx').on(sql`least(${t.fromUserId}, ${t.toUserId})`, sql`greatest(${t.fromUserId}, ${t.toUserId})`),
    index('cofounder_intros_from_created_idx').on(t.fromUserId, t.createdAt),
    index('cofounder_intros_to_idx').on(t.toUserId),
  ],
);
