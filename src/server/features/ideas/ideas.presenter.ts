import type { IdeaCard } from '#shared/schemas/ideas.ts';
import { highlightRanges, markedWords } from '../../lib/text-search.ts';
import type { IdeaRow } from './ideas.queries.ts';

type Linked = IdeaCard['caseStudies'];

export function presentIdeaCard(row: IdeaRow, viewer: { saved: boolean; caseStudies: Linked }): IdeaCard {
  const card: IdeaCard = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    popularityScore: row.popularityScore,
    viewCount: row.viewCount,
    saveCount: row.saveCount,
    discussionCount: row.discussionCount,
    createdAt: row.createdAt.toISOString(),
    saved: viewer.saved,
    caseStudies: viewer.caseStudies,
  };
  if (row.matched) {
    const words = markedWords(row.matched);
    card.highlights = { title: highlightRanges(row.title, words), summary: highlightRanges(row.summary, words) };
  }
  return card;
}
