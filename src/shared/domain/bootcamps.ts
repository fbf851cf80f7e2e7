import { BOOTCAMP_LEGACY_DISCOUNT } from '../plans.ts';
import type { SubscriptionTier } from '../constants.ts';
import { getsBootcampDiscount } from './policy.ts';

export const BOOTCAMP_STATUSES = ['Enrollment Closed', 'Sold Out', 'Filling Fast', 'Just Announced', 'Early Bird', 'Enrolling Now'] as const;
export type BootcampStatus = (typeof BOOTCAMP_STATUSES)[number];

/** Share of seats left at or below which a cohort is "Filling Fast". */
export const FILLING_FAST_SHARE = 0.25;
/** Days before the start beyond which a cohort is "Just Announced", and "Early Bird" beyond the second. */
export const JUST_ANNOUNCED_DAYS = 60;
export const EARLY_BIRD_DAYS = 28;

const DAY_MS = 86_400_000;

/** The label of a bootcamp, from its seats and dates (today and startDate are YYYY-MM-DD, UTC). */
export function bootcampStatus(input: { startDate: string; maxSeats: number; enrolled: number }, today: string): BootcampStatus {
  if (input.startDate <= today) return 'Enrollment Closed';
  const seatsLeft = input.maxSeats - input.enrolled;
  if (seatsLeft <= 0) return 'Sold Out';
  if (seatsLeft <= Math.ceil(input.maxSeats * FILLING_FAST_SHARE)) return 'Filling Fast';
  const daysToStart = Math.round((Date.parse(input.startDate) - Date.parse(today)) / DAY_MS);
  if (daysToStart > JUST_ANNOUNCED_DAYS) return 'Just Announced';
  if (daysToStart > EARLY_BIRD_DAYS) return 'Early Bird';
  return 'Enrolling Now';
}

/** Whether a seat can be bought now. */
export const canEnroll = (status: BootcampStatus) => status !== 'Enrollment Closed' && status !== 'Sold Out';

/** The price a member pays: Legacy Founder 25% off, rounded to the cent. */
export function bootcampPriceFor(priceCents: number, tier: SubscriptionTier | null): number {
  return getsBootcampDiscount(tier) ? Math.round(priceCents * (1 - BOOTCAMP_LEGACY_DISCOUNT)) : priceCents;
}
