import { z } from 'zod';

// The pieces of a paged list's query and answer that the lists share.

/** ?page=: a whole number from 1 to 10,000, the first page when left out. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** The same, refused with words of its own. */
export const pageParamWithMessages = z.coerce
  .number({ message: 'Page must be a whole number' })
  .int({ message: 'Page must be a whole number' })
  .min(1, { message: 'Page must be at least 1' })
  .max(10_000, { message: 'Page is too large' })
  .default(1);

/** Where a page stands in its list: how many match, which page it is and how long pages are. */
export const pagePosition = { total: z.number(), page: z.number(), pageSize: z.number() };

/** The same, documented as whole numbers. */
export const wholePagePosition = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** A page of a list: its items and where it stands. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...pagePosition });

/** The same, documented as whole numbers. */
export const wholePageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...wholePagePosition });
