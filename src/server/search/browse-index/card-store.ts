/** What a search marks on a card: its words with their lexemes (`card_words`), its title and snippet. */
export type CardMarks = { words: string; title: string; snippet: string };

/** A study's card as PostgreSQL keeps it (`case_studies.card`), with what a search marks once a search read it. */
export type HeldCard = { card: string; marks: CardMarks | null };

const charactersOf = ({ card, marks }: HeldCard) => card.length + (marks ? marks.words.length + marks.title.length + marks.snippet.length : 0);

/**
 * Published studies' cards as PostgreSQL keeps them (the API's card as text), held beside the
 * browse index and kept exactly as current as it (decision 101): a card is taken in only from a
 * statement that found nothing changed since the index's look, and the look that applies a
 * study's change lets its card go (the change log records every change of a card or its words).
 * A list then reads from PostgreSQL only the cards this instance does not hold.
 *
 * Bounded by the characters it holds: past the bound, the cards taken in first go first.
 */
export class CardStore {
  private readonly cards = new Map<string, HeldCard>();
  private characters = 0;
  private readonly maxCharacters: number;

  constructor(maxCharacters: number) {
    this.maxCharacters = maxCharacters;
  }

  get size(): number {
    return this.cards.size;
  }

  /** A study's card, and what a search marks if a search read it. */
  get(id: string): HeldCard | undefined {
    return this.cards.get(id);
  }

  /** Takes in each card of `ids`, in the same order as `cards`. */
  keep(ids: readonly string[], cards: readonly HeldCard[]): void {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const held = cards[i]!;
      this.forget(id);
      this.cards.set(id, held);
      this.characters += charactersOf(held);
    }
    for (const [id] of this.cards) {
      if (this.characters <= this.maxCharacters) break;
      this.forget(id);
    }
  }

  /** Lets a study's card go (it changed, or the study left the catalogue). */
  forget(id: string): void {
    const held = this.cards.get(id);
    if (held === undefined) return;
    this.cards.delete(id);
    this.characters -= charactersOf(held);
  }
}
