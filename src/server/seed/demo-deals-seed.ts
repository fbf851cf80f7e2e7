import { count } from 'drizzle-orm';
import { zonedWallTimeToInstant } from '#shared/domain/zoned-time.ts';
import type { Database } from '../db/client.ts';
import { deals, vipEvents } from '../db/schema/deals.ts';

// Demo deals and VIP events (decision 064). The partners are fictional, like the demo case
// studies: a real install replaces them at /admin/deals and /admin/events.

export const DEMO_DEALS = [
  {
    partnerName: 'Ledgerleaf',
    title: '6 months free on the Starter plan',
    summary: 'Bookkeeping that reconciles your bank feeds each night and prepares quarterly tax estimates.',
    category: 'finance',
    access: 'partner',
    code: 'FLIGHTDECK6',
    redeemUrl: 'https://ledgerleaf.example/redeem',
    terms: 'New Ledgerleaf accounts only.',
  },
  {
    partnerName: 'Nimbus Stack',
    title: '$2,000 in hosting credits',
    summary: 'Managed servers, databases and object storage, billed by the minute.',
    category: 'hosting',
    access: 'partner',
    code: 'FD-NIMBUS-2K',
    redeemUrl: null,
    terms: 'Credits expire 12 months after they are applied.',
  },
  {
    partnerName: 'Quillmark',
    title: '40% off the first year',
    summary: 'Brand kits, landing-page templates and a logo maker for pre-launch founders.',
    category: 'design',
    access: 'partner',
    code: null,
    redeemUrl: 'https://quillmark.example/flightdeck',
    terms: null,
  },
  {
    partnerName: 'Charterly',
    title: 'Company formation at cost, plus a year of registered agent service',
    summary: 'Incorporate in Delaware or the UK with founder agreements and a cap table ready to share.',
    category: 'legal',
    access: 'exclusive',
    code: 'FDMB-CHARTER',
    redeemUrl: 'https://charterly.example/partners',
    terms: 'State and government fees are charged as they fall due.',
  },
  {
    partnerName: 'Signalhouse',
    title: '3 months of the Growth plan free',
    summary: 'Product analytics and funnels that show which channel brings customers who stay.',
    category: 'marketing',
    access: 'exclusive',
    code: 'FDMB-SIGNAL3',
    redeemUrl: null,
    terms: 'For teams of up to 10.',
  },
] as const;

const DAY_MS = 86_400_000;

/** The demo events, a few weeks ahead of the day they are loaded. */
function demoEvents(now: Date) {
  const day = (days: number, time: string, timeZone: string) => {
    const date = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    return zonedWallTimeToInstant(`${date}T${time}`, timeZone)!;
  };
  return [
    {
      title: 'Pricing teardown: live with three founders',
      description:
        'Three Legacy Founders put their pricing pages on screen and the group takes them apart: anchors, plan names, annual discounts and what the case studies say about each.\n\n- Bring your own pricing page if you want a turn\n- 90 minutes, recorded for attendees',
      startsAt: day(10, '17:00', 'Europe/London'),
      endsAt: day(10, '18:30', 'Europe/London'),
      timeZone: 'Europe/London',
      onlineUrl: 'https://meet.example/flightdeck-pricing-teardown',
      place: null,
      capacity: 25,
    },
    {
      title: 'Workshop: your first 100 customers',
      description:
        'A hands-on afternoon: pick one growth channel from the tactics library, write the first week of the plan, and leave with it booked in your calendar.\n\nCoffee and lunch are on us.',
      startsAt: day(24, '13:00', 'America/New_York'),
      endsAt: day(24, '17:00', 'America/New_York'),
      timeZone: 'America/New_York',
      onlineUrl: null,
      place: 'Flightdeck demo studio, 100 Example Street, New York, NY',
      capacity: 12,
    },
    {
      title: 'Ask me anything: raising a first round',
      description: 'An open hour on pre-seed rounds: when to raise, how much, and what the failure analyses say about raising too early.',
      startsAt: day(38, '18:00', 'Europe/Berlin'),
      endsAt: day(38, '19:00', 'Europe/Berlin'),
      timeZone: 'Europe/Berlin',
      onlineUrl: 'https://meet.example/flightdeck-ama-fundraising',
      place: null,
      capacity: 50,
    },
  ];
}

/** Loads the demo deals and events, each only into a database without any. */
export async function seedDemoDeals(db: Database, now = new Date()): Promise<boolean> {
  const [[existingDeals], [existingEvents]] = await Promise.all([db.select({ value: count() }).from(deals), db.select({ value: count() }).from(vipEvents)]);
  let loaded = false;
  if ((existingDeals?.value ?? 0) === 0) {
    await db.insert(deals).values(DEMO_DEALS.map((deal) => ({ ...deal })));
    loaded = true;
  }
  if ((existingEvents?.value ?? 0) === 0) {
    await db.insert(vipEvents).values(demoEvents(now));
    loaded = true;
  }
  return loaded;
}
