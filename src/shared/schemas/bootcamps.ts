import { z } from 'zod';
import { EMAIL_MAX } from '../limits.ts';
import { BOOTCAMP_STATUSES } from '../domain/bootcamps.ts';
import { requiredText } from './text-fields.ts';
import { pageParam, wholePagePosition } from './list-pages.ts';

export const WAITLIST_MESSAGES = {
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter your email address to join the waitlist.',
  invalidEmail: 'Please enter a valid email address.',
  successTitle: 'Welcome to the Waitlist!',
  success: "You'll be the first to know when new bootcamps are announced.",
} as const;

export const waitlistRequestSchema = z.object({
  email: requiredText(WAITLIST_MESSAGES.emailRequired).max(EMAIL_MAX, WAITLIST_MESSAGES.invalidEmail).pipe(z.email(WAITLIST_MESSAGES.invalidEmail)),
});
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

export const waitlistResponseSchema = z.object({ title: z.string(), message: z.string() });

export const bootcampSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  durationWeeks: z.number().int(),
  maxSeats: z.number().int(),
  /** Seats bought, counted from enrolments. */
  enrolled: z.number().int(),
  seatsLeft: z.number().int(),
  priceCents: z.number().int(),
  /** What the viewer would pay (Legacy Founder 25% off, waitlist members 20% off), as checkout charges it. */
  viewerPriceCents: z.number().int(),
  /** The discounts in the viewer's price, named ("Waitlist 20% off"). */
  viewerDiscounts: z.array(z.string()),
  status: z.enum(BOOTCAMP_STATUSES),
  canEnroll: z.boolean(),
  features: z.array(z.string()),
  viewerEnrolled: z.boolean(),
});
export type Bootcamp = z.infer<typeof bootcampSchema>;
export const bootcampListSchema = z.object({ bootcamps: z.array(bootcampSchema) });
export type BootcampList = z.infer<typeof bootcampListSchema>;

export const waitlistEntrySchema = z.object({ id: z.string(), email: z.string(), bootcampSlug: z.string().nullable(), createdAt: z.string() });
export const waitlistPageSchema = z.object({ entries: z.array(waitlistEntrySchema), ...wholePagePosition });
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;
export const waitlistQuerySchema = z.object({ page: pageParam });
