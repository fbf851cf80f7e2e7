import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isPublic } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { resultRows } from '../../lib/sql-helpers.ts';

// The public-content rule (decision 050) on the aliases the statement below names.
const publicAs = { dcs: isPublic(alias(caseStudies, 'dcs')), dt: isPublic(alias(tactics, 'dt')), cs: isPublic(alias(caseStudies, 'cs')), t: isPublic(alias(tactics, 't')) };

/** Where a page of activity starts: just after this item (its time to the microsecond and its sort key). */
export type ActivityCursor = { at: string; key: string };

export type ActivityRow = {
  kind: 'discussion' | 'submission' | 'achievement';
  sort_key: string;
  at: Date | string;
  at_text: string;
  member_id: string;
  display_name: string | null;
  avatar_url: string | null;
  title: string | null;
  body: string | null;
  subject_kind: 'case_study' | 'tactic' | null;
  subject_id: string | null;
  subject_title: string | null;
  achievement_key: string | null;
  achievement_title: string | null;
};

/** The member behind an item, only while active and showing `field` on their profile; the photo only if they show it. */
const shownBy = (alias: string, memberColumn: SQL, field: string) => sql`
  join profiles ${sql.raw(alias)} on ${sql.raw(alias)}.user_id = ${memberColumn}
    and ${sql.raw(alias)}.deactivated_at is null and ${field} = any(${sql.raw(alias)}.public_fields)`;
const member = (alias: string) =>
  sql.raw(`${alias}.user_id as member_id, ${alias}.display_name, case when 'avatar' = any(${alias}.public_fields) then ${alias}.avatar_url end as avatar_url`);
const atText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text`);

/**
 * One page of community activity, newest first: discussions and replies on published case
 * studies and tactics, members' newly published submissions and earned achievements, each only
 * from active members who show that part of their profile (discussions, submissions, progress).
 * Keyset paging on (time, kind:id); each source is cut to the page before they are merged.
 */
export async function listCommunityActivity(db: Database, { limit, after }: { limit: number; after: ActivityCursor | null }): Promise<ActivityRow[]> {
  const older = (at: SQL, key: SQL) => (after ? sql`and (${at}, ${key}) < (${after.at}::timestamptz, ${after.key})` : sql``);
  const take = limit + 1;

  const discussionKey = sql`'discussion:' || d.id::text`;
  const studyKey = sql`'submission:' || cs.id::text`;
  const tacticKey = sql`'submission:' || t.id::text`;
  const achievementKey = sql`'achievement:' || ua.user_id::text || ':' || ua.achievement_key`;

  const result = await db.execute(sql`
    select * from (
      (select 'discussion' as kind, ${discussionKey} as sort_key, d.created_at as at, ${atText('d.created_at')}, ${member('p')},
         d.title, d.body_markdown as body,
         case when d.related_case_id is not null then 'case_study' else 'tactic' end as subject_kind,
         coalesce(d.related_case_id, d.related_tactic_id)::text as subject_id, coalesce(dcs.title, dt.name) as subject_title,
         null::text as achievement_key, null::text as achievement_title
       from discussions d
       ${shownBy('p', sql`d.author_id`, 'discussions')}
       left join case_studies dcs on dcs.id = d.related_case_id and ${publicAs.dcs}
       left join tactics dt on dt.id = d.related_tactic_id and ${publicAs.dt}
       where (dcs.id is not null or dt.id is not null) ${older(sql`d.created_at`, discussionKey)}
       order by d.created_at desc, ${discussionKey} desc limit ${take})
      union all
      (select 'submission', ${studyKey}, cs.published_at, ${atText('cs.published_at')}, ${member('p')},
         null, null, 'case_study', cs.id::text, cs.title, null, null
       from case_studies cs
       ${shownBy('p', sql`cs.submitted_by`, 'submissions')}
       where ${publicAs.cs} ${older(sql`cs.published_at`, studyKey)}
       order by cs.published_at desc, ${studyKey} desc limit ${take})
      union all
      (select 'submission', ${tacticKey}, t.published_at, ${atText('t.published_at')}, ${member('p')},
         null, null, 'tactic', t.id::text, t.name, null, null
       from tactics t
       ${shownBy('p', sql`t.submitted_by`, 'submissions')}
       where ${publicAs.t} ${older(sql`t.published_at`, tacticKey)}
       order by t.published_at desc, ${tacticKey} desc limit ${take})
      union all
      (select 'achievement', ${achievementKey}, ua.earned_at, ${atText('ua.earned_at')}, ${member('p')},
         null, null, null, null, null, a.key, a.title
       from user_achievements ua
       ${shownBy('p', sql`ua.user_id`, 'progress')}
       join achievements a on a.key = ua.achievement_key
       where true ${older(sql`ua.earned_at`, achievementKey)}
       order by ua.earned_at desc, ${achievementKey} desc limit ${take})
    ) activity
    order by at desc, sort_key desc
    limit ${take}`);
  return resultRows<ActivityRow>(result);
}
