/**
 * Fictional demo content written for Flightdeck: Asia and Oceania.
 * Every company, founder, figure and website here is invented; any resemblance is coincidental.
 */
import type { DemoCaseStudy } from './types.ts';

export const successCaseStudiesAsiaPacific: DemoCaseStudy[] = [
  {
    key: 'kesar-lane-spices',
    title: 'Kesar Lane Spices: Regional Spice Blends Sold Through Recipe Search',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "Two sisters in Pune sell regional spice blends made by women's cooperatives. A recipe site and a free blend calculator drive most sales, now $33,000 a month.",
    businessName: 'Kesar Lane Spices',
    websiteUrl: 'https://kesarlane.example',
    founderName: 'Meera Kulkarni',
    founderSocialUrl: 'https://social.example/@meerakesarlane',
    language: 'English',
    regionTags: ['Asia', 'India', 'Maharashtra'],
    niche: ['Food & Beverage'],
    tags: ['spices', 'd2c', 'recipes', 'cooperatives'],
    monthlyRevenue: 33_000,
    monthlyProfit: 7_100,
    grossMarginPercent: 56,
    startingCosts: 4_000,
    founderCount: 2,
    employeeCount: 7,
    yearFounded: 2019,
    country: 'India',
    continent: 'asia',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        "Kesar Lane sells spice blends from specific Indian regions, each made by a women's cooperative in that region. It ships across India and to Indian families abroad.",
      problem:
        'Supermarket spice mixes taste the same everywhere and lose the regional character of home cooking. Families abroad especially miss the blends their grandmothers made.',
      solution:
        'Small-batch regional blends with a recipe for each, sold through a large recipe site that explains regional dishes and a calculator that scales blends to any quantity.',
      summary:
        'Recipe content and a simple free tool turned a niche spice brand into a search destination for regional Indian cooking.',
      metrics: { mrr: 33_000, order_count: 2_100, repeat_customer_percent: 52 },
    },
    metricsSnapshot: { mrr: 33_000, order_count: 2_100, monthly_visitor_count: 310_000 },
    contentGenesis:
      "Meera and Anjali Kulkarni grew up eating their grandmother's Kolhapuri masala and could never find anything close in shops. In 2019 they asked a women's cooperative near their grandmother's village to make a batch to her recipe.",
    contentValidation:
      'They sold 200 jars to friends and relatives abroad in a month, mostly through family chat groups. Several buyers asked for blends from their own home regions, which suggested a range.',
    contentBuilding:
      'The sisters partnered with four more cooperatives, each producing one regional blend. Anjali, a former food journalist, began writing detailed recipes for every dish each blend was made for.',
    contentLaunch:
      'The store launched with six blends and 60 recipes. A free calculator that scales a blend recipe from one pot to a wedding feast became the most shared page on the site.',
    contentGrowth:
      'Recipe pages now bring over 300,000 visitors a month from search. Two grocery chains abroad stock the best-selling blends, and the calculator remains the top source of e-mail sign-ups.',
    contentStatusFuture:
      'Kesar Lane works with eleven cooperatives and employs seven people. The sisters plan to add pickles and chutneys from the same regions.',
    contentLessonsLearned:
      'They learned that quality control across cooperatives required written specifications and lab tests. Content took a year to pay off but now costs far less than ads.',
    contentAdvice:
      'Write the content your customers search for when they need your product. A small free tool can outperform months of articles.',
    founderQuote: 'Every blend tastes like one particular grandmother. That is the whole idea.',
    techStackPlaybook: ['Shopify', 'WordPress', 'Razorpay', 'Shiprocket', 'Ahrefs'],
    resourceLibrary: ['Regional recipe content plan', 'Spice quality specification sheet', 'Cooperative partnership agreement outline'],
    keyDecisions: {
      firstInvestment: 'Food safety certification and lab testing for the first blend.',
      firstHire: 'A quality controller to visit cooperatives every month.',
      majorPivot: 'Expanded from one family blend to a range of regional blends.',
    },
    publishedAt: '2023-06-27',
    tacticKeys: ['seo-content-clusters', 'free-tool-lead-magnet', 'wholesale-partnerships'],
  },
  {
    key: 'tsumiki-tasks',
    title: 'Tsumiki Tasks: A Quiet Japanese Task Tool With $150k MRR',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A solo developer in Fukuoka built a calm task tool for small design studios, grew it through search and templates for twelve years, and never took funding.',
    businessName: 'Tsumiki Tasks',
    websiteUrl: 'https://tsumiki.example',
    founderName: 'Haruto Nakamura',
    founderSocialUrl: 'https://social.example/@harutonakamura',
    language: 'English',
    regionTags: ['Asia', 'Japan', 'Fukuoka'],
    niche: ['Tech & Software'],
    tags: ['project-management', 'design-studios', 'bootstrapped', 'calm-software'],
    monthlyRevenue: 150_000,
    monthlyProfit: 88_000,
    grossMarginPercent: 92,
    startingCosts: 5_000,
    founderCount: 1,
    employeeCount: 9,
    yearFounded: 2014,
    country: 'Japan',
    continent: 'asia',
    businessModel: 'saas',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Tsumiki Tasks is a task and project tool for small design and architecture studios. Its founder is known for refusing to add notifications that interrupt work.',
      problem:
        'Small creative studios found popular project tools noisy and built for software teams. Designers wanted a calm place to see what was due without a stream of alerts.',
      solution:
        'A visual board for projects with a daily summary instead of real-time notifications, plus templates for common studio workflows such as brand projects and building permits.',
      summary:
        'Twelve years of focus on one audience, steady search content and annual plans created a highly profitable company with ten people.',
      metrics: { mrr: 150_000, customer_count: 6_300, churn_rate_percent: 1.1, ltv: 5_400 },
    },
    metricsSnapshot: { mrr: 150_000, customer_count: 6_300, annual_plan_percent: 61 },
    contentGenesis:
      'Haruto Nakamura built websites for design studios and saw them struggle with tools designed for software teams. He built a simple board for one studio client in 2014, and its partners told friends.',
    contentValidation:
      "He offered the board to ten studios at about $20 a month, and eight paid. Their main feedback was gratitude for the lack of notifications, which became the product's philosophy.",
    contentBuilding:
      'Haruto wrote the product alone for three years, adding only what studios asked for repeatedly. He built workflow templates for each type of studio and published them as public pages.',
    contentLaunch:
      'There was never a launch, only a slow rise in sign-ups from studios searching for project templates. By 2017 revenue allowed Haruto to hire his first developer.',
    contentGrowth:
      'Articles about managing design projects and a large template gallery bring most sign-ups from search in Japanese and English. Annual plans with a discount now make up 61% of customers, and a churn review every quarter keeps cancellations low.',
    contentStatusFuture:
      'The company has ten people, including Haruto, and works a four-day week. He has no plans to raise money or sell, and is adding a simple client portal.',
    contentLessonsLearned:
      'Haruto learned that saying no to features kept the product coherent and support light. Failed payments turned out to be a large part of churn, so he fixed billing before anything else.',
    contentAdvice:
      'Choose a customer you understand and build for their temperament, not just their tasks. Grow only as fast as you can serve customers well.',
    founderQuote: 'Our most requested feature is that we keep not adding features.',
    techStackPlaybook: ['Ruby on Rails', 'PostgreSQL', 'Hotwire', 'Stripe Billing', 'Help Scout'],
    resourceLibrary: ['Design studio workflow templates', 'Quarterly churn review agenda'],
    keyDecisions: {
      firstInvestment: 'A year of server costs and a Japanese-English translator for the website.',
      firstHire: 'A developer who had worked at an architecture firm.',
      majorPivot: 'Replaced real-time notifications with a single daily summary.',
    },
    publishedAt: '2026-01-27',
    tacticKeys: ['seo-content-clusters', 'time-to-value-templates', 'annual-plan-discount', 'churn-prevention-playbook'],
  },
  {
    key: 'pandanpay-remit',
    title: 'Pandanpay: Cheaper Remittances for Migrant Workers, $320k a Month',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Pandanpay helps migrant workers in Singapore send money home at low fees. Worker-to-worker referrals and a simple onboarding checklist took revenue to $320,000 a month.',
    businessName: 'Pandanpay',
    websiteUrl: 'https://pandanpay.example',
    founderName: 'Wei Ling Tan',
    founderSocialUrl: 'https://social.example/@weilingtan',
    language: 'English',
    regionTags: ['Asia', 'Singapore', 'Southeast Asia'],
    niche: ['Finance & FinTech'],
    tags: ['remittances', 'migrant-workers', 'fintech', 'referrals'],
    monthlyRevenue: 320_000,
    monthlyProfit: 54_000,
    grossMarginPercent: 62,
    startingCosts: 1_500_000,
    founderCount: 3,
    employeeCount: 40,
    yearFounded: 2017,
    country: 'Singapore',
    continent: 'asia',
    businessModel: 'apps',
    primaryGrowthChannel: 'referral',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Pandanpay is a mobile app that lets migrant workers in Singapore send money to six countries in South and Southeast Asia. Its fees are about a third of traditional counters.',
      problem:
        'Workers spent their only day off queuing at remittance counters and paid high fees and poor exchange rates. Many distrusted apps after scams in their dormitories.',
      solution:
        'An app in eight languages with transparent fees, identity checks done in minutes, and ambassadors in dormitories who help new users send their first transfer.',
      summary:
        'Trust built through fellow workers, not advertising, made Pandanpay the default choice in many dormitories.',
      metrics: { mrr: 320_000, monthly_active_user_count: 180_000, cac: 4, ltv: 95 },
    },
    metricsSnapshot: { mrr: 320_000, monthly_active_user_count: 180_000, transfer_count: 410_000 },
    contentGenesis:
      "Wei Ling Tan volunteered at a migrant workers' centre and watched men lose half their day off in remittance queues. With two former bank colleagues she set out to build something simpler and cheaper.",
    contentValidation:
      'They ran a manual pilot from a folding table at the centre, sending transfers through a licensed partner. Two hundred workers used it in the first month and told friends in their dormitories.',
    contentBuilding:
      'The founders raised $1.5 million to obtain a remittance licence and build the app. They designed onboarding as a five-step checklist with voice instructions in each language.',
    contentLaunch:
      'The app launched with volunteer ambassadors in twelve dormitories who earned a small bonus for every friend they helped. Sign-ups reached 20,000 in three months.',
    contentGrowth:
      'Referrals remain the largest channel: both the referrer and the new user get a free transfer. Reviews in community groups and app stores reinforce trust, and the onboarding checklist keeps first-transfer completion above 70%.',
    contentStatusFuture:
      'Pandanpay employs 40 people and has begun serving workers in Malaysia. It is adding savings goals and micro-insurance for families back home.',
    contentLessonsLearned:
      'The founders learned that trust travels through people, not ads; a single scam rumour in one dormitory cut sign-ups there by half for a month. Ambassadors became their most valuable asset.',
    contentAdvice:
      "When your customers have been cheated before, invest in people who can vouch for you. Make the first use effortless, in the customer's own language.",
    founderQuote: 'A friend showing you the app on their phone is worth more than any billboard.',
    techStackPlaybook: ['Kotlin', 'Swift', 'Go', 'Identity verification API', 'Mixpanel'],
    resourceLibrary: ['Ambassador programme handbook', 'Multilingual onboarding guidelines'],
    keyDecisions: {
      firstInvestment: 'A remittance licence and compliance team funded by a $1.5 million seed round.',
      firstHire: 'A community manager who had worked in dormitories for a charity.',
      majorPivot: 'Replaced digital ads with paid dormitory ambassadors.',
    },
    publishedAt: '2023-08-08',
    tacticKeys: ['double-sided-referral', 'onboarding-checklist', 'review-generation'],
  },
  {
    key: 'kawung-batik',
    title: 'Kawung Batik Co.: Modern Batik Shirts Made in Yogyakarta, Sold on Video',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      "A design student sells modern batik shirts made by her village's artisans. Pre-orders funded each batch and short videos of the dyeing process grew sales to $7,900 a month.",
    businessName: 'Kawung Batik Co.',
    websiteUrl: 'https://kawungbatik.example',
    founderName: 'Dewi Anggraini',
    founderSocialUrl: 'https://social.example/@kawungbatik',
    language: 'English',
    regionTags: ['Asia', 'Indonesia', 'Yogyakarta'],
    niche: ['Fashion & Beauty'],
    tags: ['batik', 'artisan', 'pre-orders', 'short-video'],
    monthlyRevenue: 7_900,
    monthlyProfit: 2_300,
    grossMarginPercent: 46,
    startingCosts: 800,
    founderCount: 1,
    employeeCount: 1,
    yearFounded: 2022,
    country: 'Indonesia',
    continent: 'asia',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Kawung Batik Co. sells hand-dyed batik shirts in modern cuts, made by artisans in a village near Yogyakarta. The founder runs it alongside her final year of design school.',
      problem:
        'Young Indonesians see batik as formal wear for weddings and offices, and artisans are losing income to printed imitations. Handmade batik struggles to reach younger buyers.',
      solution:
        'Relaxed shirts in contemporary colours, each dyed by hand, sold in small pre-ordered batches and marketed with short videos of the wax and dye process.',
      summary:
        'Pre-orders removed inventory risk, and process videos made a traditional craft feel current to a young audience.',
      metrics: { mrr: 7_900, order_count: 260, preorder_share_percent: 80 },
    },
    metricsSnapshot: { mrr: 7_900, order_count: 260, follower_count: 95_000 },
    contentGenesis:
      "Dewi grew up in a batik village where many workshops had closed. For a class project she designed a casual shirt with her aunt's workshop, and classmates asked to buy it.",
    contentValidation:
      "She posted the design and opened 50 pre-orders at a deposit of half the price. They sold out in two days, which funded the fabric and the artisans' wages for the first batch.",
    contentBuilding:
      "Every design is released as a pre-order batch of 50 to 100 shirts. Her aunt's workshop produces them in three weeks, and a cousin handles packing and shipping.",
    contentLaunch:
      'The first public batch launched with a video of her aunt drawing wax patterns by hand. It reached half a million views, and the batch sold out in a day.',
    contentGrowth:
      'Dewi posts videos of each stage of production and sends shirts to small fashion creators in Jakarta. Their try-on videos bring buyers who had never worn batik outside a wedding.',
    contentStatusFuture:
      'The brand now supports six artisans in the village. After graduating, Dewi plans to work on it full-time and open pre-orders to Malaysia and Singapore.',
    contentLessonsLearned:
      'She learned to set delivery dates honestly; one late batch brought more complaints than any design choice. Pre-orders kept the business free of debt and unsold stock.',
    contentAdvice:
      'Let customers fund production with pre-orders and be honest about timelines. Show the craft, because the process is part of what people buy.',
    founderQuote: "My aunt's hands are the brand. I just film them.",
    techStackPlaybook: ['Shopee storefront', 'Instagram', 'CapCut', 'Google Forms'],
    resourceLibrary: ['Pre-order batch planning sheet', 'Creator outreach message template'],
    keyDecisions: {
      firstInvestment: 'Fabric and dye for 50 shirts, paid with pre-order deposits.',
      firstHire: 'A cousin to pack and ship orders.',
      majorPivot: 'Switched from holding stock to pre-order batches only.',
    },
    publishedAt: '2024-08-13',
    tacticKeys: ['pre-selling', 'short-form-video', 'micro-influencer-seeding'],
  },
  {
    key: 'bayanihan-assist',
    title: 'Bayanihan Assist: A Virtual Assistant Agency for Marketing Firms',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two former call-centre team leads in Cebu built an agency of 30 trained marketing assistants, sold in fixed packages to overseas agencies and worth $58,000 a month.',
    businessName: 'Bayanihan Assist',
    websiteUrl: 'https://bayanihanassist.example',
    founderName: 'Maricel Villanueva',
    founderSocialUrl: 'https://social.example/@maricelvillanueva',
    language: 'English',
    regionTags: ['Asia', 'Philippines', 'Cebu'],
    niche: ['Marketing & Advertising'],
    tags: ['virtual-assistants', 'remote-staffing', 'agencies', 'services'],
    monthlyRevenue: 58_000,
    monthlyProfit: 12_500,
    grossMarginPercent: 33,
    startingCosts: 200,
    founderCount: 2,
    employeeCount: 30,
    yearFounded: 2018,
    country: 'Philippines',
    continent: 'asia',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Bayanihan Assist provides trained marketing assistants to small agencies in Australia, the United States and the United Kingdom. Each assistant is trained in a specific set of marketing tools.',
      problem:
        'Small marketing agencies need help with scheduling posts, reporting and ad set-up, but hiring locally is expensive and freelance marketplaces are unreliable.',
      solution:
        'Assistants trained in marketing workflows, offered in three fixed packages by hours and skills, with a team lead who covers holidays and checks quality.',
      summary:
        'Packaging remote staffing as a specialised, quality-checked service let Bayanihan charge fair wages and still win agency clients through referrals.',
      metrics: { mrr: 58_000, client_count: 41, assistant_count: 30, churn_rate_percent: 2.2 },
    },
    metricsSnapshot: { mrr: 58_000, client_count: 41, assistant_count: 30 },
    contentGenesis:
      'Maricel Villanueva and Paolo Reyes led teams at a large call centre and watched talented colleagues stuck in scripted jobs. They started placing friends as part-time marketing assistants with overseas agencies in 2018.',
    contentValidation:
      'Their first three clients came from a single agency owner Maricel had met in an online course. When all three renewed after three months and referred others, the founders quit their jobs.',
    contentBuilding:
      'They wrote training modules for the most common agency tasks and required every assistant to complete them. Each group of five assistants has a team lead who reviews work daily.',
    contentLaunch:
      'The agency formally launched with three published packages and prices on a one-page site. Maricel posted about the launch on a professional network, focusing on what agencies get each week.',
    contentGrowth:
      "Referrals from agency owners to their peers bring most new clients, and a partnership with an agency coaching programme added a steady stream. Maricel still posts weekly stories of assistants' wins, which keeps inbound interest high.",
    contentStatusFuture:
      'The company employs 30 assistants and team leads in Cebu and pays above-market wages with health cover. The founders plan to open a training academy for new graduates.',
    contentLessonsLearned:
      'They learned that quality control was the product: clients stayed because someone checked the work. Clear package limits prevented scope creep.',
    contentAdvice:
      'In services, package what you deliver and publish the price. Invest in training and team leads; that is what clients actually pay for.',
    founderQuote: 'Our clients are not buying hours. They are buying the confidence that the work gets checked.',
    techStackPlaybook: ['Google Workspace', 'ClickUp', 'Hubstaff', 'Loom', 'Wise payouts'],
    resourceLibrary: ['Assistant training curriculum outline', 'Service package comparison sheet'],
    keyDecisions: {
      firstInvestment: 'A $200 online course on marketing tools for the first assistants.',
      firstHire: 'A team lead to review work quality daily.',
      majorPivot: 'Moved from general virtual assistants to marketing specialists only.',
    },
    publishedAt: '2023-11-14',
    tacticKeys: ['productized-service', 'partner-referrals', 'linkedin-social-selling'],
  },
  {
    key: 'sandglass-3d-tours',
    title: 'Sandglass Tours: 3D Property Walkthroughs for Dubai Brokers',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Two architects in Dubai scan apartments into 3D walkthroughs for property brokers. Paid pilots with brokerages and founder-led selling took revenue to $27,000 a month.',
    businessName: 'Sandglass Tours',
    websiteUrl: 'https://sandglasstours.example',
    founderName: 'Omar Haddad',
    founderSocialUrl: 'https://social.example/@omarhaddad',
    language: 'English',
    regionTags: ['Asia', 'United Arab Emirates', 'Dubai'],
    niche: ['Real Estate'],
    tags: ['proptech', '3d-scanning', 'brokers', 'b2b-services'],
    monthlyRevenue: 27_000,
    monthlyProfit: 8_200,
    grossMarginPercent: 51,
    startingCosts: 18_000,
    founderCount: 2,
    employeeCount: 4,
    yearFounded: 2022,
    country: 'United Arab Emirates',
    continent: 'asia',
    businessModel: 'services',
    primaryGrowthChannel: 'sales',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Sandglass Tours scans apartments and villas into interactive 3D walkthroughs that brokers share with overseas buyers. Most of its clients are mid-sized brokerages.',
      problem:
        'Many buyers of Dubai property live abroad and make decisions from photos, which leads to wasted viewings trips and slow sales. Brokers had no easy way to give remote buyers a real sense of space.',
      solution:
        'Same-day 3D scans with measurements, floor plans and a branded viewing link, sold to brokerages as monthly packages after a paid pilot.',
      summary:
        'Founder-led sales and paid pilots with clear success criteria turned a scanning service into a recurring business with large brokerages.',
      metrics: { mrr: 27_000, brokerage_count: 23, scan_count: 340 },
    },
    metricsSnapshot: { mrr: 27_000, brokerage_count: 23, pilot_conversion_percent: 75 },
    contentGenesis:
      "Omar Haddad and Layla Mansour worked as architects and used 3D scanners to document buildings. When a friend's brokerage lost an overseas buyer who could not visit, they offered to scan the apartment.",
    contentValidation:
      'The scanned apartment sold to a buyer in London without a viewing. The brokerage asked for ten more scans and paid for them, which convinced the founders to buy their own scanner.',
    contentBuilding:
      'They invested $18,000 in a professional scanner and built a simple branded viewer. Scans are processed overnight, and brokers receive a link the next morning.',
    contentLaunch:
      'Omar cold-e-mailed the sales directors of 60 brokerages with a link to a scanned apartment and the story of the London sale. Fourteen agreed to a meeting.',
    contentGrowth:
      'New brokerages start with a one-month paid pilot of ten scans, with success measured by enquiries from abroad. Three out of four pilots convert to monthly packages, and Omar personally runs every first meeting.',
    contentStatusFuture:
      'Sandglass employs four scanning technicians and serves 23 brokerages. The founders are adding virtual staging and plan to expand to other Gulf cities.',
    contentLessonsLearned:
      'They learned that the sales director was the real buyer, not the individual brokers. Paid pilots made decisions quick and clear.',
    contentAdvice:
      'Find a real success story and lead every sales conversation with it. Charge for pilots, agree on what success means, and put the full price in writing up front.',
    founderQuote: 'We sell one thing: a buyer in another country who already knows the kitchen is big enough.',
    techStackPlaybook: ['Professional 3D scanning camera', 'Custom web viewer', 'HubSpot CRM', 'Google Workspace'],
    resourceLibrary: ['Paid pilot proposal template', 'Cold e-mail to sales directors'],
    keyDecisions: {
      firstInvestment: 'A professional 3D scanner for $18,000.',
      firstHire: 'A scanning technician trained on weekends.',
      majorPivot: 'Moved from pay-per-scan to monthly packages for brokerages.',
    },
    publishedAt: '2024-05-21',
    tacticKeys: ['founder-led-sales', 'paid-pilots', 'cold-email-outreach'],
  },
  {
    key: 'byteyard-bootcamp',
    title: 'Byteyard: A Lahore Coding Bootcamp Paid For After Graduates Get Hired',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Byteyard trains developers in Lahore through an evening bootcamp. An alumni community that refers new students and pre-sold cohorts built a $19,000-a-month business.',
    businessName: 'Byteyard Bootcamp',
    websiteUrl: 'https://byteyard.example',
    founderName: 'Hamza Qureshi',
    founderSocialUrl: 'https://social.example/@hamzaqureshi',
    language: 'English',
    regionTags: ['Asia', 'Pakistan', 'Lahore'],
    niche: ['Education & EdTech'],
    tags: ['bootcamp', 'coding', 'career-change', 'alumni-community'],
    monthlyRevenue: 19_000,
    monthlyProfit: 5_400,
    grossMarginPercent: 61,
    startingCosts: 2_500,
    founderCount: 2,
    employeeCount: 6,
    yearFounded: 2021,
    country: 'Pakistan',
    continent: 'asia',
    businessModel: 'services',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Byteyard runs six-month evening bootcamps in web development for people with day jobs. Students pay part of the fee up front and the rest after they find a developer job.',
      problem:
        'Many graduates in Pakistan cannot find work in their fields, while software companies struggle to hire job-ready developers. Existing courses were either theoretical or too expensive.',
      solution:
        'Practical evening cohorts taught by working developers, with real client projects, a deferred payment plan and an alumni network that helps with job searches.',
      summary:
        "An alumni community that mentored and referred new students became Byteyard's main growth channel and its strongest selling point.",
      metrics: { mrr: 19_000, graduate_count: 640, job_placement_percent: 72 },
    },
    metricsSnapshot: { mrr: 19_000, student_count: 180, alumni_count: 640 },
    contentGenesis:
      'Hamza Qureshi and Sana Malik were senior developers who mentored juniors on weekends. Friends kept asking them to teach, so they ran a free twelve-week course in a borrowed classroom.',
    contentValidation:
      'Nine of the fifteen students from the free course found developer jobs within four months. When the founders announced a paid cohort, 40 people put down deposits in a week.',
    contentBuilding:
      'They rented two classrooms in the evenings and recruited working developers as part-time instructors. Deferred payments were tracked in a spreadsheet and collected monthly.',
    contentLaunch:
      'The first paid cohort began with 38 students, half of them referred by the free course graduates. Graduates of each cohort present their projects at a demo evening for local employers.',
    contentGrowth:
      'The alumni group of 640 developers shares job leads, mentors current students and refers friends, who both get a fee discount. Each cohort is pre-sold through deposits before the next one starts.',
    contentStatusFuture:
      'Byteyard now runs three cohorts a year in Lahore and one online. The founders are in talks with employers to sponsor seats for women returning to work.',
    contentLessonsLearned:
      'The founders learned that deferred payments require careful screening and clear contracts. The alumni community turned out to be worth more than any marketing spend.',
    contentAdvice:
      'Start by teaching for free to prove outcomes. Build the community of graduates deliberately, because they become your teachers, recruiters and marketers.',
    founderQuote: 'Every graduate who gets hired brings two friends to the next cohort.',
    techStackPlaybook: ['JavaScript', 'React', 'Node.js', 'Discord', 'Google Classroom'],
    resourceLibrary: ['Bootcamp curriculum outline', 'Deferred payment agreement template', 'Demo evening run sheet'],
    keyDecisions: {
      firstInvestment: 'Two months of evening classroom rent for $2,500.',
      firstHire: 'A career coach to help graduates prepare for interviews.',
      majorPivot: 'Introduced deferred payments tied to job placement.',
    },
    publishedAt: '2024-02-06',
    tacticKeys: ['customer-community', 'pre-selling', 'double-sided-referral'],
  },
  {
    key: 'shalev-audio',
    title: 'Shalev: Five-Minute Wind-Down Audio for Shift Workers, Early Days',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A paramedic in Haifa built a tiny app of five-minute wind-down recordings for shift workers. It earns $950 a month so far, but retention is unusually strong.',
    businessName: 'Shalev Audio',
    websiteUrl: 'https://shalevaudio.example',
    founderName: 'Noa Friedman',
    language: 'English',
    regionTags: ['Asia', 'Israel', 'Middle East'],
    niche: ['Health & Fitness'],
    tags: ['wellbeing', 'sleep', 'audio', 'early-stage'],
    monthlyRevenue: 950,
    monthlyProfit: 780,
    grossMarginPercent: 90,
    startingCosts: 350,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'Israel',
    continent: 'asia',
    businessModel: 'apps',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Shalev is a small app of five-minute audio sessions that help shift workers wind down and sleep after a night shift. It was made by a paramedic who struggled to sleep in daylight.',
      problem:
        'Sleep and meditation apps assume a normal evening routine. Night workers trying to sleep at 9 a.m. after a hard shift find the content irrelevant and too long.',
      solution:
        "Short sessions recorded for specific moments, such as the drive home, the first minutes in bed and waking up before the next shift, with a reminder timed to each user's rota.",
      summary:
        'Shalev is small, but a smoke test, a tight niche and a reminder loop have given it unusually loyal subscribers in its first year.',
      metrics: { mrr: 950, subscriber_count: 240, day_30_retention_percent: 41 },
    },
    metricsSnapshot: { mrr: 950, subscriber_count: 240, download_count: 5_800 },
    contentGenesis:
      'Noa Friedman worked night shifts on an ambulance and recorded short breathing exercises for herself on her phone. Colleagues asked for the recordings, and she wondered whether strangers would pay.',
    contentValidation:
      'She built a one-page site describing the app and bought $150 of search ads for phrases about sleeping after night shifts. Eighteen percent of visitors joined the waitlist, far above what she expected.',
    contentBuilding:
      'A developer friend built a simple audio app in exchange for a share of revenue. Noa records sessions in a quiet stairwell at the station between calls.',
    contentLaunch:
      'The app launched to the 700-person waitlist and on a product directory for health tools. It gained 1,200 downloads in the first week and 90 subscribers.',
    contentGrowth:
      'Articles about sleeping after night shifts bring steady search traffic, and rota-based reminders keep users coming back. Retention at 30 days is above 40%, rare for a wellbeing app.',
    contentStatusFuture:
      'Shalev earns under $1,000 a month but costs almost nothing to run. Noa plans to approach hospitals and ambulance services about group licences.',
    contentLessonsLearned:
      'Noa learned that a very narrow audience made every decision easier, from content to marketing. The smoke test saved her from building features nobody wanted.',
    contentAdvice:
      'Test your idea with a simple page and a small ad budget before building. A small product that a few people love is a better start than a big one nobody needs.',
    founderQuote: 'Nobody else was recording for the moment you park the car at 8 a.m. and cannot switch off.',
    techStackPlaybook: ['React Native', 'RevenueCat', 'Carrd', 'GarageBand'],
    resourceLibrary: ['Smoke test landing page checklist', 'Reminder timing guide for shift workers'],
    keyDecisions: {
      firstInvestment: '$150 in search ads for a smoke test.',
      firstHire: 'None; a developer friend works for a share of revenue.',
      majorPivot: 'Shortened every session from fifteen minutes to five.',
    },
    publishedAt: '2026-06-02',
    tacticKeys: ['mvp-smoke-test', 'habit-loop-reminders', 'launch-directories'],
  },
  {
    key: 'southswell-surf-school',
    title: 'Southswell Surf School: Twelve Years of Lessons Booked Through Search',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A surf school on the New South Wales coast fills its classes through beginner guides that rank in search and a wall of reviews. It earns $36,000 a month in summer.',
    businessName: 'Southswell Surf School',
    websiteUrl: 'https://southswell.example',
    founderName: 'Liam Fitzgerald',
    founderSocialUrl: 'https://social.example/@southswellsurf',
    language: 'English',
    regionTags: ['Oceania', 'Australia', 'New South Wales'],
    niche: ['Travel & Tourism', 'Health & Fitness'],
    tags: ['surfing', 'lessons', 'local-business', 'seo'],
    monthlyRevenue: 36_000,
    monthlyProfit: 9_800,
    grossMarginPercent: 52,
    startingCosts: 22_000,
    founderCount: 2,
    employeeCount: 8,
    yearFounded: 2013,
    country: 'Australia',
    continent: 'oceania',
    businessModel: 'services',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Southswell Surf School teaches beginners and families on a sheltered beach south of Sydney. It runs up to eight lessons a day in summer with a team of accredited instructors.',
      problem:
        'Beginners find surf schools hard to compare and worry about safety, crowds and whether they will actually stand up. Most schools compete on price on the same booking platforms.',
      solution:
        'Small groups with a guaranteed instructor ratio, detailed beginner guides on the website, and online booking with clear information about conditions on the day.',
      summary:
        'Helpful beginner content and a steady stream of reviews made Southswell the first result for surf lessons in its area, with little advertising.',
      metrics: { mrr: 36_000, student_count: 1_900, review_count: 2_400 },
    },
    metricsSnapshot: { mrr: 36_000, student_count: 1_900, average_rating: 4.9 },
    contentGenesis:
      'Liam Fitzgerald and Chloe Nguyen were lifeguards who gave informal lessons to tourists on their days off. In 2013 they got a council permit, bought twenty soft boards and started a proper school.',
    contentValidation:
      'In their first summer they taught 600 students through flyers at holiday parks and a basic booking page. Repeat bookings from families convinced them to make it year-round.',
    contentBuilding:
      'The founders spent $22,000 on boards, wetsuits, insurance and a trailer. Chloe wrote guides on topics like what to expect in your first lesson and the best age for kids to start.',
    contentLaunch:
      'The relaunched website with guides and online booking went live in the second summer. Within a year, search brought more bookings than flyers and holiday parks combined.',
    contentGrowth:
      'The guides rank for most beginner surfing searches in the region, and a small exact-match search ad campaign fills gaps on weekdays. Every student receives a photo from their lesson with a review request, which keeps the review count growing.',
    contentStatusFuture:
      'Southswell employs eight instructors in summer and three in winter. The founders are adding surf fitness classes for locals to smooth out the winter months.',
    contentLessonsLearned:
      'They learned that a lesson photo was the most effective review prompt they ever tried. Winter was the hardest problem and needed a different product for a different audience.',
    contentAdvice:
      "Answer beginners' fears in writing, on your own site, before they ever arrive. Make asking for a review part of the experience, not an afterthought.",
    founderQuote: 'Nobody remembers the price of a surf lesson. They remember the photo of their first wave.',
    techStackPlaybook: ['WordPress', 'Rezdy bookings', 'Google Ads', 'Google Business Profile'],
    resourceLibrary: ['Beginner guide content plan for activity businesses', 'Lesson photo review request script'],
    keyDecisions: {
      firstInvestment: 'Twenty soft boards, wetsuits and public liability insurance.',
      firstHire: 'An accredited instructor for the first full summer.',
      majorPivot: 'Added winter surf fitness classes for locals.',
    },
    publishedAt: '2025-11-18',
    tacticKeys: ['seo-content-clusters', 'review-generation', 'paid-search-long-tail'],
  },
  {
    key: 'fernquote',
    title: 'Fernquote: Quoting Software for Tradies That Grew From a Free Calculator',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A free job-cost calculator for builders and electricians in New Zealand grew into Fernquote, a quoting tool with $72,000 in monthly revenue and five people.',
    businessName: 'Fernquote',
    websiteUrl: 'https://fernquote.example',
    founderName: 'Aroha Tane',
    founderSocialUrl: 'https://social.example/@arohatane',
    language: 'English',
    regionTags: ['Oceania', 'New Zealand', 'Auckland'],
    niche: ['Tech & Software'],
    tags: ['quoting', 'trades', 'free-tool', 'vertical-saas'],
    monthlyRevenue: 72_000,
    monthlyProfit: 38_000,
    grossMarginPercent: 89,
    startingCosts: 900,
    founderCount: 2,
    employeeCount: 3,
    yearFounded: 2019,
    country: 'New Zealand',
    continent: 'oceania',
    businessModel: 'saas',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Fernquote helps builders, electricians and plumbers produce accurate quotes on their phones in a few minutes. It started as a free calculator on a single web page.',
      problem:
        'Tradespeople quote jobs in the evening from memory and rough notes, often underpricing materials and labour. Losing money on a job is common, and slow quotes lose work to faster competitors.',
      solution:
        'A quoting tool with up-to-date material prices, labour templates per trade and one-tap sending, integrated with the accounting software tradespeople already use.',
      summary:
        'A free calculator brought in tradespeople by search, and careful attention to churn and billing turned them into long-term subscribers.',
      metrics: { mrr: 72_000, customer_count: 2_700, churn_rate_percent: 2.3 },
    },
    metricsSnapshot: { mrr: 72_000, customer_count: 2_700, calculator_user_count: 48_000 },
    contentGenesis:
      'Aroha Tane was a quantity surveyor whose builder brother kept losing money on small jobs. She built him a job-cost calculator on a web page, and his friends started using it too.',
    contentValidation:
      'The free calculator reached 5,000 monthly users within a year from search alone. Aroha asked the heaviest users what they would pay for saved quotes and branded PDFs, and most said $30 a month.',
    contentBuilding:
      'Aroha teamed up with developer Sam Whitcombe to build the paid quoting tool on top of the calculator. They launched with integrations for the two most common accounting systems in New Zealand.',
    contentLaunch:
      'Every calculator user saw an invitation to save their quote in Fernquote. The first month brought 300 paying customers, almost all from the calculator.',
    contentGrowth:
      'The calculator and trade-specific cost guides still drive most sign-ups from search, and listings in accounting software marketplaces bring the rest. The founders treat churn as a set of problems; automatic card retries and a pause option for the quiet season cut it nearly in half.',
    contentStatusFuture:
      'Fernquote serves 2,700 trade businesses in New Zealand and Australia with five people. It is adding job scheduling, its most requested feature.',
    contentLessonsLearned:
      'The founders learned that tradespeople churned in winter and came back in spring, so a pause option worked better than discounts. Failed payments were a third of all churn before they fixed billing.',
    contentAdvice:
      'Build a free tool that solves part of the problem, then offer the rest. Measure churn by cause and fix the cheapest causes first.',
    founderQuote: 'We gave away the maths and charged for saving the quote. That was the entire business model.',
    techStackPlaybook: ['Next.js', 'PostgreSQL', 'Stripe Billing', 'Xero integration', 'Crisp chat'],
    resourceLibrary: ['Trade job-cost calculator template', 'Churn cause analysis worksheet', 'Seasonal pause flow example'],
    keyDecisions: {
      firstInvestment: 'A $900 domain and hosting for the free calculator.',
      firstHire: 'A support person who used to run a plumbing business.',
      majorPivot: 'Turned the free calculator into the entry point of a paid product.',
    },
    publishedAt: '2024-03-26',
    tacticKeys: ['free-tool-lead-magnet', 'churn-prevention-playbook', 'dunning-recovery', 'app-marketplace-listings'],
  },
  {
    key: 'tasman-keys',
    title: 'Tasman Keys: Inspection Software Sold to Property Managers at $160k MRR',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'Tasman Keys builds inspection and maintenance software for property management firms in Australia, selling through structured discovery calls and paid pilots.',
    businessName: 'Tasman Keys',
    websiteUrl: 'https://tasmankeys.example',
    founderName: 'Georgia Whitfield',
    founderSocialUrl: 'https://social.example/@georgiawhitfield',
    language: 'English',
    regionTags: ['Oceania', 'Australia', 'Victoria'],
    niche: ['Real Estate', 'Tech & Software'],
    tags: ['proptech', 'property-management', 'inspections', 'enterprise-sales'],
    monthlyRevenue: 160_000,
    monthlyProfit: 14_000,
    grossMarginPercent: 80,
    startingCosts: 300_000,
    founderCount: 3,
    employeeCount: 16,
    yearFounded: 2018,
    country: 'Australia',
    continent: 'oceania',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Tasman Keys helps property management firms run routine inspections, log maintenance issues and share reports with landlords. It is used by firms managing 90,000 rental homes.',
      problem:
        'Property managers spend hours writing inspection reports from photos and notes, and maintenance requests get lost between tenants, landlords and tradespeople.',
      solution:
        'A mobile inspection app that turns photos and voice notes into a structured report, with maintenance tickets routed automatically to approved tradespeople.',
      summary:
        'Disciplined founder-led selling, paid pilots and account health monitoring built a steady enterprise business in a conservative industry.',
      metrics: { mrr: 160_000, firm_count: 210, managed_home_count: 90_000, churn_rate_percent: 0.7 },
    },
    metricsSnapshot: { mrr: 160_000, firm_count: 210, net_revenue_retention_percent: 118 },
    contentGenesis:
      'Georgia Whitfield managed rental properties for a decade and wrote inspection reports late into the night. She teamed up with two engineers she met at a property technology meet-up in Melbourne.',
    contentValidation:
      'Georgia interviewed 30 property managers and found that all of them hated report writing more than any other task. Five firms agreed to a paid pilot before the product was complete.',
    contentBuilding:
      'The founders raised $300,000 from angel investors who owned property management firms. They built the mobile app offline-first, because inspectors often work in basements without signal.',
    contentLaunch:
      'The product launched to the five pilot firms, each with agreed success criteria on report time. All five signed annual contracts when report time fell by more than half.',
    contentGrowth:
      'Sales follow a structured process: a discovery call on current report times, a paid pilot and an annual contract. Georgia posts practical advice for property managers on a professional network, which brings inbound leads, and health scores flag firms whose inspectors stop using the app.',
    contentStatusFuture:
      'Tasman Keys has 19 people and is profitable after raising a small seed round in 2021. It is preparing a launch in New Zealand.',
    contentLessonsLearned:
      'Georgia learned that pilot success criteria had to be written down and signed off, otherwise pilots dragged on. Usage-based health scores caught churn risks months before renewal.',
    contentAdvice:
      'In traditional industries, sell with a clear process and prove value with paid pilots. Watch usage, not logins, to see which customers are really getting value.',
    founderQuote: 'I wrote a thousand inspection reports by hand. I built the tool I wished I had.',
    techStackPlaybook: ['React Native', 'Django', 'PostgreSQL', 'HubSpot CRM', 'Customer health dashboard'],
    resourceLibrary: ['Discovery call guide for property managers', 'Pilot success criteria template', 'Account health score worksheet'],
    keyDecisions: {
      firstInvestment: 'An offline-first mobile architecture built by both engineers.',
      firstHire: 'A customer success manager who had worked as a property manager.',
      majorPivot: 'Added maintenance routing after pilots showed reports were only half the problem.',
    },
    publishedAt: '2024-09-24',
    tacticKeys: ['discovery-calls', 'paid-pilots', 'customer-health-scores', 'linkedin-social-selling'],
  },
  {
    key: 'coralcast-media',
    title: 'Coralcast Media: A Fijian Reef Video Channel Funded by Its Audience',
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A dive instructor in Fiji films reef life and shares what she learns building the channel in public. Memberships and gear affiliates bring in $2,300 a month.',
    businessName: 'Coralcast Media',
    websiteUrl: 'https://coralcast.example',
    founderName: 'Mereani Vulavou',
    founderSocialUrl: 'https://social.example/@coralcastmereani',
    language: 'English',
    regionTags: ['Oceania', 'Fiji', 'Pacific Islands'],
    niche: ['Entertainment', 'Travel & Tourism'],
    tags: ['video', 'ocean', 'creator-business', 'affiliates'],
    monthlyRevenue: 2_300,
    monthlyProfit: 1_900,
    grossMarginPercent: 88,
    startingCosts: 500,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'Fiji',
    continent: 'oceania',
    businessModel: 'content',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Coralcast Media publishes short videos of coral reefs and marine life around Fiji, with simple explanations of what viewers are seeing. Its creator works as a dive instructor.',
      problem:
        'Ocean content online is dominated by big productions, and viewers rarely hear from the local people who dive the reefs every day. Local creators struggle to earn from their footage.',
      solution:
        'Daily short clips from real dives with local knowledge, a membership for longer videos and reef updates, and affiliate links to the dive gear she actually uses.',
      summary:
        "Sharing the process of building a channel openly, and monetising early through memberships and affiliates, turned a dive instructor's footage into a side income.",
      metrics: { mrr: 2_300, member_count: 260, follower_count: 140_000 },
    },
    metricsSnapshot: { mrr: 2_300, member_count: 260, affiliate_revenue_usd: 700 },
    contentGenesis:
      'Mereani Vulavou filmed her dives with a small action camera to show students what they had seen. A clip of a turtle cleaning station reached a million views, and she realised people wanted more.',
    contentValidation:
      'She asked followers whether they would pay for longer reef videos, and 120 joined a membership at $5 a month within a week. Viewers also asked constantly about her camera and mask.',
    contentBuilding:
      'Mereani edits on her phone after dives and posts one short clip a day. She publishes a monthly update on her followers, earnings and mistakes, which other small creators follow closely.',
    contentLaunch:
      'The membership launched with a live stream from a dive boat anchored between two sites. Viewers asked questions about every fish on screen, and 80 of them became members within two days.',
    contentGrowth:
      'Daily clips keep the audience growing, and the monthly public updates bring in other creators and travellers. Affiliate links to dive gear now provide about a third of income.',
    contentStatusFuture:
      "Coralcast earns a modest $2,300 a month, which Mereani uses to fund reef clean-up days with local schools. She plans a guide to Fiji's dive sites for members.",
    contentLessonsLearned:
      'She learned that being open about her numbers built a second audience of creators who became loyal members. Affiliate income only worked for gear she really used.',
    contentAdvice:
      'Monetise earlier than feels comfortable; a small membership teaches you what people value. Share the journey honestly, including the months that go badly.',
    founderQuote: 'I just take people diving with me every day. The camera is the boat.',
    techStackPlaybook: ['Action camera', 'CapCut', 'Ko-fi memberships', 'Link-in-bio page'],
    resourceLibrary: ['Monthly creator income report template', 'Affiliate disclosure guidelines'],
    keyDecisions: {
      firstInvestment: 'An underwater housing for her action camera for $500.',
      firstHire: 'None; a friend helps with captions during busy months.',
      majorPivot: 'Added a paid membership after a viral clip brought 40,000 new followers.',
    },
    publishedAt: '2025-01-21',
    tacticKeys: ['short-form-video', 'build-in-public', 'affiliate-program'],
  },
  {
    key: 'kauri-kids-learning',
    title: "Kauri Kids Learning: Printable Worksheets That Pay a Teacher's Rent",
    status: 'published',
    caseStudyType: 'success',
    snippet:
      'A primary-school teacher in Wellington publishes printable worksheets aligned with the school curriculum. Thousands of search-optimised pages bring $8,600 a month.',
    businessName: 'Kauri Kids Learning',
    websiteUrl: 'https://kaurikids.example',
    founderName: 'Rebecca Hollis',
    founderSocialUrl: 'https://social.example/@kaurikidsbec',
    language: 'English',
    regionTags: ['Oceania', 'New Zealand', 'Wellington'],
    niche: ['Education & EdTech'],
    tags: ['worksheets', 'teachers', 'printables', 'seo'],
    monthlyRevenue: 8_600,
    monthlyProfit: 7_900,
    grossMarginPercent: 93,
    startingCosts: 250,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2020,
    country: 'New Zealand',
    continent: 'oceania',
    businessModel: 'content',
    primaryGrowthChannel: 'seo',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Kauri Kids Learning publishes printable worksheets for children aged five to eleven, matched to curriculum levels. Its founder still teaches a year-three class.',
      problem:
        'Parents and teachers search for worksheets on specific topics and find generic, American-focused materials full of ads. Local curriculum-aligned resources were scattered and hard to find.',
      solution:
        'One page per topic and level, each with a free sample worksheet and a paid membership for the full library, plus a free worksheet generator for spelling lists.',
      summary:
        "Structured pages for thousands of topics, a free generator and a parents' newsletter turned a teacher's lesson plans into a steady side income.",
      metrics: { mrr: 8_600, member_count: 1_100, monthly_visitor_count: 240_000 },
    },
    metricsSnapshot: { mrr: 8_600, member_count: 1_100, worksheet_count: 3_400 },
    contentGenesis:
      'Rebecca Hollis made worksheets for her own class every weekend and shared them with colleagues. During school closures in 2020, parents began asking for them too.',
    contentValidation:
      'She put 50 worksheets on a simple site, each on its own page. Within three months the pages had 20,000 visitors, and parents asked whether they could pay for more.',
    contentBuilding:
      'Rebecca organised worksheets by topic and curriculum level and generated a page for each combination from a spreadsheet. A free spelling-worksheet generator became the most visited page.',
    contentLaunch:
      'The membership launched at $6 a month with a newsletter announcement to 4,000 parents and teachers. It signed up 280 members in the first month.',
    contentGrowth:
      'Topic and level pages now bring 240,000 visitors a month from search. The weekly newsletter with three free worksheets converts readers into members, especially before school holidays.',
    contentStatusFuture:
      'The library has 3,400 worksheets and 1,100 members. Rebecca is considering reducing her teaching hours to create a reading programme.',
    contentLessonsLearned:
      'She learned that each page needed a real sample and a description written for parents, not teachers. Pages without samples were ignored by search engines and visitors alike.',
    contentAdvice:
      'If your work produces reusable material, publish it where people search for it. Give away enough to be genuinely useful, and sell the convenience of the full library.',
    founderQuote: 'I was already making these every Sunday. Now they pay my rent.',
    techStackPlaybook: ['WordPress', 'MemberPress', 'Canva', 'MailerLite'],
    resourceLibrary: ['Topic and level page template', 'Free worksheet generator idea list'],
    keyDecisions: {
      firstInvestment: 'A $250 website theme and membership plug-in.',
      firstHire: 'None; a fellow teacher proofreads worksheets for a fee.',
      majorPivot: 'Moved from free downloads with ads to a paid membership.',
    },
    publishedAt: '2023-09-05',
    tacticKeys: ['programmatic-seo', 'free-tool-lead-magnet', 'newsletter-growth'],
  },
];
