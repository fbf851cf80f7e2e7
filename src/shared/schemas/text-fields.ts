import { z } from 'zod';

// Text fields the forms share, each with the form's own messages.

/** A text the form needs: trimmed, and refused with `message` when left out or blank. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A text the form may leave blank: trimmed, at most `max` characters; blank or left out is null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** A web address the form may leave blank: http(s) and a host with a dot; blank or left out is null. */
export const optionalLink = (max: number, tooLong: string, invalid: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), invalid)
    .transform((value) => value || null)
    .nullable()
    .optional();
