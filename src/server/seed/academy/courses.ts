import type { CourseLevel, CourseType } from '#shared/constants.ts';

export type DemoModule = { title: string; summary: string; durationMinutes: number; body: string };
export type DemoCourse = {
  slug: string;
  title: string;
  summary: string;
  courseType: CourseType;
  level: CourseLevel;
  isPro: boolean;
  topics: string[];
  modules: DemoModule[];
};

/** The academy's demo courses, written for Flightdeck; each module's minutes add up to the course's duration. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'validate-before-you-build',
    title: 'Validate Before You Build',
    summary: 'Turn a hunch into evidence in two weeks: find the problem, talk to buyers and run a pre-sale before writing code.',
    courseType: 'course',
    level: 'beginner',
    isPro: false,
    topics: ['saas', 'services', 'digital', 'product', 'activation'],
    modules: [
      {
        title: 'Find a problem people already pay to solve',
        summary: 'Where real problems hide and how to tell a painful one from a mild annoyance.',
        durationMinutes: 20,
        body: `## Start from spending, not ideas

The fastest signal that a problem is real is that people already spend money or hours on it. Before you brainstorm features, list five workarounds your future customers use today: spreadsheets, freelancers, duct-taped tools, manual checklists.

## Three questions for every problem

1. **Who** has it, precisely? "Small businesses" is not an answer; "two-person bookkeeping firms that close month-end by hand" is.
2. **How often** does it hurt? Weekly pain beats yearly pain.
3. **What does it cost** them now, in money or hours?

## Exercise

Browse ten case studies in your niche on Flightdeck and write down the problem each founder solved in one sentence. Mark the ones where customers were already paying for a workaround.`,
      },
      {
        title: 'Customer interviews that tell the truth',
        summary: 'Ask about past behaviour, not future promises, and leave with facts.',
        durationMinutes: 25,
        body: `## Ask about the past

People are poor predictors of their own future behaviour and generous with compliments. Ask about the last time the problem happened: *"Walk me through the last time you reconciled invoices. What did you do first?"*

## Avoid

- Pitching your idea in the first ten minutes.
- "Would you use…?" and "Would you pay…?" questions.
- Counting compliments as evidence.

## Collect

- The steps they take today and the tools involved.
- What they tried before and why they gave it up.
- Who signs off on spending money to fix it.

Aim for ten interviews with people who match one precise profile. If fewer than three describe the same pain without prompting, refine the profile before going further.`,
      },
      {
        title: 'Run a pre-sale',
        summary: 'A landing page, a price and a payment link: the cheapest honest test.',
        durationMinutes: 25,
        body: `## Put a price on it

A pre-sale asks for a commitment that costs the buyer something: a deposit, a paid pilot or a signed letter of intent. Sign-ups to a free list are a weaker signal.

## The one-page test

1. State the outcome in the headline, not the features.
2. Show the price and what is included in the first version.
3. Add a payment link or a "book a paid pilot" button.
4. Send the page to the people you interviewed and to communities where they gather.

## Reading the result

Decide your threshold before you launch — for example, five paid pilots from fifty conversations. Meet it and you build; miss it and you revisit the problem, the audience or the price, one at a time.`,
      },
      {
        title: 'Decide: build, pivot or drop',
        summary: 'A simple scorecard to make the call without sunk-cost bias.',
        durationMinutes: 15,
        body: `## The scorecard

Score each from 1 to 5: frequency of the pain, willingness to pay shown in the pre-sale, how reachable the buyers are, and your own edge in reaching them.

- **16 or more:** build the smallest version that delivers the promised outcome.
- **10 to 15:** change one variable (audience, price or offer) and test again.
- **Below 10:** drop it and keep your interview notes — failed ideas often point at the next one.

Compare your scores with the failure analyses on Flightdeck: many failed startups skipped exactly this step.`,
      },
    ],
  },
  {
    slug: 'first-100-customers',
    title: 'Your First 100 Customers',
    summary: 'Channels that work before you have a brand: direct outreach, communities, content and partnerships.',
    courseType: 'course',
    level: 'beginner',
    isPro: false,
    topics: ['acquisition', 'marketing', 'sales', 'community', 'social', 'content', 'ecommerce'],
    modules: [
      {
        title: 'Do things that do not scale',
        summary: 'Why your first customers come one at a time, and how to make that deliberate.',
        durationMinutes: 20,
        body: `## Manual is a feature

Your first customers come from conversations you start yourself. Write personally, onboard each new customer on a call, and fix their problems the same day.

## A daily outreach habit

- Ten personal messages a day to people matching your profile.
- Reference something specific about them; never paste a template unchanged.
- Track replies in a simple sheet: sent, replied, call booked, customer.

After two weeks you will know your reply rate and which opening line works — the base of every later channel.`,
      },
      {
        title: 'Communities and forums',
        summary: 'Earn attention where your buyers already talk.',
        durationMinutes: 20,
        body: `## Give before you ask

Pick two communities where your buyers ask questions. For a month, answer questions thoroughly and share what you learn building your product. Mention your product only where it genuinely answers the question.

## Signals to watch

- Direct messages asking what you are working on.
- Posts from others linking to your answers.
- Sign-ups with the community as the referrer.`,
      },
      {
        title: 'Content that compounds',
        summary: 'Write the pages your buyers search for.',
        durationMinutes: 25,
        body: `## Search intent first

List the questions buyers type into a search engine right before they need your product: comparisons, "how to" guides, templates. Write one thorough page per question.

## Distribution

Every article goes to your e-mail list, the communities from the previous module, and your founder profile. One article well distributed beats five published into silence.`,
      },
      {
        title: 'Partnerships and referrals',
        summary: 'Borrow trust from businesses that already serve your customers.',
        durationMinutes: 15,
        body: `## Find complementary businesses

Which tools, agencies or creators serve your buyers just before or after you do? Offer them something useful: an integration, a co-written guide, a revenue share.

## Ask every happy customer

At the moment a customer gets their first result, ask for one introduction. Make it easy with a short message they can forward.`,
      },
    ],
  },
  {
    slug: 'why-startups-fail',
    title: 'Why Startups Fail: Lessons from the Failure Vault',
    summary: 'The recurring patterns behind the failure analyses on Flightdeck, and the early warning signs to watch.',
    courseType: 'report',
    level: 'beginner',
    isPro: false,
    topics: ['product', 'retention', 'revenue', 'saas', 'ecommerce', 'apps'],
    modules: [
      {
        title: 'No one needed it',
        summary: 'Building before validating remains the most common story.',
        durationMinutes: 15,
        body: `## The pattern

Months of building, a launch, polite interest and no paying customers. The founders had talked to users, but about the solution rather than the problem.

## Warning signs

- Interviews ended with "sounds cool" rather than a commitment.
- The launch date moved more than twice to add features.
- Nobody asked when they could start paying.`,
      },
      {
        title: 'Unit economics that never worked',
        summary: 'Growth that costs more than it earns only speeds up the end.',
        durationMinutes: 20,
        body: `## The pattern

Customers arrived, but each one cost more to win and serve than they paid back. Paid acquisition grew revenue and losses together.

## Warning signs

- Customer acquisition cost rising month after month.
- Gross margin below what the category usually sustains.
- Payback periods measured in years while cash is measured in months.`,
      },
      {
        title: 'Running out of runway',
        summary: 'Cash planning mistakes, and how founders who survived avoided them.',
        durationMinutes: 15,
        body: `## The pattern

The plan assumed the next funding round or the next big customer. When either slipped, there was no time left to adjust.

## What survivors did

- Kept twelve months of costs visible in one sheet, updated weekly.
- Cut costs at eighteen months of runway, not at three.
- Treated revenue from customers as the only dependable funding.`,
      },
    ],
  },
  {
    slug: 'pricing-that-pays',
    title: 'Pricing That Pays',
    summary: 'Value metrics, packaging, tiers and the price increase you are afraid to make.',
    courseType: 'deep_dive',
    level: 'intermediate',
    isPro: true,
    topics: ['revenue', 'saas', 'digital', 'services'],
    modules: [
      {
        title: 'Choose your value metric',
        summary: 'Charge for the unit that grows with the value customers get.',
        durationMinutes: 25,
        body: `## What a value metric is

The unit you charge for — seats, projects, contacts, orders. A good one grows as the customer gets more value, is easy to understand and easy to predict.

## Test three candidates

For your product, write down three possible metrics. For each, ask: does a customer who gets twice the value pay more? Can they estimate next month's bill? Does it discourage the behaviour you want?`,
      },
      {
        title: 'Packaging and tiers',
        summary: 'Three tiers, one clear anchor, and features placed by willingness to pay.',
        durationMinutes: 25,
        body: `## Sort features by who values them

Interview customers of each segment and sort features into: everyone needs it (base tier), power users pay for it (middle), organisations require it (top: security, admin, invoicing).

## Anchor deliberately

The middle tier should be the obvious choice. Price the top tier for the buyers who need it, not to make the middle look cheap.`,
      },
      {
        title: 'Raising prices without losing customers',
        summary: 'Grandfathering, notice periods and how to say it.',
        durationMinutes: 20,
        body: `## The playbook

1. Raise prices for new customers first and measure conversion for a month.
2. Give existing customers at least 30 days' notice and a reason tied to what you have added.
3. Offer annual plans at the old price for a limited time.

Most founders who raise prices find conversion barely moves; the revenue gain funds the product work that justified it.`,
      },
    ],
  },
  {
    slug: 'saas-metrics-that-matter',
    title: 'SaaS Metrics That Matter',
    summary: 'MRR, churn, net revenue retention and payback: how to compute them and what good looks like.',
    courseType: 'deep_dive',
    level: 'intermediate',
    isPro: true,
    topics: ['saas', 'retention', 'revenue'],
    modules: [
      {
        title: 'MRR and its movements',
        summary: 'New, expansion, contraction and churned MRR each tell a different story.',
        durationMinutes: 20,
        body: `## Split the number

Monthly recurring revenue alone hides what is happening. Each month record: new MRR, expansion MRR, contraction MRR and churned MRR. Net new MRR is the first two minus the last two.

## Read the movements

Rising new MRR with rising churn means acquisition is masking a product problem. Flat new MRR with strong expansion means your best customers love you — sell more to them.`,
      },
      {
        title: 'Churn and retention cohorts',
        summary: 'Cohort tables show whether retention is improving.',
        durationMinutes: 25,
        body: `## Build a cohort table

Group customers by sign-up month. For each later month, show the share still paying. A healthy table flattens: after the first months, the remaining customers stay.

## Net revenue retention

Revenue this month from customers who existed twelve months ago, divided by their revenue then. Above 100% means expansion outweighs churn.`,
      },
      {
        title: 'Acquisition cost and payback',
        summary: 'How long until a customer has paid back what it cost to win them.',
        durationMinutes: 20,
        body: `## Payback period

Customer acquisition cost divided by monthly gross margin per customer. Bootstrapped companies usually need payback within twelve months; longer periods need outside capital.

## Keep it honest

Include salaries of the people selling and marketing, not only ad spend.`,
      },
    ],
  },
  {
    slug: 'scaling-paid-acquisition',
    title: 'Scaling Paid Acquisition',
    summary: 'From the first profitable campaign to a channel you can scale without burning cash.',
    courseType: 'course',
    level: 'advanced',
    isPro: true,
    topics: ['paid', 'acquisition', 'marketing', 'ecommerce', 'apps'],
    modules: [
      {
        title: 'Find one profitable campaign',
        summary: 'Small budgets, tight audiences and a single conversion goal.',
        durationMinutes: 25,
        body: `## Start narrow

One channel, one audience, one offer, one conversion event. Set a test budget you can lose — enough for about fifty conversions at your expected cost.

## Judge by contribution margin

A campaign is profitable when the gross margin of the customers it brings exceeds its cost within your payback target, not when the click-through rate looks good.`,
      },
      {
        title: 'Creative testing',
        summary: 'The creative is the targeting: a system for testing it weekly.',
        durationMinutes: 25,
        body: `## A weekly rhythm

Launch three new creatives a week against your best performer. Change one thing per variant: the hook, the format or the offer.

## Keep a log

Record every test's hypothesis and result. After two months the log tells you which hooks your market responds to.`,
      },
      {
        title: 'Scaling without breaking',
        summary: 'Budget increases, diminishing returns and when to add a channel.',
        durationMinutes: 20,
        body: `## Raise budgets gradually

Increase daily budgets in steps of about 20% and watch acquisition cost for a week before the next step.

## Know when to stop

When each budget step raises acquisition cost faster than it raises volume, the channel is saturated for your current offer: improve conversion on your site or open a second channel.`,
      },
    ],
  },
];
