import type { Locator, Page } from '@playwright/test';

/** An idea's card on /ideas, by its title. */
export const ideaCard = (page: Page, title: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** The card's view count as it shows it ("5 views"). */
export const viewCountText = (card: Locator): Locator => card.getByText(/\d+ views?/);

/** How many views the card shows now. */
export const viewCountOf = async (card: Locator): Promise<number> => Number((await viewCountText(card).textContent())?.match(/\d+/)?.[0]);

/** The view count as a card writes it. */
export const viewsLabel = (views: number): string => `${views} ${views === 1 ? 'view' : 'views'}`;
