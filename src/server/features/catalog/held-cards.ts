import { sql, type SQL } from 'drizzle-orm';
import type { CaseStudyCard } from '#shared/schemas/content.ts';
import { publicCaseStudy } from '../../db/public-content.ts';
import { caseStudies } from '../../db/schema/content.ts';
import type { HeldCard, KnownIndex, ServingSearch } from '../../search/search.ts';
import type { CardsRead } from './case-studies.queries.ts';

/**
 * A picked page's cards this instance holds beside its browse index (decision 101), with their
 * words for a search, and the ids whose cards the page's statement must read.
 */
export type HeldPage = { held: (HeldCard | undefined)[]; missing: string[]; withWords: boolean };

export function heldPage(known: KnownIndex, ids: readonly string[], withWords: boolean): HeldPage {
  const held = ids.map((id) => {
    const found = known.cards.get(id);
    return found && (!withWords || found.words !== null) ? found : undefined;
  });
  return { held, missing: ids.filter((_, place) => held[place] === undefined), withWords };
}

/**
 * The stored cards of `ids` (a uuid[] placeholder) in that order, one a line (a card's JSON text
 * has no line break), each with its words as a JSON string after a tab for a search
 * (`withWords`); null for none.
 */
export function cardLines(ids: unknown, withWords: boolean): SQL<string | null> {
  const line = withWords ? sql`${caseStudies.card}::text || E'\\t' || to_json(${caseStudies.cardWords})::text` : sql`${caseStudies.card}::text`;
  return sql<string | null>`(select string_agg(${line}, E'\\n' order by page.place)
    from unnest(${ids}::uuid[]) with ordinality as page(card_id, place)
    inner join ${caseStudies} on ${caseStudies.id} = page.card_id where ${publicCaseStudy})`;
}

/** The cards `cardLines` read, in order. */
export function readLines(lines: string | null, withWords: boolean): HeldCard[] {
  if (lines === null) return [];
  return lines.split('\n').map((line) => {
    if (!withWords) return { card: line, words: null };
    const tab = line.indexOf('\t');
    return { card: line.slice(0, tab), words: JSON.parse(line.slice(tab + 1)) as string };
  });
}

/**
 * The page's cards, held and read (`lines`, as `cardLines` gave them), once the statement that
 * read them found nothing changed since the look number `look` the page was picked at: the
 * instance keeps the cards it read. Null when the statement did not find each missing card.
 */
export function completedPage(search: ServingSearch, look: number, page: HeldPage, lines: string | null): CardsRead | null {
  const read = readLines(lines, page.withWords);
  if (read.length !== page.missing.length) return null;
  search.keepCards(look, page.missing, read);
  let next = 0;
  return cardsOfPage(
    page.held.map((held) => held ?? read[next++]!),
    page.withWords,
  );
}

/** A page's cards as the answer takes them: one JSON array's text, or (`withWords`) each card parsed, with its words. */
export function cardsOfPage(cards: readonly HeldCard[], withWords: boolean): CardsRead {
  if (!withWords) return `[${cards.map((held) => held.card).join(',')}]`;
  return cards.map((held): [CaseStudyCard, string] => [JSON.parse(held.card) as CaseStudyCard, held.words ?? '']);
}
