import { ArrowRight, BookOpen, CheckCircle2, GraduationCap, LineChart, Plane, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { LandingFigureText } from '#shared/landing.ts';

type Feature = { title: string; description: string; href: string; cta: string; Icon: LucideIcon; tint: string };

const FEATURES: readonly Feature[] = [
  {
    title: 'Case Studies',
    description: 'Real success stories and failure analyses, broken down by revenue, business model, growth channel and region.',
    href: '/case-studies',
    cta: 'Browse case studies',
    Icon: BookOpen,
    tint: 'from-brand-500 to-indigo-600',
  },
  {
    title: 'AI Tools',
    description: 'Validate and remix ideas against our case-study data, and find a business name with a live domain check.',
    href: '/ideas',
    cta: 'Try the idea tools',
    Icon: Sparkles,
    tint: 'from-violet-500 to-fuchsia-600',
  },
  {
    title: 'Academy',
    description: 'Courses, bootcamps and a step-by-step syllabus that take you from first idea to first customers.',
    href: '/academy',
    cta: 'Start learning',
    Icon: GraduationCap,
    tint: 'from-sky-500 to-cyan-600',
  },
  {
    title: 'Community',
    description: 'Vote, discuss and share your own story with founders who have already flown the route you are planning.',
    href: '/community',
    cta: 'Meet the community',
    Icon: Users,
    tint: 'from-emerald-500 to-teal-600',
  },
];

/** The strip's figures, each named for exactly what it counts. */
const STATS: readonly { key: keyof LandingFigureText; label: string }[] = [
  { key: 'caseStudies', label: 'Published case studies' },
  { key: 'countries', label: 'Countries covered' },
  { key: 'members', label: 'Registered members' },
  { key: 'successStories', label: 'Success stories' },
];

const STEPS = [
  { title: 'Study the flight logs', description: 'See what real founders tried, what it cost and what it earned.' },
  { title: 'Run the simulation', description: 'Test your idea against the patterns of similar successes and failures.' },
  { title: 'Take off with a plan', description: 'Pick proven channels and models, and skip the mistakes others paid for.' },
] as const;

/**
 * The home page for signed-out visitors. `figures` are counted from the database and formatted
 * ("1,204"); unknown while they load. The server draws it with its figures (decision 075).
 */
export function LandingPage({ figures }: { figures?: LandingFigureText }) {
  return (
    <>
      <Hero caseStudyCount={figures?.caseStudies} />
      <FeatureGrid />
      <StatsStrip figures={figures} />
      <Steps />
      <ClosingCallToAction />
    </>
  );
}

function Hero({ caseStudyCount }: { caseStudyCount?: string }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-24">
        <Badge variant="brand" className="shadow-sm">
          <Plane className="size-3.5" aria-hidden="true" />
          Real startups, real numbers
        </Badge>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          Launch with Data, <span className="text-gradient-brand">Not Doubt</span>
        </h1>
        <p className="mt-5 text-xl font-semibold text-balance text-foreground/85 sm:text-2xl">Your Flight Simulator for Entrepreneurial Success</p>
        <p className="mt-4 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          Learn from real startups — what they built, how they grew and why some failed — before you bet your own
          time and money.
        </p>
        <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="h-12 px-7 shadow-lg shadow-brand-600/25">
            <Link to="/auth">
              Start Free Analysis
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="h-12 bg-background/70 px-7 backdrop-blur">
            <Link to="/case-studies">
              <BookOpen aria-hidden="true" />
              {caseStudyCount === undefined ? 'Browse Cases' : `Browse ${caseStudyCount} Cases`}
            </Link>
          </Button>
        </div>
        <p className="mt-5 text-sm text-balance text-muted-foreground">
          <CheckCircle2 className="mr-1.5 inline size-4 align-[-3px] text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          First 5 case studies free, no credit card required
        </p>
      </div>
    </section>
  );
}

function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Everything before takeoff</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          One cockpit for researching, testing and launching
        </h2>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, description, href, cta, Icon, tint }) => (
          <li key={title}>
            <Link
              to={href}
              className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:border-brand-700"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl bg-gradient-to-br ${tint} text-white shadow-sm`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
                {cta}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatsStrip({ figures }: { figures?: LandingFigureText }) {
  return (
    <section aria-labelledby="stats-title" className="bg-gradient-to-r from-brand-700 via-indigo-700 to-violet-700 text-white dark:from-brand-900 dark:via-indigo-900 dark:to-violet-900">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          Flightdeck in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.key} className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-indigo-100">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight sm:text-4xl">{figures?.[stat.key] ?? '–'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Steps() {
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Practise in the simulator, not with your savings
        </h2>
        <p className="mt-4 text-muted-foreground">Three steps from a hunch to a plan backed by evidence.</p>
      </div>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-border bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-900">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center text-white shadow-xl ring-1 ring-white/10 ring-inset sm:px-12 sm:py-16">
        <div aria-hidden="true" className="cta-glow absolute inset-0 -z-10" />
        <LineChart className="mx-auto size-10 text-indigo-300" aria-hidden="true" />
        <h2 id="cta-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready for takeoff?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          Your first 5 case studies are free, with no credit card needed. See what real founders did, then decide what you will do.
        </p>
        <Button asChild size="lg" className="mt-8 h-12 bg-white px-7 text-slate-950 hover:bg-indigo-50">
          <Link to="/auth">
            Access First 5 Cases Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
