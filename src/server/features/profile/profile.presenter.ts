import type { ProfilePublicField } from '#shared/constants.ts';
import { markdownExcerpt } from '#shared/markdown-excerpt.ts';
import type { OwnProfile, ProfileActivity, PublicProfile } from '#shared/schemas/profile.ts';
import type { profiles } from '../../db/schema/accounts.ts';
import { itemHref, itemReference } from '../../lib/content-items.ts';
import type { followFigures } from './follow.queries.ts';
import {
  PROFILE_BOOKMARKS_SHOWN,
  type findPublicDiscussions,
  type findPublicProgress,
  type findPublishedSubmissions,
  type latestBookmarks,
  type latestRatings,
} from './profile.queries.ts';

type ProfileRow = typeof profiles.$inferSelect;


export function presentOwnProfile(userId: string, email: string, userCreatedAt: Date, p: ProfileRow | null): OwnProfile {
  return {
    userId,
    email,
    displayName: p?.displayName ?? null,
    avatarUrl: p?.avatarUrl ?? null,
    bio: p?.bio ?? null,
    websiteUrl: p?.websiteUrl ?? null,
    twitterUrl: p?.twitterUrl ?? null,
    linkedinUrl: p?.linkedinUrl ?? null,
    jobTitle: p?.jobTitle ?? null,
    company: p?.company ?? null,
    companyWebsite: p?.companyWebsite ?? null,
    companySize: p?.companySize ?? null,
    businessType: p?.businessType ?? null,
    businessCategory: p?.businessCategory ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    country: p?.country ?? null,
    aboutMe: p?.aboutMe ?? null,
    timeZone: p?.timeZone ?? null,
    publicFields: (p?.publicFields ?? []) as ProfilePublicField[],
    createdAt: (p?.createdAt ?? userCreatedAt).toISOString(),
    updatedAt: (p?.updatedAt ?? userCreatedAt).toISOString(),
  };
}

/** Stats, the latest bookmarks of each kind merged newest first and cut to 10, the latest ratings. */
export function presentProfileActivity(
  counts: { bookmarks: number; votes: number; ratings: number; averageRating: number | null },
  saved: Awaited<ReturnType<typeof latestBookmarks>>,
  rated: Awaited<ReturnType<typeof latestRatings>>,
): ProfileActivity {
  const merged = [
    ...saved.studies.map((b) => ({ ...b, kind: 'case_study' as const, href: itemHref('case_study', b.itemId) })),
    ...saved.tactics.map((b) => ({ ...b, kind: 'tactic' as const, href: itemHref('tactic', b.itemId) })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, PROFILE_BOOKMARKS_SHOWN);
  return {
    stats: {
      bookmarks: counts.bookmarks,
      ratingsGiven: counts.ratings,
      votesCast: counts.votes,
      averageRating: counts.averageRating === null ? null : Math.round(counts.averageRating * 10) / 10,
    },
    bookmarks: merged.map((b) => ({ id: b.id, kind: b.kind, itemId: b.itemId, title: b.title, href: b.href, createdAt: b.createdAt.toISOString() })),
    ratings: rated.map((r) => ({ id: r.id, ...itemReference(r), rating: r.rating, reviewText: r.reviewText, createdAt: r.createdAt.toISOString() })),
  };
}

export const ANONYMOUS_MEMBER = 'Anonymous User';

export type PublicActivity = {
  progress: Awaited<ReturnType<typeof findPublicProgress>> | null;
  submissions: Awaited<ReturnType<typeof findPublishedSubmissions>> | null;
  discussions: Awaited<ReturnType<typeof findPublicDiscussions>> | null;
};

/**
 * Only the parts the member chose to show; the display name, join date and follow counts always.
 * viewerId is the signed-in reader (null for a visitor).
 */
export function presentPublicProfile(
  userId: string,
  profile: ProfileRow,
  joinedAt: Date,
  shown: ReadonlySet<ProfilePublicField>,
  { progress, submissions, discussions }: PublicActivity,
  follows: Awaited<ReturnType<typeof followFigures>>,
  viewerId: string | null,
): PublicProfile {
  return {
    id: userId,
    displayName: profile.displayName?.trim() || ANONYMOUS_MEMBER,
    joinedAt: joinedAt.toISOString(),
    follows: { followers: follows.followers, following: follows.following },
    viewerFollows: viewerId === null || viewerId === userId ? null : follows.viewerFollows,
    ...(shown.has('avatar') && { avatarUrl: profile.avatarUrl }),
    ...(shown.has('bio') && { bio: profile.bio }),
    ...(shown.has('links') && { links: { websiteUrl: profile.websiteUrl, twitterUrl: profile.twitterUrl, linkedinUrl: profile.linkedinUrl } }),
    ...(progress && {
      progress: {
        level: progress.experience?.currentLevel ?? 1,
        levelTitle: progress.experience?.levelTitle ?? 'Newbie',
        totalXp: progress.experience?.totalXp ?? 0,
        achievements: progress.earned.map((a) => ({ key: a.key, title: a.title, earnedAt: a.earnedAt.toISOString() })),
      },
    }),
    ...(submissions && {
      submissions: [
        ...submissions.studies.map((s) => ({ id: s.id, kind: 'case_study' as const, title: s.title, href: itemHref('case_study', s.id), publishedAt: (s.publishedAt ?? new Date(0)).toISOString() })),
        ...submissions.tactics.map((s) => ({ id: s.id, kind: 'tactic' as const, title: s.title, href: itemHref('tactic', s.id), publishedAt: (s.publishedAt ?? new Date(0)).toISOString() })),
      ].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
    }),
    ...(discussions && {
      discussions: discussions.map((d) => ({
        id: d.id,
        title: d.title,
        excerpt: markdownExcerpt(d.body),
        subject: d.caseStudyId
          ? { kind: 'case_study' as const, title: d.caseStudyTitle ?? '', href: itemHref('case_study', d.caseStudyId) }
          : { kind: 'tactic' as const, title: d.tacticName ?? '', href: itemHref('tactic', d.tacticId ?? '') },
        createdAt: d.createdAt.toISOString(),
      })),
    }),
  };
}
