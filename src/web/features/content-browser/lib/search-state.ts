/** Six items per type in the content browser (member-area §9). */
export const BROWSER_PAGE_SIZE = 6;

/** What a tab searches for: text and the chosen chips (any-of). */
export type AppliedSearch = { text: string; chips: string[] };

export const EMPTY_SEARCH: AppliedSearch = { text: '', chips: [] };

/** The search box's text as typed, and the chips as toggled. */
export type SearchDraft = { text: string; chips: string[] };

export type SearchAction = { type: 'type'; text: string } | { type: 'toggle'; chip: string } | { type: 'clear' };

export function searchDraftReducer(state: SearchDraft, action: SearchAction): SearchDraft {
  switch (action.type) {
    case 'type':
      return { ...state, text: action.text };
    case 'toggle':
      return { ...state, chips: toggleChip(state.chips, action.chip) };
    case 'clear':
      return { text: '', chips: [] };
  }
}

export function toggleChip(chips: readonly string[], chip: string): string[] {
  return chips.includes(chip) ? chips.filter((c) => c !== chip) : [...chips, chip];
}

/** The draft as a search: trimmed text; chips as chosen. */
export function toApplied(draft: SearchDraft): AppliedSearch {
  return { text: draft.text.trim(), chips: draft.chips };
}
