import { z } from 'zod';

/** Events one batch may carry, and events one tab session may send a minute. */
export const BEHAVIOR_BATCH_MAX = 50;
export const BEHAVIOR_EVENTS_PER_MINUTE = 300;

export const TRACKED_ITEM_KINDS = ['case_study', 'tactic', 'idea', 'course'] as const;
export type TrackedItemKind = (typeof TRACKED_ITEM_KINDS)[number];

const item = z.object({ kind: z.enum(TRACKED_ITEM_KINDS), id: z.uuid() }).strict();
const shortText = (max: number) => z.string().trim().min(1).max(max);

/** Each event type with exactly the details it may carry (member-area §7; no free-form data is stored). */
export const behaviorEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), data: z.object({}).strict().default({}) }),
  z.object({ type: z.literal('page_leave'), data: z.object({ timeSpentMs: z.number().int().min(0).max(86_400_000) }).strict() }),
  z.object({ type: z.literal('click'), data: z.object({ target: shortText(200), item: item.optional() }).strict() }),
  z.object({ type: z.literal('content_view'), data: z.object({ item }).strict() }),
  z.object({ type: z.literal('search'), data: z.object({ query: shortText(200) }).strict() }),
  z.object({
    type: z.literal('engagement'),
    data: z.object({ action: z.enum(['vote', 'bookmark', 'rating', 'discussion', 'reply', 'share']), item: item.optional() }).strict(),
  }),
  z.object({ type: z.literal('form_submission'), data: z.object({ form: shortText(60) }).strict() }),
]);

/** A page path on this site: no scheme, host, query or fragment is kept. */
const pagePath = z
  .string()
  .max(500)
  .regex(/^\/[^?#\s]*$/, 'path must be a page path');

export const behaviorBatchSchema = z
  .object({
    /** A random id per browser tab, made by the page; never tied to an address. */
    sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'sessionId must be 8 to 64 letters, digits or dashes'),
    events: z
      .array(z.intersection(behaviorEventSchema, z.object({ path: pagePath })))
      .min(1, 'events must not be empty')
      .max(BEHAVIOR_BATCH_MAX, `at most ${BEHAVIOR_BATCH_MAX} events a batch`),
  })
  .strict();
export type BehaviorBatch = z.infer<typeof behaviorBatchSchema>;
export type BehaviorEvent = BehaviorBatch['events'][number];
