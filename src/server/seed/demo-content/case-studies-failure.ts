/**
 * Fictional demo content written for Flightdeck: failure analyses.
 * Every company, founder, figure and website here is invented; any resemblance is coincidental.
 */
import type { DemoCaseStudy } from './types.ts';

export const failureCaseStudies: DemoCaseStudy[] = [
  {
    key: 'loopline-fitness',
    title: 'Why Loopline Fitness Shut Down After Raising $450k: Paid Growth That Never Paid Back',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Loopline built a polished home-workout app and bought its growth with video ads. Acquisition costs rose every quarter while subscribers left within weeks, and the money ran out.',
    businessName: 'Loopline Fitness',
    websiteUrl: 'https://loopline.example',
    founderName: 'Derek Halvorsen',
    founderSocialUrl: 'https://social.example/@derekhalvorsen',
    language: 'English',
    regionTags: ['North America', 'United States', 'California'],
    niche: ['Health & Fitness'],
    tags: ['fitness-app', 'unit-economics', 'paid-acquisition', 'shutdown'],
    monthlyRevenue: 18_000,
    monthlyProfit: -95_000,
    grossMarginPercent: 71,
    startingCosts: 450_000,
    founderCount: 2,
    employeeCount: 9,
    yearFounded: 2021,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'apps',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Loopline Fitness was a subscription app of twenty-minute home workouts with live leaderboards. It raised $450,000, reached $18,000 in monthly revenue and closed two years after launch.',
      problem:
        'Busy parents wanted short, effective workouts at home, but most fitness apps were either expensive hardware subscriptions or free videos with no structure.',
      solution:
        'Loopline offered structured programmes, real-time leaderboards with friends and a low monthly price, promoted almost entirely through paid video ads.',
      summary:
        'Loopline could acquire subscribers but not keep them; with average customer value below acquisition cost, every new user deepened the loss.',
      metrics: { peak_mrr: 18_000, cac: 64, ltv: 38, churn_rate_percent: 22 },
    },
    metricsSnapshot: { peak_mrr: 18_000, subscriber_count: 1_900, cac: 64, ltv: 38 },
    contentGenesis:
      'Derek Halvorsen, a former personal trainer, and Priya Ramaswamy, a mobile developer, met at a gym and bonded over how few of their friends kept up any routine. They believed competition with friends was the missing ingredient.',
    contentValidation:
      'A prototype tested with 80 friends showed strong engagement for the first three weeks. The founders took this as validation and raised a pre-seed round, without testing whether strangers would pay or stay beyond a month.',
    contentBuilding:
      'The team spent nine months and most of the round building a polished app with filmed classes, leaderboards and a music licence. Nine people were on payroll before the first paying customer.',
    contentLaunch:
      'Loopline launched with a burst of creator video ads that brought 6,000 trials in the first month. Early cost per subscriber was about $30, which looked sustainable on paper.',
    contentGrowth:
      'Within six months ad costs doubled as creative fatigued and competitors bid on the same audiences. Meanwhile 22% of subscribers cancelled every month, so customer lifetime value settled at $38 against a $64 acquisition cost. Leaderboards only worked when friends joined, and most users never invited anyone.',
    contentStatusFuture:
      'Loopline closed in 2023 after failing to raise a seed round. The founders returned the remaining cash to investors and released the workout library to existing subscribers for free.',
    contentLessonsLearned:
      'The founders say they mistook enthusiasm from friends for product-market fit. They built the full product before measuring retention with strangers, and they scaled paid acquisition before knowing what a customer was worth.',
    contentAdvice:
      'Measure retention with real customers before spending on growth. If lifetime value is below acquisition cost, more ad spend only makes the hole deeper, no matter how good the growth chart looks.',
    founderQuote: 'Our dashboard showed sign-ups going up and to the right. The bank balance showed the truth.',
    techStackPlaybook: ['Swift', 'Kotlin', 'Firebase', 'Mux video', 'Meta Ads Manager'],
    resourceLibrary: ['LTV to CAC calculator', 'Retention cohort template', 'Pre-seed post-mortem checklist'],
    keyDecisions: {
      firstInvestment: 'A $120,000 content shoot for 200 filmed workouts before launch.',
      firstHire: 'A performance marketer, hired before a retention analyst.',
      majorPivot: 'A late attempt at corporate wellness plans that came too close to the end of the runway.',
    },
    sourceUrl: 'https://postmortems.example/loopline-fitness',
    publishedAt: '2024-01-16',
    tacticKeys: ['ugc-video-ads', 'habit-loop-reminders'],
  },
  {
    key: 'larkspur-stays',
    title: 'Larkspur Stays: A Short-Term Rental Marketplace Undone by New City Rules',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Larkspur matched business travellers with furnished apartments in Toronto. It grew to $24,000 a month before new short-term rental rules removed most of its listings.',
    businessName: 'Larkspur Stays',
    websiteUrl: 'https://larkspurstays.example',
    founderName: 'Nadia Petrov',
    founderSocialUrl: 'https://social.example/@nadiapetrov',
    language: 'English',
    regionTags: ['North America', 'Canada', 'Toronto'],
    niche: ['Real Estate', 'Travel & Tourism'],
    tags: ['short-term-rentals', 'regulation', 'marketplace', 'shutdown'],
    monthlyRevenue: 24_000,
    monthlyProfit: -31_000,
    grossMarginPercent: 68,
    startingCosts: 260_000,
    founderCount: 2,
    employeeCount: 6,
    yearFounded: 2020,
    country: 'Canada',
    continent: 'north-america',
    businessModel: 'other',
    primaryGrowthChannel: 'seo',
    fundingType: 'funded',
    customerType: 'marketplace',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Larkspur Stays was a marketplace for furnished apartments rented by the week to business travellers and visiting consultants. Its founders expected a regulatory change but underestimated how hard it would hit.',
      problem:
        'Companies sending staff to Toronto for weeks at a time paid hotel rates for cramped rooms, while landlords of furnished apartments wanted reliable tenants without tourist turnover.',
      solution:
        'A curated marketplace of verified furnished apartments with business-friendly invoicing, weekly cleaning and a booking fee charged to both sides.',
      summary:
        'Larkspur built a real market, but most of its supply depended on a grey area in the law. When the city tightened short-term rental rules, 70% of listings disappeared within a quarter.',
      metrics: { peak_mrr: 24_000, listing_count: 340, booking_count: 190 },
    },
    metricsSnapshot: { peak_mrr: 24_000, listing_count: 340, lost_listing_percent: 70 },
    contentGenesis:
      'Nadia Petrov spent years as a consultant living in hotels for months at a time. With her friend Marc Tremblay, a former property manager, she set out to build the rental platform she had wanted on the road.',
    contentValidation:
      'They signed twelve landlords and three consulting firms in a manual pilot run through e-mail and spreadsheets. Every apartment was booked for most of the pilot, and the consulting firms asked for more cities.',
    contentBuilding:
      'The founders raised $260,000 and built a booking platform with corporate invoicing. They generated a page for every neighbourhood and building type, which brought in steady search traffic from travellers.',
    contentLaunch:
      'Larkspur launched publicly with 120 apartments and an offer of one free week for both the landlord and the company on their first booking. It reached 200 bookings in its first six months.',
    contentGrowth:
      "Growth was healthy until the city introduced rules limiting short-term rentals to a host's principal residence. Most Larkspur landlords owned investment units, and they either left or switched to yearly leases. Bookings fell by two thirds within a quarter.",
    contentStatusFuture:
      'The founders tried to pivot to monthly corporate leases, which fall outside the new rules, but the margins were too thin to cover the team. Larkspur shut down in 2023 and sold its customer list to a corporate housing firm.',
    contentLessonsLearned:
      'Nadia says the regulatory risk was discussed in every board meeting but never planned for. They should have built supply that was compliant under the strictest likely rules, even if it grew more slowly.',
    contentAdvice:
      'If your supply depends on a legal grey area, model what happens if it closes, and build a version of the business that survives it. Talk to regulators early; they were more open than the founders expected.',
    founderQuote: 'We had product-market fit. We just did not have regulator-market fit.',
    techStackPlaybook: ['Next.js', 'PostgreSQL', 'Stripe Connect', 'Webflow'],
    resourceLibrary: ['Regulatory risk register template', 'Marketplace supply concentration checklist'],
    keyDecisions: {
      firstInvestment: 'Professional photography for the first 120 apartments.',
      firstHire: 'A landlord success manager to recruit and onboard supply.',
      majorPivot: 'A late shift to 30-day corporate leases after the rule change.',
    },
    publishedAt: '2023-11-07',
    tacticKeys: ['programmatic-seo', 'double-sided-referral'],
  },
  {
    key: 'milpa-meal-kits',
    title: 'Milpa Meal Kits: How Discounts and Delivery Costs Sank a Mexico City Startup',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Milpa delivered Mexican recipe kits with local ingredients. Heavy first-box discounts filled the funnel with deal seekers, and delivery costs made every order a loss.',
    businessName: 'Milpa Meal Kits',
    websiteUrl: 'https://milpakits.example',
    founderName: 'Jimena Orozco',
    founderSocialUrl: 'https://social.example/@jimenaorozco',
    language: 'English',
    regionTags: ['North America', 'Mexico', 'Mexico City'],
    niche: ['Food & Beverage'],
    tags: ['meal-kits', 'unit-economics', 'delivery', 'shutdown'],
    monthlyRevenue: 65_000,
    monthlyProfit: -48_000,
    grossMarginPercent: 18,
    startingCosts: 300_000,
    founderCount: 2,
    employeeCount: 14,
    yearFounded: 2019,
    country: 'Mexico',
    continent: 'north-america',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Milpa Meal Kits sent weekly boxes of recipes and fresh ingredients from small farms to homes in Mexico City. It reached $65,000 in monthly revenue and never made a profit on a single box.',
      problem:
        'Young professionals in Mexico City wanted to cook traditional dishes at home but lacked time to shop at several markets for specific chiles and herbs.',
      solution:
        'Weekly recipe kits with pre-portioned ingredients sourced from small farms, ordered through an app and delivered in insulated boxes.',
      summary:
        "Milpa's gross margin of 18% could not cover delivery and marketing. Aggressive discounts attracted customers who left as soon as full prices applied.",
      metrics: { peak_mrr: 65_000, customer_count: 2_400, cac: 42, churn_rate_percent: 31 },
    },
    metricsSnapshot: { peak_mrr: 65_000, delivery_cost_per_box_usd: 6, gross_margin_percent: 18 },
    contentGenesis:
      'Jimena Orozco, a chef, and Alberto Ruiz, a logistics analyst, wanted to support the small farmers Jimena bought from. A meal kit seemed to connect farms directly with city kitchens.',
    contentValidation:
      "They delivered 50 boxes a week for two months from Jimena's restaurant kitchen. Customers loved the recipes, but the founders never calculated the true cost of delivery at that scale.",
    contentBuilding:
      'The founders raised $300,000 and leased a small cold-storage kitchen. Packaging alone cost more than expected, because insulated boxes and ice packs were imported.',
    contentLaunch:
      'Milpa launched with 60% off the first box, promoted through search and social ads. Orders jumped to 900 a week within two months.',
    contentGrowth:
      'Nearly a third of customers cancelled each month, most after the discounted first box. A referral programme offering free boxes to both friends mostly attracted more discount seekers. Delivery in city traffic averaged $6 per box, nearly wiping out the margin, and a cancellation flow with pause offers came too late to change the trend.',
    contentStatusFuture:
      'Milpa shut down in early 2022. Jimena now sells a smaller range of spice and sauce kits by post, which need no refrigeration and ship profitably.',
    contentLessonsLearned:
      'The founders learned that discounts reveal demand for the discount, not the product. They also say they should have modelled contribution margin per box, including delivery and packaging, before raising any money.',
    contentAdvice:
      'Know your margin per order after every variable cost, and test full-price demand early. If a customer only stays for the discount, they are not really a customer.',
    founderQuote: 'We were paying people to try our food, and then paying again to deliver it.',
    techStackPlaybook: ['Shopify', 'Custom routing spreadsheet', 'Google Ads', 'Meta Ads Manager'],
    resourceLibrary: ['Contribution margin per order calculator', 'Discount cohort analysis template'],
    keyDecisions: {
      firstInvestment: 'A cold-storage kitchen lease for two years.',
      firstHire: 'A delivery fleet coordinator.',
      majorPivot: 'Switching to shelf-stable spice kits after closing the fresh kit business.',
    },
    publishedAt: '2023-04-25',
    tacticKeys: ['paid-search-long-tail', 'double-sided-referral', 'cancellation-save-offers'],
  },
  {
    key: 'velvet-fern-skincare',
    title: 'Velvet Fern Skincare: When One Platform Was the Whole Business',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      "A solo skincare brand sold almost entirely through a short-video platform's built-in shop. A policy change cut its reach overnight and left $9,000 of stock unsold.",
    businessName: 'Velvet Fern Skincare',
    websiteUrl: 'https://velvetfern.example',
    founderName: 'Brianna Castillo',
    founderSocialUrl: 'https://social.example/@velvetfernbri',
    language: 'English',
    regionTags: ['North America', 'United States', 'Arizona'],
    niche: ['Fashion & Beauty'],
    tags: ['skincare', 'platform-risk', 'inventory', 'side-project'],
    monthlyRevenue: 3_100,
    monthlyProfit: -600,
    grossMarginPercent: 62,
    startingCosts: 14_000,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'United States',
    continent: 'north-america',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Velvet Fern was a small skincare line for dry desert climates, started by a dental hygienist in Phoenix. It sold nearly all of its products through a shop built into a short-video app.',
      problem:
        'People living in very dry climates struggled to find gentle moisturisers that did not feel greasy in the heat.',
      solution:
        "A balm and a serum designed for desert air, produced by a contract manufacturer, and sold through videos showing the founder's routine.",
      summary:
        'Velvet Fern had real customers but no channel of its own. When the platform changed how shop videos were distributed, sales fell by 85% and the brand could not recover.',
      metrics: { peak_mrr: 3_100, order_count: 140, unsold_inventory_usd: 9_000 },
    },
    metricsSnapshot: { peak_mrr: 3_100, email_subscriber_count: 90, platform_sales_percent: 94 },
    contentGenesis:
      'Brianna Castillo moved to Arizona and found her skin cracking every winter. She worked with a cosmetic chemist to develop a balm and posted her routine in short videos.',
    contentValidation:
      "A video about her balm reached 400,000 people and sold 200 units through the app's shop in a weekend. She took this as proof of demand and placed a large production order.",
    contentBuilding:
      'The contract manufacturer required a minimum order of 3,000 units, which cost $14,000 of her savings. She had no website of her own, because the in-app shop handled everything.',
    contentLaunch:
      'Velvet Fern launched a serum alongside the balm and sent samples to twenty small creators. Sales settled at about $3,000 a month, almost all through the platform.',
    contentGrowth:
      'Eight months later the platform changed its rules for shop videos, and her organic reach fell to a fraction overnight. Brianna had collected only 90 e-mail addresses, so she had no way to reach past buyers. Sales dropped to a few hundred dollars a month while 2,000 units sat in her garage.',
    contentStatusFuture:
      'Brianna stopped active sales in 2025 and donated much of the remaining stock to a shelter before it expired. She still works as a hygienist and says she may relaunch one day with a smaller batch and her own store.',
    contentLessonsLearned:
      'She relied on one platform for reach, payment and customer data, and owned none of it. The large minimum order locked her savings into stock before she knew whether demand would last beyond one viral video.',
    contentAdvice:
      'Collect customer e-mails from the first sale, even if the platform makes it awkward. Treat a viral video as a spike, not a baseline, and order stock for the baseline.',
    founderQuote: "I built my house on someone else's land, and they moved the fence.",
    techStackPlaybook: ['Short-video app shop', 'Canva', 'CapCut'],
    resourceLibrary: ['Platform risk checklist for small brands', 'Minimum order quantity negotiation tips'],
    keyDecisions: {
      firstInvestment: '$14,000 on a minimum order of 3,000 units.',
      firstHire: 'None; she packed every order and answered every message herself.',
      majorPivot: 'A late attempt to move buyers to her own website after the reach collapsed.',
    },
    publishedAt: '2025-11-04',
    tacticKeys: ['short-form-video', 'micro-influencer-seeding'],
  },
  {
    key: 'tallyhall-ticketing',
    title: 'Tallyhall: A Festival Ticketing Startup That Ran Out of Runway Mid-Sale',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Tallyhall raised $600,000 to build ticketing and cashless payments for music festivals in Germany. Long sales cycles meant the money ran out before the big contracts arrived.',
    businessName: 'Tallyhall',
    websiteUrl: 'https://tallyhall.example',
    founderName: 'Jonas Reinhardt',
    founderSocialUrl: 'https://social.example/@jonasreinhardt',
    language: 'English',
    regionTags: ['Europe', 'Germany', 'Berlin'],
    niche: ['Entertainment'],
    tags: ['ticketing', 'festivals', 'runway', 'enterprise-sales'],
    monthlyRevenue: 31_000,
    monthlyProfit: -74_000,
    grossMarginPercent: 66,
    startingCosts: 600_000,
    founderCount: 3,
    employeeCount: 15,
    yearFounded: 2019,
    country: 'Germany',
    continent: 'europe',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Tallyhall offered ticketing, wristbands and cashless bar payments for mid-sized music festivals. It signed several festivals but closed in 2022 with three large deals still in negotiation.',
      problem:
        'Mid-sized festivals used separate vendors for tickets, access control and bar payments, with no shared data and high fees on every transaction.',
      solution:
        'One platform combining ticket sales, wristband access and cashless payments, with a dashboard showing sales and crowd flow in real time.',
      summary:
        "Festival buyers decide once a year and sign contracts a season in advance. Tallyhall's funding covered eighteen months, not the two full sales cycles it needed.",
      metrics: { peak_mrr: 31_000, festival_count: 9, average_sales_cycle_months: 11 },
    },
    metricsSnapshot: { peak_mrr: 31_000, festival_count: 9, pipeline_value_usd: 1_400_000 },
    contentGenesis:
      'Jonas Reinhardt ran operations for a festival in Brandenburg and spent each summer fighting three vendor systems that never agreed. He founded Tallyhall with two engineers from a payments company.',
    contentValidation:
      'Jonas interviewed organisers of 25 festivals, and most confirmed the pain. Two small festivals agreed to a paid pilot, which went well, and the founders raised $600,000.',
    contentBuilding:
      'Building reliable payments for 20,000 people in a field with weak mobile signal took a year longer than planned. The team grew to fifteen people to support the pilots on site.',
    contentLaunch:
      'Tallyhall exhibited at the main European festival industry conference and gave live demos with wristbands. It collected 120 leads, but most organisers had already signed contracts for the next season.',
    contentGrowth:
      'Sales cycles averaged eleven months because festivals commit in autumn for the following summer. The team signed nine festivals, but the three large ones that would have made the company profitable were still negotiating when the cash ran low.',
    contentStatusFuture:
      'A bridge round fell through in 2022 and Tallyhall closed. Its payments technology was sold to a larger ticketing provider, and several engineers joined the buyer.',
    contentLessonsLearned:
      'The founders learned that the sales cycle defines how much runway is needed. They hired ahead of revenue to support pilots on site, which shortened their runway by six months.',
    contentAdvice:
      'Before raising, map how long it takes a customer to go from first meeting to signed contract, then raise enough for two full cycles. Charge properly for pilots and keep the team small until contracts are signed.',
    founderQuote: 'We had the right product and the wrong calendar.',
    techStackPlaybook: ['Kotlin', 'PostgreSQL', 'NFC wristbands', 'Pipedrive', 'Grafana'],
    resourceLibrary: ['Sales cycle and runway planner', 'Festival procurement calendar', 'Pilot agreement template'],
    keyDecisions: {
      firstInvestment: 'A hardened offline payments system for events with poor signal.',
      firstHire: 'An on-site operations lead for festival pilots.',
      majorPivot: 'A failed attempt to sell to conference organisers, whose buying cycle was shorter.',
    },
    publishedAt: '2023-07-11',
    tacticKeys: ['founder-led-sales', 'paid-pilots', 'trade-show-events'],
  },
  {
    key: 'cantina-sfusa',
    title: 'Cantina Sfusa: Selling Wine Across EU Borders Turned Into a Paperwork Trap',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'A wine subscription from small Italian vineyards grew well at home, then expanded abroad. Excise rules in each country made every foreign order cost more than it earned.',
    businessName: 'Cantina Sfusa',
    websiteUrl: 'https://cantinasfusa.example',
    founderName: 'Giulia Benedetti',
    founderSocialUrl: 'https://social.example/@giuliabenedetti',
    language: 'English',
    regionTags: ['Europe', 'Italy', 'Piedmont'],
    niche: ['Food & Beverage'],
    tags: ['wine', 'subscription', 'regulation', 'cross-border'],
    monthlyRevenue: 8_500,
    monthlyProfit: -2_900,
    grossMarginPercent: 34,
    startingCosts: 25_000,
    founderCount: 2,
    employeeCount: 1,
    yearFounded: 2022,
    country: 'Italy',
    continent: 'europe',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'paid',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Cantina Sfusa sent monthly boxes of wine from small Piedmont vineyards to subscribers in Italy and, later, across Europe. The domestic business worked; the expansion did not.',
      problem:
        'Small family vineyards could not reach wine lovers abroad, and buyers outside Italy had no access to wines made in tiny quantities.',
      solution:
        'A subscription box of three bottles from a different small producer each month, with tasting notes and a video from the winemaker.',
      summary:
        'Each EU country required its own excise registration, tax representative and paperwork for alcohol. The per-order compliance cost exceeded the margin on a three-bottle box.',
      metrics: { peak_mrr: 8_500, subscriber_count: 210, compliance_cost_per_order_usd: 14 },
    },
    metricsSnapshot: { peak_mrr: 8_500, subscriber_count: 210, producer_count: 22 },
    contentGenesis:
      'Giulia Benedetti grew up among vineyards and watched small producers struggle to sell beyond the village. With her partner Davide she started a subscription to bring their wines to a wider audience.',
    contentValidation:
      'The Italian subscription reached 150 members in six months through search ads and wine-fair stands. Foreign visitors at the fairs kept asking whether the box could ship to them.',
    contentBuilding:
      'The couple invested $25,000 in stock, packaging and a website. They offered an annual plan with one free box, which brought welcome cash up front.',
    contentLaunch:
      'The European expansion launched with ads in Germany, the Netherlands and Belgium. Sign-ups came quickly, and annual plans sold well in all three countries.',
    contentGrowth:
      'Then the paperwork began: each country required excise duty paid before shipping and a local tax representative. The compliance cost came to about $14 per box, more than the margin. Annual subscribers abroad had already paid, so the couple kept shipping at a loss until the plans expired.',
    contentStatusFuture:
      'Cantina Sfusa stopped shipping abroad in 2024 and shrank to a small domestic subscription run as a side business. Giulia now advises other small producers on export rules.',
    contentLessonsLearned:
      'They learned that alcohol is one of the most regulated products in Europe, despite the single market. Selling annual plans abroad before checking compliance costs locked them into losses.',
    contentAdvice:
      'In regulated products, find out the full cost of compliance in each market before you take a single order there. Test one country with a handful of orders before advertising.',
    founderQuote: 'Shipping the wine was easy. Shipping the paperwork nearly finished us.',
    techStackPlaybook: ['WooCommerce', 'Stripe', 'Google Ads', 'Excise compliance spreadsheet'],
    resourceLibrary: ['EU alcohol excise overview for small sellers', 'Market entry cost checklist'],
    keyDecisions: {
      firstInvestment: 'Initial stock from twelve vineyards.',
      firstHire: 'A part-time packer during the autumn peak.',
      majorPivot: 'Withdrawing from foreign markets and returning to Italy only.',
    },
    publishedAt: '2024-10-29',
    tacticKeys: ['paid-search-long-tail', 'annual-plan-discount'],
  },
  {
    key: 'pocketsprout-kids-money',
    title: 'Pocketsprout: Children Loved the Money App, Parents Would Not Pay',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Pocketsprout built a playful pocket-money app for children in the Netherlands. Kids used it daily, but parents refused to pay, and the company never earned a euro.',
    businessName: 'Pocketsprout',
    websiteUrl: 'https://pocketsprout.example',
    founderName: 'Femke Visser',
    founderSocialUrl: 'https://social.example/@femkevisser',
    language: 'English',
    regionTags: ['Europe', 'Netherlands', 'Amsterdam'],
    niche: ['Finance & FinTech', 'Education & EdTech'],
    tags: ['kids', 'financial-literacy', 'no-product-market-fit', 'shutdown'],
    monthlyRevenue: 0,
    monthlyProfit: -21_000,
    grossMarginPercent: 0,
    startingCosts: 180_000,
    founderCount: 2,
    employeeCount: 5,
    yearFounded: 2022,
    country: 'Netherlands',
    continent: 'europe',
    businessModel: 'apps',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Pocketsprout was an app that taught children aged seven to twelve to save and spend through a virtual garden that grew with their pocket money. It had 14,000 active children and no revenue.',
      problem:
        'Parents want their children to understand money, but banking apps for children focus on cards and spending rather than learning.',
      solution:
        'A game-like app where saving grew plants, goals unlocked flowers, and parents could set chores and allowances, with a premium plan for families.',
      summary:
        'The user and the customer were different people. Children were engaged, but parents saw the app as a nice extra and would not pay for it.',
      metrics: { mrr: 0, active_child_count: 14_000, paid_conversion_percent: 0.4 },
    },
    metricsSnapshot: { mrr: 0, active_child_count: 14_000, day_30_retention_percent: 46 },
    contentGenesis:
      "Femke Visser, a primary teacher, and Ruben de Jong, a game designer, noticed children in Femke's class had no idea what things cost. They imagined a game that made saving visible.",
    contentValidation:
      'A landing page smoke test collected 3,000 parent sign-ups in a month, which the founders took as strong demand. They never asked those parents what they would pay, or interviewed them about how they handled pocket money today.',
    contentBuilding:
      'The founders raised $180,000 from angel investors and built a beautiful app over ten months. Children in testing sessions loved the garden and asked to keep playing.',
    contentLaunch:
      'Pocketsprout launched free with a two-week reverse trial of the premium plan. Downloads were strong thanks to parenting-blog ads, and children kept using it.',
    contentGrowth:
      'After the trial, fewer than one in two hundred families upgraded. Parent interviews, done far too late, revealed that most parents handled pocket money with cash or a banking app and saw no reason to pay for another tool. Attempts to sell to schools stalled on procurement rules.',
    contentStatusFuture:
      "Pocketsprout closed in 2024 and released the app free of charge to a children's charity. The founders now work on an educational game studio funded by commissions.",
    contentLessonsLearned:
      'They learned that sign-ups on a landing page measure curiosity, not willingness to pay. Engaged users who are not the buyer do not make a business.',
    contentAdvice:
      'Identify who pays and test their willingness to pay before building. Interview the buyer, not just the user, and ask about what they do today rather than what they might do.',
    founderQuote: 'Every child wanted to water their garden. No parent wanted to pay for the water.',
    techStackPlaybook: ['Unity', 'Firebase', 'RevenueCat', 'Hotjar'],
    resourceLibrary: ['User versus buyer interview guide', 'Willingness-to-pay survey template'],
    keyDecisions: {
      firstInvestment: 'A $60,000 illustration and animation budget for the garden.',
      firstHire: 'A second game developer before any sales or marketing role.',
      majorPivot: 'A late attempt to sell licences to schools.',
    },
    publishedAt: '2024-12-17',
    tacticKeys: ['mvp-smoke-test', 'customer-interviews', 'reverse-trial'],
  },
  {
    key: 'gymgrid-booking',
    title: 'GymGrid: Good Product, Paying Customers, and a Co-Founder Split',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Two friends in Gothenburg built class-booking software for small gyms and reached $6,200 a month. Disagreements over money and direction ended the company within two years.',
    businessName: 'GymGrid',
    websiteUrl: 'https://gymgrid.example',
    founderName: 'Erik Lindgren',
    language: 'English',
    regionTags: ['Europe', 'Sweden', 'Gothenburg'],
    niche: ['Health & Fitness'],
    tags: ['gym-software', 'co-founder-conflict', 'bootstrapped', 'shutdown'],
    monthlyRevenue: 6_200,
    monthlyProfit: 1_800,
    grossMarginPercent: 87,
    startingCosts: 3_000,
    founderCount: 2,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'Sweden',
    continent: 'europe',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'GymGrid was booking and membership software for small gyms and yoga studios in Sweden. It was profitable, growing slowly, and closed because its two founders could no longer work together.',
      problem:
        'Small studios paid for heavy gym management systems designed for chains, or ran bookings through spreadsheets and messaging apps.',
      solution:
        'A simple booking page, class schedule and membership billing, priced per studio and sold door to door by one of the founders.',
      summary:
        'GymGrid had paying customers and a path to growth. It failed because the founders never agreed on roles, equity vesting or how fast to grow.',
      metrics: { peak_mrr: 6_200, studio_count: 88, churn_rate_percent: 1.8 },
    },
    metricsSnapshot: { peak_mrr: 6_200, studio_count: 88, founder_count: 2 },
    contentGenesis:
      'Erik Lindgren, a developer, and his childhood friend Oskar Berg, who owned a small boxing gym, decided over dinner to build the booking tool Oskar wished he had. They split the shares equally and wrote nothing down.',
    contentValidation:
      'Oskar signed eleven gyms from his own network in the first two months. All of them paid, and most recommended the product to others.',
    contentBuilding:
      'Erik built the product in his spare time for six months, then both founders went full-time. Oskar kept running his gym in parallel, which Erik increasingly resented.',
    contentLaunch:
      'GymGrid launched at a regional fitness fair with a stand paid for by Oskar. Cold e-mails to studios in other cities followed, and the customer count reached 88 within a year.',
    contentGrowth:
      'As revenue grew, the founders argued about everything: Erik wanted to raise money and hire, Oskar wanted to stay small and pay himself a salary. Without vesting or defined roles, neither could make a decision alone, and sales stalled for six months while they argued.',
    contentStatusFuture:
      'The founders sold the customer base to a larger booking company in 2025 for a modest sum. They no longer speak, and both say the friendship was the biggest loss.',
    contentLessonsLearned:
      "Erik says they treated the company like a friendly project and avoided difficult conversations until they became impossible. A founders' agreement with vesting, roles and a process for disagreements would have saved the business.",
    contentAdvice:
      "Write a founders' agreement before you write code, especially with friends. Agree on ambitions, time commitment and how you will settle disagreements while you still like each other.",
    founderQuote: 'The hardest bug we ever had was between the two of us.',
    techStackPlaybook: ['Vue.js', 'Laravel', 'MySQL', 'Stripe Billing'],
    resourceLibrary: ["Founders' agreement checklist", 'Equity vesting explainer'],
    keyDecisions: {
      firstInvestment: 'A fitness fair stand for $1,500.',
      firstHire: 'None; the founders could not agree on one.',
      majorPivot: 'Selling the customer base instead of resolving the deadlock.',
    },
    publishedAt: '2025-08-19',
    tacticKeys: ['founder-led-sales', 'cold-email-outreach'],
  },
  {
    key: 'splitwohn',
    title: 'Splitwohn: A Flat-Share Bill App Built Before Anyone Asked for It',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Two students in Leipzig spent eight months building an app to split rent and utility bills in shared flats. It launched to silence, and a year later they switched it off.',
    businessName: 'Splitwohn',
    websiteUrl: 'https://splitwohn.example',
    founderName: 'Lukas Hoffmann',
    language: 'English',
    regionTags: ['Europe', 'Germany', 'Leipzig'],
    niche: ['Real Estate', 'Finance & FinTech'],
    tags: ['flat-share', 'student-project', 'no-product-market-fit', 'side-project'],
    monthlyRevenue: 0,
    monthlyProfit: -60,
    grossMarginPercent: 0,
    startingCosts: 700,
    founderCount: 2,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'Germany',
    continent: 'europe',
    businessModel: 'apps',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Splitwohn was a mobile app for tracking shared costs in a flat-share: rent, electricity, internet and groceries. It was built by two computer science students as a side project.',
      problem:
        'The founders assumed flat-shares argued about money constantly and needed a dedicated tool to settle bills fairly.',
      solution:
        'An app where housemates logged shared costs, split them by room size or usage, and received a monthly statement of who owed whom.',
      summary:
        'Splitwohn solved a problem most flat-shares had already solved with a spreadsheet or a general expense app, and the founders learned this only after launch.',
      metrics: { mrr: 0, download_count: 640, weekly_active_user_count: 35 },
    },
    metricsSnapshot: { mrr: 0, download_count: 640, flat_count: 19 },
    contentGenesis:
      'Lukas Hoffmann and Mia Schneider had one tense argument in their own flat about an electricity bill. They decided it was a startup idea and began coding that weekend.',
    contentValidation:
      'They skipped validation entirely, reasoning that every student they knew lived in a flat-share. Looking back, they say they confused a familiar situation with a painful problem.',
    contentBuilding:
      'They spent eight months building features such as splitting bills by room size, recurring costs and a dark mode. They posted progress updates on social media, mostly read by other developers.',
    contentLaunch:
      'Splitwohn launched on a product directory and in university groups. It received 640 downloads in a month, but only 19 flats used it more than once.',
    contentGrowth:
      'When the founders finally interviewed users who had left, almost all said a shared spreadsheet or an existing expense app already did the job. Arguments about bills turned out to be rare and were about fairness, not calculation.',
    contentStatusFuture:
      'The app was taken down in 2026 after its hosting credits ran out. Both founders say it was the cheapest business lesson they could have bought.',
    contentLessonsLearned:
      'They learned to talk to twenty potential users before writing code, and to look for what people already use. Building in public mainly attracted other builders, not customers.',
    contentAdvice:
      'Ask how people solve the problem today and what it costs them. If the answer is a free tool they are happy with, keep looking.',
    founderQuote: 'We built a beautiful answer to a question nobody was asking.',
    techStackPlaybook: ['Flutter', 'Supabase', 'Figma'],
    resourceLibrary: ['Problem interview script', 'Competitor and workaround mapping sheet'],
    keyDecisions: {
      firstInvestment: '$700 on developer accounts and a custom illustration set.',
      firstHire: 'None; it was always a two-person side project.',
      majorPivot: 'Considered a landlord version, but stopped after five landlords said no.',
    },
    publishedAt: '2026-07-14',
    tacticKeys: ['launch-directories', 'build-in-public'],
  },
  {
    key: 'sen-tutor',
    title: 'Sen Tutor: A Tutoring Marketplace Where Everyone Met and Then Left',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Sen Tutor connected families in Ho Chi Minh City with university student tutors. Once a match worked, both sides moved off the platform to avoid the fee.',
    businessName: 'Sen Tutor',
    websiteUrl: 'https://sentutor.example',
    founderName: 'Nguyen Thi Lan',
    founderSocialUrl: 'https://social.example/@lannguyen',
    language: 'English',
    regionTags: ['Asia', 'Vietnam', 'Ho Chi Minh City'],
    niche: ['Education & EdTech'],
    tags: ['tutoring', 'marketplace', 'disintermediation', 'shutdown'],
    monthlyRevenue: 12_000,
    monthlyProfit: -26_000,
    grossMarginPercent: 80,
    startingCosts: 220_000,
    founderCount: 3,
    employeeCount: 12,
    yearFounded: 2020,
    country: 'Vietnam',
    continent: 'asia',
    businessModel: 'other',
    primaryGrowthChannel: 'social',
    fundingType: 'funded',
    customerType: 'marketplace',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Sen Tutor was a marketplace that matched school pupils with university students for home tutoring in maths, English and science. It took a 20% commission on every lesson booked through the platform.',
      problem:
        'Parents struggled to find trustworthy tutors through word of mouth, and students looking for tutoring work had no reliable way to find families.',
      solution:
        'Verified tutor profiles, trial lessons, reviews and in-app payments, with the platform taking a share of each lesson.',
      summary:
        'Sen Tutor was great at making the first match, which was exactly the problem: after a good trial lesson, families and tutors arranged future lessons privately.',
      metrics: { peak_mrr: 12_000, tutor_count: 1_800, repeat_booking_percent: 14 },
    },
    metricsSnapshot: { peak_mrr: 12_000, family_count: 4_200, repeat_booking_percent: 14 },
    contentGenesis:
      'Nguyen Thi Lan tutored through university and found every family through friends of friends. With two classmates she set out to make the matching easy and safe.',
    contentValidation:
      'A chat group matching 100 families with tutors filled within weeks. The founders took this as proof the marketplace would work, without tracking what happened after the first lesson.',
    contentBuilding:
      'They raised $220,000 and built an app with profiles, booking and payments. A team of twelve verified tutors and handled support.',
    contentLaunch:
      'Sen Tutor launched with short videos of tutors explaining tricky problems, which spread among parents. A referral reward gave both families a free lesson, and sign-ups grew fast.',
    contentGrowth:
      'First bookings grew every month, but repeat bookings stayed at 14%. Surveys showed families and tutors swapped phone numbers after the trial to save the 20% fee. The founders tried banning contact details and lowering fees, but neither stopped the leakage.',
    contentStatusFuture:
      'Sen Tutor closed in 2023. Lan now works at an education company that sells tutoring packages directly, with salaried tutors.',
    contentLessonsLearned:
      'The founders learned that marketplaces for repeated, personal services struggle unless the platform adds value after the match, such as scheduling, progress reports or guarantees. A one-time matching fee would have captured more value than a commission nobody wanted to pay.',
    contentAdvice:
      'If your marketplace matches people who will meet again and again, ask what keeps them on the platform after the first transaction. Charge for what you actually provide.',
    founderQuote: 'We were the best matchmaker in the city, and nobody invites the matchmaker to the wedding.',
    techStackPlaybook: ['React Native', 'Node.js', 'MongoDB', 'MoMo payments'],
    resourceLibrary: ['Marketplace leakage diagnostic', 'Repeat transaction value map'],
    keyDecisions: {
      firstInvestment: "A verification team to check tutors' university records.",
      firstHire: 'A head of tutor operations.',
      majorPivot: 'A switch to monthly packages that came too late to recover.',
    },
    publishedAt: '2023-12-05',
    tacticKeys: ['double-sided-referral', 'short-form-video'],
  },
  {
    key: 'dewdrop-lab',
    title: 'Dewdrop Lab: A K-Beauty Brand That Scaled Ads Faster Than Its Margins',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Dewdrop Lab grew to $42,000 a month selling skincare sets online. Rising ad costs, heavy bundles and an oversized stock order turned growth into a cash crisis.',
    businessName: 'Dewdrop Lab',
    websiteUrl: 'https://dewdroplab.example',
    founderName: 'Park Ji-woo',
    founderSocialUrl: 'https://social.example/@jiwoopark',
    language: 'English',
    regionTags: ['Asia', 'South Korea', 'Seoul'],
    niche: ['Fashion & Beauty'],
    tags: ['skincare', 'paid-social', 'inventory', 'unit-economics'],
    monthlyRevenue: 42_000,
    monthlyProfit: -19_000,
    grossMarginPercent: 52,
    startingCosts: 150_000,
    founderCount: 2,
    employeeCount: 8,
    yearFounded: 2021,
    country: 'South Korea',
    continent: 'asia',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Dewdrop Lab sold skincare sets designed for sensitive skin to customers in Korea, Japan and the United States. It grew quickly on paid social ads and closed after running out of cash.',
      problem:
        'Customers with sensitive skin found Korean skincare routines exciting but overwhelming, with too many steps and ingredients that caused irritation.',
      solution:
        'Three-step routine sets with gentle formulas, promoted with creator videos and sold with bundles and add-on gifts to raise order value.',
      summary:
        'Dewdrop grew revenue but not profit: every marketing push relied on deeper discounts, and a large stock order tied up cash just as ad costs climbed.',
      metrics: { peak_mrr: 42_000, cac: 48, repeat_customer_percent: 17, unsold_inventory_usd: 85_000 },
    },
    metricsSnapshot: { peak_mrr: 42_000, order_count: 1_300, cac: 48 },
    contentGenesis:
      'Park Ji-woo worked in product development for a large cosmetics company and had very sensitive skin herself. She and her former colleague Seo Min-ah left to create a gentle, simplified line.',
    contentValidation:
      'A small first batch sold out through creator seeding and a few ads. Reviews were excellent, and the founders raised $150,000 from an accelerator and angels.',
    contentBuilding:
      'To lower unit costs, they placed a large production order for six months of projected sales. Ji-woo later called this the decision that made every other problem fatal.',
    contentLaunch:
      'The international launch relied on creator-made video ads in three markets. First-month sales reached $30,000, mostly from bundles with free add-on gifts.',
    contentGrowth:
      'Acquisition cost rose from $25 to $48 per customer in a year as creative fatigued and competition increased. Only 17% of customers reordered, so each sale barely covered its ad cost, and the gifts that drove bundle sales ate the margin. Meanwhile $85,000 of stock sat in a warehouse approaching its expiry dates.',
    contentStatusFuture:
      'Dewdrop Lab stopped trading in 2024 and sold the remaining stock to a discount retailer at a loss. Ji-woo now consults for beauty brands on product development.',
    contentLessonsLearned:
      'The founders learned that repeat purchase rate is the real test of a consumables brand. Ordering stock for projected growth, rather than proven demand, left them with no cash to adjust.',
    contentAdvice:
      'For consumer products, watch repeat purchase rate before scaling ads. Keep stock orders small, even at a higher unit cost, until you know your real demand.',
    founderQuote: 'Our customers loved the first bottle. Not enough of them bought the second.',
    techStackPlaybook: ['Cafe24', 'Shopify', 'Meta Ads Manager', 'Klaviyo'],
    resourceLibrary: ['Repeat purchase rate tracker', 'Inventory planning with cash constraints'],
    keyDecisions: {
      firstInvestment: 'A six-month production run to lower unit costs.',
      firstHire: 'A paid social specialist.',
      majorPivot: 'An attempt to sell wholesale to pharmacies, which required more stock than they could finance.',
    },
    publishedAt: '2025-03-18',
    tacticKeys: ['ugc-video-ads', 'micro-influencer-seeding', 'paid-add-ons'],
  },
  {
    key: 'soi-trails',
    title: 'Soi Trails: A Local Guide App That Never Found Enough Guides or Travellers',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Two Bangkok friends built an app to book neighbourhood walks with local guides. They could not attract travellers without guides, or guides without travellers.',
    businessName: 'Soi Trails',
    websiteUrl: 'https://soitrails.example',
    founderName: 'Somchai Wongsakul',
    language: 'English',
    regionTags: ['Asia', 'Thailand', 'Bangkok'],
    niche: ['Travel & Tourism'],
    tags: ['travel-marketplace', 'cold-start', 'guide-licensing', 'shutdown'],
    monthlyRevenue: 820,
    monthlyProfit: -1_400,
    grossMarginPercent: 75,
    startingCosts: 11_000,
    founderCount: 2,
    employeeCount: 0,
    yearFounded: 2023,
    country: 'Thailand',
    continent: 'asia',
    businessModel: 'apps',
    primaryGrowthChannel: 'paid',
    fundingType: 'bootstrapped',
    customerType: 'marketplace',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Soi Trails was an app for booking short neighbourhood walks in Bangkok with local residents as guides. It closed after fourteen months with fewer than 30 active guides.',
      problem:
        'Travellers wanted to experience everyday neighbourhoods rather than the standard temple tours, and residents wanted a way to earn from their local knowledge.',
      solution:
        'A marketplace app listing two-hour walks led by residents, with fixed prices and in-app payments.',
      summary:
        'Soi Trails hit the classic marketplace cold-start problem, made worse by a licensing rule: only licensed guides could legally lead paid tours, which excluded most residents.',
      metrics: { peak_mrr: 820, guide_count: 27, booking_count: 64 },
    },
    metricsSnapshot: { peak_mrr: 820, guide_count: 27, cac: 19 },
    contentGenesis:
      'Somchai Wongsakul and Ploy Rattanakorn loved showing visiting friends their own neighbourhoods. They imagined thousands of residents doing the same for travellers.',
    contentValidation:
      'A landing page for travellers collected 400 e-mails, but the founders did not test the supply side. Later they found that recruiting residents as guides was far harder than finding interested travellers.',
    contentBuilding:
      'They spent $11,000 of savings on a contract developer for the app. Only after building it did they learn that paid tours legally require a licensed guide.',
    contentLaunch:
      'Soi Trails launched with 12 licensed guides and small search ad campaigns targeting travellers. Bookings were thin, and guides left for platforms with more demand.',
    contentGrowth:
      'Search ads brought travellers at $19 each, but they often found no walk available on their dates. Without bookings, guides stopped updating their calendars, which made availability worse.',
    contentStatusFuture:
      'The founders closed the app in 2024. Ploy now runs her own licensed walking tours and sells them through existing booking platforms.',
    contentLessonsLearned:
      'They learned that a marketplace must solve supply first and check the rules that govern it. Starting with one neighbourhood and five committed guides would have been wiser than launching city-wide.',
    contentAdvice:
      'Before building a marketplace, prove you can attract the harder side. Check licensing and legal requirements on day one, not after launch.',
    founderQuote: 'We built a market with customers waiting at the door and almost nobody behind the counter.',
    techStackPlaybook: ['Flutter', 'Firebase', 'Omise payments', 'Google Ads'],
    resourceLibrary: ['Marketplace cold-start checklist', 'Licensing research template for travel services'],
    keyDecisions: {
      firstInvestment: '$11,000 for a contract developer to build the app.',
      firstHire: 'None; the founders did everything themselves.',
      majorPivot: 'Restricting the platform to licensed guides after discovering the law.',
    },
    publishedAt: '2024-07-23',
    tacticKeys: ['paid-search-long-tail', 'mvp-smoke-test'],
  },
  {
    key: 'oolong-pos',
    title: 'Oolong POS: Competing With a Free Till System From the Payments Giant',
    status: 'draft',
    caseStudyType: 'failure',
    snippet:
      'Oolong POS built a point-of-sale system for bubble-tea shops in Taipei. A payment provider began giving a similar system away for free, and sales dried up. Draft under review.',
    businessName: 'Oolong POS',
    websiteUrl: 'https://oolongpos.example',
    founderName: 'Chen Yu-ting',
    founderSocialUrl: 'https://social.example/@yutingchen',
    language: 'English',
    regionTags: ['Asia', 'Taiwan', 'Taipei'],
    niche: ['Food & Beverage', 'Tech & Software'],
    tags: ['point-of-sale', 'competition', 'hospitality-tech', 'shutdown'],
    monthlyRevenue: 9_000,
    monthlyProfit: -12_000,
    grossMarginPercent: 72,
    startingCosts: 90_000,
    founderCount: 2,
    employeeCount: 3,
    yearFounded: 2022,
    country: 'Taiwan',
    continent: 'asia',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Oolong POS was a point-of-sale and ordering system designed for bubble-tea and drinks shops. It signed 140 shops before a much larger competitor made its core product free.',
      problem:
        'Drinks shops handle hundreds of customised orders an hour, with sugar levels, ice and toppings, and generic tills made staff tap through slow menus.',
      solution:
        'A till designed around drink customisation, with a kitchen display and a loyalty programme, sold for a monthly fee per shop.',
      summary:
        'Oolong had a better product for its niche, but shop owners chose a free, good-enough system bundled with their payment provider.',
      metrics: { peak_mrr: 9_000, shop_count: 140, churn_rate_percent: 9 },
    },
    metricsSnapshot: { peak_mrr: 9_000, shop_count: 140, orders_per_hour_count: 220 },
    contentGenesis:
      'Chen Yu-ting managed a chain of drinks shops and watched staff struggle with slow tills during rush hours. With engineer Lin Wei-han she designed a faster system.',
    contentValidation:
      'Ten shops tested a beta for three months, and order times fell by a third. Owners were enthusiastic and agreed to pay a monthly fee.',
    contentBuilding:
      'The founders raised $90,000 from angels and built hardware integrations for printers and kitchen displays. They selected a few engaged shops to test every new feature first.',
    contentLaunch:
      'Yu-ting sold door to door to shop owners in Taipei, signing 140 shops in a year. Most came from her personal network in the drinks industry.',
    contentGrowth:
      'In 2024 a major payment provider released a free till app with drink customisation built in. Within months, new sign-ups stopped and churn rose to 9% a month as owners switched to the free option.',
    contentStatusFuture:
      'The founders are winding down the product and discussing a sale of the technology to a franchise chain. This case study is a draft pending their final numbers.',
    contentLessonsLearned:
      'They learned that a narrow feature advantage is easily copied by a company that owns the payment relationship. They should have built something the bundled system could not offer, such as analytics across franchise locations.',
    contentAdvice:
      "Ask what happens if the biggest player in your customers' stack gives your product away. Build a moat around data or workflow, not around a single feature.",
    founderQuote: 'We were faster, but free is faster still.',
    techStackPlaybook: ['Flutter', 'Go', 'PostgreSQL', 'Thermal printer SDK'],
    resourceLibrary: ['Competitive bundling risk assessment', 'Franchise customer interview guide'],
    keyDecisions: {
      firstInvestment: 'Hardware integrations for printers and kitchen displays.',
      firstHire: 'An installer who set up hardware in each shop.',
      majorPivot: 'Exploring a sale to a franchise chain instead of competing on price.',
    },
    publishedAt: null,
    figuresAsOf: '2025-06-30',
    tacticKeys: ['founder-led-sales', 'private-beta'],
  },
  {
    key: 'livro-claro',
    title: 'Livro Claro: A Small-Business Tax App Hit by a Rule Change and Its Own Burn',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Livro Claro helped Brazilian micro-entrepreneurs file taxes. A government rule change made its main feature free overnight, and a large team made the pivot impossible.',
    businessName: 'Livro Claro',
    websiteUrl: 'https://livroclaro.example',
    founderName: 'Thiago Figueiredo',
    founderSocialUrl: 'https://social.example/@thiagomonteiro',
    language: 'English',
    regionTags: ['South America', 'Brazil', 'Sao Paulo'],
    niche: ['Finance & FinTech'],
    tags: ['tax-software', 'regulation', 'burn-rate', 'shutdown'],
    monthlyRevenue: 44_000,
    monthlyProfit: -88_000,
    grossMarginPercent: 77,
    startingCosts: 500_000,
    founderCount: 3,
    employeeCount: 20,
    yearFounded: 2019,
    country: 'Brazil',
    continent: 'south-america',
    businessModel: 'saas',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Livro Claro was a subscription app that handled monthly tax filings for Brazilian micro-entrepreneurs. It reached $44,000 a month before a new government portal made its core feature unnecessary.',
      problem:
        'Micro-entrepreneurs had to file monthly tax forms through confusing government websites, and many paid accountants or missed deadlines and paid fines.',
      solution:
        'An app that calculated and filed the monthly tax automatically, with reminders and a simple dashboard of income.',
      summary:
        'When the government launched a free, simple filing app, Livro Claro lost its reason to exist. A team of twenty and a high burn left no time to find a new one.',
      metrics: { peak_mrr: 44_000, customer_count: 11_000, cac: 9 },
    },
    metricsSnapshot: { peak_mrr: 44_000, customer_count: 11_000, monthly_burn_usd: 132_000 },
    contentGenesis:
      "Thiago Figueiredo's mother ran a small sewing business and paid a fine every year for late filings. He and two friends from business school built an app to do the filing for her.",
    contentValidation:
      'A simple version signed up 2,000 paying users in three months through search ads. The founders raised $500,000 and then a larger round, expecting to become the default tax tool for millions.',
    contentBuilding:
      'The team grew to twenty people, building onboarding checklists, behaviour-triggered reminder e-mails and an accounting module. Monthly burn reached $132,000.',
    contentLaunch:
      'Livro Claro launched nationally with search ads on phrases about late filings and fines. Partnerships with small-business associations followed, and the customer count reached 11,000 within two years.',
    contentGrowth:
      'In 2022 the federal government launched its own free, simplified filing app for micro-entrepreneurs. New sign-ups fell by 80% in a month, and existing customers began cancelling.',
    contentStatusFuture:
      'The founders tried to pivot to bookkeeping for slightly larger businesses, but with eight months of runway the pivot could not reach revenue in time. Livro Claro closed in 2023 and its customers were referred to a partner accounting firm.',
    contentLessonsLearned:
      'They learned that a business built on the complexity of a government process is exposed to that process being simplified. A high burn rate removed the time they needed to adapt.',
    contentAdvice:
      'If your value comes from a regulatory pain, watch for signs the regulator will fix it and build a second reason for customers to stay. Keep the team small until revenue proves the business is durable.',
    founderQuote: 'Our biggest competitor turned out to be the government doing its job well.',
    techStackPlaybook: ['Python', 'Django', 'PostgreSQL', 'Google Ads', 'Customer.io'],
    resourceLibrary: ['Regulatory dependency checklist', 'Runway and burn-rate planner'],
    keyDecisions: {
      firstInvestment: 'A $500,000 seed round, followed by a larger round a year later.',
      firstHire: 'A head of growth to scale search advertising.',
      majorPivot: 'An attempted move to bookkeeping for small companies.',
    },
    publishedAt: '2023-09-12',
    tacticKeys: ['paid-search-long-tail', 'onboarding-checklist', 'activation-email-sequence'],
  },
  {
    key: 'fitbairro',
    title: 'FitBairro: Neighbourhood Workout Groups That Nobody Would Organise',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'FitBairro tried to connect personal trainers with neighbours for group workouts in local parks. Trainers preferred their own clients, and the groups never took off.',
    businessName: 'FitBairro',
    websiteUrl: 'https://fitbairro.example',
    founderName: 'Beatriz Campos',
    language: 'English',
    regionTags: ['South America', 'Brazil', 'Belo Horizonte'],
    niche: ['Health & Fitness'],
    tags: ['fitness', 'community', 'marketplace', 'side-project'],
    monthlyRevenue: 400,
    monthlyProfit: -150,
    grossMarginPercent: 70,
    startingCosts: 900,
    founderCount: 2,
    employeeCount: 0,
    yearFounded: 2025,
    country: 'Brazil',
    continent: 'south-america',
    businessModel: 'other',
    primaryGrowthChannel: 'community',
    fundingType: 'bootstrapped',
    customerType: 'marketplace',
    involvement: 'side',
    contentStructure: {
      introduction:
        'FitBairro organised outdoor group workouts in neighbourhood parks, led by freelance personal trainers and paid per session. It ran for ten months as a side project.',
      problem:
        'Personal training is expensive for most people, and many residents wanted to exercise with neighbours but lacked structure and motivation.',
      solution:
        'Affordable group sessions in local parks, booked through a simple website, with trainers paid per participant.',
      summary:
        'FitBairro never solved the supply side: trainers earned more from private clients and saw the groups as low-paid extra work.',
      metrics: { peak_mrr: 400, trainer_count: 4, participant_count: 85 },
    },
    metricsSnapshot: { peak_mrr: 400, session_count: 46, trainer_count: 4 },
    contentGenesis:
      'Beatriz Campos and her husband Rodrigo exercised in their local park and noticed dozens of neighbours doing the same alone. They imagined a network of trainer-led groups across the city.',
    contentValidation:
      'A neighbourhood chat group gathered 60 interested residents in a week. But only four trainers agreed to lead sessions, and none wanted more than one a week.',
    contentBuilding:
      'The founders used a no-code booking site and a spreadsheet for payments. They spent $900 on mats and a speaker that trainers could borrow.',
    contentLaunch:
      'The first sessions drew 20 people each and a friendly atmosphere. Attendance dropped quickly in the rainy season, and trainers cancelled sessions with low sign-ups.',
    contentGrowth:
      'Each cancelled session reduced trust, and participants stopped booking ahead. The community chat stayed active, but mainly for chatting, not for paying for sessions.',
    contentStatusFuture:
      'FitBairro stopped charging in 2026 and became a free neighbourhood running group. The founders say they are happier with it that way.',
    contentLessonsLearned:
      'They learned that the trainers were the real customers to win, and the economics for trainers never worked. A community that enjoys meeting for free will not necessarily pay.',
    contentAdvice:
      'In a two-sided business, make sure the supply side earns enough to stay. Test whether people pay, not just whether they join a chat group.',
    founderQuote: 'Everyone wanted to join the group. Nobody wanted to lead it for what we could pay.',
    techStackPlaybook: ['WhatsApp groups', 'Google Sheets', 'No-code booking site'],
    resourceLibrary: ['Supply-side economics worksheet', 'Community to paid conversion test plan'],
    keyDecisions: {
      firstInvestment: 'Mats and a portable speaker for $900.',
      firstHire: 'None; trainers were paid per session.',
      majorPivot: 'Turning the paid service into a free community running group.',
    },
    publishedAt: '2026-09-08',
    tacticKeys: ['customer-community', 'no-code-prototype'],
  },
  {
    key: 'huerta-rapida',
    title: 'Huerta Rapida: Fifteen-Minute Grocery Delivery in Montevideo That Lost Money on Every Order',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Huerta Rapida promised groceries in fifteen minutes from small dark stores. Orders grew to $70,000 a month, but the average basket was too small to pay for the rider.',
    businessName: 'Huerta Rapida',
    websiteUrl: 'https://huertarapida.example',
    founderName: 'Santiago Pereira',
    founderSocialUrl: 'https://social.example/@santipereira',
    language: 'English',
    regionTags: ['South America', 'Uruguay', 'Montevideo'],
    niche: ['Food & Beverage'],
    tags: ['quick-commerce', 'delivery', 'unit-economics', 'shutdown'],
    monthlyRevenue: 70_000,
    monthlyProfit: -64_000,
    grossMarginPercent: 21,
    startingCosts: 350_000,
    founderCount: 2,
    employeeCount: 25,
    yearFounded: 2020,
    country: 'Uruguay',
    continent: 'south-america',
    businessModel: 'other',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'marketplace',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Huerta Rapida delivered groceries from neighbourhood dark stores in Montevideo within fifteen minutes, connecting local producers with households. It closed after two years of losses.',
      problem:
        'City residents wanted fresh produce without the trip to a supermarket, and small local producers wanted a direct route to households.',
      solution:
        'Small warehouses stocked by local producers, an app for ordering and a fleet of riders on electric bikes promising delivery in fifteen minutes.',
      summary:
        'Customers loved the speed but placed small orders. With an average basket of $14, rider, rent and discount costs made every order a loss.',
      metrics: { peak_mrr: 70_000, average_basket_usd: 14, cost_per_delivery_usd: 5 },
    },
    metricsSnapshot: { peak_mrr: 70_000, order_count: 5_000, cac: 22 },
    contentGenesis:
      'Santiago Pereira and Valentina Acosta had watched fast-delivery startups grow in larger cities abroad. They believed Montevideo was ready for one with a local, fresh-produce twist.',
    contentValidation:
      "A pilot from a single garage in one neighbourhood delivered 300 orders in its first month. The founders raised $350,000 on the strength of that growth, without modelling a mature neighbourhood's basket size.",
    contentBuilding:
      'They opened three dark stores and hired 25 riders and pickers on salaries to guarantee the fifteen-minute promise. Rent and salaries made up most of the fixed costs.',
    contentLaunch:
      'The city-wide launch used creator videos and a referral code giving both friends a discount on their next three orders. Orders grew to 5,000 a month.',
    contentGrowth:
      'Most customers used the service for small top-up shops, and many ordered only when a discount was available. Each delivery cost about $5 in labour and packaging, on a basket that earned around $3 in gross margin. Raising the minimum order cut volume in half within weeks.',
    contentStatusFuture:
      'Huerta Rapida closed in 2022. Its producer network was handed over to a cooperative that now runs a weekly delivery with pre-ordered boxes.',
    contentLessonsLearned:
      'The founders learned that speed is expensive, and customers were not willing to pay for it. A weekly pre-ordered delivery would have had lower costs and larger baskets.',
    contentAdvice:
      'Model your unit economics at realistic basket sizes, not pilot enthusiasm. Be careful with referral discounts that train customers to wait for deals.',
    founderQuote: 'Fifteen minutes was a great promise and a terrible business.',
    techStackPlaybook: ['Flutter', 'Node.js', 'PostgreSQL', 'Route optimisation API'],
    resourceLibrary: ['Delivery unit economics model', 'Basket size sensitivity table'],
    keyDecisions: {
      firstInvestment: 'Leases on three dark stores.',
      firstHire: 'A rider fleet manager.',
      majorPivot: 'A minimum order value that halved volume.',
    },
    publishedAt: '2023-03-14',
    tacticKeys: ['double-sided-referral', 'ugc-video-ads'],
  },
  {
    key: 'wattle-and-oat',
    title: 'Wattle & Oat: One Supermarket Deal Made the Brand, Then Broke It',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'A muesli bar brand from Adelaide won a national supermarket listing. Promotion fees, payment terms and a delisting a year later wiped out the business.',
    businessName: 'Wattle & Oat',
    websiteUrl: 'https://wattleandoat.example',
    founderName: 'Sophie Marchant',
    founderSocialUrl: 'https://social.example/@sophiemarchant',
    language: 'English',
    regionTags: ['Oceania', 'Australia', 'South Australia'],
    niche: ['Food & Beverage'],
    tags: ['cpg', 'retail', 'customer-concentration', 'shutdown'],
    monthlyRevenue: 13_000,
    monthlyProfit: -4_500,
    grossMarginPercent: 24,
    startingCosts: 35_000,
    founderCount: 2,
    employeeCount: 2,
    yearFounded: 2021,
    country: 'Australia',
    continent: 'oceania',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'sales',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Wattle & Oat made muesli bars with native Australian seeds and sold them online and through shops. A national supermarket listing quadrupled revenue and then ended the company.',
      problem:
        'Health-conscious shoppers found most snack bars too sweet and full of imported ingredients, while native Australian ingredients were little known.',
      solution:
        'Low-sugar bars made with wattleseed and other native ingredients, sold online and stocked in cafes and independent grocers before the supermarket deal.',
      summary:
        'The supermarket became 80% of revenue, with heavy promotion costs and 60-day payment terms. When the bars were delisted, the brand had no cash and few other customers.',
      metrics: { peak_mrr: 13_000, retail_share_percent: 80, payment_term_days: 60 },
    },
    metricsSnapshot: { peak_mrr: 13_000, stockist_count: 45, gross_margin_percent: 24 },
    contentGenesis:
      "Sophie Marchant, a nutritionist, and her brother Tom baked bars for Sophie's clients who wanted a healthy snack. Customers at a farmers' market kept coming back for more.",
    contentValidation:
      'The bars sold out every Saturday at the market for a year, and 40 cafes and grocers stocked them. Online sales added a few hundred orders a month.',
    contentBuilding:
      'The siblings invested $35,000 in a shared commercial kitchen lease and packaging. They met a supermarket buyer at a food trade show, who offered a trial listing in 300 stores.',
    contentLaunch:
      'The supermarket launch quadrupled production, and Sophie and Tom hired two staff. The listing required paid promotions every month and came with 60-day payment terms.',
    contentGrowth:
      'Promotion fees and discounts reduced gross margin from 45% to 24%, and the siblings neglected the cafes and online shop to keep up with supermarket orders. After a year the supermarket delisted the bars for a cheaper competitor, leaving them with stock, debts and few remaining stockists.',
    contentStatusFuture:
      'Wattle & Oat closed in 2023. Sophie has returned to nutrition practice and occasionally bakes bars for her clients again.',
    contentLessonsLearned:
      'They learned that a big retailer can become a single point of failure. They should have negotiated limits on promotions and kept building their own channels alongside the supermarket.',
    contentAdvice:
      'Never let one customer become most of your revenue. Know the true margin after promotions, fees and payment terms before you sign a retail deal.',
    founderQuote: 'Getting into the supermarket felt like winning. Getting out of it was like being fired by your only client.',
    techStackPlaybook: ['Shopify', 'Xero', 'Retail EDI portal'],
    resourceLibrary: ['Retail deal margin calculator', 'Customer concentration risk checklist'],
    keyDecisions: {
      firstInvestment: 'A shared commercial kitchen lease.',
      firstHire: 'A production assistant for the supermarket volumes.',
      majorPivot: 'Accepting a national supermarket listing.',
    },
    publishedAt: '2024-04-30',
    tacticKeys: ['wholesale-partnerships', 'trade-show-events'],
  },
  {
    key: 'pocket-pilates',
    title: 'Pocket Pilates: A Lifetime Deal, a Viral Month and a Burned-Out Founder',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'A pilates instructor sold lifetime access to her workout app during a viral month. The cash ran out long before the support obligations did.',
    businessName: 'Pocket Pilates',
    websiteUrl: 'https://pocketpilates.example',
    founderName: 'Emma Thornbury',
    founderSocialUrl: 'https://social.example/@emmapilates',
    language: 'English',
    regionTags: ['Oceania', 'New Zealand', 'Christchurch'],
    niche: ['Health & Fitness'],
    tags: ['fitness-app', 'lifetime-deal', 'burnout', 'side-project'],
    monthlyRevenue: 750,
    monthlyProfit: -200,
    grossMarginPercent: 65,
    startingCosts: 1_800,
    founderCount: 1,
    employeeCount: 0,
    yearFounded: 2024,
    country: 'New Zealand',
    continent: 'oceania',
    businessModel: 'apps',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'side',
    contentStructure: {
      introduction:
        'Pocket Pilates was a workout app of short pilates routines for small spaces. Its founder, a part-time instructor, sold lifetime access during a viral moment and then struggled to keep it running.',
      problem:
        'People in small flats wanted guided pilates at home but found long classes and equipment-heavy routines impractical.',
      solution:
        'Ten-minute mat routines filmed in a tiny flat, released weekly, with a lifetime licence sold as a launch offer.',
      summary:
        'The lifetime deal turned a viral month into one burst of cash, after which monthly revenue stayed tiny while the founder still owed new content to every buyer.',
      metrics: { peak_mrr: 750, lifetime_buyer_count: 1_300, monthly_subscriber_count: 60 },
    },
    metricsSnapshot: { peak_mrr: 750, lifetime_buyer_count: 1_300, follower_count: 110_000 },
    contentGenesis:
      'Emma Thornbury taught pilates three evenings a week and filmed short routines in her small flat for students. One video of a routine beside her bed reached two million views.',
    contentValidation:
      'Thousands of followers asked for a full programme, so she rushed out an app built by a freelance developer. To capture the moment, she sold lifetime access for $29.',
    contentBuilding:
      'The app cost $1,800 to build on a white-label fitness platform. Emma promised a new routine every week to all lifetime buyers.',
    contentLaunch:
      'The lifetime deal sold 1,300 licences in three weeks and brought in about $37,000 after fees. Emma celebrated with her students, and for a few weeks it felt like the business was made.',
    contentGrowth:
      'After the viral month, follower growth slowed and only 60 people subscribed monthly. Platform fees, hosting and video production continued, while every lifetime buyer expected weekly content. Emma spent her evenings filming and answering support e-mails on top of her day job.',
    contentStatusFuture:
      'Emma closed the app in 2025, gave lifetime buyers a free download of the full library and returned to teaching in person. She says she would try again with a subscription from day one.',
    contentLessonsLearned:
      'She learned that a lifetime deal sells the future for cash today, and a side project cannot carry an unlimited promise. Depending on one viral video for demand made the business fragile.',
    contentAdvice:
      'Be cautious with lifetime deals; cap them and never promise ongoing work you cannot sustain. Build an e-mail list during any viral moment so you can reach people after the spike fades.',
    founderQuote: 'I sold a lifetime of classes to people I could only teach for a year.',
    techStackPlaybook: ['White-label fitness app platform', 'CapCut', 'Stripe'],
    resourceLibrary: ['Lifetime deal cost model', 'Content commitment planner for solo creators'],
    keyDecisions: {
      firstInvestment: '$1,800 for a white-label app build.',
      firstHire: 'None; she filmed, edited and handled support alone.',
      majorPivot: 'Closing the app and returning to in-person teaching.',
    },
    publishedAt: '2025-10-21',
    tacticKeys: ['short-form-video', 'lifetime-deal-launch'],
  },
  {
    key: 'southerly-ad-lab',
    title: 'Southerly Ad Lab: An Agency That Lost 70% of Revenue in One E-mail',
    status: 'draft',
    caseStudyType: 'failure',
    snippet:
      'A Perth creative agency grew to $21,000 a month, mostly from one client. When that client moved its work in-house, the agency folded within three months. Draft in review.',
    businessName: 'Southerly Ad Lab',
    websiteUrl: 'https://southerlyadlab.example',
    founderName: 'Jack Morrison',
    language: 'English',
    regionTags: ['Oceania', 'Australia', 'Western Australia'],
    niche: ['Marketing & Advertising'],
    tags: ['agency', 'client-concentration', 'services', 'shutdown'],
    monthlyRevenue: 21_000,
    monthlyProfit: 3_800,
    grossMarginPercent: 44,
    startingCosts: 3_000,
    founderCount: 2,
    employeeCount: 2,
    yearFounded: 2020,
    country: 'Australia',
    continent: 'oceania',
    businessModel: 'services',
    primaryGrowthChannel: 'referral',
    fundingType: 'bootstrapped',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Southerly Ad Lab produced video and social campaigns for businesses in Western Australia. It was profitable for three years, then collapsed when its largest client left.',
      problem:
        'Regional businesses needed professional social campaigns but found city agencies expensive and slow.',
      solution:
        'A small studio producing monthly content packages for a fixed fee, with quick turnarounds and local knowledge.',
      summary:
        'One mining-services client made up 70% of revenue. When it hired its own in-house team, the agency could not replace the income quickly enough.',
      metrics: { peak_mrr: 21_000, client_count: 5, largest_client_share_percent: 70 },
    },
    metricsSnapshot: { peak_mrr: 21_000, client_count: 5, months_of_cash: 2 },
    contentGenesis:
      'Jack Morrison and Aisha Rahman left a city agency to start a studio in Perth. A former colleague at a mining-services company offered them a large monthly retainer to get started.',
    contentValidation:
      "The retainer covered both founders' salaries from the first month. Because of that, they never had to test whether other businesses would buy their packages.",
    contentBuilding:
      'They packaged their work into monthly content plans and hired two junior editors. Referrals from the big client brought four smaller clients.',
    contentLaunch:
      'The studio never had a formal launch, only a website and a showreel. Almost all work came through the main client and its network.',
    contentGrowth:
      "For three years revenue grew with the big client's budget. When the client decided to build an in-house team and hired one of Southerly's own editors, 70% of revenue disappeared with a single e-mail.",
    contentStatusFuture:
      'The founders tried to find new clients quickly but had no sales process or pipeline. They closed the studio within three months, and this draft is awaiting their review.',
    contentLessonsLearned:
      'They learned that a comfortable retainer hid the need to build a real sales engine. They should have capped any client at a third of revenue and always kept prospecting.',
    contentAdvice:
      'Track your revenue concentration every month and act if one client passes a third. Keep a small pipeline of new business even when you are busy.',
    founderQuote: 'We did not have a business. We had one very good customer.',
    techStackPlaybook: ['Adobe Premiere Pro', 'Frame.io', 'Xero', 'Trello'],
    resourceLibrary: ['Client concentration tracker', 'Agency pipeline template'],
    keyDecisions: {
      firstInvestment: 'Camera and editing equipment for $3,000.',
      firstHire: 'A junior video editor who later joined the big client.',
      majorPivot: 'A rushed attempt at outbound sales after the main client left.',
    },
    publishedAt: null,
    figuresAsOf: '2023-03-31',
    tacticKeys: ['productized-service', 'partner-referrals'],
  },
  {
    key: 'adinkra-threads',
    title: 'Adinkra Threads: Global Demand, Local Cash Flow Problems',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'An Accra clothing brand found eager buyers abroad through creators, but shipping costs, slow payouts and pre-order delays drained its cash within two years.',
    businessName: 'Adinkra Threads',
    websiteUrl: 'https://adinkrathreads.example',
    founderName: 'Kwame Asante',
    founderSocialUrl: 'https://social.example/@kwameadinkra',
    language: 'English',
    regionTags: ['Africa', 'Ghana', 'Accra'],
    niche: ['Fashion & Beauty'],
    tags: ['fashion', 'cash-flow', 'cross-border', 'shutdown'],
    monthlyRevenue: 4_500,
    monthlyProfit: -900,
    grossMarginPercent: 38,
    startingCosts: 6_000,
    founderCount: 1,
    employeeCount: 2,
    yearFounded: 2022,
    country: 'Ghana',
    continent: 'africa',
    businessModel: 'ecommerce',
    primaryGrowthChannel: 'social',
    fundingType: 'bootstrapped',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Adinkra Threads made contemporary clothing printed with traditional Adinkra symbols, sewn by tailors in Accra. Most of its buyers lived in Europe and North America.',
      problem:
        'Buyers abroad wanted modern West African fashion with authentic origins, and skilled tailors in Accra lacked access to international customers.',
      solution:
        'A direct online store with pre-orders, promoted by diaspora creators who received free pieces.',
      summary:
        'Demand was real, but international shipping costs, payment payouts that took weeks, and pre-orders that had to be funded up front made cash flow impossible.',
      metrics: { peak_mrr: 4_500, order_count: 60, shipping_cost_share_percent: 28 },
    },
    metricsSnapshot: { peak_mrr: 4_500, order_count: 60, payout_delay_days: 21 },
    contentGenesis:
      'Kwame Asante studied design and worked with tailors in his neighbourhood on commissions for friends abroad. Photos of his shirts in a diaspora group drew hundreds of questions about buying.',
    contentValidation:
      'A pre-order for 40 shirts sold out in three days through the diaspora group. This convinced Kwame to leave his job and build the brand full-time.',
    contentBuilding:
      'He invested $6,000 in fabric, printing screens and a website. Two tailors joined on a per-piece basis, and Kwame sent free pieces to fifteen diaspora creators.',
    contentLaunch:
      "The launch collection sold well through creators' posts, mostly as pre-orders. But Kwame had to buy fabric and pay tailors before the payment provider released funds three weeks later.",
    contentGrowth:
      'Shipping to Europe and North America cost 28% of the order value, and customs delays led to refunds. A currency swing raised the cost of imported fabric mid-season, and Kwame ran out of cash to fund the next batch of pre-orders.',
    contentStatusFuture:
      'Adinkra Threads paused in 2024. Kwame now sells wholesale to two boutiques abroad, which pay deposits up front and handle their own shipping.',
    contentLessonsLearned:
      'He learned that pre-orders only help cash flow if the money arrives before production costs are due. Shipping and currency costs needed to be in the price from day one.',
    contentAdvice:
      'Map exactly when cash comes in and when it goes out for each order. If you sell internationally, price in shipping, duties and currency risk, or let partners carry them.',
    founderQuote: 'Every order was a reason to celebrate and a reason to worry about next month.',
    techStackPlaybook: ['Shopify', 'Paystack', 'DHL Express', 'Instagram'],
    resourceLibrary: ['Order-level cash flow timeline', 'International shipping price checklist'],
    keyDecisions: {
      firstInvestment: '$6,000 in fabric, screens and a website.',
      firstHire: 'Two tailors paid per piece.',
      majorPivot: 'Moving to wholesale with boutique deposits.',
    },
    publishedAt: '2024-11-26',
    tacticKeys: ['micro-influencer-seeding', 'pre-selling'],
  },
  {
    key: 'nilepath-prep',
    title: 'Nilepath Prep: An Exam App Priced in Dollars in a Falling-Currency Market',
    status: 'published',
    caseStudyType: 'failure',
    snippet:
      'Nilepath built an exam-preparation app for secondary students in Egypt. Costs were in dollars, revenue in pounds, and a currency devaluation broke the model.',
    businessName: 'Nilepath Prep',
    websiteUrl: 'https://nilepath.example',
    founderName: 'Youssef Abdelrahman',
    founderSocialUrl: 'https://social.example/@youssefabdelrahman',
    language: 'English',
    regionTags: ['Africa', 'Egypt', 'Cairo'],
    niche: ['Education & EdTech'],
    tags: ['exam-prep', 'currency-risk', 'pricing', 'shutdown'],
    monthlyRevenue: 7_000,
    monthlyProfit: -16_000,
    grossMarginPercent: 55,
    startingCosts: 120_000,
    founderCount: 3,
    employeeCount: 9,
    yearFounded: 2020,
    country: 'Egypt',
    continent: 'africa',
    businessModel: 'apps',
    primaryGrowthChannel: 'paid',
    fundingType: 'funded',
    customerType: 'b2c',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Nilepath Prep offered video lessons and practice exams for the national secondary-school exam in Egypt. It had 9,000 paying students at its peak and closed in 2024.',
      problem:
        'Families spend heavily on private tutoring for the final secondary exam, and many students cannot afford good tutors.',
      solution:
        'An affordable app with lessons from top teachers, practice exams and progress tracking, sold as a yearly subscription in Egyptian pounds.',
      summary:
        'Hosting, video and advertising costs were in dollars while prices were in pounds. After the currency lost much of its value, each subscriber cost more to serve than they paid.',
      metrics: { peak_mrr: 7_000, student_count: 9_000, cac: 11 },
    },
    metricsSnapshot: { peak_mrr: 7_000, student_count: 9_000, dollar_cost_share_percent: 65 },
    contentGenesis:
      'Youssef Abdelrahman tutored for the national exam while studying engineering and saw families spend money they did not have on private lessons. With two friends he set out to make top teaching affordable.',
    contentValidation:
      'A pilot with recorded lessons on a video channel reached 50,000 students, and a paid practice exam pack sold 2,000 copies. The founders raised $120,000.',
    contentBuilding:
      'They built an app with lessons, practice exams and an onboarding checklist to set a study plan. Video hosting and analytics tools were billed in dollars.',
    contentLaunch:
      'The app launched before the exam season with creator videos from popular student vloggers. Subscriptions reached 9,000 within a year at a low yearly price.',
    contentGrowth:
      'When the currency devalued sharply, dollar costs for hosting and ads nearly doubled in local terms. The founders raised prices, but families were under pressure from inflation, and sign-ups fell by half.',
    contentStatusFuture:
      'Nilepath closed in 2024 and licensed its lesson library to a school network. Youssef now works on a tutoring product sold to schools rather than families.',
    contentLessonsLearned:
      'The founders learned to match the currency of their costs to the currency of their revenue where possible. Their pricing was set for growth, not for resilience.',
    contentAdvice:
      'In markets with unstable currencies, keep costs local where you can and build price increases into your plan. Price on value to the family, not the lowest possible number.',
    founderQuote: 'Our product got better every month, and our prices got worse every month.',
    techStackPlaybook: ['React Native', 'Firebase', 'Vimeo hosting', 'Paymob payments'],
    resourceLibrary: ['Currency exposure worksheet', 'Pricing review checklist for inflationary markets'],
    keyDecisions: {
      firstInvestment: 'A video studio and recordings with top exam teachers.',
      firstHire: 'A head of content who had taught for fifteen years.',
      majorPivot: 'Licensing the lesson library to a school network.',
    },
    publishedAt: '2025-05-13',
    tacticKeys: ['value-based-pricing', 'ugc-video-ads', 'onboarding-checklist'],
  },
  {
    key: 'imena-health',
    title: 'Imena Health: Clinic Reminder Software Stuck in Endless Free Pilots',
    status: 'draft',
    caseStudyType: 'failure',
    snippet:
      'Imena Health built text-message reminders for clinic patients in Rwanda. Pilots went well, but public procurement never turned them into paid contracts. Draft pending review.',
    businessName: 'Imena Health',
    websiteUrl: 'https://imenahealth.example',
    founderName: 'Grace Uwimana',
    founderSocialUrl: 'https://social.example/@graceuwimana',
    language: 'English',
    regionTags: ['Africa', 'Rwanda', 'Kigali'],
    niche: ['Health & Fitness', 'Tech & Software'],
    tags: ['health-tech', 'procurement', 'pilots', 'shutdown'],
    monthlyRevenue: 0,
    monthlyProfit: -7_500,
    grossMarginPercent: 0,
    startingCosts: 80_000,
    founderCount: 2,
    employeeCount: 4,
    yearFounded: 2021,
    country: 'Rwanda',
    continent: 'africa',
    businessModel: 'saas',
    primaryGrowthChannel: 'sales',
    fundingType: 'funded',
    customerType: 'b2b',
    involvement: 'fulltime',
    contentStructure: {
      introduction:
        'Imena Health sent text-message reminders for vaccinations and follow-up visits to patients of public health clinics. It ran pilots in 26 clinics without ever signing a paid contract.',
      problem:
        'Patients missed vaccinations and follow-up appointments, and clinic staff had no time to call them one by one.',
      solution:
        'Automatic reminders in local languages, sent from clinic registers, with a dashboard of missed appointments.',
      summary:
        'The pilots improved attendance, but public clinics could not buy software outside a national procurement process that took years. Free pilots consumed the grant money.',
      metrics: { mrr: 0, clinic_count: 26, attendance_improvement_percent: 23 },
    },
    metricsSnapshot: { mrr: 0, clinic_count: 26, reminder_count: 180_000 },
    contentGenesis:
      'Grace Uwimana, a nurse, and Eric Habimana, a software engineer, saw children miss vaccinations because parents forgot the dates. They built a reminder system over a summer.',
    contentValidation:
      'A pilot in three clinics raised attendance by almost a quarter, and the district health office praised it publicly. The founders won an $80,000 grant to expand.',
    contentBuilding:
      'They expanded the pilot to 26 clinics and paid for every text message from the grant. Four staff were hired to train clinic workers on the dashboard.',
    contentLaunch:
      'There was no commercial launch; every clinic joined as a free pilot. The founders assumed the health ministry would buy the service once it saw the results.',
    contentGrowth:
      'The ministry required a national tender, which was scheduled and postponed twice. Meanwhile the grant paid for messages and staff, and donors would not fund a product without a paying customer.',
    contentStatusFuture:
      'The founders are winding down the service and seeking a partner to take over the clinics. This draft will be updated when they publish their final report.',
    contentLessonsLearned:
      'They learned to understand how the customer buys before running pilots. Pilots should have been paid, even symbolically, and tied to a purchase decision.',
    contentAdvice:
      'Map the procurement process of public buyers before building. Never run free pilots without an agreed path to a paid contract.',
    founderQuote: 'Everyone agreed it worked. Nobody had the authority to pay for it.',
    techStackPlaybook: ['Python', 'Django', 'SMS gateway', 'PostgreSQL'],
    resourceLibrary: ['Public procurement map template', 'Pilot-to-contract agreement checklist'],
    keyDecisions: {
      firstInvestment: 'An $80,000 grant spent on pilots and text messages.',
      firstHire: 'A clinic trainer who had worked as a community health worker.',
      majorPivot: 'Seeking a partner organisation to run the service.',
    },
    publishedAt: null,
    figuresAsOf: '2024-09-30',
    tacticKeys: ['paid-pilots', 'customer-interviews'],
  },
];
