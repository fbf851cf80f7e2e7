import {
  BUSINESS_MODELS,
  CONTINENTS,
  CUSTOMER_TYPES,
  FUNDING_TYPES,
  GROWTH_CHANNELS,
  INVOLVEMENTS,
} from '#shared/constants.ts';
import { CONTINENT_LABELS, COUNTRIES, NICHES } from '#shared/filters.ts';
import type { caseStudies } from '../db/schema/content.ts';

/** A small seeded PRNG (mulberry32), so a scale dataset is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ven', 'tor', 'ra', 'zu', 'pel', 'nor', 'sa', 'qui', 'bex', 'do', 'fin', 'gal', 'hu', 'jo', 'lum', 'mar', 'nex', 'ori', 'pra', 'rin', 'sol', 'tek', 'ul', 'vas', 'wen', 'yar', 'zel'];
const NOUNS = ['Ledger', 'Harbor', 'Pilot', 'Orbit', 'Canvas', 'Beacon', 'Anchor', 'Summit', 'Relay', 'Forge', 'Atlas', 'Meadow', 'Works', 'Labs', 'Supply', 'Studio', 'Collective', 'Systems', 'Kitchen', 'Goods'];
const PRODUCTS = [
  'invoicing tool', 'meal-kit shop', 'newsletter', 'design studio', 'template store', 'habit app', 'booking platform',
  'analytics add-on', 'tutoring marketplace', 'payroll service', 'podcast network', 'plant nursery', 'bike repair chain',
  'language course', 'crm plugin', 'pet food brand', 'coworking space', 'travel planner', 'budgeting app', 'candle shop',
];
const OUTCOMES = ['grew steadily through', 'stalled despite', 'doubled revenue with', 'shut down after betting on', 'found its niche through'];

/** Rating counters that agree with each other: the average is the sum over the count. */
function syntheticRatings(random: () => number) {
  const ratingCount = Math.floor(random() * 80);
  const ratingSum = ratingCount === 0 ? 0 : Math.round(ratingCount * (1 + random() * 4));
  return { ratingCount, ratingSum, averageRating: ratingCount === 0 ? 0 : Math.round((ratingSum / ratingCount) * 100) / 100 };
}

/**
 * Synthetic but well-formed case studies for benchmarks: every filter column filled with a
 * realistic spread, searchable titles and introductions. Not demo content: never shown to users
 * unless a developer seeds a database with it on purpose.
 */
export function generateCaseStudy(random: () => number): typeof caseStudies.$inferInsert {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const continent = pick(CONTINENTS);
  const country = pick(COUNTRIES);
  const businessModel = pick(BUSINESS_MODELS);
  const channel = pick(GROWTH_CHANNELS);
  const failure = random() < 0.33;
  const word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
  const name = `${word[0]!.toUpperCase()}${word.slice(1)} ${pick(NOUNS)}`;
  const product = pick(PRODUCTS);
  // Revenue spread over four orders of magnitude so every business stage has rows.
  const monthlyRevenue = Math.round(10 ** (1 + random() * 5.3));
  const published = random() < 0.95;
  const publishedAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 6.8 * 365 * 86_400_000));
  const introduction = `${name} is a ${product} that ${pick(OUTCOMES)} ${channel} in ${country}. This synthetic record exists to exercise browsing at scale.`;
  return {
    title: `${name}: a ${failure ? 'failure analysis of a' : 'success story of a'} ${product}`,
    status: published ? 'published' : 'draft',
    caseStudyType: failure ? 'failure' : 'success',
    snippet: introduction.slice(0, 240),
    businessName: name,
    regionTags: [CONTINENT_LABELS[continent], country],
    niche: [pick(NICHES)],
    tags: [businessModel, channel, product.split(' ')[0]!],
    monthlyRevenue,
    monthlyProfit: Math.round(monthlyRevenue * (random() - 0.3)),
    startingCosts: Math.round(10 ** (1.5 + random() * 4)),
    founderCount: 1 + Math.floor(random() * 3),
    employeeCount: random() < 0.4 ? 0 : Math.floor(random() * 40),
    yearFounded: 2005 + Math.floor(random() * 21),
    country,
    continent,
    businessModel,
    primaryGrowthChannel: channel,
    fundingType: pick(FUNDING_TYPES),
    customerType: pick(CUSTOMER_TYPES),
    involvement: pick(INVOLVEMENTS),
    contentStructure: {
      introduction,
      problem: `Customers of ${product}s in ${country} wasted hours every week on manual work that nobody had automated well.`,
      solution: `${name} focused on one workflow, priced it simply and reached buyers through ${channel}.`,
      summary: `${name} ${failure ? 'closed' : 'is still growing'}.`,
      metrics: { mrr: monthlyRevenue, customer_count: Math.round(monthlyRevenue / 40) + 1 },
    },
    metricsSnapshot: { mrr: monthlyRevenue },
    voteCount: Math.floor(random() * 300) - 20,
    ...syntheticRatings(random),
    publishedAt: published ? publishedAt : null,
    createdAt: publishedAt,
  };
}
