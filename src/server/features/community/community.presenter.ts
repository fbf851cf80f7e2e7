import { markdownExcerpt } from '#shared/markdown-excerpt.ts';
import type { CommunityActivity, CommunityActivityItem } from '#shared/schemas/community.ts';
import { ANONYMOUS_ACTOR_NAME } from '#shared/domain/notifications.ts';
import { itemHref } from '../../lib/content-items.ts';
import type { ActivityCursor, ActivityRow } from './community.queries.ts';

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const KEY = /^(discussion|submission|achievement):[0-9a-z:_-]{1,200}$/;

/** The opaque cursor of the item after which the next page starts. */
export function encodeCursor(row: Pick<ActivityRow, 'at_text' | 'sort_key'>): string {
  return Buffer.from(JSON.stringify([row.at_text, row.sort_key])).toString('base64url');
}

/** The cursor's position, or null when it is not one this server made. */
export function decodeCursor(cursor: string): ActivityCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, key] = value as unknown[];
    if (typeof at !== 'string' || typeof key !== 'string' || !ISO_MICROS.test(at) || !KEY.test(key) || Number.isNaN(Date.parse(at))) return null;
    return { at, key };
  } catch {
    return null;
  }
}

function presentItem(row: ActivityRow): CommunityActivityItem {
  const base = {
    id: row.sort_key,
    occurredAt: new Date(row.at_text).toISOString(),
    member: { id: row.member_id, displayName: row.display_name?.trim() || ANONYMOUS_ACTOR_NAME, avatarUrl: row.avatar_url, href: `/members/${row.member_id}` },
  };
  if (row.kind === 'achievement') return { ...base, kind: 'achievement', achievement: { key: row.achievement_key ?? '', title: row.achievement_title ?? '' } };
  const subjectKind = row.subject_kind ?? 'case_study';
  const subject = { kind: subjectKind, title: row.subject_title ?? '', href: itemHref(subjectKind, row.subject_id ?? '') };
  if (row.kind === 'submission') return { ...base, kind: 'submission', subject };
  return { ...base, kind: 'discussion', title: row.title, excerpt: markdownExcerpt(row.body ?? ''), subject };
}

/** A page of at most `limit` items; the extra row read says whether another page follows. */
export function presentActivityPage(rows: readonly ActivityRow[], limit: number): CommunityActivity {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(presentItem), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
