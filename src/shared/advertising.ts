/** The advertising packages and their prices (access spec §9), in integer cents of USD. */
export const ADVERTISING_PACKAGES = [
  {
    key: 'newsletter',
    name: 'Newsletter Sponsorship',
    priceCents: 250_000,
    unit: 'per issue',
    description: 'Your message at the top of the members’ newsletter, with a link and a short description.',
  },
  {
    key: 'case_study',
    name: 'Sponsored Case Study',
    priceCents: 500_000,
    unit: 'each',
    description: 'An in-depth case study of your company, researched and written by our editors and clearly labelled as sponsored.',
  },
  {
    key: 'community_partnership',
    name: 'Community Partnership',
    priceCents: 1_000_000,
    unit: 'per month',
    description: 'A partner listing in the community, a hosted session with members and a mention in every newsletter of the month.',
  },
] as const;

export type AdvertisingPackage = (typeof ADVERTISING_PACKAGES)[number];
export type AdvertisingPackageKey = AdvertisingPackage['key'];
export const ADVERTISING_PACKAGE_KEYS = ADVERTISING_PACKAGES.map((p) => p.key) as [AdvertisingPackageKey, ...AdvertisingPackageKey[]];
