import { Lock, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import type { PaywallKind } from '#shared/domain/content-access.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { authPath } from '#web/lib/return-path.ts';

/** Features that later pages lock behind a plan, with the prompt's wording. */
export const LOCKED_FEATURES = {
  ai_tools: { unlockLabel: 'Unlock AI Tools', feature: 'AI Tools', tier: 'community' },
  premium_courses: { unlockLabel: 'Unlock Premium Courses', feature: 'Premium Courses', tier: 'master_builder' },
  ai_mentor: { unlockLabel: 'Unlock Leo, your AI mentor', feature: 'Leo', tier: 'master_builder' },
  cofounders: { unlockLabel: 'Unlock Co-founder Matching', feature: 'Co-founder Matching', tier: 'master_builder' },
  community: { unlockLabel: 'Unlock the Community', feature: 'the Community', tier: 'community' },
  gigs: { unlockLabel: 'Unlock the Gigs Marketplace', feature: 'the Gigs Marketplace', tier: 'master_builder' },
  partner_deals: { unlockLabel: 'Unlock partner deals', feature: 'the partner deals', tier: 'community' },
  vip_events: { unlockLabel: 'Unlock VIP events and workshops', feature: 'VIP events and workshops', tier: 'legacy_founder' },
  weekly_challenges: { unlockLabel: 'Unlock Weekly Challenges', feature: 'Weekly Challenges and Pods', tier: 'master_builder' },
  learning_paths: { unlockLabel: 'Unlock Learning Paths', feature: 'Personalised Learning Paths', tier: 'master_builder' },
} as const satisfies Record<string, { unlockLabel: string; feature: string; tier: SubscriptionTier }>;

export const PAYWALL_TEXT = {
  visitorTitle: 'This is a premium insight',
  /** The spec's "and 4,296+ more" with the live count of the other published case studies. */
  visitorBody: (otherCaseStudies: number) =>
    otherCaseStudies > 0
      ? `Unlock this full case study and ${otherCaseStudies.toLocaleString('en-US')} more by becoming a member`
      : 'Unlock this full case study by becoming a member',
  limitTitle: "You've reached your free reading limit",
  premiumTitle: 'Premium Content',
  seePlans: 'See Plans',
  register: 'Register for Free',
  upgradePlan: 'Upgrade Your Plan',
  upgradeToUnlock: 'Upgrade to Unlock',
} as const;

type LockedPromptProps = {
  kind: PaywallKind | (string & {});
  /** feature_locked: the feature's name ("Meet {feature}") and the cheapest plan that has it. */
  feature?: string;
  tier?: SubscriptionTier;
  /** feature_locked: a line above the heading, e.g. "Unlock AI Tools". */
  unlockLabel?: string;
  /** Where sign-up and sign-in bring the member back to. */
  returnTo?: string;
  /** visitor: the other published case studies a membership unlocks, as the server counted them. */
  otherCaseStudies?: number;
  /** Extra lines under the heading (the reading meter). */
  children?: ReactNode;
  className?: string;
};

/**
 * The one prompt for anything a visitor's or member's plan does not include: the case-study
 * paywall's four kinds now, the AI tools, Pro courses and the community link later.
 */
export function LockedPrompt({ kind, feature, tier = 'master_builder', unlockLabel, returnTo, otherCaseStudies = 0, children, className }: LockedPromptProps) {
  const content = promptContent({ kind, feature, tier, returnTo, otherCaseStudies });
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-brand-200 bg-card p-6 text-center shadow-lg sm:p-8 dark:border-brand-800', className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-white shadow-md">
        {kind === 'feature_locked' ? <Sparkles className="size-6" aria-hidden="true" /> : <Lock className="size-6" aria-hidden="true" />}
      </span>
      {kind === 'feature_locked' && unlockLabel && <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">{unlockLabel}</p>}
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-balance">
        {content.title}
      </h2>
      {content.body && <p className="text-pretty text-muted-foreground">{content.body}</p>}
      {children}
      <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
        {content.actions.map((action, index) => (
          <Button key={action.label} asChild size="lg" variant={index === 0 ? 'default' : 'outline'}>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ))}
      </div>
      {kind === 'visitor' && (
        <p className="text-sm text-muted-foreground">
          Already a member?{' '}
          <Link to={authPath('signin', returnTo)} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            Sign In
          </Link>
        </p>
      )}
    </section>
  );
}

function promptContent({ kind, feature, tier, returnTo, otherCaseStudies }: { kind: string; feature?: string; tier: SubscriptionTier; returnTo?: string; otherCaseStudies: number }) {
  switch (kind) {
    case 'visitor':
      return {
        title: PAYWALL_TEXT.visitorTitle,
        body: PAYWALL_TEXT.visitorBody(otherCaseStudies),
        actions: [
          { label: PAYWALL_TEXT.seePlans, to: '/pricing' },
          { label: PAYWALL_TEXT.register, to: authPath('signup', returnTo) },
        ],
      };
    case 'explorer_limit':
      return { title: PAYWALL_TEXT.limitTitle, body: null, actions: [{ label: PAYWALL_TEXT.upgradePlan, to: '/upgrade' }] };
    case 'feature_locked':
      return {
        title: `Meet ${feature ?? 'this feature'}`,
        body: `Available exclusively on the ${TIER_DISPLAY_NAMES[tier]} plan and above`,
        actions: [{ label: PAYWALL_TEXT.upgradeToUnlock, to: '/upgrade' }],
      };
    default:
      return { title: PAYWALL_TEXT.premiumTitle, body: null, actions: [{ label: PAYWALL_TEXT.seePlans, to: '/pricing' }] };
  }
}
