import type { AchievementCategory, QuestType } from '../constants.ts';

// Pure rules of member progress: XP levels, XP per action, activity levels, achievements and
// quest days (PRODUCT §10, member-area §4 and §9).

export type LevelDefinition = { level: number; title: string; minXp: number };

/** The five XP levels with the XP each starts at. */
export const LEVELS: readonly LevelDefinition[] = [
  { level: 1, title: 'Newbie', minXp: 0 },
  { level: 2, title: 'Contributor', minXp: 250 },
  { level: 3, title: 'Advanced', minXp: 1_000 },
  { level: 4, title: 'Expert', minXp: 5_000 },
  { level: 5, title: 'Master', minXp: 10_000 },
];

/** The level a total of XP reaches. */
export function levelFor(xp: number): LevelDefinition {
  let reached = LEVELS[0]!;
  for (const level of LEVELS) if (xp >= level.minXp) reached = level;
  return reached;
}

export type LevelProgress = {
  level: number;
  title: string;
  xp: number;
  /** XP at which the current level starts. */
  currentLevelXp: number;
  /** XP at which the next level starts; null at the top level. */
  nextLevelXp: number | null;
  xpToNext: number;
  nextTitle: string | null;
  /** Progress through the current level, 0-100; 100 at the top level. */
  percent: number;
};

export function levelProgress(xp: number): LevelProgress {
  const current = levelFor(xp);
  const next = LEVELS.find((level) => level.level === current.level + 1) ?? null;
  if (!next) {
    return { level: current.level, title: current.title, xp, currentLevelXp: current.minXp, nextLevelXp: null, xpToNext: 0, nextTitle: null, percent: 100 };
  }
  const percent = Math.floor(((xp - current.minXp) / (next.minXp - current.minXp)) * 100);
  return {
    level: current.level,
    title: current.title,
    xp,
    currentLevelXp: current.minXp,
    nextLevelXp: next.minXp,
    xpToNext: next.minXp - xp,
    nextTitle: next.title,
    percent: Math.min(99, Math.max(0, percent)),
  };
}

/** What earns XP, with the amount (PRODUCT §10). Quests earn their own xp_reward. */
export const XP_AMOUNTS = {
  bookmark: 5,
  vote: 2,
  rating: 5,
  discussion: 15,
  reply: 10,
  submission: 100,
  achievement: 50,
} as const;
export type XpAction = keyof typeof XP_AMOUNTS;

/** The level whose members may post links in discussions and more than the new-account limit. */
export const TRUSTED_LEVEL = 2;
/** Discussions a member below the trusted level may start per UTC day. */
export const NEW_MEMBER_DISCUSSIONS_PER_DAY = 5;

/**
 * A member action as progress sees it: what was done, to which item. The same action on the
 * same item (undo and redo, a changed rating, an upvote turned downvote) has the same key,
 * so it earns XP and counts for a quest once.
 */
export type ProgressAction = { action: Exclude<XpAction, 'submission' | 'achievement'>; itemKey: string };

/** The key under which an action's XP is recorded: once per member, action and item. */
export const xpSourceKey = ({ action, itemKey }: ProgressAction) => `${action}:${itemKey}`;

/** The key under which reading a case study counts for "read" quests: once per study and quest day. */
export const readActionKey = (caseStudyId: string) => `read:case_study:${caseStudyId}`;

/** Quest type an action advances; replies and new discussions both join a discussion. */
export const QUEST_TYPE_OF: Record<ProgressAction['action'], QuestType> = {
  bookmark: 'bookmark',
  vote: 'vote',
  rating: 'rate',
  discussion: 'discuss',
  reply: 'discuss',
};

// ---- Activity level ------------------------------------------------------

export const ACTIVITY_LEVELS = [
  { title: 'Beginner', min: 0 },
  { title: 'Intermediate', min: 20 },
  { title: 'Advanced', min: 50 },
  { title: 'Expert', min: 100 },
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['title'];

/** Experience level by total activity (bookmarks + votes + ratings + discussions). */
export function activityLevel(totalActivity: number): ActivityLevel {
  let reached: ActivityLevel = 'Beginner';
  for (const level of ACTIVITY_LEVELS) if (totalActivity >= level.min) reached = level.title;
  return reached;
}

// ---- Achievements --------------------------------------------------------

/** What an achievement counts: the member's items of a kind, or days since joining. */
export type AchievementMeasure = 'bookmarks' | 'votes' | 'ratings' | 'discussions' | 'memberDays';
export type ActivityCounts = Record<AchievementMeasure, number>;

export type AchievementDefinition = {
  key: string;
  title: string;
  description: string;
  category: AchievementCategory;
  measure: AchievementMeasure;
  threshold: number;
};

/** The nine achievements (member-area §9); the achievements table holds the same rows. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { key: 'first_bookmark', title: 'First Bookmark', description: 'Bookmark your first item', category: 'learning', measure: 'bookmarks', threshold: 1 },
  { key: 'bookmark_collector', title: 'Bookmark Collector', description: 'Bookmark 10 items', category: 'learning', measure: 'bookmarks', threshold: 10 },
  { key: 'first_vote', title: 'First Vote', description: 'Cast your first vote', category: 'engagement', measure: 'votes', threshold: 1 },
  { key: 'active_voter', title: 'Active Voter', description: 'Cast 25 votes', category: 'engagement', measure: 'votes', threshold: 25 },
  { key: 'first_rating', title: 'First Rating', description: 'Rate your first item', category: 'engagement', measure: 'ratings', threshold: 1 },
  { key: 'rating_expert', title: 'Rating Expert', description: 'Rate 20 items', category: 'engagement', measure: 'ratings', threshold: 20 },
  { key: 'discussion_starter', title: 'Discussion Starter', description: 'Start your first discussion', category: 'contribution', measure: 'discussions', threshold: 1 },
  { key: 'community_leader', title: 'Community Leader', description: 'Start 10 discussions', category: 'contribution', measure: 'discussions', threshold: 10 },
  { key: 'early_adopter', title: 'Early Adopter', description: 'Be a member for 30 days', category: 'social', measure: 'memberDays', threshold: 30 },
];

/** Whole days between joining and now. */
export function memberDays(joinedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / 86_400_000));
}

/** The achievements the counts reach. */
export function reachedAchievements(counts: ActivityCounts): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((achievement) => counts[achievement.measure] >= achievement.threshold);
}

// ---- Quest days ----------------------------------------------------------

/** Day formatters by time zone: building one is far dearer than using it, and zones are few. */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's day formatter; null for a name that is no time zone. */
function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    // Unknown names are not kept, so odd input cannot grow the map.
    if (format) dayFormats.set(timeZone, format);
  }
  return format;
}

/** The member's time zone for quest days: the profile's when valid, UTC otherwise. */
export function questTimeZone(profileTimeZone: string | null | undefined): string {
  const zone = profileTimeZone?.trim();
  return zone && dayFormat(zone) ? zone : 'UTC';
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the member's quest day. */
export function questDate(at: Date, profileTimeZone: string | null | undefined): string {
  const zone = questTimeZone(profileTimeZone);
  // Every zone's offset and change of offset falls on a quarter hour, so a day never changes
  // inside a quarter hour of UTC: a burst of a worker's events formats each zone's day once.
  const key = `${zone} ${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let day = recentDays.get(key);
  if (day === undefined) {
    const parts = dayFormat(zone)!.formatToParts(at);
    const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)!.value;
    day = `${part('year')}-${part('month')}-${part('day')}`;
    if (recentDays.size >= RECENT_DAYS_KEPT) recentDays.clear();
    recentDays.set(key, day);
  }
  return day;
}
const QUARTER_HOUR_MS = 15 * 60_000;
const RECENT_DAYS_KEPT = 1_000;
const recentDays = new Map<string, string>();

// ---- Links in discussions --------------------------------------------------

const LINK_PATTERN = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.|\[[^\]]*\]\([^)]*\)|\b[a-z0-9-]+\.(?:com|net|org|io|co|dev|app|xyz|info|biz|ly|me|ai)\b/i;

/** Whether a post contains a link (a URL, a www. address, a bare domain or a Markdown link). */
export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}
