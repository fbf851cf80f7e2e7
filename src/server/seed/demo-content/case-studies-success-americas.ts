/**
 * Fictional demo content written for Flightdeck: success stories from North and South America.
 * Every company, founder, figure and website here is invented; any resemblance is coincidental.
 */
import type { DemoCaseStudy } from './types.ts';

export const successCaseStudiesAmericas: DemoCaseStudy[] = [
  {
    key: 'harborlight-crm',
    title: 'How Harborlight CRM Reached $42k MRR Selling Only to Moving Companies',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two former dispatchers built a CRM for small moving companies, grew it almost entirely through search, and now serve 610 crews with a team of six.',
    businessName: 'Harborlight CRM',
    websiteUrl: 'https://harborlight.example',
    founderName: 'Marisol Vance',
    founderSocialUrl: 'https://social.example/@marisolvance',
    language: 'English',
    regionTags: ['North America', 'United States', 'Ohio'],
    niche: ['Tech & Software'],
    tags: ['vertical-saas', 'crm', 'logistics', 'bootstrapped'],
    monthlyRevenue: 42_000,
    monthlyProfit: 24_500,
    grossMarginPercent: 88,
    startingCosts: 3_500,
    founderCount: 2,
    employeeCount: 4,
    yearFounded: 2019,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'saas',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Harborlight CRM is a customer and job tracker built for moving companies with two to twenty trucks. Its founders spent a decade dispatching crews in Columbus before writing a line of code.',
      problem:
        'Small movers juggled quotes in spreadsheets, crew schedules on whiteboards and customer calls on personal phones. Generic CRMs assumed a sales pipeline, not a calendar of trucks, so owners abandoned them within weeks.',
      solution:
        'A CRM organised around the moving day itself: instant quotes from an inventory checklist, a drag-and-drop truck calendar and automatic reminder texts to customers the evening before the move.',
      summary:
        'A narrow vertical, deep domain knowledge and patient search content took Harborlight from zero to $42k MRR in five years without outside money.',
      metrics: { mrr: 42_000, customer_count: 610, churn_rate_percent: 1.9, ltv: 3_600 },
    },
    metricsSnapshot: { mrr: 42_000, customer_count: 610, cac: 140, churn_rate_percent: 1.9 },
    contentGenesis:
      "Marisol Vance and Theo Brandt met while dispatching for a regional moving firm, where they spent every Sunday night rebuilding the week's truck schedule by hand. When their employer went through three CRMs in two years and abandoned each one, they realised the tools were not built for how movers work. They quit in the spring of 2019 with eight months of savings each.",
    contentValidation:
      'Before building anything they called 45 moving companies from an industry directory and asked how they handled quotes. Thirty-one owners described the same Sunday-night scheduling ritual, and nine agreed to pay $49 a month for early access. Those nine paid for the first prototype.',
    contentBuilding:
      'Theo, the more technical of the two, built the first version in Rails over eleven weeks while Marisol wrote the quoting logic from her old price sheets. They skipped a mobile app entirely and made the web version work well on phones, which kept the scope small enough to ship.',
    contentLaunch:
      "There was no launch event. The nine pre-paying customers started using it on a Monday, and Marisol spent the first month riding along on moves to watch crews use the calendar. Her notes from those ride-alongs became the first 30 articles on the company blog.",
    contentGrowth:
      'Search became the engine almost by accident: articles like "how to price a two-bedroom move" ranked within months because nobody else wrote for movers. By 2022 organic search brought 70% of trials, and a free moving-quote calculator added another steady stream of sign-ups. Churn stayed low because switching away meant rebuilding the truck schedule.',
    contentStatusFuture:
      'Harborlight now serves 610 moving companies with a team of six and a net margin close to 60%. The founders plan to add storage-unit billing next year, a feature their largest customers request every month.',
    contentLessonsLearned:
      'The founders say their best decision was refusing to serve adjacent industries such as cleaning and landscaping, even when those customers offered to pay. Every exception would have diluted the calendar that made the product sticky. Their biggest regret is waiting three years to raise prices.',
    contentAdvice:
      'Pick an industry you have worked in and write down every annoying task you did by hand. Talk to forty owners before coding. When the first articles start ranking, double down on search instead of experimenting with five channels at once.',
    founderQuote: 'Nobody in software had ever watched a mover try to fit a piano into a Tuesday. We had.',
    techStackPlaybook: ['Ruby on Rails', 'PostgreSQL', 'Stripe Billing', 'Twilio SMS', 'Plausible Analytics'],
    resourceLibrary: ['Moving-quote calculator template', 'Interview script for trade business owners', 'Vertical SaaS pricing worksheet'],
    keyDecisions: {
      firstInvestment: 'A $1,200 industry directory subscription used to find the first 45 interviewees.',
      firstHire: 'A former moving-company office manager as customer support lead in 2021.',
      majorPivot: 'Dropped a planned mobile app in favour of a responsive web app to ship three months sooner.',
    },
    sourceUrl: 'https://stories.example/harborlight-crm',
    publishedAt: '2024-03-12',
    tacticKeys: ['seo-content-clusters', 'customer-interviews', 'pre-selling', 'free-tool-lead-magnet'],
  },
  {
    key: 'larchbook-payroll',
    title: 'Larchbook: Building a $185k/Month Payroll Product for Canadian Trades',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Larchbook raised a seed round to build payroll for electricians, roofers and plumbers in Canada, and grew through a small outbound sales team to $185k in monthly revenue.',
    businessName: 'Larchbook Payroll',
    websiteUrl: 'https://larchbook.example',
    founderName: 'Priya Castellano',
    founderSocialUrl: 'https://social.example/@priyacastellano',
    language: 'English',
    regionTags: ['North America', 'Canada', 'Ontario'],
    niche: ['Finance & FinTech'],
    tags: ['payroll', 'trades', 'venture-backed', 'outbound'],
    monthlyRevenue: 185_000,
    monthlyProfit: 21_000,
    grossMarginPercent: 74,
    startingCosts: 120_000,
    founderCount: 3,
    employeeCount: 22,
    yearFounded: 2018,
    country: 'Canada',
    continent: 'north-america',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Larchbook runs payroll, union dues and job-site hour tracking for trade contractors across Canada. It was started by an accountant, a payroll engineer and a former electrician who kept getting paid late.',
      problem:
        'Trade contractors pay crews who move between job sites, union agreements and provinces every week. Off-the-shelf payroll handled none of that, so office managers spent two days per pay run on manual corrections.',
      solution:
        'Payroll that understands job sites: crews clock in from a phone, hours are costed to the right job and union rules, and the pay run is ready for approval in under an hour.',
      summary:
        'A regulated, complicated niche and an outbound team that spoke the language of contractors turned Larchbook into a profitable, venture-backed company.',
      metrics: { mrr: 185_000, customer_count: 1_240, churn_rate_percent: 0.8, cac: 2_100 },
    },
    metricsSnapshot: { mrr: 185_000, customer_count: 1_240, ltv: 41_000, employee_count: 22 },
    contentGenesis:
      "Gil Moreau spent twelve years as an electrician and was underpaid by a payroll error four times in one winter. He told the story to his cousin Priya Castellano, an accountant who had seen the same mistakes in her clients' books. Together with payroll engineer Anders Whitlock they drafted a plan on the back of a union rate sheet.",
    contentValidation:
      'Priya shadowed the office managers of six contractors during pay week and timed each manual correction. The average firm lost fourteen hours per pay run, and every one of them said they would switch if the new tool handled union dues. Two firms signed letters of intent with a price attached.',
    contentBuilding:
      'Payroll has no room for bugs, so the founders raised a $900,000 seed round before building. They spent the first year on compliance with federal and provincial tax rules and ran parallel payrolls with three pilot customers for four months before anyone relied on Larchbook alone.',
    contentLaunch:
      'Larchbook launched at a regional construction trade show with a booth shaped like a job-site trailer. Gil ran live demos on a tablet, and the team booked 70 meetings in two days, 18 of which became customers within a quarter.',
    contentGrowth:
      'Growth came from a five-person outbound team of former trades office staff who cold-called contractors and ran structured discovery calls. Paid pilots with larger firms converted at 80% because success criteria were agreed up front. The company passed $100k MRR in 2022 and became profitable a year later.',
    contentStatusFuture:
      'With 1,240 contractors on the platform, Larchbook is expanding into benefits administration. The team plans to cover its first US states next year through a partnership with a licensed provider.',
    contentLessonsLearned:
      'Hiring salespeople from the industry mattered more than hiring experienced software sellers. Contractors trusted someone who knew what a journeyman rate was. The founders also learned that in payroll, a single public mistake can undo a year of marketing.',
    contentAdvice:
      "In a regulated market, raise enough money to do compliance properly before you sell. Let customers run your product in parallel with their old process until they trust it. Hire sellers who share your customers' background.",
    founderQuote: 'Every contractor we signed had been burned by software before. Our pitch was simply that we had been burned too.',
    techStackPlaybook: ['Kotlin', 'PostgreSQL', 'AWS', 'HubSpot CRM', 'Metabase'],
    resourceLibrary: ['Payroll compliance checklist for Canadian provinces', 'Paid pilot agreement template', 'Discovery call question bank'],
    keyDecisions: {
      firstInvestment: 'A $60,000 compliance audit before the first customer ran a live payroll.',
      firstHire: 'A former roofing-company office manager as the first sales representative.',
      majorPivot: 'Moved from self-serve sign-up to sales-led onboarding after pilots showed setup needed a human.',
    },
    publishedAt: '2024-07-02',
    tacticKeys: ['founder-led-sales', 'discovery-calls', 'paid-pilots', 'trade-show-events'],
  },
  {
    key: 'kettlestone-coffee',
    title: 'Kettlestone Coffee: A Solo Side Business Roasting $6,800 a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A nurse in Oregon turned a garage roaster into a coffee subscription business, grew it on short videos about night-shift coffee, and runs it in about fifteen hours a week.',
    businessName: 'Kettlestone Coffee',
    websiteUrl: 'https://kettlestone.example',
    founderName: 'Hannah Quill',
    founderSocialUrl: 'https://social.example/@kettlestonehannah',
    language: 'English',
    regionTags: ['North America', 'United States', 'Oregon'],
    niche: ['Food & Beverage'],
    tags: ['coffee', 'subscription', 'side-project', 'short-video'],
    monthlyRevenue: 6_800,
    monthlyProfit: 2_900,
    grossMarginPercent: 58,
    startingCosts: 2_400,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2024,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Kettlestone Coffee sells small-batch coffee subscriptions to shift workers. Founder Hannah Quill still works three night shifts a week as an emergency-room nurse.',
      problem:
        'Night-shift workers drink a lot of coffee at odd hours, and most of it comes from vending machines or stale break-room tins. Specialty coffee brands talk to morning people with slow weekend rituals.',
      solution:
        'A subscription built for shift workers: a strong "3 a.m." blend, a lower-caffeine "drive home" decaf and deliveries timed to rota changes, marketed through short videos filmed in the break room.',
      summary:
        'A specific audience, a relatable founder and videos shot on a phone grew a garage roaster into a profitable side business in under two years.',
      metrics: { mrr: 6_800, subscriber_count: 290, churn_rate_percent: 6.5 },
    },
    metricsSnapshot: { mrr: 6_800, subscriber_count: 290, average_order_usd: 23 },
    contentGenesis:
      'Hannah started roasting in her garage during a long stretch of night shifts, mostly to survive them. Colleagues began paying her for bags, and within a month she had a waiting list on a break-room whiteboard.',
    contentValidation:
      "She posted a ten-second clip of herself handing out bags at 4 a.m. and it reached 80,000 people overnight. A pre-order form linked in her profile took 64 orders in three days, which covered a second-hand one-kilogram roaster.",
    contentBuilding:
      'The shop runs on a hosted store with a subscription plug-in, and labels are printed at home. Hannah roasts on Sunday afternoons and ships on Mondays, a rhythm that fits around her rota.',
    contentLaunch:
      'The official launch was a live stream from the garage during a roast, announced to the 3,000 followers she had gathered by then. It sold out the first 40 subscriptions in an hour.',
    contentGrowth:
      'Growth has come almost entirely from short videos about shift work, with coffee in the background rather than the foreground. A referral card in every bag gives both friends a free bag, and about a fifth of new subscribers now arrive that way.',
    contentStatusFuture:
      'Kettlestone earns about $2,900 a month in profit. Hannah is deciding whether to lease space in a shared roastery, which would let her double volume without giving up nursing.',
    contentLessonsLearned:
      'She learned that her audience cared more about being seen than about tasting notes. Videos that mentioned flavour flopped, while videos about charting at 5 a.m. brought in subscribers.',
    contentAdvice:
      'Sell to a group you belong to and can talk to honestly. Keep the operation small enough that it never competes with your day job for your sleep.',
    founderQuote: 'My best marketing is a tired nurse saying "same" in the comments.',
    techStackPlaybook: ['Shopify', 'Recharge subscriptions', 'CapCut', 'Pirate Ship labels'],
    resourceLibrary: ['Coffee cost-per-bag calculator', 'Short-video hook ideas for small brands'],
    keyDecisions: {
      firstInvestment: 'A second-hand one-kilogram roaster for $1,650, paid for by pre-orders.',
      firstHire: 'None yet; a colleague packs bags for a flat fee on busy weeks.',
      majorPivot: 'Switched from one-off bag sales to subscriptions after noticing most buyers reordered monthly.',
    },
    publishedAt: '2025-09-18',
    tacticKeys: ['short-form-video', 'double-sided-referral', 'pre-selling'],
  },
  {
    key: 'quietdesk-notes',
    title: 'QuietDesk: A Study-Notes App That Earns $2,900 a Month in Its First Year',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A graduate student built a distraction-free notes app for exam season, grew it inside online study communities, and reached $2,900 a month within a year of launch.',
    businessName: 'QuietDesk',
    websiteUrl: 'https://quietdesk.example',
    founderName: 'Jonah Albrecht',
    language: 'English',
    regionTags: ['North America', 'United States', 'Michigan'],
    niche: ['Tech & Software', 'Education & EdTech'],
    tags: ['productivity', 'students', 'mobile-app', 'indie-hacker'],
    monthlyRevenue: 2_900,
    monthlyProfit: 2_450,
    grossMarginPercent: 85,
    startingCosts: 300,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'apps',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'QuietDesk is a notes app that locks itself into a single full-screen page during study sessions. It was built by a chemistry PhD student in the evenings between lab runs.',
      problem:
        'Students open a notes app to revise and end up in chat, e-mail and video tabs within minutes. Existing focus tools block websites but do not help anyone actually study.',
      solution:
        'A notes app with built-in study sessions: a timer, a locked writing surface, flashcards generated from headings and a weekly summary of time spent per subject.',
      summary:
        'By living inside study communities rather than advertising to them, a solo developer turned a side project into $2,900 a month in twelve months.',
      metrics: { mrr: 2_900, subscriber_count: 760, churn_rate_percent: 7.8 },
    },
    metricsSnapshot: { mrr: 2_900, subscriber_count: 760, download_count: 41_000 },
    contentGenesis:
      'Jonah built the first version for himself before his qualifying exams, after realising he had spent more time reorganising notes than reading them. Friends in his cohort asked for copies, and he put it on the app store with a small price tag to see what would happen.',
    contentValidation:
      'He shared a screen recording in two large online study forums and asked what was missing. The thread collected 400 comments, most of them asking for flashcards, and 1,100 people downloaded the free version in a week.',
    contentBuilding:
      'Jonah wrote the app in Flutter so it could run on phones and laptops from one codebase. He kept the free tier generous and put flashcards, sync and the weekly summary behind a $3.99 monthly subscription.',
    contentLaunch:
      'He launched before the autumn exam season with a post titled "I made the study app I wanted during my quals". The post hit the front page of a student forum, and 9,000 downloads followed in four days.',
    contentGrowth:
      'Jonah answers every study-forum thread that mentions focus problems, always as a fellow student first. He runs a small member chat where users swap flashcard decks, and those decks are now the main reason people upgrade.',
    contentStatusFuture:
      'QuietDesk has 760 paying subscribers and very low costs. Jonah plans to keep it a side project until he finishes his PhD, then decide whether to go full-time.',
    contentLessonsLearned:
      'Revenue is strongly seasonal, peaking before exams and dipping in summer. Jonah added an annual plan with a discount to smooth the dips, and annual subscribers now make up a third of revenue.',
    contentAdvice:
      'Be a real member of the community you sell to, and never post a link without answering the question first. Build the first version for yourself and charge early, even a little.',
    founderQuote: 'I did not market QuietDesk. I just kept helping people study, and some of them asked what I used.',
    techStackPlaybook: ['Flutter', 'Firebase', 'RevenueCat', 'Figma'],
    resourceLibrary: ['Community posting guidelines checklist', 'App store screenshot template', 'Annual plan pricing calculator'],
    keyDecisions: {
      firstInvestment: 'A $99 developer account and a $120 icon design.',
      firstHire: 'None; a student designer is paid per project for app store visuals.',
      majorPivot: 'Moved flashcards from free to paid after seeing they drove most engagement.',
    },
    publishedAt: '2026-04-21',
    tacticKeys: ['customer-community', 'annual-plan-discount', 'launch-directories'],
  },
  {
    key: 'pixel-parlor-templates',
    title: 'Pixel Parlor: $11,500 a Month Selling Ad Templates to Small Agencies',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A freelance designer packaged her social ad layouts into a template library for small marketing agencies and grew it to $11,500 a month without quitting client work.',
    businessName: 'Pixel Parlor',
    websiteUrl: 'https://pixelparlor.example',
    founderName: 'Renata Okoye',
    founderSocialUrl: 'https://social.example/@renatamakes',
    language: 'English',
    regionTags: ['North America', 'United States', 'Georgia'],
    niche: ['Marketing & Advertising'],
    tags: ['templates', 'design', 'digital-products', 'agencies'],
    monthlyRevenue: 11_500,
    monthlyProfit: 10_200,
    grossMarginPercent: 94,
    startingCosts: 150,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2022,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'digital',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Pixel Parlor sells editable ad templates for social media campaigns, organised by industry and season. Its founder, Renata Okoye, designed ads for local businesses in Atlanta for eight years.',
      problem:
        'Small agencies produce dozens of ad variations a week for restaurants, salons and gyms, often starting from a blank canvas. Cheap template sites look generic and are rarely sized for every placement.',
      solution:
        'A library of 1,800 tested ad layouts in every common size, grouped by industry and campaign goal, sold as a monthly membership with new drops every Tuesday.',
      summary:
        'Turning years of client work into a productised template library gave Renata a high-margin side income that now exceeds her freelance earnings.',
      metrics: { mrr: 11_500, member_count: 410, churn_rate_percent: 4.2, ltv: 660 },
    },
    metricsSnapshot: { mrr: 11_500, member_count: 410, gross_margin_percent: 94 },
    contentGenesis:
      'Renata noticed she reused the same thirty layouts for most clients, adjusting colours and photos. A fellow freelancer offered to buy her folder of layouts for $200, and that offer became the business idea.',
    contentValidation:
      'She posted a carousel of ten before-and-after ads and offered a bundle of 50 templates for $39. It sold 120 copies in a week, mostly to agency owners who found her through the post.',
    contentBuilding:
      'The first product was a shared design folder and a payment link. Within six months she moved to a membership platform with search filters by industry, size and season.',
    contentLaunch:
      'Pixel Parlor launched as a membership at $29 a month with a founding price of $19 for the first 100 members. The founding spots went in nine days.',
    contentGrowth:
      "Renata posts three design breakdowns a week showing why an ad works, always with a template link at the end. An affiliate programme for marketing educators brings about a quarter of new members, and the Tuesday drop keeps existing members engaged.",
    contentStatusFuture:
      'The membership earns $11,500 a month at a 94% margin. Renata now takes only two retainer clients and is testing a higher tier with brand-kit customisation.',
    contentLessonsLearned:
      'She learned that members stay for consistency, not volume. When she skipped two weekly drops during a busy client month, cancellations doubled.',
    contentAdvice:
      'Look at the work you repeat for clients; that is probably a product. Sell a one-off bundle first to prove demand, then move to a membership once people ask for more.',
    founderQuote: 'I stopped selling my hours and started selling the thirty layouts I kept redrawing.',
    techStackPlaybook: ['Figma', 'Canva', 'Memberstack', 'Webflow', 'ConvertKit'],
    resourceLibrary: ['Ad template naming convention guide', 'Membership launch checklist'],
    keyDecisions: {
      firstInvestment: 'A $150 stock photo licence covering all templates.',
      firstHire: 'None; a virtual assistant handles refunds four hours a week.',
      majorPivot: 'Moved from one-off bundles to a monthly membership with weekly drops.',
    },
    publishedAt: '2024-11-05',
    tacticKeys: ['productized-service', 'affiliate-program', 'short-form-video'],
  },
  {
    key: 'stackpine-interview-prep',
    title: 'Stackpine: A Content Site for Coding Interviews Earning $28k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Stackpine publishes worked solutions to coding interview questions. Six years of patient search content now brings 600,000 monthly visitors and $28k a month from courses and sponsors.',
    businessName: 'Stackpine',
    websiteUrl: 'https://stackpine.example',
    founderName: 'Devin Achterberg',
    founderSocialUrl: 'https://social.example/@devinwrites',
    language: 'English',
    regionTags: ['North America', 'United States', 'Texas'],
    niche: ['Education & EdTech', 'Tech & Software'],
    tags: ['content-site', 'seo', 'courses', 'developers'],
    monthlyRevenue: 28_000,
    monthlyProfit: 19_000,
    grossMarginPercent: 90,
    startingCosts: 800,
    founderCount: 1,
    employeeCount: 2,
    yearFounded: 2020,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'content',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Stackpine is a library of worked solutions to coding interview problems, written in plain language with diagrams. It started as a personal study log during a job search.',
      problem:
        'Candidates preparing for technical interviews find terse answers on forums but rarely an explanation of why a solution works. Paid courses are long and expensive for someone who needs help with one topic.',
      solution:
        'One page per problem, each with a plain-language walkthrough, a diagram, three solutions in different languages and a list of similar problems, with paid courses for structured preparation.',
      summary:
        'Publishing consistently for six years built a search moat that now funds a three-person company through courses and sponsorships.',
      metrics: { mrr: 28_000, monthly_visitor_count: 600_000, course_customer_count: 3_900 },
    },
    metricsSnapshot: { mrr: 28_000, monthly_visitor_count: 600_000, newsletter_subscriber_count: 52_000 },
    contentGenesis:
      'Devin was laid off in 2020 and spent four months preparing for interviews. He wrote up each problem he solved as a blog post to force himself to understand it, and kept writing after he landed a new job.',
    contentValidation:
      'After a year the blog had 40,000 monthly visitors without any promotion. Readers e-mailed to ask for a structured course, and a pre-sale of a graph algorithms course brought in $6,300 in a weekend.',
    contentBuilding:
      'Each article follows the same template, which made it possible to publish three a week alongside a full-time job. Devin generated comparison pages for every pair of similar problems, which became a large source of search traffic.',
    contentLaunch:
      'The first course launched to a 9,000-person newsletter with a one-week early-bird price. It earned $18,000 in the first month, enough for Devin to go part-time at his job.',
    contentGrowth:
      'Search brings 85% of visitors, and the newsletter converts readers into course buyers. Devin swaps newsletter recommendations with other developer newsletters every few months, which steadily adds subscribers. Two part-time writers now help keep the archive current.',
    contentStatusFuture:
      'Stackpine earns $28,000 a month from courses and sponsorships. Devin works on it full-time and is building an interactive practice mode for the paid tier.',
    contentLessonsLearned:
      'The archive only kept its rankings because Devin refreshed old articles every year. A search update in 2023 cut traffic by a third for two months, which convinced him to grow the newsletter as insurance.',
    contentAdvice:
      'Pick a format you can repeat hundreds of times and stick to it. Start an e-mail list from the first month, because search traffic can disappear but subscribers stay.',
    founderQuote: 'The compounding is boring for two years and then it is the only thing that matters.',
    techStackPlaybook: ['Astro', 'Markdown', 'Ghost newsletters', 'Teachable', 'Excalidraw'],
    resourceLibrary: ['Article template for problem walkthroughs', 'Newsletter swap outreach e-mail', 'Content refresh calendar'],
    keyDecisions: {
      firstInvestment: 'A $400 diagram tool licence and a custom domain.',
      firstHire: 'A part-time technical writer to refresh older articles.',
      majorPivot: 'Added paid courses after two years of ad-only income that barely covered hosting.',
    },
    publishedAt: '2026-02-10',
    tacticKeys: ['seo-content-clusters', 'programmatic-seo', 'newsletter-growth', 'newsletter-cross-promotion'],
  },
  {
    key: 'ledgerleaf-bookkeeping',
    title: 'Ledgerleaf: Referral-Only Bookkeeping Firm Growing to $64k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Ledgerleaf never ran an ad. A bookkeeping service for independent restaurants grew through accountant referrals and fixed monthly packages to $64,000 in monthly revenue.',
    businessName: 'Ledgerleaf Bookkeeping',
    websiteUrl: 'https://ledgerleaf.example',
    founderName: 'Corinne Abernathy',
    language: 'English',
    regionTags: ['North America', 'United States', 'Illinois'],
    niche: ['Finance & FinTech'],
    tags: ['bookkeeping', 'restaurants', 'services', 'referrals'],
    monthlyRevenue: 64_000,
    monthlyProfit: 17_500,
    grossMarginPercent: 52,
    startingCosts: 1_200,
    founderCount: 2,
    employeeCount: 8,
    yearFounded: 2017,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Ledgerleaf keeps the books for 230 independent restaurants and cafes in the Midwest. Its two founders met as line cooks before becoming accountants.',
      problem:
        'Restaurant owners receive piles of supplier invoices, tip reports and card settlements every week, and general bookkeepers rarely understand food cost or tip pooling. Most owners only see their real numbers at tax time.',
      solution:
        'Fixed-price monthly packages for restaurants, with weekly food-cost reports, tip reconciliation and a one-page profit summary delivered every Monday morning.',
      summary:
        'Specialisation and fixed packages made Ledgerleaf easy to recommend, and a network of tax accountants now sends it most of its clients.',
      metrics: { mrr: 64_000, client_count: 230, churn_rate_percent: 1.2 },
    },
    metricsSnapshot: { mrr: 64_000, client_count: 230, average_package_usd: 278 },
    contentGenesis:
      "Corinne Abernathy and Luis Ferrante spent their twenties in restaurant kitchens and their thirties in accounting firms. They kept seeing restaurant clients whose books were a year behind, and decided to build a practice for them alone.",
    contentValidation:
      'They offered three restaurant owners they knew a free month of weekly reports. All three asked to keep the service and agreed on a price of $250 a month, which became the first package.',
    contentBuilding:
      'They wrote a checklist for every weekly task and standardised on one accounting system, refusing clients who would not switch. That discipline let them train junior bookkeepers in weeks instead of months.',
    contentLaunch:
      'Ledgerleaf opened with a one-page website and a lunch for twelve local tax accountants, where the founders explained exactly which clients they wanted. Four accountants sent referrals within a month.',
    contentGrowth:
      "Referrals from accountants and happy owners account for almost all new clients. Ledgerleaf pays no commission, but sends accountants clean year-end files, which makes the partners' lives easier. Monthly packages grew from one to three tiers as clients asked for payroll and inventory help.",
    contentStatusFuture:
      'The firm employs eight bookkeepers and serves 230 restaurants. The founders plan a second office in a neighbouring state and a training programme for bookkeepers from hospitality backgrounds.',
    contentLessonsLearned:
      'Saying no to non-restaurant clients was hard in the first year, when cash was tight. It paid off because every process, report and hire could be tailored to one industry.',
    contentAdvice:
      'Make it easy for others to refer you by being specific about who you serve. Standardise your delivery before you hire, and publish fixed prices so clients know what to expect.',
    founderQuote: 'We get referrals because accountants know exactly which clients to send us, and they trust the files we hand back.',
    techStackPlaybook: ['QuickBooks Online', 'Dext', 'Gusto', 'Notion', 'Calendly'],
    resourceLibrary: ['Restaurant weekly close checklist', 'Bookkeeping package pricing sheet'],
    keyDecisions: {
      firstInvestment: 'A lunch for twelve tax accountants that cost $600.',
      firstHire: 'A junior bookkeeper who had worked as a restaurant manager.',
      majorPivot: 'Stopped hourly billing and moved every client onto fixed monthly packages.',
    },
    publishedAt: '2023-05-16',
    tacticKeys: ['partner-referrals', 'productized-service', 'review-generation'],
  },
  {
    key: 'cobalt-clinic-scheduler',
    title: 'Cobalt Scheduler: Booking Software for Physiotherapy Clinics',
    status: 'draft',
    caseStudyType: 'success',
    snippet:
      "Two physiotherapists built scheduling software for small clinics in Canada and reached $9,200 a month by selling clinic to clinic. Draft awaiting the founders' final numbers.",
    businessName: 'Cobalt Scheduler',
    websiteUrl: 'https://cobaltscheduler.example',
    founderName: 'Amrit Dhaliwal',
    founderSocialUrl: 'https://social.example/@amritbuilds',
    language: 'English',
    regionTags: ['North America', 'Canada', 'British Columbia'],
    niche: ['Health & Fitness', 'Tech & Software'],
    tags: ['healthcare', 'scheduling', 'clinics', 'vertical-saas'],
    monthlyRevenue: 9_200,
    monthlyProfit: 3_100,
    grossMarginPercent: 81,
    startingCosts: 6_000,
    founderCount: 2,
    employeeCount: 1,
    yearFounded: 2023,
    country: 'Canada',
    continent: 'north-america',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Cobalt Scheduler handles bookings, reminders and treatment-plan tracking for physiotherapy clinics with one to ten practitioners. Both founders still treat patients one day a week.',
      problem:
        'Small clinics lose up to 15% of appointments to no-shows and spend hours on the phone rebooking patients midway through treatment plans. Hospital-grade systems are too expensive and too complex for them.',
      solution:
        'Scheduling that follows the treatment plan: when a patient books their first session, the remaining sessions are suggested automatically, and reminders adapt to how often that patient has missed appointments.',
      summary:
        'Selling in person to clinic owners they already knew gave Cobalt its first 60 customers and a product shaped by daily clinical use.',
      metrics: { mrr: 9_200, clinic_count: 64, churn_rate_percent: 2.1 },
    },
    metricsSnapshot: { mrr: 9_200, clinic_count: 64, no_show_reduction_percent: 38 },
    contentGenesis:
      'Amrit Dhaliwal ran a three-room clinic and tracked treatment plans in a notebook because her booking system could not. Her former classmate Kai Lindqvist, who had learned to code during parental leave, offered to build something better over a winter.',
    contentValidation:
      'Amrit visited fifteen clinic owners from her professional network and showed them a clickable mock-up. Eleven said no-shows were their biggest headache, and six paid a $300 deposit for the first year.',
    contentBuilding:
      'Kai built the product in TypeScript with a small team of one contract developer, keeping patient data in a Canadian data centre to meet privacy rules. The first version did only bookings and reminders; treatment plans came three months later.',
    contentLaunch:
      'The six deposit-paying clinics went live in the same week, with Amrit on site at each one for the first morning. Their feedback led to twenty small fixes in the first month.',
    contentGrowth:
      'Amrit sells by visiting clinics on her day off and showing owners their own no-show numbers from a free two-week trial. A physiotherapy conference booth in 2024 added 19 clinics in a month.',
    contentStatusFuture:
      'Cobalt has 64 paying clinics and one employee in support. The founders want to reach 150 clinics before deciding whether to raise money or stay independent.',
    contentLessonsLearned:
      'Clinic owners trusted a fellow physiotherapist far more than any software seller. The founders also learned to price per practitioner rather than per clinic, which raised revenue by a third.',
    contentAdvice:
      'If you are selling to your own profession, sell in person and show customers their own data. Be strict about privacy from day one; in healthcare it is the first question every buyer asks.',
    founderQuote: 'I sell Cobalt the same way I explain a treatment plan: here is where you are, here is where you could be.',
    techStackPlaybook: ['TypeScript', 'Node.js', 'PostgreSQL', 'Twilio SMS', 'Stripe'],
    resourceLibrary: ['No-show cost calculator for clinics', 'Privacy compliance checklist for health software'],
    keyDecisions: {
      firstInvestment: 'A $2,500 privacy review by a health-law specialist.',
      firstHire: 'A part-time clinic receptionist as support specialist.',
      majorPivot: 'Switched from per-clinic to per-practitioner pricing.',
    },
    publishedAt: null,
    figuresAsOf: '2026-03-31',
    tacticKeys: ['founder-led-sales', 'trade-show-events', 'value-based-pricing', 'habit-loop-reminders'],
  },
  {
    key: 'brightreel-studio',
    title: 'Brightreel Studio: Kitchen-Science Videos That Earn $140k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two former science teachers film home experiments for families. A video library, a member club and experiment kits now bring in $140,000 a month.',
    businessName: 'Brightreel Studio',
    websiteUrl: 'https://brightreel.example',
    founderName: 'Tobias Renfield',
    founderSocialUrl: 'https://social.example/@brightreeltobias',
    language: 'English',
    regionTags: ['North America', 'United States', 'Colorado'],
    niche: ['Entertainment'],
    tags: ['video', 'family', 'creator-business', 'memberships'],
    monthlyRevenue: 140_000,
    monthlyProfit: 46_000,
    grossMarginPercent: 63,
    startingCosts: 4_000,
    founderCount: 2,
    employeeCount: 6,
    yearFounded: 2018,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'content',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Brightreel Studio produces short science-experiment videos that families can repeat at home with kitchen ingredients. It began as a weekend hobby of two middle-school science teachers in Denver.',
      problem:
        "Parents want screen time that leads to something off-screen, but most kids' video content is designed to keep children watching. Science channels either talk down to kids or need equipment nobody has.",
      solution:
        "Three-minute videos using only household items, each ending with a challenge to try at home, plus a paid members' club with printable worksheets and monthly experiment kits.",
      summary:
        'Consistent short videos built an audience of 2.3 million followers, and a member club plus physical kits turned that audience into a business with stable revenue.',
      metrics: { mrr: 140_000, member_count: 9_800, follower_count: 2_300_000, churn_rate_percent: 5.1 },
    },
    metricsSnapshot: { mrr: 140_000, member_count: 9_800, kit_order_count: 4_100 },
    contentGenesis:
      'Tobias Renfield and Aisha Marchetti started filming experiments for absent students during a snowy winter when the school closed for a week. The clips spread from parent chat groups to strangers, and by summer they had 40,000 followers.',
    contentValidation:
      "Parents kept asking which supplies to buy, so the pair assembled 200 experiment boxes in Aisha's basement and sold them through a simple order form. They sold out in three days at $35 each.",
    contentBuilding:
      'They set up a member club with worksheets and early access to videos, priced at $9 a month. A fulfilment partner took over kit packing once monthly orders passed 1,000.',
    contentLaunch:
      'The club opened during the summer holidays with a "30 days of experiments" challenge. It signed up 1,400 members in the first month, mostly parents who had watched for a year.',
    contentGrowth:
      'Publishing a short video every weekday for six years is the growth strategy. Members vote each month on the next big experiment, which keeps them involved, and add-ons such as lab coats and refill packs raise the average order.',
    contentStatusFuture:
      'The studio employs six people, including a video editor and a safety reviewer. The founders are developing a classroom licence for schools, the first product aimed at institutions.',
    contentLessonsLearned:
      'The founders learned that relying on one video platform is risky after an algorithm change halved their views for a quarter. Since then they have pushed every viewer towards the member club and the newsletter.',
    contentAdvice:
      'Publish on a schedule you can keep for years, not weeks. Give your audience a way to pay you directly as early as possible, before a platform decides your reach for you.',
    founderQuote: 'A volcano made of baking soda is not new. A kid making one with their grandmother after watching us is why we exist.',
    techStackPlaybook: ['Final Cut Pro', 'Shopify', 'Memberful', 'ShipBob fulfilment'],
    resourceLibrary: ['Experiment safety review checklist', 'Video publishing calendar template', 'Member club pricing worksheet'],
    keyDecisions: {
      firstInvestment: 'Two cameras and lighting for $2,800 once the hobby turned serious.',
      firstHire: 'A freelance video editor who became the first full-time employee.',
      majorPivot: 'Moved from ad income alone to a paid member club plus physical kits.',
    },
    publishedAt: '2024-09-03',
    tacticKeys: ['short-form-video', 'paid-add-ons', 'public-roadmap'],
  },
  {
    key: 'canopy-trail-tours',
    title: 'Canopy Trail Tours: Small-Group Rainforest Hikes Booked Through Search',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A Costa Rican guide and her partner built a rainforest tour company that fills 90% of its spots from search and reviews, earning $22,000 a month in high season.',
    businessName: 'Canopy Trail Tours',
    websiteUrl: 'https://canopytrail.example',
    founderName: 'Valeria Solano',
    founderSocialUrl: 'https://social.example/@valeriaguides',
    language: 'English',
    regionTags: ['North America', 'Costa Rica', 'Central America'],
    niche: ['Travel & Tourism'],
    tags: ['tours', 'eco-tourism', 'reviews', 'local-seo'],
    monthlyRevenue: 22_000,
    monthlyProfit: 7_400,
    grossMarginPercent: 55,
    startingCosts: 9_000,
    founderCount: 2,
    employeeCount: 5,
    yearFounded: 2016,
    country: 'Costa Rica',
    continent: 'north-america',
    businessModel: 'services',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Canopy Trail Tours runs small-group hikes through private rainforest reserves, limited to eight guests per guide. Founder Valeria Solano grew up on a farm bordering one of the reserves.',
      problem:
        'Travellers booking tours abroad struggle to tell crowded bus tours from genuine local guides. Independent guides, meanwhile, depend on hotel desks and booking platforms that take up to 30% commission.',
      solution:
        'A direct-booking website with detailed trail guides, wildlife calendars and honest answers to common questions, combined with a steady stream of reviews that outrank the large platforms for local searches.',
      summary:
        'Investing in a useful website and in reviews moved Canopy Trail from platform dependence to 70% direct bookings in four years.',
      metrics: { mrr: 22_000, guest_count: 610, direct_booking_percent: 70 },
    },
    metricsSnapshot: { mrr: 22_000, review_count: 1_850, average_rating: 4.9 },
    contentGenesis:
      "Valeria worked as a guide for a large tour operator and kept hearing guests say they wished the groups were smaller. With her partner Mateo she asked the owners of two private reserves whether they could lead small groups there in exchange for a share of each ticket.",
    contentValidation:
      'They listed two tours on a large booking platform and sold out every weekend for three months. The 30% commission left them barely profitable, which convinced them that direct bookings were the real business.',
    contentBuilding:
      'Mateo built a simple website with a booking calendar and spent evenings writing detailed pages about each trail, the animals visible each month and what to pack. They bought two used vans and hired their first guide in the second season.',
    contentLaunch:
      'They relaunched on their own site in 2017 and asked every guest for a review the same evening, sending a photo from the hike with the request. Reviews passed 300 within a year.',
    contentGrowth:
      'Pages such as "when to see sloths" and "rainforest hike with kids" now rank above the large platforms for many searches. Search ads on a handful of exact phrases cover the gaps during the rainy season, and optional add-ons like a farm lunch raise the average booking.',
    contentStatusFuture:
      'The company employs five guides and drivers and runs up to four tours a day in high season. Valeria is training two new guides from nearby villages and plans a multi-day trek for next year.',
    contentLessonsLearned:
      'They learned that the platforms were useful for the first season but dangerous as a permanent channel. Writing the website pages themselves, from real knowledge, was what made search work.',
    contentAdvice:
      'Answer every question a traveller might type into a search box, on your own website. Ask for a review while the experience is still fresh, and reply to every one.',
    founderQuote: 'Every review is someone telling the next traveller that eight people and one guide is the right number.',
    techStackPlaybook: ['WordPress', 'FareHarbor bookings', 'Google Business Profile', 'WhatsApp Business'],
    resourceLibrary: ['Review request message templates', 'Seasonal content calendar for tour operators'],
    keyDecisions: {
      firstInvestment: 'Two used vans for $7,500 in the second season.',
      firstHire: 'A guide from a neighbouring village who knew every bird call on the trail.',
      majorPivot: 'Moved from booking platforms to direct bookings on their own website.',
    },
    publishedAt: '2023-02-14',
    tacticKeys: ['seo-content-clusters', 'review-generation', 'paid-search-long-tail', 'paid-add-ons'],
  },
  {
    key: 'pampas-leather-goods',
    title: 'Pampas Leather Co.: From a Buenos Aires Workshop to $26k a Month Online',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "Two siblings took their father's leather workshop online, seeded bags with small creators and grew direct sales to $26,000 a month while keeping production in Buenos Aires.",
    businessName: 'Pampas Leather Co.',
    websiteUrl: 'https://pampasleather.example',
    founderName: 'Lucia Ferreyra',
    founderSocialUrl: 'https://social.example/@pampasleather',
    language: 'English',
    regionTags: ['South America', 'Argentina', 'Buenos Aires'],
    niche: ['Fashion & Beauty'],
    tags: ['leather', 'artisan', 'd2c', 'influencers'],
    monthlyRevenue: 26_000,
    monthlyProfit: 6_800,
    grossMarginPercent: 61,
    startingCosts: 8_000,
    founderCount: 2,
    employeeCount: 5,
    yearFounded: 2017,
    country: 'Argentina',
    continent: 'south-america',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Pampas Leather Co. sells handmade bags and belts made in a family workshop in Buenos Aires. The brand ships to 30 countries and still cuts every piece by hand.',
      problem:
        'Small artisan workshops depend on local shops and tourists, with no direct line to international buyers. Their work competes online with factory bags at a fifth of the price.',
      solution:
        'A direct-to-consumer store that shows the workshop, the makers and the time behind every piece, promoted through small creators who receive a bag and share it honestly.',
      summary:
        "Telling the workshop's story through creators and customers turned a local family business into an export brand without diluting its craft.",
      metrics: { mrr: 26_000, order_count: 180, repeat_customer_percent: 34 },
    },
    metricsSnapshot: { mrr: 26_000, order_count: 180, average_order_usd: 145 },
    contentGenesis:
      "Lucia and Tomas Ferreyra grew up in their father's workshop, where sales depended on tourists who wandered in. When tourism dropped in 2016 the workshop nearly closed, and the siblings decided to sell online instead.",
    contentValidation:
      'Lucia photographed twelve bags on the workshop bench and posted them with the story of each maker. A friend living abroad shared the post, and 23 orders came in from four countries within two weeks.',
    contentBuilding:
      'Tomas set up the store and worked out international shipping with a courier that handled customs paperwork. They limited the range to eight designs so the workshop could keep up with orders.',
    contentLaunch:
      'The store launched with a short film of their father cutting a bag from a single hide. They sent the first 40 bags to small fashion and travel creators with no posting obligation.',
    contentGrowth:
      'Seeding became the core channel: about a third of creators post, and the best performers joined a paid ambassador group. Creator-filmed videos are now also used as ads, and a handful of boutiques in Europe carry the brand wholesale.',
    contentStatusFuture:
      'The workshop now employs five artisans. The siblings are opening a small showroom in Buenos Aires and testing a repair service for older bags.',
    contentLessonsLearned:
      'Not every creator was a good fit: big fashion accounts brought likes but no sales. Smaller travel creators with loyal followings drove most orders.',
    contentAdvice:
      'Show the people and the process; that is what justifies an artisan price. Seed products widely, measure sales per creator, and build long relationships with the few who truly perform.',
    founderQuote: 'Our father thought the internet would kill the workshop. It ended up giving it a second life.',
    techStackPlaybook: ['Shopify', 'Instagram Shopping', 'DHL Express', 'Klaviyo'],
    resourceLibrary: ['Creator seeding tracker spreadsheet', 'International shipping cost sheet', 'Wholesale price list template'],
    keyDecisions: {
      firstInvestment: 'A professional camera and a courier account for international shipping.',
      firstHire: 'A second leather cutter when orders outgrew the workshop.',
      majorPivot: 'Reduced the range from 30 designs to eight to keep quality and delivery times.',
    },
    publishedAt: '2024-01-30',
    tacticKeys: ['micro-influencer-seeding', 'ugc-video-ads', 'wholesale-partnerships'],
  },
  {
    key: 'cafe-altura-subscriptions',
    title: 'Cafe Altura: A Side-Project Coffee Subscription Sourced From One Valley',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "A Bogota engineer sells single-origin coffee from his grandparents' valley by subscription and earns $5,400 a month, with search content about coffee origins doing the selling.",
    businessName: 'Cafe Altura',
    websiteUrl: 'https://cafealtura.example',
    founderName: 'Andres Quintero',
    language: 'English',
    regionTags: ['South America', 'Colombia', 'Huila'],
    niche: ['Food & Beverage'],
    tags: ['coffee', 'single-origin', 'subscription', 'seo'],
    monthlyRevenue: 5_400,
    monthlyProfit: 1_750,
    grossMarginPercent: 48,
    startingCosts: 3_200,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'Colombia',
    continent: 'south-america',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Cafe Altura ships coffee from a single valley in Huila to subscribers in Colombia and North America. Its founder works full-time as a civil engineer and runs the business on weekends.',
      problem:
        'Small coffee farms sell their beans to middlemen at commodity prices, even when the quality is exceptional. Coffee lovers abroad rarely know which farm their coffee came from.',
      solution:
        "A subscription that names the farm, the harvest and the price paid to the grower on every bag, sold through an in-depth guide to the valley's coffee that ranks well in search.",
      summary:
        "Honest origin content and a simple subscription created a direct link between one valley's farmers and 240 subscribers.",
      metrics: { mrr: 5_400, subscriber_count: 240, churn_rate_percent: 5.9 },
    },
    metricsSnapshot: { mrr: 5_400, subscriber_count: 240, farm_count: 6 },
    contentGenesis:
      "Andres watched his grandparents' neighbours sell beans for less than it cost to grow them. On a visit home in 2022 he bought 60 kilograms at double the local price and sold them to colleagues in Bogota within a week.",
    contentValidation:
      "He wrote a long article about the valley's microclimates and farms and posted it on a coffee forum. It drew 3,000 readers and 45 pre-orders from abroad, many asking about a subscription.",
    contentBuilding:
      'A local roaster roasts and packs the coffee under contract, so Andres only handles orders and the website. He works with an export agent who consolidates shipments to North America each month.',
    contentLaunch:
      'The subscription opened with 70 founding members paying $22 a month. Andres sent each of them a video message from the farm where their first bag was harvested.',
    contentGrowth:
      'Articles about each farm, harvest and processing method now bring most new subscribers from search. Smart retries on failed card payments recovered a surprising share of churn, and a pause option keeps travelling subscribers from cancelling.',
    contentStatusFuture:
      'Cafe Altura buys from six farms and pays them well above local prices. Andres wants to reach 500 subscribers before considering leaving engineering.',
    contentLessonsLearned:
      'He learned that most early cancellations were failed payments rather than unhappy customers. Fixing billing mattered as much as finding new subscribers.',
    contentAdvice:
      "If you have a real connection to a product's origin, write about it in depth; that story is your moat. Let a contract partner handle production so you can focus on customers.",
    founderQuote: 'I am not selling coffee. I am selling the name of the farmer on the bag.',
    techStackPlaybook: ['WooCommerce', 'Stripe', 'Mailchimp', 'Google Search Console'],
    resourceLibrary: ['Coffee origin article outline', 'Subscription pause flow checklist'],
    keyDecisions: {
      firstInvestment: '60 kilograms of green coffee bought at double the local price.',
      firstHire: 'None; a contract roaster and an export agent do the physical work.',
      majorPivot: 'Added a pause option after noticing subscribers cancelled before long trips.',
    },
    publishedAt: '2025-02-11',
    tacticKeys: ['seo-content-clusters', 'dunning-recovery', 'cancellation-save-offers'],
  },
  {
    key: 'andes-trek-collective',
    title: 'Andes Trek Collective: A Guide-Owned Trekking Company Built on Referrals',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Three mountain guides in Cusco formed a trekking company owned by its guides. Referrals from past hikers and partner agencies fill most departures, bringing in $31,000 a month.',
    businessName: 'Andes Trek Collective',
    websiteUrl: 'https://andestrek.example',
    founderName: 'Rosa Mamani',
    founderSocialUrl: 'https://social.example/@rosatrekking',
    language: 'English',
    regionTags: ['South America', 'Peru', 'Cusco'],
    niche: ['Travel & Tourism'],
    tags: ['trekking', 'cooperative', 'referrals', 'adventure-travel'],
    monthlyRevenue: 31_000,
    monthlyProfit: 6_200,
    grossMarginPercent: 42,
    startingCosts: 12_500,
    founderCount: 3,
    employeeCount: 10,
    yearFounded: 2012,
    country: 'Peru',
    continent: 'south-america',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Andes Trek Collective runs multi-day treks in the Peruvian Andes, led by guides who own the company together. It was founded by three guides who were tired of low day rates from large agencies.',
      problem:
        'Large trekking agencies in Cusco paid guides and porters little and cut corners on equipment, while trekkers paid premium prices. Independent guides lacked the licences and marketing to sell directly.',
      solution:
        'A guide-owned company with fair pay, good equipment and small groups, marketed through the trekkers who loved the experience and through travel agencies abroad that wanted an ethical partner.',
      summary:
        'By treating every trekker as a future referrer, the collective grew for over a decade with almost no advertising.',
      metrics: { mrr: 31_000, trekker_count: 140, referral_share_percent: 62 },
    },
    metricsSnapshot: { mrr: 31_000, trekker_count: 140, average_rating: 4.8 },
    contentGenesis:
      'Rosa Mamani, Julio Huaman and Cesar Quispe had guided for the same large agency for six years. When the agency cut porter pay again in 2011, they pooled savings to obtain their own operator licence.',
    contentValidation:
      'For their first season they sold departures only to trekkers they had guided before, through e-mail addresses collected over the years. Eighteen groups booked, enough to cover the licence and equipment.',
    contentBuilding:
      'They invested in high-quality tents and sleeping bags first, because equipment was the most common complaint about cheap agencies. A volunteer built their website in exchange for a free trek.',
    contentLaunch:
      'There was no launch, only a steady list of returning trekkers and their friends. Every guest left with a card offering a discount for any friend who booked, and the same discount for themselves on a return trip.',
    contentGrowth:
      "Referrals from past trekkers still fill most departures. Partnerships with small travel agencies in Europe and North America bring organised groups, and the agencies value the collective's fair-pay story for their own marketing. Reviews on travel sites confirm the reputation.",
    contentStatusFuture:
      'The collective now has ten guides and porters as members and runs treks year-round outside the rainy months. It is planning a training school for young guides from the villages along its routes.',
    contentLessonsLearned:
      'The founders learned that cooperative decision-making is slow, so they agreed on clear roles early: one handles bookings, one handles operations and one handles partners. Disputes are settled by a vote.',
    contentAdvice:
      'A great experience is your marketing budget. Give happy customers an easy reason and a small reward to bring a friend, and treat partner agencies like colleagues.',
    founderQuote: 'Our porters are owners, not costs. Trekkers can feel that difference on the trail.',
    techStackPlaybook: ['WordPress', 'Google Sheets', 'WhatsApp Business', 'TripAdvisor listing'],
    resourceLibrary: ['Referral card design template', 'Partner agency agreement outline'],
    keyDecisions: {
      firstInvestment: 'An operator licence and professional camping equipment for $12,500.',
      firstHire: "Two porters from Cesar's village who became members in the second year.",
      majorPivot: 'Added agency partnerships after relying only on past trekkers for four years.',
    },
    publishedAt: '2023-06-06',
    tacticKeys: ['double-sided-referral', 'partner-referrals', 'review-generation'],
  },
  {
    key: 'codigo-kids',
    title: 'Codigo Kids: Teaching Children to Code in Spanish, $12,500 a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "A former software developer in Santiago sells Spanish-language coding courses for children. Short videos of kids' projects drive sign-ups, and revenue has reached $12,500 a month.",
    businessName: 'Codigo Kids',
    websiteUrl: 'https://codigokids.example',
    founderName: 'Camila Araya',
    founderSocialUrl: 'https://social.example/@camilacodigo',
    language: 'English',
    regionTags: ['South America', 'Chile', 'Latin America'],
    niche: ['Education & EdTech'],
    tags: ['kids', 'coding', 'online-courses', 'spanish'],
    monthlyRevenue: 12_500,
    monthlyProfit: 7_900,
    grossMarginPercent: 86,
    startingCosts: 1_100,
    founderCount: 1,
    employeeCount: 1,
    yearFounded: 2021,
    country: 'Chile',
    continent: 'south-america',
    businessModel: 'digital',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Codigo Kids teaches children aged eight to fourteen to build games and animations through self-paced video courses in Spanish. Founder Camila Araya spent nine years as a web developer.',
      problem:
        'Most coding courses for children are in English, and Spanish-speaking parents struggle to find material their kids can follow alone. Live classes are expensive and fixed to inconvenient schedules.',
      solution:
        "Project-based video courses in Spanish where every lesson ends with a working game, plus a weekly challenge and a parents' dashboard that shows progress.",
      summary:
        'Videos of real children showing their games proved more persuasive than any advert and grew Codigo Kids to 2,600 paying families.',
      metrics: { mrr: 12_500, student_count: 2_600, completion_rate_percent: 58 },
    },
    metricsSnapshot: { mrr: 12_500, student_count: 2_600, churn_rate_percent: 6.4 },
    contentGenesis:
      'Camila taught her nephew to code during a long school holiday and discovered there were almost no Spanish resources for his age. She recorded their sessions, cleaned them up and shared them with other parents in her family group chat.',
    contentValidation:
      'She built a landing page for a ten-lesson game course with a "notify me" button and promoted it in two parenting groups. Over 500 parents signed up in a week, and 90 paid $29 for early access when she opened pre-sales.',
    contentBuilding:
      'Camila filmed the first course in her living room with a screen recorder and a good microphone. A hosted course platform handled payments and progress, so she did not write any platform code herself.',
    contentLaunch:
      'She launched with a live coding party where 200 children built the same game at once. The recording became the most-watched video on her channel.',
    contentGrowth:
      "Short videos of students demonstrating their games, shared with parents' permission, drive most sign-ups. Weekly challenges with streaks keep children coming back, and a newsletter for parents announces new courses.",
    contentStatusFuture:
      'Codigo Kids has one employee who reviews student projects. Camila is recording a course on building simple robots and exploring licences for schools in Chile and Mexico.',
    contentLessonsLearned:
      'Completion rates jumped when lessons were shortened to under eight minutes. Camila also learned that parents buy, but children decide whether to keep going.',
    contentAdvice:
      'Show the result your customer gets, not the course itself. Test demand with a simple page and a pre-sale before filming anything.',
    founderQuote: 'A nine-year-old showing off her first game is better marketing than anything I could write.',
    techStackPlaybook: ['Scratch', 'Thinkific', 'OBS Studio', 'MailerLite'],
    resourceLibrary: ['Lesson plan template for project-based courses', 'Parent consent form for student showcases'],
    keyDecisions: {
      firstInvestment: 'A $300 microphone and a course platform subscription.',
      firstHire: "A teacher to review student projects and answer parents' questions.",
      majorPivot: 'Shortened every lesson to under eight minutes after watching completion data.',
    },
    publishedAt: '2023-11-28',
    tacticKeys: ['mvp-smoke-test', 'short-form-video', 'habit-loop-reminders', 'newsletter-growth'],
  },
  {
    key: 'pixel-samba-games',
    title: 'Pixel Samba Games: A Community-Built Mobile Game Earning $110k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A three-person studio in Recife built a rhythm game with its players, testing every feature in a private beta. The game now earns $110,000 a month from in-app purchases.',
    businessName: 'Pixel Samba Games',
    websiteUrl: 'https://pixelsamba.example',
    founderName: 'Rafael Cavalcanti',
    founderSocialUrl: 'https://social.example/@rafapixelsamba',
    language: 'English',
    regionTags: ['South America', 'Brazil', 'Pernambuco'],
    niche: ['Entertainment'],
    tags: ['mobile-games', 'indie-studio', 'community', 'music'],
    monthlyRevenue: 110_000,
    monthlyProfit: 41_000,
    grossMarginPercent: 68,
    startingCosts: 6_000,
    founderCount: 3,
    employeeCount: 5,
    yearFounded: 2016,
    country: 'Brazil',
    continent: 'south-america',
    businessModel: 'apps',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Pixel Samba Games makes a rhythm game set to Brazilian music styles, from samba to frevo. The studio has eight people and has never taken investment.',
      problem:
        'Rhythm games were dominated by pop and electronic music licensed from large labels. Players who loved regional music had nothing, and small studios could not afford the big licences.',
      solution:
        'A rhythm game built on music licensed directly from independent Brazilian musicians, shaped with a community of players who test every new level before release.',
      summary:
        "A deeply involved player community did the studio's marketing and testing, turning a niche game into a profitable business.",
      metrics: { mrr: 110_000, monthly_active_user_count: 480_000, paying_user_percent: 2.7 },
    },
    metricsSnapshot: { mrr: 110_000, monthly_active_user_count: 480_000, community_member_count: 36_000 },
    contentGenesis:
      'Rafael Cavalcanti, Beatriz Lins and Igor Tavares met at a game jam in 2015, where they built a one-level prototype set to a frevo track. Players at the jam kept coming back to beat their scores, and the three decided to build the full game.',
    contentValidation:
      'They released the prototype for free and invited players to a chat server to suggest songs. Within three months 4,000 players had joined and voted on which musicians to approach first.',
    contentBuilding:
      'Every new level went to a private beta group of 300 dedicated players before release. Musicians were paid a flat fee plus a share of song-pack sales, which persuaded dozens of independent artists to join.',
    contentLaunch:
      'The full game launched during carnival season with a song pack from a popular street band. Players from the chat server streamed their runs, and the game reached the top of the music games chart in Brazil within a week.',
    contentGrowth:
      'The community remains the main channel: players create challenges, organise tournaments and recruit friends. The studio publishes its upcoming song packs and lets players vote, and a reverse trial on new packs lets everyone play a premium song for a day.',
    contentStatusFuture:
      'The game has 480,000 monthly players and expanding audiences in Portugal and Angola. The studio is developing a second game around Northeast Brazilian folk music.',
    contentLessonsLearned:
      'The founders learned that community needs moderation and care; a toxic period in 2019 drove away some early fans. They hired a full-time community manager and wrote clear rules.',
    contentAdvice:
      'Let players in early and keep them involved; they will test, promote and defend your game. Pay your creative partners fairly and transparently, and they will bring their own fans.',
    founderQuote: 'Our players chose half the songs in the game. Of course they tell their friends about it.',
    techStackPlaybook: ['Unity', 'Discord', 'Firebase', 'Google Play Console', 'Trello'],
    resourceLibrary: ['Musician revenue-share agreement outline', 'Community moderation guidelines', 'Beta tester feedback form'],
    keyDecisions: {
      firstInvestment: "Licences for the first ten songs, paid from the founders' savings.",
      firstHire: 'A full-time community manager in 2019.',
      majorPivot: 'Dropped paid downloads for a free game with song packs.',
    },
    publishedAt: '2024-02-20',
    tacticKeys: ['customer-community', 'private-beta', 'reverse-trial', 'public-roadmap'],
  },
];
