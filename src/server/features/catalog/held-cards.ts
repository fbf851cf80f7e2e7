import { sql, type SQL } from 'drizzle-orm';
import type { CaseStudyCard } from '#shared/schemas/content.ts';
import { publicCaseStudy } from '../../db/public-content.ts';
import { caseStudies } from '../../db/schema/content.ts';
import { highlightRanges, wordsMatching } from '../../lib/text-search.ts';
import type { HeldCard, KnownIndex, ServingSearch } from '../../search/search.ts';

/**
 * A picked page's cards this instance holds beside its browse index (decision 101), for a search
 * only those held with what a search marks, and the ids whose cards the page's statement must read.
 */
export type HeldPage = { held: (HeldCard | undefined)[]; missing: string[]; withMarks: boolean };

export function heldPage(known: KnownIndex, ids: readonly string[], withMarks: boolean): HeldPage {
  const held = ids.map((id) => {
    const found = known.cards.get(id);
    return found && (!withMarks || found.marks !== null) ? found : undefined;
  });
  return { held, missing: ids.filter((_, place) => held[place] === undefined), withMarks };
}

/**
 * The stored cards of `ids` (a uuid[] placeholder) in that order, one a line (a card's JSON text
 * has no line break); for a search (`withMarks`) each followed by a tab and the JSON array of its
 * words (`card_words`), title and snippet. Null for none.
 */
export function cardLines(ids: unknown, withMarks: boolean): SQL<string | null> {
  const line = withMarks
    ? sql`${caseStudies.card}::text || E'\\t' || json_build_array(${caseStudies.cardWords}, ${caseStudies.card}->>'title', ${caseStudies.card}->>'snippet')::text`
    : sql`${caseStudies.card}::text`;
  return sql<string | null>`(select string_agg(${line}, E'\\n' order by page.place)
    from unnest(${ids}::uuid[]) with ordinality as page(card_id, place)
    inner join ${caseStudies} on ${caseStudies.id} = page.card_id where ${publicCaseStudy})`;
}

/** The cards `cardLines` read, in order. */
export function readLines(lines: string | null, withMarks: boolean): HeldCard[] {
  if (lines === null) return [];
  return lines.split('\n').map((line) => {
    if (!withMarks) return { card: line, marks: null };
    const tab = line.indexOf('\t');
    const [words, title, snippet] = JSON.parse(line.slice(tab + 1)) as [string, string, string | null];
    return { card: line.slice(0, tab), marks: { words, title, snippet: snippet ?? '' } };
  });
}

/**
 * The page's cards as the answer's JSON text, from the held ones and those the statement read
 * (`lines`, as `cardLines` gave them), once that statement found nothing changed since the look
 * number `look` the page was picked at: the instance keeps the cards it read. Null when the
 * statement did not find each missing card.
 */
export function completedPage(search: ServingSearch, look: number, page: HeldPage, lines: string | null, items: readonly string[] | null): string | null {
  const read = readLines(lines, page.withMarks);
  if (read.length !== page.missing.length) return null;
  search.keepCards(look, page.missing, read);
  let next = 0;
  return pageJson(
    page.held.map((held) => held ?? read[next++]!),
    items,
  );
}

/**
 * A page's cards as one JSON array's text: each stored card as it is, or, with a search's items,
 * with the places of the words they match in its title and snippet (`highlights`, its last field).
 */
export function pageJson(cards: readonly HeldCard[], items: readonly string[] | null): string {
  let text = '[';
  for (let i = 0; i < cards.length; i += 1) text += (i === 0 ? '' : ',') + (items ? withHighlights(cards[i]!, items) : cards[i]!.card);
  return `${text}]`;
}

function withHighlights({ card, marks }: HeldCard, items: readonly string[]): string {
  if (!marks) return card;
  const words = wordsMatching(marks.words, items);
  const highlights: CaseStudyCard['highlights'] = { title: highlightRanges(marks.title, words), snippet: highlightRanges(marks.snippet, words) };
  return `${card.slice(0, -1)},"highlights":${JSON.stringify(highlights)}}`;
}
