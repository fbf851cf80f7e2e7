export type DemoTemplate = {
  slug: string;
  title: string;
  description: string;
  category: string;
  format: 'markdown' | 'csv';
  isPro: boolean;
  content: string;
};

/** Build templates: one free starter, the rest Business-in-a-Box (Master Builder and above). */
export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    slug: 'customer-interview-script',
    title: 'Customer Interview Script',
    description: 'Questions about past behaviour that reveal real problems, with a note-taking grid.',
    category: 'Validation',
    format: 'markdown',
    isPro: false,
    content: `# Customer Interview Script

## Before the call
- Interviewee profile (role, company size, how you found them):
- The one thing you want to learn:

## Opening (2 minutes)
"Thanks for your time. I am researching how people like you handle [problem]. I am not selling anything today."

## The last time (15 minutes)
1. Tell me about the last time you had to [task]. What triggered it?
2. What did you do first? And then?
3. Which tools or people were involved?
4. What was the hardest part? Why?
5. What have you tried to make it easier? Why did you stop?

## Cost (5 minutes)
6. How much time does this take you in a typical month?
7. Do you pay for anything to help with it today? How much?
8. Who decides on buying tools for this?

## Close (3 minutes)
9. Who else should I talk to about this?
10. May I follow up when I have something to show?

## Notes grid
| Question | What they said | Evidence of pain (1-5) |
|---|---|---|
|  |  |  |
`,
  },
  {
    slug: 'one-page-business-plan',
    title: 'One-Page Business Plan',
    description: 'Problem, customer, offer, channels, numbers and milestones on a single page.',
    category: 'Business-in-a-Box',
    format: 'markdown',
    isPro: true,
    content: `# One-Page Business Plan

## Problem
The painful, frequent problem you solve, in one sentence:

## Customer
Who has it (precise profile) and where they gather:

## Offer
What you sell, the outcome it delivers and the price:

## Channels
The two channels you will test first and why:
1.
2.

## Numbers
| Item | Monthly |
|---|---|
| Price per customer |  |
| Gross margin % |  |
| Customer acquisition cost |  |
| Fixed costs |  |
| Customers needed to break even |  |

## Milestones (next 90 days)
- Day 30:
- Day 60:
- Day 90:

## Biggest risk and how you will test it first
`,
  },
  {
    slug: 'financial-model-12-months',
    title: '12-Month Financial Model',
    description: 'A month-by-month sheet of customers, revenue, costs and cash, ready for any spreadsheet.',
    category: 'Business-in-a-Box',
    format: 'csv',
    isPro: true,
    content: `Line,Month 1,Month 2,Month 3,Month 4,Month 5,Month 6,Month 7,Month 8,Month 9,Month 10,Month 11,Month 12
New customers,,,,,,,,,,,,
Churned customers,,,,,,,,,,,,
Active customers,,,,,,,,,,,,
Average revenue per customer,,,,,,,,,,,,
Revenue,,,,,,,,,,,,
Cost of delivery,,,,,,,,,,,,
Gross margin,,,,,,,,,,,,
Marketing spend,,,,,,,,,,,,
Salaries,,,,,,,,,,,,
Tools and hosting,,,,,,,,,,,,
Other costs,,,,,,,,,,,,
Net cash flow,,,,,,,,,,,,
Cash at end of month,,,,,,,,,,,,
`,
  },
  {
    slug: 'launch-checklist',
    title: 'Launch Checklist',
    description: 'Everything to prepare in the four weeks before launch day, and what to do after.',
    category: 'Business-in-a-Box',
    format: 'markdown',
    isPro: true,
    content: `# Launch Checklist

## Four weeks before
- [ ] Landing page states the outcome, price and a clear call to action
- [ ] Analytics and sign-up tracking work end to end
- [ ] Payment flow tested with a real card and refunded
- [ ] List of 50 people who said they want to hear about the launch

## Two weeks before
- [ ] Launch post drafted for each community you belong to
- [ ] Onboarding e-mail sequence written (day 0, 2, 5)
- [ ] Support inbox and response templates ready

## Launch day
- [ ] Personal message to everyone on the list
- [ ] Posts published; reply to every comment within the hour
- [ ] Watch sign-ups and errors every hour

## The week after
- [ ] Call five new customers about their first experience
- [ ] Fix the top three onboarding problems
- [ ] Write down what worked for the next launch
`,
  },
  {
    slug: 'customer-pipeline-tracker',
    title: 'Customer Pipeline Tracker',
    description: 'Track outreach from first message to paying customer, with reply and conversion rates.',
    category: 'Business-in-a-Box',
    format: 'csv',
    isPro: true,
    content: `Name,Company,Role,Channel,First contact date,Replied (yes/no),Call booked (yes/no),Pilot or trial (yes/no),Customer (yes/no),Monthly value,Next step,Notes
`,
  },
];
