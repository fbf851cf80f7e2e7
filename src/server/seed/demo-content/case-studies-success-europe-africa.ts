/**
 * Fictional demo content written for Flightdeck: Europe and Africa.
 * Every company, founder, figure and website here is invented; any resemblance is coincidental.
 */
import type { DemoCaseStudy } from './types.ts';

export const successCaseStudiesEuropeAfrica: DemoCaseStudy[] = [
  {
    key: 'fjordbill-invoicing',
    title: 'Fjordbill: $210k MRR From Invoice Templates and a Badge on Every Invoice',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A Bergen invoicing tool for freelancers grew to $210,000 a month without funding, powered by thousands of template pages and a small badge on every invoice it sends.',
    businessName: 'Fjordbill',
    websiteUrl: 'https://fjordbill.example',
    founderName: 'Ingrid Solberg',
    founderSocialUrl: 'https://social.example/@ingridsolberg',
    language: 'English',
    regionTags: ['Europe', 'Norway', 'Scandinavia'],
    niche: ['Finance & FinTech'],
    tags: ['invoicing', 'freelancers', 'product-led', 'programmatic-seo'],
    monthlyRevenue: 210_000,
    monthlyProfit: 98_000,
    grossMarginPercent: 91,
    startingCosts: 2_000,
    founderCount: 2,
    employeeCount: 11,
    yearFounded: 2016,
    country: 'Norway',
    continent: 'europe',
    businessModel: 'saas',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Fjordbill lets freelancers and small firms send invoices, track payments and file VAT across the Nordic countries. Two developers started it in Bergen after years of invoicing clients from spreadsheets.',
      problem:
        'Freelancers in the Nordics must follow strict invoicing and VAT rules that differ by country. Accounting suites were built for companies with accountants, and free tools ignored the local rules.',
      solution:
        'A simple invoicing tool that gets local rules right by default, with a library of invoice templates for every profession and a free plan whose invoices carry a small Fjordbill badge.',
      summary:
        'Template pages captured search demand while the badge turned every invoice into an introduction, building a highly profitable company with thirteen people.',
      metrics: { mrr: 210_000, customer_count: 24_000, churn_rate_percent: 2.4, ltv: 1_150 },
    },
    metricsSnapshot: { mrr: 210_000, customer_count: 24_000, free_user_count: 140_000 },
    contentGenesis:
      'Ingrid Solberg and Magnus Eide were contract developers who lost a week each year sorting out invoice mistakes at tax time. In 2016 they built an internal tool for themselves and a handful of friends.',
    contentValidation:
      'They posted the tool on a Norwegian freelancer forum with a free plan and a paid plan at about $9 a month. Within six weeks 1,500 people signed up, and 110 paid, which told them the pain was real.',
    contentBuilding:
      'The product stayed intentionally simple: invoices, reminders, payment tracking and VAT reports. The founders added Swedish and Danish rules one country at a time, each launched with local templates.',
    contentLaunch:
      'Each country launch came with a set of profession-specific templates, such as an invoice for a photographer in Sweden, published as free, indexable pages. New users could start with the right template already filled in.',
    contentGrowth:
      "Those template pages now number over 4,000 and bring most sign-ups from search. The badge on free-plan invoices adds a constant trickle of new users who received an invoice, and a listing in a popular accounting platform's marketplace brings firms that outgrew spreadsheets.",
    contentStatusFuture:
      'Fjordbill serves 24,000 paying customers with a team of thirteen. The founders plan to cover Finland and Iceland next and have turned down several acquisition offers.',
    contentLessonsLearned:
      'They learned to launch countries slowly and properly; a rushed Danish release with a VAT bug cost them months of trust. Keeping the team small forced them to automate support.',
    contentAdvice:
      'Find the moment your product is seen by people who are not yet users, and put your name there politely. Structured pages that answer specific searches can compound for years if each one is genuinely useful.',
    founderQuote: 'Every invoice our users send is seen by someone who might need to send one tomorrow.',
    techStackPlaybook: ['Elixir', 'Phoenix', 'PostgreSQL', 'Stripe Billing', 'Ahrefs'],
    resourceLibrary: ['VAT rules comparison for Nordic freelancers', 'Template page structure guide'],
    keyDecisions: {
      firstInvestment: 'A legal review of invoicing rules in three countries for $2,000.',
      firstHire: 'A support specialist who had worked as a bookkeeper.',
      majorPivot: 'Expanded from Norway alone to all Nordic countries with one template library per country.',
    },
    publishedAt: '2023-04-18',
    tacticKeys: ['programmatic-seo', 'time-to-value-templates', 'powered-by-badge', 'app-marketplace-listings'],
  },
  {
    key: 'lumen-lingo',
    title: 'Lumen Lingo: A Funded Language App for Expats Reaching $120k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Lumen Lingo teaches the everyday language of a new country to people who just moved there. Creator-made video ads and a reverse trial took it to $120,000 in monthly revenue.',
    businessName: 'Lumen Lingo',
    websiteUrl: 'https://lumenlingo.example',
    founderName: 'Elena Gutierrez',
    founderSocialUrl: 'https://social.example/@elenalumen',
    language: 'English',
    regionTags: ['Europe', 'Spain', 'Valencia'],
    niche: ['Education & EdTech'],
    tags: ['language-learning', 'expats', 'mobile-app', 'venture-backed'],
    monthlyRevenue: 120_000,
    monthlyProfit: -18_000,
    grossMarginPercent: 79,
    startingCosts: 250_000,
    founderCount: 3,
    employeeCount: 18,
    yearFounded: 2020,
    country: 'Spain',
    continent: 'europe',
    businessModel: 'apps',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Lumen Lingo is a language app built around the situations new residents face: renting a flat, seeing a doctor, opening a bank account. It is based in Valencia and serves learners of Spanish, Portuguese and Italian.',
      problem:
        'Most language apps teach tourist phrases or textbook grammar. People who have just moved abroad need to handle a landlord or a pharmacy next week, not conjugate verbs for a test.',
      solution:
        'Short lessons organised by real-life situations, practised through role-play conversations with a voice tutor, and a reverse trial that unlocks the full course for the first two weeks.',
      summary:
        'Situation-based lessons gave Lumen Lingo a clear position, and creator video ads made paid acquisition work at a sustainable cost.',
      metrics: { mrr: 120_000, subscriber_count: 14_500, cac: 31, churn_rate_percent: 8.7 },
    },
    metricsSnapshot: { mrr: 120_000, subscriber_count: 14_500, day_30_retention_percent: 27 },
    contentGenesis:
      'Elena Gutierrez taught Spanish to newly arrived professionals in Valencia and noticed the same twenty situations came up in every class. Her students said apps had taught them to order coffee but not to argue with a landlord.',
    contentValidation:
      'She sold a six-week course on the twenty situations as recorded lessons and sold 300 seats in two months. Two former colleagues, a product designer and an engineer, joined her to turn it into an app.',
    contentBuilding:
      'The team raised a pre-seed round of $250,000 from angel investors to build the first version. They designed a checklist for each situation and ended every lesson with a spoken role-play.',
    contentLaunch:
      'The app launched in expat groups in Spain with a free situation pack about renting. A launch partnership with a relocation agency brought the first 2,000 users.',
    contentGrowth:
      'Paid growth came from short videos made by expat creators describing a real struggle, such as a misunderstanding at the doctor. Those ads beat studio creative by half on cost per subscriber. The reverse trial, daily reminders and a short onboarding checklist raised conversion and retention.',
    contentStatusFuture:
      'Lumen Lingo is close to break-even after a seed round in 2023. The team is adding German and Dutch and testing a company plan for employers who relocate staff.',
    contentLessonsLearned:
      'The team learned that ad creative wears out quickly; they now brief ten new creator videos every week. They also found that learners who completed one full situation in the first three days were four times more likely to subscribe.',
    contentAdvice:
      "Define your customer's moment of need precisely and build the product around it. If you rely on paid acquisition, treat ad creative as a product with its own pipeline and tests.",
    founderQuote: 'Nobody moves to a new country to learn the subjunctive. They move to live there.',
    techStackPlaybook: ['React Native', 'Supabase', 'RevenueCat', 'Amplitude', 'ElevenLabs voices'],
    resourceLibrary: ['Creator ad brief template', 'Situation-based lesson design guide', 'Retention cohort spreadsheet'],
    keyDecisions: {
      firstInvestment: 'A pre-seed round of $250,000 from angel investors.',
      firstHire: 'A performance marketer focused only on creator video ads.',
      majorPivot: 'Replaced a seven-day free trial with a two-week reverse trial.',
    },
    sourceUrl: 'https://startupnews.example/lumen-lingo-seed',
    publishedAt: '2024-05-07',
    tacticKeys: ['ugc-video-ads', 'reverse-trial', 'habit-loop-reminders', 'onboarding-checklist'],
  },
  {
    key: 'kettle-and-crumb',
    title: 'Kettle & Crumb: A Baking Club That Turned a Small Bakery National',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A Leeds bakery started an online baking club for its regulars and now ships bake-at-home kits across the UK, with club members driving most of its $14,500 monthly revenue.',
    businessName: 'Kettle & Crumb',
    websiteUrl: 'https://kettleandcrumb.example',
    founderName: 'Fiona Hargreaves',
    founderSocialUrl: 'https://social.example/@kettleandcrumb',
    language: 'English',
    regionTags: ['Europe', 'United Kingdom', 'England'],
    niche: ['Food & Beverage'],
    tags: ['bakery', 'baking-kits', 'community', 'subscription'],
    monthlyRevenue: 14_500,
    monthlyProfit: 3_300,
    grossMarginPercent: 47,
    startingCosts: 5_500,
    founderCount: 2,
    employeeCount: 2,
    yearFounded: 2021,
    country: 'United Kingdom',
    continent: 'europe',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Kettle & Crumb is a small Leeds bakery that sells bake-at-home kits and runs an online baking club. The club has more members than the town where the bakery stands has residents.',
      problem:
        'Small bakeries live on foot traffic and thin margins, and a quiet month can close them. Home bakers, meanwhile, want to learn professional techniques but find classes expensive and far away.',
      solution:
        "Monthly kits with pre-measured specialty ingredients and a live bake-along video call, where members bake together and share photos in a members' forum.",
      summary:
        'Turning regular customers into a community of home bakers gave a single-site bakery a national customer base and recurring revenue.',
      metrics: { mrr: 14_500, member_count: 610, churn_rate_percent: 5.5 },
    },
    metricsSnapshot: { mrr: 14_500, member_count: 610, kit_order_count: 720 },
    contentGenesis:
      'Fiona Hargreaves and her brother Callum opened the bakery in 2021 and kept getting asked for the recipe behind their cardamom buns. Fiona started a monthly Sunday bake-along on a video call for a handful of regulars.',
    contentValidation:
      'When a regular who had moved to Bristol asked to join, Fiona posted ingredients to her by mail. Twenty more people asked for the same within a week, and the first kit was born.',
    contentBuilding:
      "Kits were packed in the bakery's back room on Mondays, when the shop is closed. A simple membership plug-in on their shop handled monthly billing and the members' forum.",
    contentLaunch:
      'They launched the club with a free Christmas bake-along that 900 people joined. About 180 of them signed up for the paid club in the following two weeks.',
    contentGrowth:
      "Members share photos of their bakes in the forum and invite friends to bake-alongs, which is how most new members arrive. A weekly newsletter with one small tip keeps the club active between kits, and two local delis now stock the most popular kit.",
    contentStatusFuture:
      'Kits and the club now bring in more than the shop counter. The siblings are looking for a small unit to pack kits without interrupting the bakery.',
    contentLessonsLearned:
      'They learned that the community, not the ingredients, keeps people subscribed. Members who attended two live bake-alongs almost never cancelled.',
    contentAdvice:
      'Your most loyal customers can become a community if you give them a reason to meet regularly. Start with something small and repeatable, like a monthly call, before building any product around it.',
    founderQuote: 'People join for the buns and stay for each other.',
    techStackPlaybook: ['Shopify', 'Circle community', 'Zoom', 'Royal Mail Click and Drop'],
    resourceLibrary: ['Bake-along running order template', 'Kit packing checklist'],
    keyDecisions: {
      firstInvestment: 'A thermal label printer and branded boxes for £900.',
      firstHire: 'A part-time packer for kit weeks.',
      majorPivot: 'Made the online club the main product instead of a side activity of the shop.',
    },
    publishedAt: '2024-09-10',
    tacticKeys: ['customer-community', 'newsletter-growth', 'wholesale-partnerships'],
  },
  {
    key: 'woolen-loop-patterns',
    title: 'Woolen Loop: Selling Knitting Patterns From Galway as a Side Business',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A librarian in Galway designs knitting patterns in the evenings. A friendly knit-along community and newsletter swaps grew sales to $4,200 a month with almost no costs.',
    businessName: 'Woolen Loop',
    websiteUrl: 'https://woolenloop.example',
    founderName: 'Siobhan Kearney',
    founderSocialUrl: 'https://social.example/@woolenloop',
    language: 'English',
    regionTags: ['Europe', 'Ireland', 'Galway'],
    niche: ['Fashion & Beauty'],
    tags: ['knitting', 'patterns', 'digital-downloads', 'crafts'],
    monthlyRevenue: 4_200,
    monthlyProfit: 3_850,
    grossMarginPercent: 95,
    startingCosts: 90,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2022,
    country: 'Ireland',
    continent: 'europe',
    businessModel: 'digital',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Woolen Loop sells downloadable knitting patterns inspired by traditional Irish stitches, updated for modern shapes. Its designer works full-time as a university librarian.',
      problem:
        'Traditional patterns are often hard to read, written for a single size and full of outdated abbreviations. Modern knitters want classic textures in shapes they would actually wear.',
      solution:
        'Clearly written patterns in twelve sizes with video tutorials for tricky stitches, launched through seasonal knit-alongs where knitters work on the same pattern together.',
      summary:
        'A community of knitters working on the same patterns at the same time became a reliable launch engine for a low-cost digital product.',
      metrics: { mrr: 4_200, pattern_count: 38, customer_count: 5_400 },
    },
    metricsSnapshot: { mrr: 4_200, newsletter_subscriber_count: 8_900, pattern_count: 38 },
    contentGenesis:
      "Siobhan Kearney knitted her grandmother's cable patterns for years but kept rewriting them to fit. Friends asked for her rewritten versions, and she put the first one on a pattern marketplace for a few euros.",
    contentValidation:
      'The first pattern sold 150 copies in two months without promotion. Buyers left comments asking for matching hats and scarves, which told her people wanted a collection, not a single design.',
    contentBuilding:
      'Siobhan writes patterns on weekends and pays test knitters with free patterns. A tech-editor friend checks every pattern for errors in exchange for yarn.',
    contentLaunch:
      'Each new pattern launches with a six-week knit-along in a free online group, with weekly progress threads and small prizes. The first knit-along had 400 participants.',
    contentGrowth:
      'The knit-along group now has over 6,000 members, and patterns sell most in the first week of each knit-along. Swapping newsletter recommendations with other indie designers doubled her list in a year.',
    contentStatusFuture:
      'Woolen Loop makes about $4,200 a month from 38 patterns. Siobhan is working on a printed book of the collection and has no plans to leave her library job.',
    contentLessonsLearned:
      "She learned that a pattern's first week decides most of its sales, so every release needs a knit-along. Errors in a pattern cost more goodwill than a late release.",
    contentAdvice:
      'Build the community around the activity, not the product. Pay your testers and editors in whatever they value, and never skip testing.',
    founderQuote: 'Knitting is lonely until four hundred people are stuck on the same row as you.',
    techStackPlaybook: ['Indie pattern marketplace', 'Payhip', 'Substack', 'Canva'],
    resourceLibrary: ['Knit-along planning calendar', 'Pattern test-knitter agreement', 'Newsletter swap tracker'],
    keyDecisions: {
      firstInvestment: 'A €90 grading software licence for sizing patterns.',
      firstHire: 'None; test knitters and a tech editor are paid in patterns and yarn.',
      majorPivot: 'Moved from single patterns to themed collections launched through knit-alongs.',
    },
    publishedAt: '2024-12-03',
    tacticKeys: ['customer-community', 'newsletter-cross-promotion', 'launch-directories'],
  },
  {
    key: 'quayside-lettings',
    title: 'Quayside: Software for Small Letting Agents, Sold Through Accountants',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Quayside helps independent letting agents manage tenancies and compliance. Accountant referrals, hands-on onboarding and health scores took it to $38,000 a month.',
    businessName: 'Quayside Lettings Software',
    websiteUrl: 'https://quaysidelettings.example',
    founderName: 'Owen Pritchard',
    founderSocialUrl: 'https://social.example/@owenpritchard',
    language: 'English',
    regionTags: ['Europe', 'United Kingdom', 'Wales'],
    niche: ['Real Estate'],
    tags: ['proptech', 'letting-agents', 'compliance', 'vertical-saas'],
    monthlyRevenue: 38_000,
    monthlyProfit: 14_000,
    grossMarginPercent: 84,
    startingCosts: 12_000,
    founderCount: 2,
    employeeCount: 3,
    yearFounded: 2019,
    country: 'United Kingdom',
    continent: 'europe',
    businessModel: 'saas',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Quayside is tenancy management software for letting agencies with up to 500 properties. It was founded in Cardiff by a former letting agent and a developer.',
      problem:
        'Small letting agents must track dozens of certificates, deposits and inspection dates per property, and missing one can mean a heavy fine. Most still use spreadsheets and calendar reminders.',
      solution:
        'A compliance-first system that tracks every certificate and deadline, chases landlords automatically and produces an audit-ready report for each property.',
      summary:
        "Accountants who served letting agents became Quayside's sales force, and a personal onboarding call for every customer kept churn close to zero.",
      metrics: { mrr: 38_000, agency_count: 290, churn_rate_percent: 0.9 },
    },
    metricsSnapshot: { mrr: 38_000, agency_count: 290, property_count: 61_000 },
    contentGenesis:
      'Owen Pritchard ran a letting agency for eleven years and was fined once for a missed gas safety certificate. His friend Rhys Morgan, a developer, built him a tracker, and other agents soon asked for copies.',
    contentValidation:
      'Owen asked his accountant, who served 40 letting agents, to mention the tracker to her clients. Twelve agents signed up for a paid beta at £60 a month within a month.',
    contentBuilding:
      "The founders invested £12,000 of savings in a proper compliance data model and a legal review of deadlines. Owen ran every onboarding personally, importing each agent's properties on a video call.",
    contentLaunch:
      'Quayside launched publicly at a regional property conference where Owen gave a talk on the new compliance rules. Forty agents booked demos afterwards.',
    contentGrowth:
      "Accountants and compliance consultants refer most new agents, and Quayside gives each partner a dashboard of their clients' compliance status. A simple health score flags agencies that stop logging in, and Owen calls them before renewal.",
    contentStatusFuture:
      'Quayside serves 290 agencies with a team of five. The founders are adding tenant referencing and plan to enter Scotland, where the rules differ.',
    contentLessonsLearned:
      'Personal onboarding seemed unscalable but produced the lowest churn they had seen anywhere. The founders only automated it once they had written down every step.',
    contentAdvice:
      'Find the advisers your customers already trust and make their lives easier. Do onboarding by hand until you know exactly what to automate.',
    founderQuote: 'Every agent we onboard knows someone who got fined. That is our whole pitch.',
    techStackPlaybook: ['Laravel', 'MySQL', 'GoCardless', 'Intercom', 'Postmark'],
    resourceLibrary: ['Letting compliance calendar', 'Partner dashboard walkthrough', 'Onboarding call script'],
    keyDecisions: {
      firstInvestment: '£12,000 of savings on the data model and a legal review.',
      firstHire: 'An onboarding specialist who had worked at a letting agency.',
      majorPivot: 'Built a partner dashboard for accountants after noticing they drove most sign-ups.',
    },
    publishedAt: '2023-09-26',
    tacticKeys: ['partner-referrals', 'concierge-onboarding', 'customer-health-scores'],
  },
  {
    key: 'pixelforge-analytics',
    title: 'Pixelforge: Open-Source Analytics With a $95k MRR Cloud Business',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two engineers in Krakow released privacy-friendly product analytics as open source. A developer community and usage-based cloud pricing grew it to $95,000 a month.',
    businessName: 'Pixelforge Analytics',
    websiteUrl: 'https://pixelforge.example',
    founderName: 'Katarzyna Wolska',
    founderSocialUrl: 'https://social.example/@kasiawolska',
    language: 'English',
    regionTags: ['Europe', 'Poland', 'Krakow'],
    niche: ['Tech & Software'],
    tags: ['open-source', 'analytics', 'developer-tools', 'privacy'],
    monthlyRevenue: 95_000,
    monthlyProfit: -22_000,
    grossMarginPercent: 76,
    startingCosts: 400_000,
    founderCount: 2,
    employeeCount: 14,
    yearFounded: 2021,
    country: 'Poland',
    continent: 'europe',
    businessModel: 'saas',
    primaryGrowthChannel: 'community',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Pixelforge is open-source product analytics that companies can host themselves or use as a cloud service. It stores no personal data by default, which appeals to European teams.',
      problem:
        'Product teams want event analytics, but sending user data to third-party services creates privacy and compliance headaches. Self-hosted alternatives were hard to run and lacked features.',
      solution:
        'A single open-source package that runs on one server, with a hosted cloud version priced by events tracked, and a public roadmap shaped by its contributors.',
      summary:
        'Open source built trust and a developer community; usage-based cloud pricing converted part of that community into revenue.',
      metrics: { mrr: 95_000, customer_count: 820, github_star_count: 18_000, net_revenue_retention_percent: 124 },
    },
    metricsSnapshot: { mrr: 95_000, customer_count: 820, self_hosted_install_count: 9_400 },
    contentGenesis:
      'Katarzyna Wolska and Piotr Nowicki were data engineers at an e-commerce company that was forced to remove its analytics tool over privacy concerns. They built a replacement over a summer and released it under an open-source licence.',
    contentValidation:
      'The repository gathered 3,000 stars in its first month after a post on a developer forum. Dozens of companies asked for a hosted version, which convinced the founders there was a business.',
    contentBuilding:
      'They raised a seed round of $400,000 in 2022 to build the cloud version. All development happens in public, with a roadmap board where contributors and customers vote on features.',
    contentLaunch:
      'The cloud version launched with a generous free tier and pricing per million events. The launch post described their infrastructure costs and margins in detail, and it drew 600 sign-ups in a week.',
    contentGrowth:
      'A chat community of 7,000 developers answers most support questions and contributes integrations. The founders share monthly revenue and costs publicly, which keeps trust high. Customers grow into higher usage tiers, so revenue expands without sales effort.',
    contentStatusFuture:
      'Pixelforge is still burning cash but expects to break even within a year. It is building a paid enterprise edition with single sign-on and audit logs.',
    contentLessonsLearned:
      'The founders learned that open-source users and paying customers want different things; self-hosters want flexibility, cloud customers want zero maintenance. They now plan features separately for each group.',
    contentAdvice:
      'Open source is a distribution channel and a trust signal, not a business model on its own. Decide early what will be paid and say so publicly.',
    founderQuote: 'We give away the software and sell the sleep our customers get from not running it.',
    techStackPlaybook: ['Go', 'ClickHouse', 'React', 'Kubernetes', 'GitHub Discussions'],
    resourceLibrary: ['Open-core licensing comparison', 'Public metrics page template', 'Community contribution guide'],
    keyDecisions: {
      firstInvestment: 'A seed round of $400,000 to build the managed cloud service.',
      firstHire: 'A developer advocate from the open-source community.',
      majorPivot: 'Switched cloud pricing from per-seat to per-event.',
    },
    publishedAt: '2024-10-15',
    tacticKeys: ['customer-community', 'usage-based-pricing', 'public-roadmap', 'build-in-public'],
  },
  {
    key: 'nordlys-cabins',
    title: 'Nordlys Cabins: Glass Cabins for Aurora Hunters in Finnish Lapland',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A couple built four glass-roofed cabins in Lapland and fill them through detailed aurora guides that rank in search, earning $17,000 a month across the season.',
    businessName: 'Nordlys Cabins',
    websiteUrl: 'https://nordlyscabins.example',
    founderName: 'Aino Lehtonen',
    founderSocialUrl: 'https://social.example/@nordlyscabins',
    language: 'English',
    regionTags: ['Europe', 'Finland', 'Lapland'],
    niche: ['Travel & Tourism'],
    tags: ['accommodation', 'aurora', 'hospitality', 'seo'],
    monthlyRevenue: 17_000,
    monthlyProfit: 6_100,
    grossMarginPercent: 64,
    startingCosts: 60_000,
    founderCount: 2,
    employeeCount: 2,
    yearFounded: 2015,
    country: 'Finland',
    continent: 'europe',
    businessModel: 'services',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Nordlys Cabins rents four glass-roofed cabins near a frozen lake in Finnish Lapland, where guests can watch the northern lights from bed. The owners live on the same plot and run everything themselves.',
      problem:
        'Aurora travellers face big chains with high prices and crowded properties. Small owners, meanwhile, pay heavy commissions to booking sites and compete on price.',
      solution:
        'A website that is the best aurora resource for the area, with forecasts explained, photography tips and month-by-month guides, converting readers into direct bookings.',
      summary:
        "Writing the most useful aurora guides for their region gave a four-cabin business direct bookings worth more than most of its neighbours' platform listings.",
      metrics: { mrr: 17_000, occupancy_percent: 82, direct_booking_percent: 74 },
    },
    metricsSnapshot: { mrr: 17_000, occupancy_percent: 82, review_count: 640 },
    contentGenesis:
      "Aino Lehtonen and Jussi Korhonen moved back to Jussi's family land in 2014 after years in Helsinki. They noticed tourists parking on the road at night to watch the aurora and decided to build a cabin for them.",
    contentValidation:
      'They built one cabin with a loan against the land and listed it on booking sites. It was booked every night of its first winter, which justified three more cabins.',
    contentBuilding:
      'Jussi built the cabins with a local carpenter over two summers for about $60,000 in total. Aino, a former journalist, started writing detailed aurora guides for the website.',
    contentLaunch:
      'The direct booking site went live in the second winter with a guide called "How to actually see the northern lights in Lapland". It ranked on page one within four months.',
    contentGrowth:
      "The guides now attract 90,000 visitors a season, and direct bookings have overtaken platform bookings. Add-ons such as sauna evenings and husky trips with a neighbour's kennel raise the average stay value, and guests are asked for a review on their last morning.",
    contentStatusFuture:
      'The couple has two seasonal staff and runs at 82% occupancy across the year. They have chosen not to build more cabins, preferring quiet over growth.',
    contentLessonsLearned:
      'They learned that summer is hard to sell and priced it for midnight-sun hikers instead of closing. Their writing skills turned out to be the best investment they ever made.',
    contentAdvice:
      'Be the most helpful source of information about the experience you sell. Decide how big you want to be before growth decides for you.',
    founderQuote: 'We are not competing with hotels. We are competing with the worry that the sky stays cloudy.',
    techStackPlaybook: ['WordPress', 'Lodgify', 'Aurora forecast widget', 'Mailchimp'],
    resourceLibrary: ['Aurora guide content outline', 'Add-on pricing sheet for small hospitality'],
    keyDecisions: {
      firstInvestment: 'A bank loan for the first cabin secured against family land.',
      firstHire: 'A seasonal host for the winter months.',
      majorPivot: 'Moved most sales from booking platforms to the direct website.',
    },
    publishedAt: '2023-12-12',
    tacticKeys: ['seo-content-clusters', 'paid-add-ons', 'review-generation'],
  },
  {
    key: 'atelier-sur-mesure',
    title: 'Atelier Sur Mesure: Made-to-Measure Shirts Sold Through Short Videos',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A Lyon tailor sells made-to-measure shirts online using a simple measuring video, grew an audience with short tailoring tips and now earns $48,000 a month.',
    businessName: 'Atelier Sur Mesure',
    websiteUrl: 'https://ateliersurmesure.example',
    founderName: 'Mathieu Garnier',
    founderSocialUrl: 'https://social.example/@mathieutailleur',
    language: 'English',
    regionTags: ['Europe', 'France', 'Lyon'],
    niche: ['Fashion & Beauty'],
    tags: ['menswear', 'made-to-measure', 'tailoring', 'video'],
    monthlyRevenue: 48_000,
    monthlyProfit: 9_600,
    grossMarginPercent: 57,
    startingCosts: 7_500,
    founderCount: 1,
    employeeCount: 4,
    yearFounded: 2018,
    country: 'France',
    continent: 'europe',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        "Atelier Sur Mesure makes shirts to each customer's measurements in a small workshop in Lyon. Customers measure themselves at home following a three-minute video.",
      problem:
        'Off-the-rack shirts rarely fit people with long arms, broad shoulders or slim waists, and traditional tailors are expensive and require several visits.',
      solution:
        'A guided self-measuring process, a fit guarantee with free remakes, and a short-video channel that teaches men how clothes should fit.',
      summary:
        'Educational videos built trust in an online process that usually needs a tailor in the room, and remakes turned doubters into repeat buyers.',
      metrics: { mrr: 48_000, order_count: 400, repeat_customer_percent: 46 },
    },
    metricsSnapshot: { mrr: 48_000, order_count: 400, remake_rate_percent: 6 },
    contentGenesis:
      'Mathieu Garnier trained as a tailor and worked for a traditional house in Lyon where clients waited six weeks for a shirt. He wanted to offer the same fit at a third of the price without the appointments.',
    contentValidation:
      'He made 30 shirts for friends of friends using only self-taken measurements and a video call. Only two needed adjusting, which proved the process could work remotely.',
    contentBuilding:
      'Mathieu wrote a measurement tool that checks for common mistakes, such as a chest smaller than the waist. He rented a small workshop and hired two seamstresses in the first year.',
    contentLaunch:
      'He launched with a series of videos showing common fit problems on volunteers from the street. One video on sleeve length reached 1.2 million views and brought 300 orders in a month.',
    contentGrowth:
      'Three short videos a week on fit and fabrics remain the main channel. Small menswear creators receive a shirt to review, and add-ons like monograms and spare collars increase order value.',
    contentStatusFuture:
      'The atelier now employs four people and ships across Europe. Mathieu is preparing made-to-measure trousers, which his customers ask for most.',
    contentLessonsLearned:
      'Offering free remakes felt risky but cost far less than expected and removed the biggest objection to buying online. Mathieu also learned to keep the fabric range small.',
    contentAdvice:
      'If customers fear a process, teach it openly until it feels easy. Make the guarantee generous; the cost is usually smaller than the sales it unlocks.',
    founderQuote: 'Most men have never worn a shirt that fits. Once they do, they do not go back.',
    techStackPlaybook: ['Shopify', 'Custom measurement form', 'CapCut', 'Sendcloud'],
    resourceLibrary: ['Self-measuring video script', 'Fit guarantee policy template'],
    keyDecisions: {
      firstInvestment: 'A small workshop lease and two industrial sewing machines.',
      firstHire: 'An experienced seamstress from a closing factory.',
      majorPivot: 'Stopped offering in-person fittings and went fully online.',
    },
    publishedAt: '2023-07-19',
    tacticKeys: ['short-form-video', 'micro-influencer-seeding', 'paid-add-ons'],
  },
  {
    key: 'coppermoss-ads',
    title: 'Coppermoss: A Productised Ad Agency Reaching $86k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Coppermoss sells fixed-price search ad management to e-commerce shops. Three packages, a referral network and founder-written outreach grew it to $86,000 a month.',
    businessName: 'Coppermoss',
    websiteUrl: 'https://coppermoss.example',
    founderName: 'Sander de Vries',
    founderSocialUrl: 'https://social.example/@sanderdevries',
    language: 'English',
    regionTags: ['Europe', 'Netherlands', 'Utrecht'],
    niche: ['Marketing & Advertising'],
    tags: ['agency', 'productised-service', 'ppc', 'ecommerce-marketing'],
    monthlyRevenue: 86_000,
    monthlyProfit: 23_000,
    grossMarginPercent: 49,
    startingCosts: 1_500,
    founderCount: 2,
    employeeCount: 9,
    yearFounded: 2017,
    country: 'Netherlands',
    continent: 'europe',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Coppermoss manages search advertising for online shops with revenue between one and ten million euros. It offers three fixed packages and publishes its prices openly.',
      problem:
        'Mid-sized online shops found agencies opaque: long proposals, unclear hours and fees tied to ad spend, which rewarded spending more rather than spending well.',
      solution:
        'Three flat monthly packages with a defined scope, a weekly report and a rule that fees never depend on ad spend.',
      summary:
        'Productising agency work made Coppermoss easy to buy and easy to recommend, and shop-platform partners now send most of its clients.',
      metrics: { mrr: 86_000, client_count: 74, churn_rate_percent: 2.7 },
    },
    metricsSnapshot: { mrr: 86_000, client_count: 74, average_package_usd: 1_160 },
    contentGenesis:
      'Sander de Vries and Noor Bakker worked at a large agency and were frustrated that proposals took longer to write than campaigns. They left in 2017 with two clients who followed them.',
    contentValidation:
      'They wrote down exactly what they did for those two clients and priced it as one package. Sander sent 150 short, researched e-mails to shop owners, and eleven signed up within two months.',
    contentBuilding:
      'Every task in each package is a checklist item, so new hires can deliver consistent work quickly. Reports are automated and sent every Monday morning.',
    contentLaunch:
      'The public launch was simply a pricing page with three packages, shared by Sander on a professional network with a post about why agency fees should not follow ad spend. It brought 40 enquiries.',
    contentGrowth:
      'Partnerships with agencies that build online shops produce most new clients, because those builders do not offer ads themselves. Sander still posts weekly about ad mistakes he sees, and a small outbound effort targets shops that just raised prices or launched new ranges.',
    contentStatusFuture:
      'Coppermoss employs nine specialists and serves 74 clients. The founders are adding a package for marketplace advertising and have started training partners to resell it.',
    contentLessonsLearned:
      'Publishing prices lost them a few large clients who wanted custom deals but saved hundreds of hours of proposals. The checklists made hiring and holidays possible.',
    contentAdvice:
      'Write down what you do for your best client and sell exactly that. Make partners look good, and they will send you work for years.',
    founderQuote: 'Our fee is the same whether a client spends ten thousand or a hundred thousand on ads. That sentence closes deals.',
    techStackPlaybook: ['Google Ads Editor', 'Looker Studio', 'Pipedrive', 'Lemlist', 'Notion'],
    resourceLibrary: ['Productised package scope template', 'Agency partner referral agreement', 'Cold outreach examples'],
    keyDecisions: {
      firstInvestment: 'A reporting tool subscription to automate weekly reports.',
      firstHire: 'A junior ad specialist trained entirely on the package checklists.',
      majorPivot: 'Replaced percentage-of-spend fees with fixed monthly packages.',
    },
    publishedAt: '2023-03-28',
    tacticKeys: ['productized-service', 'partner-referrals', 'cold-email-outreach', 'linkedin-social-selling'],
  },
  {
    key: 'alpine-routes-app',
    title: 'Alpine Routes: Hiking Routes That Start and End at a Train Station',
    status: 'draft',
    caseStudyType: 'success',
    snippet:
      'A Zurich train conductor is building an app of hiking routes reachable by public transport. Built with no-code tools, it earns $1,800 a month in its first year.',
    businessName: 'Alpine Routes',
    websiteUrl: 'https://alpineroutes.example',
    founderName: 'Lena Baumgartner',
    language: 'English',
    regionTags: ['Europe', 'Switzerland', 'Alps'],
    niche: ['Travel & Tourism'],
    tags: ['hiking', 'public-transport', 'no-code', 'side-project'],
    monthlyRevenue: 1_800,
    monthlyProfit: 1_450,
    grossMarginPercent: 88,
    startingCosts: 600,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'Switzerland',
    continent: 'europe',
    businessModel: 'apps',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Alpine Routes lists hiking routes in Switzerland that start and end at train or bus stops, with live connections for the return trip. Its founder works as a train conductor.',
      problem:
        'Hikers without cars struggle to find routes that begin and end at public transport, and miss the last bus down the valley. Hiking apps assume a car park at the trailhead.',
      solution:
        'Routes chosen for their transport links, each with a page showing the timetable for the return journey and an alert if the hiker is at risk of missing the last connection.',
      summary:
        'A no-code first version and one page per route let a solo founder test demand before writing real software.',
      metrics: { mrr: 1_800, subscriber_count: 410, route_count: 260 },
    },
    metricsSnapshot: { mrr: 1_800, subscriber_count: 410, monthly_visitor_count: 21_000 },
    contentGenesis:
      'Lena Baumgartner kept meeting exhausted hikers on the last train of the evening who had almost missed it. She began writing down routes that ended at stations and sharing them with passengers.',
    contentValidation:
      'She published 30 routes on a simple website and added a $4 monthly subscription for offline maps and return-trip alerts. Within three months, 120 people had subscribed.',
    contentBuilding:
      'The first version was built with a no-code app builder and a spreadsheet of routes. Lena generated one page per route and valley from the spreadsheet, each with its own timetable widget.',
    contentLaunch:
      'She launched in spring with a post in a hiking forum listing the ten best station-to-station routes. The post brought 4,000 visitors and 90 subscribers in a week.',
    contentGrowth:
      'Route pages now rank for searches such as hikes reachable by train from a given city. Lena plans to add French and Italian regions before rebuilding the app properly.',
    contentStatusFuture:
      'Alpine Routes has 410 subscribers and no costs beyond tools. Lena intends to keep her job and grow the route library slowly.',
    contentLessonsLearned:
      'She learned that no-code tools were enough for the first few hundred customers. Route quality mattered more than app features.',
    contentAdvice:
      'Use no-code tools to prove people will pay, and keep a log of the manual steps that hurt each week. Only rebuild in real code once that pain is costing you customers or evenings.',
    founderQuote: 'The best hike ends with a train seat and a view, not a two-hour walk to the car.',
    techStackPlaybook: ['Glide', 'Google Sheets', 'Webflow', 'Lemon Squeezy'],
    resourceLibrary: ['Route page template', 'No-code stack cost comparison'],
    keyDecisions: {
      firstInvestment: '$600 for no-code tool subscriptions for the first year.',
      firstHire: 'None planned for now.',
      majorPivot: 'Charged for offline maps and alerts instead of running ads.',
    },
    publishedAt: null,
    figuresAsOf: '2026-06-30',
    tacticKeys: ['no-code-prototype', 'programmatic-seo'],
  },
  {
    key: 'stillwater-podcast',
    title: 'Stillwater: A Slow-Travel Podcast From Lisbon With a Paying Audience',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A part-time podcaster in Lisbon built a slow-travel show with 18,000 weekly listeners and earns $3,600 a month from listener memberships and sponsors.',
    businessName: 'Stillwater Podcast',
    websiteUrl: 'https://stillwater.example',
    founderName: 'Ines Carvalho',
    founderSocialUrl: 'https://social.example/@inescarvalho',
    language: 'English',
    regionTags: ['Europe', 'Portugal', 'Lisbon'],
    niche: ['Entertainment', 'Marketing & Advertising'],
    tags: ['podcast', 'slow-travel', 'memberships', 'audio'],
    monthlyRevenue: 3_600,
    monthlyProfit: 3_100,
    grossMarginPercent: 90,
    startingCosts: 400,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'Portugal',
    continent: 'europe',
    businessModel: 'content',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Stillwater is a weekly podcast about slow travel: long stays, train journeys and living locally. Its host records it from a spare room in Lisbon alongside a job in marketing.',
      problem:
        'Travel media focuses on bucket lists and quick trips, while a growing number of people want to travel slowly and sustainably. They struggle to find practical, honest stories from people who do it.',
      solution:
        'A podcast of long, honest conversations with slow travellers, plus a paid listener community with trip planning threads and monthly live calls.',
      summary:
        'Guesting on other shows and nurturing a listener community turned a hobby podcast into a small, reliable income.',
      metrics: { mrr: 3_600, member_count: 310, weekly_listener_count: 18_000 },
    },
    metricsSnapshot: { mrr: 3_600, member_count: 310, episode_count: 140 },
    contentGenesis:
      'Ines Carvalho spent a year travelling Europe by train and kept a voice diary. Friends enjoyed the recordings more than her photos, so she turned them into a podcast.',
    contentValidation:
      'After twenty episodes she asked listeners whether they would pay $5 a month for a community and bonus episodes. Sixty people joined in the first week.',
    contentBuilding:
      'Ines records on Sunday mornings, edits on weekday evenings and runs the community on a simple membership platform. Guests are found through listener suggestions.',
    contentLaunch:
      'She relaunched the show with a new name and three episodes at once. Over the next two months she appeared as a guest on twelve other travel and lifestyle podcasts.',
    contentGrowth:
      'Guest appearances on other shows bring the largest listener spikes, and newsletter swaps with travel writers keep subscribers growing. Members run their own meet-ups in several cities, which keeps the community lively.',
    contentStatusFuture:
      'The show earns $3,600 a month from 310 members and a single sponsor. Ines is planning a live recording tour by train across four cities.',
    contentLessonsLearned:
      'She learned to keep sponsors few and aligned with the audience; an early mismatched sponsor brought complaints. Members valued the community calls more than bonus episodes.',
    contentAdvice:
      "Appear on other people's shows often; it is the fastest way to grow a podcast. Build a community where members talk to each other, not just to you.",
    founderQuote: 'A podcast is a long, slow conversation. That suits slow travel perfectly.',
    techStackPlaybook: ['Riverside', 'Descript', 'Buzzsprout', 'Patreon'],
    resourceLibrary: ['Podcast guest pitch template', 'Membership tier planning sheet', 'Sponsor fit checklist'],
    keyDecisions: {
      firstInvestment: 'A $250 microphone and acoustic foam for the spare room.',
      firstHire: 'None; a freelance editor helps during busy months.',
      majorPivot: 'Moved from ad-supported episodes to listener memberships.',
    },
    publishedAt: '2025-06-24',
    tacticKeys: ['podcast-guesting', 'newsletter-cross-promotion', 'customer-community'],
  },
  {
    key: 'ojaa-fresh',
    title: 'Ojaa Fresh: A Chat-Based Market Run Connecting Lagos Families and Traders',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Ojaa Fresh started as a group chat where a nurse took grocery orders for neighbours. It now connects 140 market traders with 3,800 households and earns $23,000 a month.',
    businessName: 'Ojaa Fresh',
    websiteUrl: 'https://ojaafresh.example',
    founderName: 'Folake Adeyemi',
    founderSocialUrl: 'https://social.example/@folakeojaa',
    language: 'English',
    regionTags: ['Africa', 'Nigeria', 'Lagos'],
    niche: ['Food & Beverage'],
    tags: ['groceries', 'marketplace', 'chat-commerce', 'last-mile'],
    monthlyRevenue: 23_000,
    monthlyProfit: 3_900,
    grossMarginPercent: 22,
    startingCosts: 1_800,
    founderCount: 2,
    employeeCount: 11,
    yearFounded: 2021,
    country: 'Nigeria',
    continent: 'africa',
    businessModel: 'other',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'marketplace',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Ojaa Fresh lets busy households in Lagos order fresh produce from traditional market traders through a chat app. Riders collect from the traders and deliver the same day.',
      problem:
        'Working families spend hours in traffic to reach open markets, while supermarkets charge far more for lower-quality produce. Market traders have loyal customers but no way to take remote orders.',
      solution:
        "Neighbourhood chat groups where a coordinator posts the day's prices from trusted traders, collects orders and dispatches riders, with the marketplace taking a small fee from both sides.",
      summary:
        'Starting with chat groups and spreadsheets kept costs near zero while Ojaa Fresh proved demand, built trust and learned its unit economics.',
      metrics: { mrr: 23_000, household_count: 3_800, trader_count: 140, repeat_order_percent: 71 },
    },
    metricsSnapshot: { mrr: 23_000, household_count: 3_800, order_count: 9_200 },
    contentGenesis:
      'Folake Adeyemi worked night shifts at a hospital and started buying vegetables for colleagues on her way home. Her colleague Emeka Obi, who had a motorbike, offered to deliver, and the two turned it into a weekend side business.',
    contentValidation:
      'Their first chat group reached 250 households within a month through word of mouth in one estate. Customers paid a delivery fee and traders gave a small discount for guaranteed volume, which made each order profitable.',
    contentBuilding:
      'For two years there was no app, only chat groups, a shared spreadsheet and mobile money. Each new neighbourhood got its own group and a coordinator paid per order.',
    contentLaunch:
      'Expansion happened estate by estate: a coordinator held a tasting stand at the gate on a Saturday and added people to the group on the spot. Each new estate reached break-even within six weeks.',
    contentGrowth:
      'Members invite neighbours into their groups, and both get a free delivery when the newcomer orders. The groups feel like a community, with recipes and market gossip alongside orders, which keeps households loyal.',
    contentStatusFuture:
      'Ojaa Fresh now employs eleven riders and coordinators across nine estates. The founders are building a simple ordering app but will keep the chat groups, which customers love.',
    contentLessonsLearned:
      'The founders learned that trust in individual traders and coordinators mattered more than technology. Margins are thin, so every new estate must prove its own profitability.',
    contentAdvice:
      'Use the tools your customers already use every day before building your own. Measure profit per order from the very first week, because marketplaces can grow into losses.',
    founderQuote: 'Our app was a group chat for two years. Our customers never asked for anything else.',
    techStackPlaybook: ['WhatsApp Business', 'Google Sheets', 'Paystack payment links', 'Glide'],
    resourceLibrary: ['Estate launch checklist', 'Per-order profit calculator', 'Coordinator training guide'],
    keyDecisions: {
      firstInvestment: 'A second motorbike for deliveries, bought from weekend profits.',
      firstHire: 'A neighbourhood coordinator paid per order.',
      majorPivot: 'Charged traders a small fee instead of marking up produce.',
    },
    publishedAt: '2024-04-09',
    tacticKeys: ['no-code-prototype', 'customer-community', 'double-sided-referral'],
  },
  {
    key: 'mtaapay-links',
    title: 'Mtaapay: Payment Links for Small Kenyan Businesses Reach $130k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Mtaapay lets small businesses in East Africa send payment links that accept mobile money and cards. Links carry its name to every payer, and revenue now tops $130,000 a month.',
    businessName: 'Mtaapay',
    websiteUrl: 'https://mtaapay.example',
    founderName: 'Wanjiru Kamau',
    founderSocialUrl: 'https://social.example/@wanjirukamau',
    language: 'English',
    regionTags: ['Africa', 'Kenya', 'East Africa'],
    niche: ['Finance & FinTech'],
    tags: ['payments', 'mobile-money', 'smes', 'venture-backed'],
    monthlyRevenue: 130_000,
    monthlyProfit: 12_000,
    grossMarginPercent: 58,
    startingCosts: 450_000,
    founderCount: 2,
    employeeCount: 19,
    yearFounded: 2019,
    country: 'Kenya',
    continent: 'africa',
    businessModel: 'saas',
    primaryGrowthChannel: 'referral',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Mtaapay lets small businesses create a payment link in seconds and share it over chat or social media. Payers can use mobile money or a card, and the merchant is notified instantly.',
      problem:
        'Small businesses selling through social media collected payments by sharing personal mobile money numbers and checking screenshots. Reconciliation was manual, and fraud with fake screenshots was common.',
      solution:
        'Branded payment links with automatic confirmation, a simple dashboard of who paid, and a fee per transaction so merchants pay only when they sell.',
      summary:
        'Every link sent to a payer doubled as an introduction, and transaction-based pricing let tiny businesses start for free.',
      metrics: { mrr: 130_000, merchant_count: 21_000, monthly_payment_count: 410_000 },
    },
    metricsSnapshot: { mrr: 130_000, merchant_count: 21_000, activation_rate_percent: 64 },
    contentGenesis:
      'Wanjiru Kamau ran a small clothing business on social media and lost money twice to fake payment screenshots. Her university friend Brian Otieno, a payments engineer, offered to build a fix for her and a few friends.',
    contentValidation:
      'Thirty small sellers used an early version for three months, and monthly payments through it grew every week. Sellers started asking how their customers could get the same links.',
    contentBuilding:
      'The founders raised a $450,000 seed round to obtain the necessary licences and partner with a mobile money provider. They built the merchant dashboard as a mobile-first web app.',
    contentLaunch:
      'Mtaapay launched with a free tier and a fee of 1.5% per payment. Every payment page showed a small "Get your own payment link" message, which produced the first thousand sign-ups.',
    contentGrowth:
      "Payers who were also business owners signed up from the payment page, making the payment link itself the main channel. Behaviour-triggered text messages nudged new merchants to send their first link, and women's business associations became referral partners.",
    contentStatusFuture:
      'Mtaapay serves 21,000 merchants in Kenya and has started operating in Uganda and Tanzania. The team is adding simple invoicing and short-term stock financing.',
    contentLessonsLearned:
      'The founders learned that activation was their biggest leak: many merchants signed up but never sent a link. Triggered reminders and a ready-made sample link doubled activation.',
    contentAdvice:
      "If your product is seen by your customers' customers, design that moment carefully. Price in a way that lets the smallest businesses start without risk.",
    founderQuote: 'Every time a merchant gets paid, someone new sees how easy it was.',
    techStackPlaybook: ['Node.js', 'PostgreSQL', 'Mobile money APIs', "Africa's Talking SMS", 'Metabase'],
    resourceLibrary: ['Merchant activation playbook', 'Payment fraud checklist for social sellers'],
    keyDecisions: {
      firstInvestment: 'A seed round of $450,000 for licences and a payments partnership.',
      firstHire: 'A compliance officer with banking experience.',
      majorPivot: 'Moved from a monthly subscription to a per-transaction fee.',
    },
    sourceUrl: 'https://startupnews.example/mtaapay-expands',
    publishedAt: '2024-06-18',
    tacticKeys: ['powered-by-badge', 'usage-based-pricing', 'activation-email-sequence', 'partner-referrals'],
  },
  {
    key: 'kloofside-coworking',
    title: 'Kloofside Coworking: A Cape Town Workspace Filled by Search and Annual Desks',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two architects converted a warehouse in Cape Town into a coworking space. Guides for remote workers moving to the city fill most desks, and revenue has reached $47,000 a month.',
    businessName: 'Kloofside Coworking',
    websiteUrl: 'https://kloofside.example',
    founderName: 'Thandiwe Nkosi',
    founderSocialUrl: 'https://social.example/@thandiwenkosi',
    language: 'English',
    regionTags: ['Africa', 'South Africa', 'Cape Town'],
    niche: ['Real Estate'],
    tags: ['coworking', 'remote-work', 'flexible-office', 'seo'],
    monthlyRevenue: 47_000,
    monthlyProfit: 11_500,
    grossMarginPercent: 39,
    startingCosts: 95_000,
    founderCount: 2,
    employeeCount: 6,
    yearFounded: 2015,
    country: 'South Africa',
    continent: 'africa',
    businessModel: 'services',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Kloofside Coworking runs a 160-desk workspace in a converted warehouse in Cape Town. Half of its members are remote workers who moved to the city from abroad.',
      problem:
        'Remote workers arriving in Cape Town struggled to find reliable internet, backup power during outages and a professional community. Traditional offices demanded long leases.',
      solution:
        'Flexible desks with guaranteed backup power and fibre, a member community, and a website of practical relocation guides that remote workers find long before they arrive.',
      summary:
        'Guides for newcomers turned a single workspace into the first stop for remote workers in the city, and annual memberships gave it stable cash flow.',
      metrics: { mrr: 47_000, member_count: 210, occupancy_percent: 88 },
    },
    metricsSnapshot: { mrr: 47_000, member_count: 210, annual_member_percent: 45 },
    contentGenesis:
      'Thandiwe Nkosi and Pieter Jacobs ran a small architecture studio and kept renting their spare desks to friends. When the building next door came up for lease, they designed a coworking space around what their desk renters had asked for.',
    contentValidation:
      'Before signing the lease they collected 40 deposits from freelancers and remote workers through a simple web page and their networks. That covered the first three months of rent.',
    contentBuilding:
      'They spent $95,000 of savings and a bank loan converting the warehouse, with solar panels and batteries to keep the lights on during power cuts. That decision later became their strongest selling point.',
    contentLaunch:
      'The space opened with a party for the deposit holders and their friends, and 90 desks were taken in the first month. Thandiwe wrote a guide to working remotely from Cape Town for the launch.',
    contentGrowth:
      'The relocation guides now bring thousands of visitors a month, most of them planning a move. Annual desks with two months free appeal to long-stay members, and the member community of events and lunches keeps people from switching.',
    contentStatusFuture:
      "Kloofside runs at 88% occupancy with six staff. The founders are designing a second site in another neighbourhood and a small guesthouse for members' first weeks in the city.",
    contentLessonsLearned:
      'They learned that reliability, especially power, mattered more to members than design. Annual memberships stabilised cash flow through the quiet winter months.',
    contentAdvice:
      'Solve the problem your customers fear most and make it visible. Write for people before they arrive, and they will arrive already trusting you.',
    founderQuote: 'When the power goes out across the city, our members keep working. That is the best advert we have.',
    techStackPlaybook: ['Nexudus', 'WordPress', 'Yoco card machines', 'Mailchimp'],
    resourceLibrary: ['Relocation guide outline for remote workers', 'Coworking pricing model spreadsheet'],
    keyDecisions: {
      firstInvestment: 'Solar panels and batteries for backup power.',
      firstHire: 'A community manager who organised weekly member lunches.',
      majorPivot: 'Introduced annual memberships with two months free.',
    },
    publishedAt: '2023-05-30',
    tacticKeys: ['seo-content-clusters', 'annual-plan-discount', 'customer-community'],
  },
  {
    key: 'riad-tasselt',
    title: 'Riad Tasselt: Running a Five-Room Guesthouse in Marrakech Alongside a Teaching Job',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "A teacher restored her family's old riad into a five-room guesthouse that earns $9,800 a month in peak season, with reviews and cooking classes doing most of the selling.",
    businessName: 'Riad Tasselt',
    websiteUrl: 'https://riadtasselt.example',
    founderName: 'Salma Bennani',
    language: 'English',
    regionTags: ['Africa', 'Morocco', 'Marrakech'],
    niche: ['Travel & Tourism'],
    tags: ['guesthouse', 'hospitality', 'reviews', 'experiences'],
    monthlyRevenue: 9_800,
    monthlyProfit: 4_300,
    grossMarginPercent: 60,
    startingCosts: 15_000,
    founderCount: 1,
    employeeCount: 2,
    yearFounded: 2018,
    country: 'Morocco',
    continent: 'africa',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Riad Tasselt is a five-room guesthouse in a restored family home in the old city of Marrakech. Its owner teaches English during the day and her cousin manages the house.',
      problem:
        'The old city has hundreds of guesthouses competing on booking platforms, and many small owners are squeezed by commissions and price wars.',
      solution:
        'A small, personal guesthouse where every guest is greeted by family, with optional cooking classes and market walks, and a strong focus on reviews and returning guests.',
      summary:
        'Personal hospitality and hundreds of detailed reviews let a tiny riad charge more than its neighbours and fill through recommendations.',
      metrics: { mrr: 9_800, occupancy_percent: 76, review_count: 520 },
    },
    metricsSnapshot: { mrr: 9_800, occupancy_percent: 76, returning_guest_percent: 18 },
    contentGenesis:
      "Salma Bennani inherited a share of her grandparents' crumbling house and did not want to sell it to developers. She and her cousin Youssef decided to restore it slowly and open it to guests.",
    contentValidation:
      'They opened two finished rooms on a booking platform while the rest were under repair. Both rooms were booked most nights, and guests praised the family welcome more than the rooms.',
    contentBuilding:
      "Restoration of all five rooms took three years and about $15,000, funded room by room from bookings. Salma's aunt began teaching guests to cook tagine on the roof terrace.",
    contentLaunch:
      'The full guesthouse opened in 2018 with its own website and a cooking class listed as an add-on. Salma wrote personal thank-you notes asking every guest for a review.',
    contentGrowth:
      'Reviews that mention the family by name bring most new guests, and past guests regularly recommend the riad to friends. Cooking classes and market walks add about a quarter of revenue.',
    contentStatusFuture:
      'Salma keeps her teaching job and manages bookings in the evenings. Youssef runs daily operations, and the family is considering renting a neighbouring house.',
    contentLessonsLearned:
      'Salma learned that small, personal touches were the real product. Raising prices after the first hundred reviews did not reduce bookings.',
    contentAdvice:
      'Be the place guests remember by name, then make it easy for them to say so in a review. Sell experiences that only you can offer.',
    founderQuote: 'Guests do not remember the tiles. They remember my aunt teaching them to fold a pastry.',
    techStackPlaybook: ['Booking platform listing', 'Simple website builder', 'WhatsApp Business', 'Google Sheets'],
    resourceLibrary: ['Guest welcome checklist', 'Review request card template'],
    keyDecisions: {
      firstInvestment: 'Restoring the first two rooms for about $4,000.',
      firstHire: 'A housekeeper from the neighbourhood.',
      majorPivot: 'Added paid cooking classes after guests kept asking to join the kitchen.',
    },
    publishedAt: '2023-10-31',
    tacticKeys: ['review-generation', 'paid-add-ons', 'double-sided-referral'],
  },
  {
    key: 'sabar-sounds',
    title: 'Sabar Sounds: Selling West African Drum Samples to Producers Worldwide',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A Dakar drummer records traditional percussion and sells sample packs to music producers. Short videos of recording sessions grew sales to $3,200 a month within a year.',
    businessName: 'Sabar Sounds',
    websiteUrl: 'https://sabarsounds.example',
    founderName: 'Mamadou Gningue',
    founderSocialUrl: 'https://social.example/@sabarsounds',
    language: 'English',
    regionTags: ['Africa', 'Senegal', 'Dakar'],
    niche: ['Entertainment'],
    tags: ['music-production', 'sample-packs', 'digital-products', 'creators'],
    monthlyRevenue: 3_200,
    monthlyProfit: 2_900,
    grossMarginPercent: 94,
    startingCosts: 700,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'Senegal',
    continent: 'africa',
    businessModel: 'digital',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Sabar Sounds sells sample packs of West African percussion recorded in Dakar, ready to use in music production software. Its founder plays in a wedding band at weekends.',
      problem:
        'Producers looking for authentic West African drums find low-quality loops recorded by people who do not play the instruments. Musicians in Dakar rarely earn from the global demand for their sound.',
      solution:
        'Professionally recorded packs played by master drummers, with every musician credited and paid a share of each sale, promoted through short videos of the recording sessions.',
      summary:
        'Videos of real musicians recording in Dakar built trust with producers and made a side project profitable in its first year.',
      metrics: { mrr: 3_200, pack_count: 9, customer_count: 1_450 },
    },
    metricsSnapshot: { mrr: 3_200, customer_count: 1_450, follower_count: 62_000 },
    contentGenesis:
      "Mamadou Gningue heard a sample of his own band's rhythm in a popular track, recorded by someone else and sold without credit. He decided to record the drummers properly and sell the samples himself.",
    contentValidation:
      "He recorded one pack with a borrowed interface in a friend's studio and posted a one-minute video of the session. Forty producers bought the pack at $19 in the first week.",
    contentBuilding:
      'Mamadou bought a second-hand audio interface and microphones for $700. Each pack takes two recording days and a week of editing, and musicians receive 30% of every sale.',
    contentLaunch:
      'He launched the first three packs together on a sample marketplace and his own store, with a video showing each drummer. The launch video was shared by several producers with large followings.',
    contentGrowth:
      'Session videos posted four times a week remain the main channel, and producers who use the samples tag Sabar Sounds in their tracks. Ten producers now earn a commission as affiliates.',
    contentStatusFuture:
      'The business earns $3,200 a month from nine packs. Mamadou wants to record musicians from Mali and Guinea next and keep the revenue share for every artist.',
    contentLessonsLearned:
      "He learned that crediting and paying the musicians was not just fair but also the brand's best story. Producers cared about authenticity as much as sound quality.",
    contentAdvice:
      'Show the people behind the product, especially in creative work. Share revenue with collaborators from the start; it builds loyalty and a better story.',
    founderQuote: 'Producers can hear the difference when the drummer has played that rhythm at a thousand weddings.',
    techStackPlaybook: ['Reaper', 'Gumroad', 'CapCut', 'Online sample marketplace'],
    resourceLibrary: ['Musician revenue-share agreement', 'Sample pack naming and tagging guide'],
    keyDecisions: {
      firstInvestment: 'A second-hand audio interface and microphones for $700.',
      firstHire: 'None; musicians are paid a share of every sale.',
      majorPivot: 'Added an affiliate commission for producers after noticing they drove sales.',
    },
    publishedAt: '2026-03-10',
    tacticKeys: ['short-form-video', 'affiliate-program', 'launch-directories'],
  },
];
