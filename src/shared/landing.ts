import { z } from 'zod';

/** The landing page's figures, each counted from the database when the page is served. */
export const landingFiguresSchema = z.object({
  /** Published case studies. */
  caseStudies: z.number().int().nonnegative(),
  /** Distinct countries among published case studies. */
  countries: z.number().int().nonnegative(),
  /** Registered accounts. */
  members: z.number().int().nonnegative(),
  /** Published case studies that tell a success (the others analyse a failure). */
  successStories: z.number().int().nonnegative(),
});
export type LandingFigures = z.infer<typeof landingFiguresSchema>;

/** A figure formatted for the page ("1,204"). */
export type LandingFigureText = Record<keyof LandingFigures, string>;

export function formatLandingFigures(figures: LandingFigures): LandingFigureText {
  const format = (value: number) => value.toLocaleString('en-US');
  return {
    caseStudies: format(figures.caseStudies),
    countries: format(figures.countries),
    members: format(figures.members),
    successStories: format(figures.successStories),
  };
}
