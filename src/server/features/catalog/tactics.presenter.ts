import type { TacticCard, TacticDetail } from '#shared/schemas/content.ts';
import { stripHtml, truncateText } from '#shared/seo.ts';
import type { tactics } from '../../db/schema/content.ts';
import type { TacticCardRow } from './tactics.queries.ts';
import { highlightRanges, markedWords } from '../../lib/text-search.ts';

const EXCERPT_LENGTH = 200;

export function presentTacticCard(row: TacticCardRow): TacticCard {
  const card: TacticCard = {
    id: row.id,
    name: row.name,
    category: row.category,
    excerpt: truncateText(stripHtml(row.descriptionHtml), EXCERPT_LENGTH),
    successSignals: row.successSignals,
    failureSignals: row.failureSignals,
    voteCount: row.voteCount,
    averageRating: Number(row.averageRating),
    createdAt: row.createdAt.toISOString(),
  };
  if (row.matched) {
    const words = markedWords(row.matched);
    card.highlights = { name: highlightRanges(card.name, words), excerpt: highlightRanges(card.excerpt, words) };
  }
  return card;
}

type TacticRow = Omit<typeof tactics.$inferSelect, 'searchVector'>;
type RelatedRow = TacticDetail['relatedCaseStudies'][number];

export function presentTacticDetail(
  row: TacticRow,
  related: { parent: { id: string; name: string } | null; subTactics: TacticCardRow[]; caseStudies: RelatedRow[] },
): TacticDetail {
  return {
    ...presentTacticCard(row),
    descriptionHtml: row.descriptionHtml,
    implementationTips: row.implementationTips,
    tags: row.tags,
    ratingCount: row.ratingCount,
    parent: related.parent,
    subTactics: related.subTactics.map(presentTacticCard),
    relatedCaseStudies: related.caseStudies,
  };
}
