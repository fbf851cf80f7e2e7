import { z } from 'zod';
import { NAME_STYLES } from '../domain/name-generator.ts';

/** The spec's messages (access-admin-pricing §5, §8). */
export const NAME_GENERATOR_MESSAGES = {
  keywordRequiredTitle: 'Keyword Required',
  keywordRequired: 'Please enter a keyword to generate business names.',
  copiedTitle: 'Copied!',
  copied: (name: string) => `${name} has been copied to your clipboard.`,
  tooMany: 'Too many name searches. Please wait a moment before trying again.',
} as const;

export const KEYWORD_MAX_LENGTH = 60;
export const MAX_RUN = 99;

export const nameGeneratorRequestSchema = z.object({
  keyword: z
    .string({ error: NAME_GENERATOR_MESSAGES.keywordRequired })
    .trim()
    .max(KEYWORD_MAX_LENGTH, `Keyword must be at most ${KEYWORD_MAX_LENGTH} characters`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), NAME_GENERATOR_MESSAGES.keywordRequired),
  run: z.number({ error: 'Run must be a whole number from 0 to 99' }).int('Run must be a whole number from 0 to 99').min(0, 'Run must be a whole number from 0 to 99').max(MAX_RUN, 'Run must be a whole number from 0 to 99').default(0),
});
export type NameGeneratorRequest = z.infer<typeof nameGeneratorRequestSchema>;

export const DOMAIN_AVAILABILITY = ['available', 'taken', 'unknown'] as const;
export type DomainAvailability = (typeof DOMAIN_AVAILABILITY)[number];

export const nameGeneratorResponseSchema = z.object({
  keyword: z.string(),
  run: z.number(),
  names: z.array(
    z.object({
      name: z.string(),
      style: z.enum(NAME_STYLES),
      domain: z.string(),
      /** From a DNS look-up of the .com: NXDOMAIN = available, an answer = taken, otherwise unknown. */
      availability: z.enum(DOMAIN_AVAILABILITY),
    }),
  ),
});
export type NameGeneratorResponse = z.infer<typeof nameGeneratorResponseSchema>;
