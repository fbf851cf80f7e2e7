import { z } from 'zod';
import { gigInputSchema, type GigDetail, type GigInput } from '#shared/schemas/gigs.ts';

/** What the gig form holds as typed: dollars and a comma-separated list of skills. */
export type GigFormValues = {
  title: string;
  description: string;
  budgetKind: 'fixed' | 'range';
  budgetMin: string;
  budgetMax: string;
  skills: string;
  deadline: string;
};

export const EMPTY_GIG_FORM: GigFormValues = { title: '', description: '', budgetKind: 'fixed', budgetMin: '', budgetMax: '', skills: '', deadline: '' };

/** Dollars as typed ("1,500", "$800") in cents; NaN when it is not a number, which the schema refuses. */
const cents = (dollars: string) => {
  const cleaned = dollars.replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Math.round(Number(cleaned) * 100);
};

/** The form's values as the API's gig: a fixed budget sends one amount; skills are split on commas. */
export function gigInputOf(values: GigFormValues): GigInput {
  return {
    title: values.title,
    description: values.description,
    budgetMinCents: cents(values.budgetMin),
    budgetMaxCents: values.budgetKind === 'range' ? cents(values.budgetMax) : null,
    skills: values.skills
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
    deadline: values.deadline,
  };
}

/** A gig's fields in the form, to change them. */
export function formValuesOf(gig: GigDetail): GigFormValues {
  return {
    title: gig.title,
    description: gig.description,
    budgetKind: gig.budgetMinCents === gig.budgetMaxCents ? 'fixed' : 'range',
    budgetMin: String(gig.budgetMinCents / 100),
    budgetMax: gig.budgetMinCents === gig.budgetMaxCents ? '' : String(gig.budgetMaxCents / 100),
    skills: gig.skills.join(', '),
    deadline: gig.deadline,
  };
}

/** The form field an API field's problem is shown under, where their names differ. */
export const FORM_FIELD_OF: Record<string, keyof GigFormValues> = { budgetMinCents: 'budgetMin', budgetMaxCents: 'budgetMax' };

/** The form's values, checked by the server's own schema once they are in the API's shape. */
export const gigFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    budgetKind: z.enum(['fixed', 'range']),
    budgetMin: z.string(),
    budgetMax: z.string(),
    skills: z.string(),
    deadline: z.string(),
  })
  .transform(gigInputOf)
  .pipe(gigInputSchema);
