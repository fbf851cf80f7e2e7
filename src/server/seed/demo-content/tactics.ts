/**
 * Fictional demo content written for Flightdeck: growth tactics for the demo dataset.
 * The advice is general; the companies that use these tactics in the case studies are invented.
 */
import type { DemoTactic } from './types.ts';

export const DEMO_TACTICS: DemoTactic[] = [
  // --- acquisition ---------------------------------------------------------------------------
  {
    key: 'seo-content-clusters',
    name: 'SEO Content Clusters',
    category: 'acquisition',
    descriptionHtml:
      '<p>Group articles around one <strong>pillar page</strong> per topic your buyers search for, and link every supporting article back to it. Search engines read the cluster as topical authority, and readers find a clear path from a how-to question to your product.</p><p>Clusters compound slowly: expect little for four to six months, then steady, cheap traffic that keeps arriving after you stop writing.</p>',
    successSignals: [
      'Organic sessions grow month over month for three months in a row',
      'Supporting articles rank on page one for long-tail queries',
      'At least 20% of trial sign-ups name search as their source',
      'The pillar page earns links you never asked for',
    ],
    failureSignals: [
      'Articles target keywords with no buying intent',
      'Traffic arrives but bounces within ten seconds',
      'Several of your pages compete for the same query',
      'Publishing stops after the first month because results are slow',
    ],
    implementationTips: [
      'Start from the questions customers ask on sales calls, not from a keyword tool',
      'Write the pillar page last, once five supporting pieces exist',
      'Add one internal link from every new article to the pillar and one back',
      'Refresh the top ten pages every six months with new numbers and examples',
    ],
    tags: ['seo', 'content', 'organic'],
  },
  {
    key: 'programmatic-seo',
    name: 'Programmatic SEO Landing Pages',
    category: 'acquisition',
    parentKey: 'seo-content-clusters',
    descriptionHtml:
      '<p>Generate hundreds of useful landing pages from a structured dataset, such as <em>"invoice template for plumbers"</em> or <em>"coworking in Porto"</em>. Each page answers one narrow query with real data, not spun text.</p><p>It works when you own data nobody else has published; it fails when the pages are thin copies of each other.</p>',
    successSignals: [
      'Most generated pages get indexed within eight weeks',
      'Long-tail pages convert at least as well as hand-written ones',
      'Impressions grow across many queries instead of a few',
    ],
    failureSignals: [
      'The search console reports many pages as crawled but not indexed',
      'Pages differ only by a swapped city or job title',
      'A core algorithm update cuts traffic in half overnight',
    ],
    implementationTips: [
      'Hand-write ten pages first and only automate the pattern that ranks',
      'Give every page at least one unique data point, table or calculation',
      'Release in batches of 50 and watch indexing before publishing more',
    ],
    tags: ['seo', 'automation', 'landing-pages'],
  },
  {
    key: 'cold-email-outreach',
    name: 'Personalised Cold Email Outreach',
    category: 'acquisition',
    descriptionHtml:
      '<p>Send short, researched e-mails to a tightly defined list of prospects. The first line proves you looked at <strong>their</strong> business; the ask is small, such as a fifteen-minute call or a reply with one answer.</p><ul><li>Keep volume low per mailbox to protect deliverability.</li><li>Follow up two or three times, then stop.</li></ul>',
    successSignals: [
      'Reply rate above 8% on a new list',
      'At least one booked call per 40 e-mails sent',
      'Prospects forward the e-mail to the right colleague',
    ],
    failureSignals: [
      'Open rates fall below 30%, a sign of spam-folder placement',
      'Replies are mostly unsubscribe requests',
      'The same template goes to every industry on the list',
      'The sending domain is the same as the company domain',
    ],
    implementationTips: [
      'Use a separate sending domain and warm it up for two weeks',
      'Write one observation about the prospect that a template could not produce',
      'Ask a question they can answer in one line instead of asking for a demo',
      'Track replies per segment and drop segments under 3% after 200 sends',
    ],
    tags: ['outbound', 'email', 'b2b'],
  },
  {
    key: 'paid-search-long-tail',
    name: 'Long-Tail Paid Search Campaigns',
    category: 'acquisition',
    descriptionHtml:
      '<p>Bid on specific, high-intent search phrases that bigger competitors ignore, such as a product category plus a city or a problem plus a job title. Clicks are cheaper and the searcher already knows what they want.</p><p>Pair every ad group with a landing page that repeats the exact phrase and shows a price or next step.</p>',
    successSignals: [
      'Cost per acquisition stays under one third of first-year customer value',
      'Search terms report shows mostly relevant queries',
      'Conversion rate on landing pages exceeds 4%',
    ],
    failureSignals: [
      'Broad match keywords pull in unrelated searches',
      'Spend rises faster than conversions after a budget increase',
      'Competitors start bidding on your brand name and you match them',
    ],
    implementationTips: [
      'Start with exact and phrase match only, at a capped daily budget',
      'Add negative keywords every week from the search terms report',
      'Send each ad group to its own landing page rather than the home page',
    ],
    tags: ['paid', 'search', 'ppc'],
  },
  {
    key: 'app-marketplace-listings',
    name: 'App Marketplace and Integration Listings',
    category: 'acquisition',
    descriptionHtml:
      '<p>List your product in the app directories of platforms your customers already use: accounting suites, e-commerce platforms, CRMs and team chat tools. Buyers browsing a marketplace are looking for exactly the gap you fill.</p><p>A listing is only as good as its reviews and its integration depth, so treat it as a product surface, not an advert.</p>',
    successSignals: [
      'Marketplace installs become a top-three sign-up source',
      'Reviews mention the integration by name',
      'Installs from the listing activate faster than other sign-ups',
    ],
    failureSignals: [
      'The host platform launches a built-in feature that replaces yours',
      'More than half of revenue depends on a single marketplace',
      'Listing ranking drops after a handful of negative reviews',
    ],
    implementationTips: [
      'Ask the first 20 happy users for a review in the first week',
      'Write the listing around the job the user wants done, not your feature list',
      'Keep a second acquisition channel alive to limit platform risk',
    ],
    tags: ['integrations', 'marketplace', 'distribution'],
  },
  {
    key: 'ugc-video-ads',
    name: 'Creator-Made UGC Video Ads',
    category: 'acquisition',
    parentKey: 'short-form-video',
    descriptionHtml:
      '<p>Pay everyday creators to film short, unpolished videos of themselves using your product, then run the best performers as paid ads. User-generated footage looks native in social feeds and often beats studio creative on cost per purchase.</p><p>Test many hooks cheaply; scale only the few that hold up.</p>',
    successSignals: [
      'One in five creator videos beats the control ad',
      'Thumb-stop rate in the first three seconds above 30%',
      'Cost per purchase falls as winning hooks are reused',
    ],
    failureSignals: [
      'Creative fatigue: a winning ad decays within a week',
      'Creators read a script and the video feels like an advert',
      'Every purchase depends on a single ad set',
    ],
    implementationTips: [
      'Brief creators on the problem and the first line, not a full script',
      'Buy usage rights for paid ads in the contract up front',
      'Retire any ad whose frequency climbs above four',
    ],
    tags: ['paid-social', 'video', 'creators'],
  },
  {
    key: 'podcast-guesting',
    name: 'Podcast Guest Tour',
    category: 'acquisition',
    descriptionHtml:
      '<p>Appear as a guest on small, niche podcasts your buyers listen to. A forty-minute conversation builds more trust than any ad, and the episode keeps working for years.</p><ul><li>Pitch a specific story, not your product.</li><li>Offer listeners a memorable URL or a free resource.</li></ul>',
    successSignals: [
      'Sign-ups with a podcast-specific code arrive within a week of each episode',
      'Hosts invite you back or refer you to other shows',
      'Listeners quote your story back to you on sales calls',
    ],
    failureSignals: [
      'Shows are chosen for size rather than audience fit',
      'No way to attribute sign-ups to episodes',
      'Every interview retells the same generic founder story',
    ],
    implementationTips: [
      'Target shows with 500 to 5,000 listeners in your exact niche',
      'Prepare three stories with numbers and rotate them',
      'Use a short vanity URL per show to track results',
    ],
    tags: ['podcasts', 'audio', 'founder-brand'],
  },
  // --- activation ----------------------------------------------------------------------------
  {
    key: 'onboarding-checklist',
    name: 'Guided Onboarding Checklist',
    category: 'activation',
    descriptionHtml:
      '<p>Show new users a short checklist of the three to five steps that lead to their first real result. Each item links directly to the screen where it is done and ticks itself off automatically.</p><p>The checklist should end at the <strong>aha moment</strong>, the point where retained users differ from churned ones in your data.</p>',
    successSignals: [
      'Checklist completion above 40% in the first week',
      'Users who finish the checklist retain at twice the rate of those who do not',
      'Support tickets about getting started decrease',
    ],
    failureSignals: [
      'The list includes vanity steps like uploading an avatar',
      'Most users abandon at the same step',
      'Completion rises but retention does not move',
    ],
    implementationTips: [
      'Find the aha moment from retention data before writing any step',
      'Pre-fill sample data so the first step is never a blank screen',
      'Send a single nudge e-mail for the step users most often skip',
    ],
    tags: ['onboarding', 'activation', 'ux'],
  },
  {
    key: 'time-to-value-templates',
    name: 'Pre-Built Templates for Fast Time-to-Value',
    category: 'activation',
    parentKey: 'onboarding-checklist',
    descriptionHtml:
      '<p>Offer ready-made templates for the most common use cases so a new user starts from something that already works. A template turns an empty workspace into a finished example within a minute.</p><p>Templates also double as <em>search-friendly landing pages</em> when published publicly.</p>',
    successSignals: [
      'Over half of new workspaces start from a template',
      'Median time to first result drops below ten minutes',
      'Template pages attract organic sign-ups',
    ],
    failureSignals: [
      'Dozens of templates nobody uses clutter the picker',
      'Users delete template content and start over',
      'Templates go stale as the product changes',
    ],
    implementationTips: [
      'Build templates from real customer setups, with permission',
      'Show the three most popular templates first',
      'Review usage quarterly and retire the bottom third',
    ],
    tags: ['templates', 'onboarding', 'time-to-value'],
  },
  {
    key: 'concierge-onboarding',
    name: 'Concierge Onboarding Calls',
    category: 'activation',
    descriptionHtml:
      '<p>Offer every new customer a short call where someone from the team sets up the account with them, imports their data and shows the one workflow that matters. It does not scale forever, and that is the point: you learn exactly where people get stuck.</p><p>Use what you hear to automate the steps one by one.</p>',
    successSignals: [
      'Customers who take the call convert to paid at a much higher rate',
      'The same setup question comes up less often each month',
      'Call notes feed directly into the product backlog',
    ],
    failureSignals: [
      'Calls become free consulting with no end',
      'Only the team member who runs the calls knows the common problems',
      'Booking rate falls below 10% of sign-ups',
    ],
    implementationTips: [
      'Cap calls at 20 minutes with a fixed agenda',
      'Record the top three blockers from each call in a shared sheet',
      'Offer the call inside the product at the moment a user stalls',
    ],
    tags: ['onboarding', 'high-touch', 'customer-success'],
  },
  {
    key: 'activation-email-sequence',
    name: 'Behaviour-Triggered Activation Emails',
    category: 'activation',
    descriptionHtml:
      '<p>Replace a fixed drip campaign with e-mails triggered by what a user has and has not done. Someone who imported data but never invited a colleague gets a different message from someone who never logged in again.</p><p>Each e-mail has one job and one button.</p>',
    successSignals: [
      'Click-through above 10% on triggered e-mails',
      'Users who receive a nudge complete the missing step within two days',
      'Fewer trials expire without any meaningful activity',
    ],
    failureSignals: [
      'Users receive several e-mails on the same day',
      'Messages describe features instead of outcomes',
      'Unsubscribes spike after the third message',
    ],
    implementationTips: [
      'Map one trigger to each drop-off point in the funnel',
      'Send from a person, in plain text, with a reply-to that reaches a human',
      'Stop the sequence as soon as the user completes the step',
    ],
    tags: ['email', 'lifecycle', 'activation'],
  },
  {
    key: 'reverse-trial',
    name: 'Reverse Trial',
    category: 'activation',
    descriptionHtml:
      '<p>New users start with every premium feature unlocked for a limited time, then drop to the free plan instead of being locked out. They experience the full product, and losing features they have already used is a stronger push to upgrade than imagining them.</p>',
    successSignals: [
      'Premium feature usage during the trial predicts conversion',
      'Free-to-paid conversion rises after switching from a standard trial',
      'Downgraded users keep using the free plan and upgrade later',
    ],
    failureSignals: [
      'Users never touch the premium features during the trial',
      'The free plan is so generous nobody needs to upgrade',
      'Support load rises from confused downgraded users',
    ],
    implementationTips: [
      'Show a clear countdown and what will change when the trial ends',
      'Highlight premium features at the moment they would help',
      "Keep the users' data when they downgrade, only lock the features",
    ],
    tags: ['pricing', 'trial', 'freemium'],
  },
  // --- retention -----------------------------------------------------------------------------
  {
    key: 'churn-prevention-playbook',
    name: 'Churn Prevention Playbook',
    category: 'retention',
    descriptionHtml:
      '<p>Treat churn as a set of separate problems with separate fixes: <strong>involuntary</strong> churn from failed payments, <strong>early</strong> churn from poor activation and <strong>late</strong> churn from customers who outgrow or forget the product. Measure each, then pick the biggest.</p><p>The sub-tactics below cover the most common fixes.</p>',
    successSignals: [
      'Monthly churn measured separately for each churn type',
      'Net revenue retention improves quarter over quarter',
      'Cancellation reasons are collected for more than 80% of leavers',
    ],
    failureSignals: [
      'Churn is reported as a single blended number',
      'Discounts are offered to everyone who cancels',
      'Nobody owns retention as a goal',
    ],
    implementationTips: [
      'Tag every cancellation with a reason and review them monthly',
      'Fix failed payments first; it is usually the cheapest win',
      'Interview five customers who left each quarter',
    ],
    tags: ['churn', 'retention', 'saas'],
  },
  {
    key: 'dunning-recovery',
    name: 'Failed Payment Dunning Recovery',
    category: 'retention',
    parentKey: 'churn-prevention-playbook',
    descriptionHtml:
      '<p>When a card payment fails, retry on a smart schedule and send clear, friendly messages asking the customer to update their card. Involuntary churn often makes up a fifth to a third of all lost subscribers.</p><ul><li>Retry after payday dates.</li><li>Show an in-app banner, not only e-mails.</li></ul>',
    successSignals: [
      'More than half of failed payments are recovered',
      'Involuntary churn falls below 1% of subscribers per month',
      'Customers update cards from the in-app banner',
    ],
    failureSignals: [
      'Accounts are cancelled after the first failed charge',
      'Dunning e-mails sound like debt collection letters',
      'Expiring cards are not detected ahead of time',
    ],
    implementationTips: [
      'E-mail customers a week before their card expires',
      'Retry four times over two weeks before pausing the account',
      'Link straight to a one-click card update page',
    ],
    tags: ['billing', 'churn', 'payments'],
  },
  {
    key: 'cancellation-save-offers',
    name: 'Cancellation Flow Save Offers',
    category: 'retention',
    parentKey: 'churn-prevention-playbook',
    descriptionHtml:
      '<p>Ask one question when a customer cancels, then respond to the answer: a <em>pause</em> for seasonal users, a cheaper plan for price-sensitive ones, help for confused ones. The flow must keep cancelling easy; the aim is to offer a better fit, not to trap anyone.</p>',
    successSignals: [
      'Between 10% and 25% of cancelling customers accept an offer',
      'Paused accounts come back at the end of the pause',
      'Cancellation reasons become a reliable data source',
    ],
    failureSignals: [
      'Customers complain that cancelling is hard',
      'Saved customers cancel again the next month',
      'The same discount is offered regardless of the reason',
    ],
    implementationTips: [
      'Keep the flow to two screens at most',
      'Offer a pause of one to three months to seasonal businesses',
      'Track the 90-day retention of saved customers, not just the save rate',
    ],
    tags: ['cancellation', 'churn', 'offers'],
  },
  {
    key: 'customer-health-scores',
    name: 'Customer Health Scores',
    category: 'retention',
    parentKey: 'churn-prevention-playbook',
    descriptionHtml:
      '<p>Combine a few usage signals, such as logins, core actions and seats used, into a simple score per account. Accounts that drop into the red get a personal check-in before renewal, while there is still time to help.</p>',
    successSignals: [
      'Red accounts churn far more often than green ones, proving the score works',
      'Check-ins rescue a measurable share of red accounts',
      'Renewal surprises become rare',
    ],
    failureSignals: [
      'The score uses a dozen inputs nobody understands',
      'Alerts fire but nobody acts on them',
      'Scores stay green right up to cancellation',
    ],
    implementationTips: [
      'Start with three signals and weigh them by hand',
      "Back-test the score on last year's churned accounts",
      'Assign every red account to a named person within a day',
    ],
    tags: ['customer-success', 'analytics', 'b2b'],
  },
  {
    key: 'customer-community',
    name: 'Private Customer Community',
    category: 'retention',
    descriptionHtml:
      "<p>Give customers a place to meet each other: a forum, chat group or monthly call. People stay for the relationships and the shared know-how long after the product itself becomes routine.</p><p>A community needs a host. Someone on the team starts conversations, welcomes newcomers and highlights members' wins.</p>",
    successSignals: [
      "Members answer each other's questions before staff do",
      'Community members churn less than non-members',
      'New product ideas come from community threads',
    ],
    failureSignals: [
      'Only staff post, and posts get no replies',
      'The space fills with support complaints',
      'Activity depends on one founder and stops when they are busy',
    ],
    implementationTips: [
      'Seed the first 30 days with weekly prompts and small challenges',
      'Invite members personally rather than announcing it to everyone',
      'Hand moderation to two or three trusted members early',
    ],
    tags: ['community', 'retention', 'engagement'],
  },
  {
    key: 'habit-loop-reminders',
    name: 'Habit-Forming Reminder Loops',
    category: 'retention',
    descriptionHtml:
      "<p>Design a small daily or weekly routine around the product: a reminder at the right moment, a quick action, and a visible reward such as a streak or progress bar. Consumer apps live or die on whether they become part of someone's day.</p><p>Reminders must respect the user: let them pick the time and the frequency.</p>",
    successSignals: [
      'Day-30 retention above 20% for a consumer app',
      'A large share of sessions start from a reminder',
      'Users set their own reminder time during onboarding',
    ],
    failureSignals: [
      'Notification opt-outs rise every week',
      'Streaks cause anxiety and users quit after breaking one',
      'Sessions are short and produce no real value',
    ],
    implementationTips: [
      'Ask for notification permission only after the first success',
      'Offer a streak freeze so one missed day does not end the habit',
      'Send fewer reminders to users who already come back on their own',
    ],
    tags: ['habits', 'consumer', 'notifications'],
  },
  // --- referral ------------------------------------------------------------------------------
  {
    key: 'double-sided-referral',
    name: 'Double-Sided Referral Rewards',
    category: 'referral',
    descriptionHtml:
      "<p>Reward both the customer who refers and the friend who joins, with something tied to the product: account credit, a free month or an extra feature. Giving the friend a reason to act turns a polite recommendation into a sign-up.</p><p>Referral programmes amplify love that already exists; they cannot create it.</p>",
    successSignals: [
      'Referred customers make up 15% or more of new sign-ups',
      'Referred customers retain better than paid-channel customers',
      'Top referrers invite several friends each',
    ],
    failureSignals: [
      'Rewards attract people who sign up only for the bonus',
      'Self-referrals and fake accounts appear',
      'Few customers know the programme exists',
    ],
    implementationTips: [
      'Ask for a referral right after a success moment, not at sign-up',
      'Pay the reward only once the friend becomes a paying customer',
      'Show referrers a live count of friends who joined',
    ],
    tags: ['referral', 'word-of-mouth', 'incentives'],
  },
  {
    key: 'affiliate-program',
    name: 'Creator Affiliate Program',
    category: 'referral',
    descriptionHtml:
      "<p>Pay bloggers, educators and creators a recurring commission for customers they send. Affiliates who already teach your audience can outsell any ad, and you pay only for results.</p><p>Recruit a handful of affiliates who truly use the product rather than hundreds who do not.</p>",
    successSignals: [
      'A small group of affiliates drives most affiliate revenue',
      'Affiliate customers have normal or better churn',
      'Affiliates create tutorials without being asked',
    ],
    failureSignals: [
      'Affiliates bid on your brand name in search ads',
      'Commissions are paid on customers who refund',
      'Coupon sites capture sales you would have made anyway',
    ],
    implementationTips: [
      'Offer 20% to 30% recurring for twelve months as a starting point',
      'Give affiliates ready-made screenshots, demo accounts and data',
      'Forbid brand bidding and coupon-site listings in the terms',
    ],
    tags: ['affiliates', 'partnerships', 'creators'],
  },
  {
    key: 'partner-referrals',
    name: 'Agency Partner Referral Network',
    category: 'referral',
    parentKey: 'affiliate-program',
    descriptionHtml:
      "<p>Recruit agencies, consultants and accountants who set up tools for their clients. Each partner brings a stream of customers and often does the onboarding for you.</p><ul><li>Offer partners a dashboard of their client accounts.</li><li>Share a revenue cut or a discount they can pass on.</li></ul>",
    successSignals: [
      'Each active partner brings several accounts per quarter',
      'Partner-managed accounts churn less',
      'Partners request features on behalf of groups of clients',
    ],
    failureSignals: [
      'Partners sign up but never refer anyone',
      'Partners resell a competitor the moment it pays more',
      'Support requests from partner clients go unanswered',
    ],
    implementationTips: [
      'Start with five partners and build the programme with them',
      'Give partners one login for all their clients',
      'Hold a short quarterly call with each active partner',
    ],
    tags: ['partners', 'agencies', 'channel'],
  },
  {
    key: 'powered-by-badge',
    name: '"Powered By" Viral Badge',
    category: 'referral',
    descriptionHtml:
      "<p>Place a small, tasteful <em>made with</em> badge on everything your users publish or share: forms, booking pages, invoices, storefronts. Every customer becomes a distribution channel, and visitors see the product in action before they visit your site.</p><p>Let paying customers remove it; the free tier pays for itself in exposure.</p>",
    successSignals: [
      'Badge clicks become a measurable sign-up source',
      'Sign-ups from the badge are in the same niche as the host customer',
      'Viral coefficient rises as usage grows',
    ],
    failureSignals: [
      'Customers complain the badge looks unprofessional',
      'Few end customers ever see the shared pages',
      'The badge links to a generic home page',
    ],
    implementationTips: [
      "Link the badge to a landing page that mentions the host customer's use case",
      'Tag badge links so you can measure them separately',
      'Offer badge removal as a paid-plan perk',
    ],
    tags: ['viral', 'product-led', 'branding'],
  },
  {
    key: 'review-generation',
    name: 'Review Generation Campaigns',
    category: 'referral',
    descriptionHtml:
      "<p>Ask satisfied customers to leave a review on the sites buyers check before purchasing: review platforms, maps listings, app stores and marketplaces. Reviews are referrals from strangers, and volume plus recency matter as much as the score.</p>",
    successSignals: [
      'Review count grows every month',
      'Average rating stays above 4.5',
      'New customers mention reviews when asked how they found you',
    ],
    failureSignals: [
      'Reviews come in bursts and then stop',
      'Negative reviews go unanswered',
      'Reviews are incentivised in ways platforms forbid',
    ],
    implementationTips: [
      'Ask right after a positive support interaction or delivery',
      'Link directly to the review form to save clicks',
      'Reply to every review, especially critical ones, within two days',
    ],
    tags: ['reviews', 'social-proof', 'reputation'],
  },
  // --- revenue -------------------------------------------------------------------------------
  {
    key: 'value-based-pricing',
    name: 'Value-Based Pricing Tiers',
    category: 'revenue',
    descriptionHtml:
      "<p>Set prices from the value customers get, not from your costs or competitors' prices. Build two or three tiers around a <strong>value metric</strong> that grows with the customer, such as seats, projects, bookings or revenue processed.</p><p>Most young companies undercharge; a price rise is often the fastest revenue gain available.</p>",
    successSignals: [
      'Customers naturally move to higher tiers as they grow',
      'A price increase causes little or no extra churn',
      'Sales calls focus on outcomes instead of discounts',
    ],
    failureSignals: [
      'Most customers sit on the cheapest plan forever',
      'Prices have not changed since launch',
      'Tiers differ by features nobody asked for',
    ],
    implementationTips: [
      'Interview ten customers about what the product saves or earns them',
      'Raise prices for new customers first and keep existing ones grandfathered',
      'Put the most popular plan in the middle and label it',
    ],
    tags: ['pricing', 'monetisation', 'saas'],
  },
  {
    key: 'annual-plan-discount',
    name: 'Annual Plan Prepayment',
    category: 'revenue',
    parentKey: 'value-based-pricing',
    descriptionHtml:
      "<p>Offer a meaningful discount, typically two months free, for paying a year up front. Annual plans bring cash in early, which a bootstrapped company can reinvest, and customers on annual plans churn far less.</p>",
    successSignals: [
      'A third or more of new customers choose annual billing',
      'Cash in the bank covers several months of expenses',
      'Annual customers renew at a high rate',
    ],
    failureSignals: [
      'Refund requests pile up in the first month',
      'Cash from annual plans is spent as if it were monthly revenue',
      'Annual renewals arrive unannounced and trigger chargebacks',
    ],
    implementationTips: [
      'Show annual pricing as the default on the pricing page',
      "Offer the switch to annual after a customer's third monthly payment",
      'Send a renewal reminder 30 days before the charge',
    ],
    tags: ['pricing', 'cash-flow', 'billing'],
  },
  {
    key: 'usage-based-pricing',
    name: 'Usage-Based Pricing',
    category: 'revenue',
    parentKey: 'value-based-pricing',
    descriptionHtml:
      "<p>Charge for what customers consume: messages sent, invoices processed, minutes transcribed. Small customers start cheaply and revenue grows automatically with their success.</p><p>Pair usage pricing with a predictable base fee so customers can budget.</p>",
    successSignals: [
      'Net revenue retention above 110% without upsell effort',
      'Small customers start paying sooner',
      'Revenue tracks customer growth closely',
    ],
    failureSignals: [
      'Customers limit usage to control their bill',
      'Surprise invoices cause angry support tickets',
      'Revenue swings month to month make planning hard',
    ],
    implementationTips: [
      'Show a live usage meter and forecast inside the product',
      "Send alerts at 50%, 80% and 100% of a customer's usual usage",
      'Offer committed-use discounts to big accounts',
    ],
    tags: ['pricing', 'usage', 'metering'],
  },
  {
    key: 'paid-add-ons',
    name: 'Paid Add-Ons and Upsells',
    category: 'revenue',
    descriptionHtml:
      "<p>Sell optional extras on top of the core product: premium support, extra storage, a done-for-you setup, gift wrapping or express shipping. Add-ons raise average order value without touching the base price.</p><ul><li>Offer them at the moment they are relevant.</li><li>Keep the list short.</li></ul>",
    successSignals: [
      'Average order value rises by 10% or more',
      'A steady share of customers buys at least one add-on',
      'Add-ons have high gross margin',
    ],
    failureSignals: [
      'Customers feel nickel-and-dimed',
      'Add-ons create operational work that erases their margin',
      'Checkout conversion drops after adding upsells',
    ],
    implementationTips: [
      'Test one add-on at a time at checkout',
      'Bundle the two most popular add-ons at a small discount',
      'Remove add-ons bought by fewer than 2% of customers',
    ],
    tags: ['upsell', 'aov', 'monetisation'],
  },
  {
    key: 'productized-service',
    name: 'Productised Service Packages',
    category: 'revenue',
    descriptionHtml:
      "<p>Turn custom client work into a fixed package: one clearly defined deliverable, a fixed price, a fixed timeline and a standard process. Clients buy faster because they know exactly what they get, and you stop writing proposals.</p><p>Productising is often the bridge from freelancing to a scalable business.</p>",
    successSignals: [
      'Most clients buy without a sales call',
      'Delivery time per package shrinks as the process matures',
      'Margins rise because scope creep disappears',
    ],
    failureSignals: [
      'Every client asks for a custom version',
      'The package price does not cover the real hours spent',
      'Delivery still depends on the founder personally',
    ],
    implementationTips: [
      'Write down the delivery steps as a checklist before selling the package',
      'Publish the price on the website',
      'Offer one upgrade package for clients who want more',
    ],
    tags: ['services', 'packaging', 'pricing'],
  },
  {
    key: 'lifetime-deal-launch',
    name: 'Lifetime Deal Launch',
    category: 'revenue',
    descriptionHtml:
      "<p>Sell a limited number of lifetime licences at a one-time price to raise early cash and attract feedback-hungry early adopters. It can fund months of development, but it also creates customers who will never pay again and who expect support forever.</p><p>Use it with a hard cap and a clear plan for the costs of serving those users.</p>",
    successSignals: [
      'The deal sells out to buyers who match your target customer',
      'Lifetime buyers give detailed feedback and write reviews',
      'Cash from the deal funds a specific milestone',
    ],
    failureSignals: [
      'Lifetime users outnumber paying subscribers many times over',
      'Infrastructure and support costs grow with no matching revenue',
      'Deal buyers are bargain hunters who never use the product',
    ],
    implementationTips: [
      'Cap the number of licences and the usage limits per licence',
      'Model the support cost per lifetime user over three years before launching',
      'Keep new premium features out of the lifetime plan',
    ],
    tags: ['launch', 'cash', 'pricing'],
  },
  // --- product -------------------------------------------------------------------------------
  {
    key: 'mvp-smoke-test',
    name: 'Landing-Page Smoke Test',
    category: 'product',
    descriptionHtml:
      "<p>Describe the product on a simple landing page with a clear call to action, such as <em>join the waitlist</em> or <em>reserve at launch price</em>, and send a small amount of targeted traffic to it. The conversion rate tells you whether the promise interests anyone before you build it.</p>",
    successSignals: [
      'Waitlist conversion above 10% from targeted traffic',
      'Visitors reply to the confirmation e-mail with their own use cases',
      'Some visitors ask when they can pay',
    ],
    failureSignals: [
      'Traffic comes only from friends and family',
      'Sign-ups never open the follow-up e-mails',
      'The page describes the solution but not the problem',
    ],
    implementationTips: [
      'Spend a fixed budget on traffic that matches your buyer',
      'Test two headlines that describe different problems',
      'E-mail every sign-up personally and ask one question',
    ],
    tags: ['validation', 'mvp', 'landing-page'],
  },
  {
    key: 'pre-selling',
    name: 'Pre-Selling Before Building',
    category: 'product',
    parentKey: 'mvp-smoke-test',
    descriptionHtml:
      "<p>Ask for money before the product exists: a deposit, a pre-order or a paid pilot. A payment is the strongest validation signal there is, and it funds the first version.</p><p>Be honest about timelines and refund anyone who asks.</p>",
    successSignals: [
      'At least ten strangers pay before the first line of code',
      'Buyers describe the same core problem',
      'Pre-order revenue covers the first build',
    ],
    failureSignals: [
      'People say they love it but nobody pays',
      "Pre-orders come only from the founder's network",
      'The promised delivery date slips repeatedly',
    ],
    implementationTips: [
      'Offer a founding-customer price that will never be repeated',
      'Set a deadline and a minimum number of buyers to proceed',
      'Refund everyone promptly if the minimum is not reached',
    ],
    tags: ['validation', 'pre-orders', 'cash'],
  },
  {
    key: 'no-code-prototype',
    name: 'No-Code Prototype',
    category: 'product',
    parentKey: 'mvp-smoke-test',
    descriptionHtml:
      "<p>Assemble the first version from spreadsheets, form builders, automation tools and manual work behind the scenes. Customers get the outcome; you learn which parts matter before investing in custom software.</p>",
    successSignals: [
      'Customers pay for the prototype and keep using it',
      'Manual steps reveal which features to build first',
      'The prototype handles the first 50 customers',
    ],
    failureSignals: [
      'Manual work grows faster than revenue',
      'Tool subscriptions cost more than the product earns',
      'The team spends months polishing the prototype instead of selling',
    ],
    implementationTips: [
      'Log the time spent on every manual step each week',
      'Automate the step that consumes the most hours first',
      'Set a customer count at which you will rebuild properly',
    ],
    tags: ['mvp', 'no-code', 'prototype'],
  },
  {
    key: 'customer-interviews',
    name: 'Problem Discovery Interviews',
    category: 'product',
    descriptionHtml:
      "<p>Talk to potential customers about their past behaviour, not your idea. Ask how they solved the problem last time, what it cost them and what they tried that failed. Patterns across fifteen to twenty interviews are worth more than any survey.</p><ul><li>Ask about specifics, not opinions.</li><li>Listen far more than you talk.</li></ul>",
    successSignals: [
      'The same pain comes up unprompted in most interviews',
      'Interviewees already pay for an imperfect workaround',
      'Several ask to be told when the product exists',
    ],
    failureSignals: [
      'Interviews turn into pitches',
      'Every interviewee is a friend or colleague',
      'Answers are hypothetical: would, might, probably',
    ],
    implementationTips: [
      'Ask about the last time the problem happened',
      'Record and transcribe, with permission, and tag recurring themes',
      'End every interview by asking who else you should talk to',
    ],
    tags: ['research', 'validation', 'customer-development'],
  },
  {
    key: 'private-beta',
    name: 'Private Beta with Feature Flags',
    category: 'product',
    descriptionHtml:
      "<p>Release new features to a small group of engaged users behind feature flags before everyone sees them. You collect real usage and feedback, fix the rough edges, and can switch a feature off instantly if it misbehaves.</p>",
    successSignals: [
      'Beta users report issues before they reach everyone',
      'Features ship to all users with fewer support tickets',
      'Beta testers feel ownership and promote the launch',
    ],
    failureSignals: [
      'Features stay in beta for months with no decision',
      'Old flags pile up and complicate the code',
      'Beta users are not representative of real customers',
    ],
    implementationTips: [
      'Pick beta users who hit the problem most often',
      'Set a decision date for every flag when you create it',
      'Ask beta users one focused question after a week',
    ],
    tags: ['beta', 'feature-flags', 'shipping'],
  },
  {
    key: 'public-roadmap',
    name: 'Public Roadmap and Changelog',
    category: 'product',
    descriptionHtml:
      "<p>Publish what you are working on and what just shipped. A visible roadmap lets customers vote and comment, and a steady changelog shows prospects the product is alive. Each shipped request is a reason to e-mail the people who asked for it.</p>",
    successSignals: [
      'Customers vote on and discuss roadmap items',
      'Changelog posts bring lapsed users back',
      'Prospects cite shipping speed as a reason to buy',
    ],
    failureSignals: [
      'Roadmap items sit untouched for a year',
      'Votes push the product towards a niche of loud users',
      'Competitors copy announced features first',
    ],
    implementationTips: [
      'Show themes instead of promising exact dates',
      'Notify everyone who voted when an item ships',
      'Post a changelog entry at least every two weeks',
    ],
    tags: ['transparency', 'roadmap', 'feedback'],
  },
  // --- marketing -----------------------------------------------------------------------------
  {
    key: 'build-in-public',
    name: 'Build in Public',
    category: 'marketing',
    descriptionHtml:
      "<p>Share revenue, decisions, mistakes and screenshots as you build. An audience that watches the journey becomes the first group of customers, testers and advocates.</p><p>Honesty is the whole point: the failures and numbers are what make people follow along.</p>",
    successSignals: [
      'Followers sign up for the product without a launch push',
      'Posts with numbers get more replies than announcements',
      'Other founders share and reference your updates',
    ],
    failureSignals: [
      'The audience is other founders, not buyers',
      'Posting takes more time than building',
      'Updates become polished marketing with no real numbers',
    ],
    implementationTips: [
      'Post a short weekly update with one number and one lesson',
      'Share the process behind decisions, not just the outcome',
      'Write for your customers, not for other makers',
    ],
    tags: ['transparency', 'audience', 'social'],
  },
  {
    key: 'newsletter-growth',
    name: 'Owned Newsletter Audience',
    category: 'marketing',
    descriptionHtml:
      "<p>Build an e-mail list you control, with a newsletter that is worth reading on its own merits. Unlike social followers, subscribers see what you send, and a list can launch products, fill events and survive any algorithm change.</p>",
    successSignals: [
      'Open rate above 40% and steady over time',
      'Readers reply to issues',
      'Product launches to the list convert at several percent',
    ],
    failureSignals: [
      'Every issue is a sales pitch',
      'Publishing is irregular and subscribers forget you',
      'List growth stalls once friends have subscribed',
    ],
    implementationTips: [
      'Pick a fixed day and never miss it for the first six months',
      'Offer one genuinely useful resource in exchange for an e-mail',
      'Clean out subscribers who have not opened in six months',
    ],
    tags: ['email', 'newsletter', 'audience'],
  },
  {
    key: 'newsletter-cross-promotion',
    name: 'Newsletter Cross-Promotions',
    category: 'marketing',
    parentKey: 'newsletter-growth',
    descriptionHtml:
      "<p>Swap recommendations with newsletters of a similar size whose readers overlap with yours. Each side mentions the other in one issue; both lists grow with engaged readers at no cost.</p>",
    successSignals: [
      'Each swap brings hundreds of new subscribers',
      'Subscribers from swaps open at the same rate as organic ones',
      'Partners propose repeat swaps',
    ],
    failureSignals: [
      'Swap partners have very different audiences',
      'New subscribers unsubscribe within a week',
      'Swaps with much larger lists never get answered',
    ],
    implementationTips: [
      'Approach newsletters within half to twice your list size',
      'Write the recommendation for your partner to save them time',
      'Track each swap with a separate sign-up form',
    ],
    tags: ['newsletter', 'partnerships', 'growth'],
  },
  {
    key: 'free-tool-lead-magnet',
    name: 'Free Tool as Lead Magnet',
    category: 'marketing',
    descriptionHtml:
      "<p>Publish a small, genuinely useful free tool, such as a calculator, generator, checker or template, that solves one part of your customers' problem. The tool attracts search traffic and links, and its users are a warm audience for the paid product.</p>",
    successSignals: [
      'The tool ranks for its own search queries',
      'A steady share of tool users create an account',
      'Other sites link to the tool as a resource',
    ],
    failureSignals: [
      'The tool solves a problem unrelated to the paid product',
      'It takes longer to build than the core product feature',
      'Users get everything they need and never come back',
    ],
    implementationTips: [
      'Build the tool in a week or less and ship it',
      'Offer to e-mail the result so users leave an address',
      'Link from the result to the paid feature that goes further',
    ],
    tags: ['lead-generation', 'tools', 'seo'],
  },
  {
    key: 'micro-influencer-seeding',
    name: 'Micro-Influencer Product Seeding',
    category: 'marketing',
    descriptionHtml:
      "<p>Send free product to dozens of small creators with engaged, niche audiences, with no obligation to post. The ones who love it share honestly, and their followers trust them more than any big name.</p><p>Seeding is a numbers game; track which creators drive sales and build long-term relationships with them.</p>",
    successSignals: [
      'A quarter or more of seeded creators post without being paid',
      'Discount codes from creators convert',
      'Creators ask for new products before launch',
    ],
    failureSignals: [
      'Posts get likes but no measurable sales',
      'Product cost and shipping make seeding more expensive than ads',
      'Creators post once and never mention you again',
    ],
    implementationTips: [
      'Choose creators with 2,000 to 50,000 followers and real comments',
      'Include a handwritten note and a personal code',
      'Invite the best performers into a paid ambassador programme',
    ],
    tags: ['influencers', 'social', 'd2c'],
  },
  {
    key: 'launch-directories',
    name: 'Launch Day on Product Directories',
    category: 'marketing',
    descriptionHtml:
      "<p>Plan a launch on the directories and communities where early adopters look for new products. A good launch day brings a spike of sign-ups, feedback and backlinks, and gives the team a deadline to ship.</p><ul><li>Prepare visuals and a short demo video in advance.</li><li>Be present all day to answer every comment.</li></ul>",
    successSignals: [
      'Hundreds of sign-ups on launch day',
      'Thoughtful comments that shape the roadmap',
      'Backlinks and newsletter mentions in the following weeks',
    ],
    failureSignals: [
      'Launch traffic never returns after the first day',
      'Votes come from friends, not users',
      'The product is not ready and the first impression is broken',
    ],
    implementationTips: [
      'Collect supporters on a waitlist for weeks before launch',
      'Offer a launch-only perk with a clear deadline',
      'Follow up with every sign-up within 48 hours',
    ],
    tags: ['launch', 'early-adopters', 'pr'],
  },
  {
    key: 'short-form-video',
    name: 'Short-Form Video Content',
    category: 'marketing',
    descriptionHtml:
      "<p>Publish short vertical videos that teach, entertain or show the product in use. Recommendation feeds can put a brand-new account in front of thousands of people, which makes short video one of the few channels that still rewards small creators.</p><p>Consistency matters more than production value.</p>",
    successSignals: [
      'Views per video grow over the first 30 posts',
      'Followers convert to e-mail subscribers or customers',
      'Viewers comment asking where to buy',
    ],
    failureSignals: [
      'Views depend on trends unrelated to the product',
      'One viral video is followed by weeks of silence',
      "All sales depend on a single platform's algorithm",
    ],
    implementationTips: [
      'Post at least four times a week for eight weeks before judging',
      'Hook the viewer in the first two seconds with the problem',
      'Move followers to an e-mail list you own',
    ],
    tags: ['video', 'social', 'content'],
  },
  // --- sales ---------------------------------------------------------------------------------
  {
    key: 'founder-led-sales',
    name: 'Founder-Led Sales',
    category: 'sales',
    descriptionHtml:
      "<p>The founder personally sells to the first 20 to 50 customers. Nobody else can change the product, the price or the pitch in the middle of a conversation, and nobody learns faster what buyers really need.</p><p>Hire salespeople only once the founder has a repeatable process to hand over.</p>",
    successSignals: [
      'Win rate improves as the pitch is refined',
      'The founder can predict objections before they come up',
      'A written playbook exists that someone else could follow',
    ],
    failureSignals: [
      "Deals close only because of the founder's personal network",
      'Each deal needs custom features',
      'The founder has no time left for product',
    ],
    implementationTips: [
      'Block two mornings a week for sales calls only',
      'Write down every objection and the answer that worked',
      'Record calls and review one per week with a co-founder',
    ],
    tags: ['sales', 'founders', 'b2b'],
  },
  {
    key: 'discovery-calls',
    name: 'Structured Discovery Calls',
    category: 'sales',
    parentKey: 'founder-led-sales',
    descriptionHtml:
      "<p>Run every first sales call with the same structure: the situation, the pain, its cost, who decides and the timeline. Qualifying early saves weeks chasing deals that will never close, and the answers make the proposal write itself.</p>",
    successSignals: [
      'Unqualified leads are dropped after the first call',
      "Proposals quote the prospect's own numbers",
      'Sales cycle length becomes predictable',
    ],
    failureSignals: [
      'Calls become demos within the first five minutes',
      'The decision maker is never identified',
      'Deals stall after a friendly first meeting',
    ],
    implementationTips: [
      'Ask what happens if they do nothing for another year',
      'Confirm the budget and the decision process on the first call',
      'Send a written summary of the call within a day',
    ],
    tags: ['sales', 'qualification', 'process'],
  },
  {
    key: 'linkedin-social-selling',
    name: 'LinkedIn Social Selling',
    category: 'sales',
    parentKey: 'founder-led-sales',
    descriptionHtml:
      "<p>Publish useful posts for your buyers on a professional network, engage with their posts, and start conversations from genuine interactions rather than pitch messages. Buyers check the founder's profile before any deal, so the profile itself is a sales page.</p>",
    successSignals: [
      'Prospects mention your posts on sales calls',
      'Inbound connection requests come from your target roles',
      'Conversations start from comments, not cold messages',
    ],
    failureSignals: [
      'Connection requests with an instant pitch',
      'Posts attract peers, not buyers',
      'Engagement pods inflate numbers without leads',
    ],
    implementationTips: [
      'Post three times a week about problems your buyers face',
      'Comment thoughtfully on ten prospect posts a day',
      'Rewrite the profile headline around the outcome you deliver',
    ],
    tags: ['social-selling', 'b2b', 'personal-brand'],
  },
  {
    key: 'paid-pilots',
    name: 'Paid Pilot to Annual Contract',
    category: 'sales',
    descriptionHtml:
      "<p>Offer larger customers a short, paid pilot with agreed success criteria and a pre-agreed price for the full contract. Charging for the pilot filters out tyre-kickers, and written success criteria turn the end of the pilot into a yes-or-no decision.</p>",
    successSignals: [
      'Most pilots convert to annual contracts',
      'Success criteria are signed off before the pilot starts',
      'The buyer assigns a named owner to the pilot',
    ],
    failureSignals: [
      'Free pilots that drag on for months',
      'No agreed definition of success',
      'The champion leaves and the pilot loses its sponsor',
    ],
    implementationTips: [
      'Price the pilot at 10% to 25% of the annual contract',
      'Limit pilots to 60 or 90 days with a review meeting booked on day one',
      'Put the full contract price in the pilot agreement',
    ],
    tags: ['enterprise', 'pilots', 'contracts'],
  },
  {
    key: 'trade-show-events',
    name: 'Niche Trade Shows and Local Events',
    category: 'sales',
    descriptionHtml:
      "<p>Meet buyers in person at small trade shows, markets, meet-ups and industry events. Face-to-face conversations shorten sales cycles in traditional industries where buyers rarely respond to online marketing.</p><p>Book meetings before the event; the booth is for the rest.</p>",
    successSignals: [
      'Meetings booked before the event turn into deals',
      'Leads from events close faster than online leads',
      'Organisers invite you back as a speaker',
    ],
    failureSignals: [
      'Booth costs exceed the revenue of the leads collected',
      'Badge scans are never followed up',
      'Visitors are mostly other vendors',
    ],
    implementationTips: [
      'E-mail attendees two weeks ahead to book meetings',
      'Follow up with every lead within three working days',
      'Start with a shared booth or a speaking slot before buying a full stand',
    ],
    tags: ['events', 'offline', 'b2b'],
  },
  {
    key: 'wholesale-partnerships',
    name: 'Wholesale and Retail Partnerships',
    category: 'sales',
    descriptionHtml:
      "<p>Sell your products through shops, cafes, gyms or distributors alongside your own channels. Wholesale brings volume and credibility; it also halves your margin and lengthens payment terms.</p><ul><li>Know your landed cost per unit before quoting.</li><li>Never let one retailer become most of your revenue.</li></ul>",
    successSignals: [
      'Reorders from stockists arrive without prompting',
      'Retail presence lifts direct online sales in that area',
      'Margins stay positive after wholesale discounts and fees',
    ],
    failureSignals: [
      'One retailer accounts for more than half of revenue',
      'Payment terms stretch beyond 60 days',
      'Promotional fees and returns eat the margin',
    ],
    implementationTips: [
      'Set a wholesale price that leaves at least 30% margin after all fees',
      'Start with independent shops before approaching chains',
      'Agree payment terms and returns policy in writing',
    ],
    tags: ['wholesale', 'retail', 'cpg'],
  },
];
