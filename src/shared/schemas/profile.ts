import { z } from 'zod';
import { PROFILE_PUBLIC_FIELDS } from '../constants.ts';
import { BIO_MAX, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '../limits.ts';
import { BUSINESS_CATEGORIES, BUSINESS_TYPES, COMPANY_SIZES, COUNTRIES, TIME_ZONES, US_STATES } from '../profile-options.ts';
import { optionalText } from './text-fields.ts';

// The member's own profile (/profile and /account/profile) and the public member page.

/** Longest short text field (job title, company, city); the spec sets none, the server needs one. */
export const PROFILE_TEXT_MAX = 200;
export const ABOUT_ME_MAX = 5_000;
export const URL_MAX = 2_000;
/** The largest photo accepted, checked on the bytes received. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The most pixels a photo may have (a small file can declare a huge canvas); refused before decoding. */
export const AVATAR_MAX_PIXELS = 40_000_000;

export const PROFILE_MESSAGES = {
  displayName: `Display name must be between ${DISPLAY_NAME_MIN} and ${DISPLAY_NAME_MAX} characters.`,
  bio: `Bio must be at most ${BIO_MAX} characters.`,
  url: 'Must be a valid URL',
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
  choice: (label: string) => `Please choose a ${label} from the list.`,
  avatarMissing: 'Please choose a photo to upload.',
  avatarType: 'The photo must be a JPEG, PNG or WebP image.',
  avatarTooLarge: 'The photo must be at most 5 MB.',
  avatarDimensions: `The photo's dimensions are too large: it may have at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels (for example 6,000 × 6,000 pixels).`,
  avatarStorage: 'The photo could not be stored. Please try again in a moment.',
  // The spec's toasts (access-admin-pricing §8, member-area §8).
  accountLoadFailed: 'Failed to load profile data',
  accountSaveFailed: 'Failed to update profile',
  accountSaved: 'Profile updated successfully',
  memberLoadFailed: 'Failed to load profile data.',
  memberSaveFailed: 'Failed to update profile.',
  memberSaved: 'Profile updated',
} as const;

/** Strips what the sign-up form strips (<, > and ") and trims. */
const cleanName = (value: string) => value.replace(/[<>"]/g, '').trim();

const optionalField = (label: string, max: number) => optionalText(max, PROFILE_MESSAGES.tooLong(label, max));

/** Empty means none; anything else must be an http(s) address. */
const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, PROFILE_MESSAGES.url)
  .refine((v) => v === '' || isHttpUrl(v), PROFILE_MESSAGES.url)
  .transform((v) => v || null)
  .nullable()
  .optional();

const optionalChoice = (label: string, choices: readonly string[]) =>
  z
    .string()
    .refine((v) => v === '' || choices.includes(v), PROFILE_MESSAGES.choice(label))
    .transform((v) => v || null)
    .nullable()
    .optional();

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Any subset of fields; a field left out keeps its value, an empty one is cleared. */
export const profileUpdateSchema = z.object({
  displayName: z
    .string()
    .transform(cleanName)
    .refine((v) => v === '' || (v.length >= DISPLAY_NAME_MIN && v.length <= DISPLAY_NAME_MAX), PROFILE_MESSAGES.displayName)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  bio: optionalText(BIO_MAX, PROFILE_MESSAGES.bio),
  websiteUrl: optionalUrl,
  twitterUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  jobTitle: optionalField('Job title', PROFILE_TEXT_MAX),
  company: optionalField('Company', PROFILE_TEXT_MAX),
  companyWebsite: optionalUrl,
  companySize: optionalChoice('company size', COMPANY_SIZES),
  businessType: optionalChoice('business type', BUSINESS_TYPES),
  businessCategory: optionalChoice('business category', BUSINESS_CATEGORIES),
  city: optionalField('City', PROFILE_TEXT_MAX),
  state: optionalChoice('state', US_STATES),
  country: optionalChoice('country', COUNTRIES),
  aboutMe: optionalField('About me', ABOUT_ME_MAX),
  timeZone: optionalChoice('time zone', TIME_ZONES),
  publicFields: z.array(z.enum(PROFILE_PUBLIC_FIELDS, { error: 'Unknown public profile field' })).max(PROFILE_PUBLIC_FIELDS.length).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const ownProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companySize: z.string().nullable(),
  businessType: z.string().nullable(),
  businessCategory: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  aboutMe: z.string().nullable(),
  timeZone: z.string().nullable(),
  publicFields: z.array(z.enum(PROFILE_PUBLIC_FIELDS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.string() });

/** /profile's four stat cards and two tabs (member-area §2, §7, §9). */
export const profileActivitySchema = z.object({
  stats: z.object({ bookmarks: z.number(), ratingsGiven: z.number(), votesCast: z.number(), averageRating: z.number().nullable() }),
  bookmarks: z.array(
    z.object({ id: z.string(), kind: z.enum(['case_study', 'tactic']), itemId: z.string(), title: z.string(), href: z.string(), createdAt: z.string() }),
  ),
  ratings: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['case_study', 'tactic']),
      itemId: z.string(),
      title: z.string(),
      href: z.string(),
      rating: z.number(),
      reviewText: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** A member's public page: only the parts they chose to show are present. */
export const publicProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  joinedAt: z.string(),
  avatarUrl: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
  links: z.object({ websiteUrl: z.string().nullable(), twitterUrl: z.string().nullable(), linkedinUrl: z.string().nullable() }).optional(),
  progress: z
    .object({
      level: z.number(),
      levelTitle: z.string(),
      totalXp: z.number(),
      achievements: z.array(z.object({ key: z.string(), title: z.string(), earnedAt: z.string() })),
    })
    .optional(),
  submissions: z.array(z.object({ id: z.string(), kind: z.enum(['case_study', 'tactic']), title: z.string(), href: z.string(), publishedAt: z.string() })).optional(),
  /** The member's latest discussions and replies, on published case studies and tactics. */
  discussions: z
    .array(
      z.object({
        id: z.string(),
        /** The thread's title; null for a reply. */
        title: z.string().nullable(),
        excerpt: z.string(),
        subject: z.object({ kind: z.enum(['case_study', 'tactic']), title: z.string(), href: z.string() }),
        createdAt: z.string(),
      }),
    )
    .optional(),
  follows: z.object({ followers: z.number(), following: z.number() }),
  /** Whether the signed-in reader follows this member; null for a visitor and for the member themselves. */
  viewerFollows: z.boolean().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The state of a follow after PUT or DELETE /api/members/{id}/follow. */
export const followStateSchema = z.object({ following: z.boolean(), followers: z.number() });
export type FollowState = z.infer<typeof followStateSchema>;

export const FOLLOW_MESSAGES = {
  self: 'You cannot follow yourself.',
} as const;
