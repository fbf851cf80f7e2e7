import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { minimumTierFor, type FeatureKey } from '#shared/domain/policy.ts';
import type { Me } from '#shared/schemas/me.ts';
import { cn } from '#web/lib/cn.ts';
import { useAbility } from '#web/session/hooks/use-ability.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { LOCKED_FEATURES, LockedPrompt } from './locked-prompt.tsx';

/** The prompt's wording for each feature that opens a page: an entry of LOCKED_FEATURES. */
const PROMPTS = {
  AI_MENTOR_LEO: LOCKED_FEATURES.ai_mentor,
  COFOUNDER_MATCHING: LOCKED_FEATURES.cofounders,
  GIGS_MARKETPLACE_ACCESS: LOCKED_FEATURES.gigs,
  PARTNER_DEALS: LOCKED_FEATURES.partner_deals,
  PERSONALIZED_LEARNING_PATHS: LOCKED_FEATURES.learning_paths,
  VIP_EVENTS: LOCKED_FEATURES.vip_events,
  WEEKLY_CHALLENGES: LOCKED_FEATURES.weekly_challenges,
} as const satisfies Partial<Record<FeatureKey, { unlockLabel: string; feature: string }>>;

type GatedPageProps = {
  /** The feature that opens the page; the prompt, in that feature's words, names the cheapest plan that has it. */
  feature: keyof typeof PROMPTS;
  /** A staff ability that opens the page too (staff looking after the gigs marketplace). */
  alsoOpenedBy?: FeatureKey;
  eyebrow?: { icon: LucideIcon; label: string };
  /** The page's title and intro (the feature's text constants carry both). */
  text: { title: string; intro?: ReactNode };
  /** Under the intro, for every reader (the gigs' no-payments notice). */
  notice?: ReactNode;
  /** The page's width, e.g. `max-w-5xl`. */
  width?: string;
  /** What a reader with the feature sees under the intro. */
  children: (viewer: Me) => ReactNode;
  /** What a reader without it sees under the prompt: the part of the page open to all (the deals, the events). */
  preview?: ReactNode;
  /** The reader with the feature sees only `children`, which draw their own heading (a gig's page). */
  bare?: boolean;
};

/**
 * The one shape of a page a plan opens (deals, events, Leo, the learning path, co-founders,
 * challenges, gigs): its title and intro for everyone, then the page for a reader whose abilities
 * include the feature, else the locked prompt naming the plan that has it. The server refuses the
 * feature's data to the others; this only shapes the screen, the same on the server and in the browser.
 */
export function GatedPage({ feature, alsoOpenedBy, eyebrow, text: { title, intro }, notice, width = 'max-w-5xl', children, preview, bare }: GatedPageProps) {
  const { user } = useAuth();
  const prompt = PROMPTS[feature];
  const hasFeature = useAbility(feature);
  const openedOtherwise = useAbility(alsoOpenedBy ?? feature);
  const open = user !== null && (hasFeature || openedOtherwise);
  if (open && bare) return children(user);
  const Icon = eyebrow?.icon;
  return (
    <div className={cn('mx-auto px-4 py-10 sm:px-6', width)}>
      {eyebrow && Icon && (
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
          <Icon className="size-5" aria-hidden="true" /> {eyebrow.label}
        </p>
      )}
      <h1 className={cn('text-3xl font-bold tracking-tight sm:text-4xl', eyebrow && 'mt-2')}>{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-pretty text-muted-foreground">{intro}</p>}
      {notice}
      {open ? (
        children(user)
      ) : (
        <>
          <LockedPrompt className="mt-8" kind="feature_locked" feature={prompt.feature} tier={minimumTierFor(feature) ?? 'master_builder'} unlockLabel={prompt.unlockLabel} />
          {preview}
        </>
      )}
    </div>
  );
}
