import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants.ts';
import { optionalLink, optionalText, requiredText } from './text-fields.ts';

// The partner deals directory (PARTNER_DEALS, Community and above) and exclusive deals
// (EXCLUSIVE_DEALS, Master Builder and above); decision 064. Everyone sees what a deal is; the
// code and the redeem link leave the server only for a plan that has the deal.

export const DEAL_ACCESS = ['partner', 'exclusive'] as const;
export type DealAccess = (typeof DEAL_ACCESS)[number];

/** The feature key each kind of deal needs. */
export const DEAL_FEATURE = { partner: 'PARTNER_DEALS', exclusive: 'EXCLUSIVE_DEALS' } as const satisfies Record<DealAccess, string>;

export const DEAL_CATEGORIES = ['software', 'hosting', 'finance', 'marketing', 'legal', 'design', 'other'] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number];
export const DEAL_CATEGORY_LABELS: Record<DealCategory, string> = {
  software: 'Software',
  hosting: 'Hosting & infrastructure',
  finance: 'Finance & banking',
  marketing: 'Marketing',
  legal: 'Legal & company',
  design: 'Design',
  other: 'Other',
};

export const DEAL_LIMITS = { partnerName: 80, title: 120, summary: 600, terms: 600, code: 60, url: 500 } as const;

export const DEAL_MESSAGES = {
  notFound: 'Deal not found',
  partnerRequired: 'Partner name is required.',
  titleRequired: 'Please say what the deal is.',
  summaryRequired: 'Please describe the deal.',
  categoryInvalid: 'Please choose a category.',
  accessInvalid: 'Please choose who gets the deal: partner deals (Community and above) or exclusive deals (Master Builder and above).',
  redeemRequired: 'Please give a code, a redeem link, or both.',
  urlInvalid: 'The redeem link must be a web address starting with https:// or http://.',
  expiryInvalid: 'The expiry must be a date and time.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;

const text = (field: string, max: number, required: string) => requiredText(required).max(max, DEAL_MESSAGES.tooLong(field, max));
const optionalField = (field: string, max: number) => optionalText(max, DEAL_MESSAGES.tooLong(field, max));

const redeemUrl = optionalLink(DEAL_LIMITS.url, DEAL_MESSAGES.tooLong('The redeem link', DEAL_LIMITS.url), DEAL_MESSAGES.urlInvalid);

const dealFields = {
  partnerName: text('Partner name', DEAL_LIMITS.partnerName, DEAL_MESSAGES.partnerRequired),
  title: text('The deal', DEAL_LIMITS.title, DEAL_MESSAGES.titleRequired),
  summary: text('The description', DEAL_LIMITS.summary, DEAL_MESSAGES.summaryRequired),
  category: z.enum(DEAL_CATEGORIES, { error: DEAL_MESSAGES.categoryInvalid }),
  access: z.enum(DEAL_ACCESS, { error: DEAL_MESSAGES.accessInvalid }),
  code: optionalField('The code', DEAL_LIMITS.code),
  redeemUrl,
  /** The partner's own terms in a line, shown beside the code. */
  terms: optionalField('The terms', DEAL_LIMITS.terms),
  /** Absent or null: the deal does not expire. */
  expiresAt: z.iso.datetime({ offset: true, error: DEAL_MESSAGES.expiryInvalid }).nullable().optional(),
};

export const dealCreateSchema = z.object(dealFields).refine((deal) => Boolean(deal.code || deal.redeemUrl), { message: DEAL_MESSAGES.redeemRequired, path: ['code'] });
export type DealCreateInput = z.input<typeof dealCreateSchema>;

export const dealUpdateSchema = z
  .object({ ...dealFields, retired: z.boolean() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change.' });
export type DealUpdateInput = z.input<typeof dealUpdateSchema>;

/** A deal as the directory shows it: code and link only for a plan that has it, after the member asked. */
export const dealSchema = z.object({
  id: z.string(),
  partnerName: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(DEAL_CATEGORIES),
  access: z.enum(DEAL_ACCESS),
  terms: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The viewer's plan has this deal: the code can be shown. */
  unlocked: z.boolean(),
  /** Not unlocked: the cheapest plan that has it. */
  requiredTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  /** Sent only to a member whose plan has the deal and who asked for it. */
  code: z.string().nullable(),
  redeemUrl: z.string().nullable(),
  /** The deal has a code or a link to ask for (without saying which). */
  hasCode: z.boolean(),
  hasLink: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealListSchema = z.object({ deals: z.array(dealSchema) });

/** A deal's code and redeem link, for a member whose plan has the deal. */
export const dealRedemptionSchema = z.object({ code: z.string().nullable(), redeemUrl: z.string().nullable() });
export type DealRedemption = z.infer<typeof dealRedemptionSchema>;

/** A deal as staff manage it, with how many members asked for its code. */
export const adminDealSchema = dealSchema.omit({ unlocked: true, requiredTier: true, hasCode: true, hasLink: true }).extend({
  retired: z.boolean(),
  /** Its expiry has passed (it left the directory then). */
  expired: z.boolean(),
  /** Members who asked for its code. */
  reveals: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDeal = z.infer<typeof adminDealSchema>;

export const adminDealListSchema = z.object({ deals: z.array(adminDealSchema) });
