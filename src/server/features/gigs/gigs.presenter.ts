import { actorName } from '#shared/domain/notifications.ts';
import type { GigApplication, GigMember, GigSummary } from '#shared/schemas/gigs.ts';
import type { ApplicationRow, GigListRow } from './gigs.queries.ts';

/** How much of the description a card shows. */
const SUMMARY_CHARS = 280;

const excerpt = (markdown: string) => (markdown.length > SUMMARY_CHARS ? `${markdown.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : markdown);

export const presentMember = (id: string, displayName: string | null, avatarUrl: string | null): GigMember => ({
  id,
  displayName: actorName({ displayName }),
  avatarUrl,
});

export const presentGigSummary = (row: GigListRow, viewerId: string): GigSummary => ({
  id: row.id,
  title: row.title,
  description: excerpt(row.description),
  budgetMinCents: row.budgetMinCents,
  budgetMaxCents: row.budgetMaxCents,
  skills: row.skills,
  deadline: row.deadline,
  status: row.status,
  poster: presentMember(row.posterId, row.posterName, row.posterAvatar),
  applicationCount: row.applicationCount,
  createdAt: row.createdAt.toISOString(),
  mine: row.posterId === viewerId,
  applied: row.applied,
});

export const presentApplication = (
  { application, name, avatar }: { application: ApplicationRow; name: string | null; avatar: string | null },
  pickedId: string | null,
): GigApplication => ({
  id: application.id,
  applicant: presentMember(application.applicantId, name, avatar),
  pitch: application.pitch,
  picked: application.id === pickedId,
  createdAt: application.createdAt.toISOString(),
});
