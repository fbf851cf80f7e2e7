export type DemoBootcamp = {
  slug: string;
  name: string;
  description: string;
  /** Days from the day the demo content is loaded, so a fresh install always has upcoming cohorts. */
  startsInDays: number;
  durationWeeks: number;
  maxSeats: number;
  priceCents: number;
  features: string[];
};

/** The three bootcamps at the product's prices. */
export const DEMO_BOOTCAMPS: DemoBootcamp[] = [
  {
    slug: 'saas-builder',
    name: 'SaaS Builder Bootcamp',
    description: 'Go from a validated problem to a paying SaaS customer in six weeks, with weekly reviews of your product and pricing.',
    startsInDays: 21,
    durationWeeks: 6,
    maxSeats: 30,
    priceCents: 49_700,
    features: ['6 live weekly workshops', 'Pricing and onboarding teardown of your product', 'Private cohort channel', 'Lifetime access to recordings'],
  },
  {
    slug: 'content-creator',
    name: 'Content Creator Bootcamp',
    description: 'Build an audience around your expertise and turn it into a newsletter, a course or a community that pays.',
    startsInDays: 42,
    durationWeeks: 6,
    maxSeats: 40,
    priceCents: 39_700,
    features: ['Content system and publishing calendar', 'Weekly feedback on your posts', 'Monetisation playbooks', 'Guest sessions with creators'],
  },
  {
    slug: 'ecommerce-empire',
    name: 'E-commerce Empire Bootcamp',
    description: 'Launch or grow an online store: product sourcing, a converting store, and your first profitable paid campaigns.',
    startsInDays: 70,
    durationWeeks: 6,
    maxSeats: 25,
    priceCents: 59_700,
    features: ['Store conversion review', 'Supplier and margin calculator', 'Paid acquisition labs', 'Small-group office hours'],
  },
];
