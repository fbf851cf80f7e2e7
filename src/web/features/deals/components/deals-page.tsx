import { Copy, ExternalLink, Lock, Tag } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TIER_DISPLAY_NAMES } from '#shared/constants.ts';
import { DEAL_CATEGORY_LABELS, type Deal, type DealAccess } from '#shared/schemas/deals.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useDeals, useRevealDeal } from '../api/deals.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const DEALS_TEXT = {
  title: 'Partner Deals',
  intro: 'Codes from our partners for the tools founders pay for first. The partner’s own terms apply.',
  sections: {
    partner: { heading: 'Partner deals', note: 'For Community members and above.' },
    exclusive: { heading: 'Exclusive deals', note: 'For Master Builder members and above.' },
  },
  empty: 'No deals here right now. New ones appear as partners join.',
  failed: 'The deals could not be loaded. Please try again.',
  showCode: 'Show code',
  showLink: 'Get the link',
  copy: 'Copy code',
  copied: 'Code copied',
  redeem: 'Redeem',
} as const;

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.');

/** "Until March 3, 2027": the last day, as the server stores it (UTC), the same wherever it is drawn. */
const untilText = (iso: string) => `Until ${new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`;

/** /deals — everyone sees the deals; codes and links come from the server to the plans that have them. */
export function DealsPage() {
  const { user } = useAuth();
  const list = <DealList viewerId={user?.id ?? null} />;
  return (
    <GatedPage feature="PARTNER_DEALS" eyebrow={{ icon: Tag, label: 'Member perks' }} text={DEALS_TEXT} width="max-w-6xl" preview={list}>
      {() => list}
    </GatedPage>
  );
}

function DealList({ viewerId }: { viewerId: string | null }) {
  const deals = useDeals(viewerId);
  if (deals.isPending) return <Skeleton className="mt-8 h-64 w-full" />;
  if (deals.isError)
    return (
      <p role="alert" className="mt-8">
        {DEALS_TEXT.failed}
      </p>
    );
  return (['partner', 'exclusive'] as const).map((access) => (
    <DealSection key={access} access={access} deals={deals.data.deals.filter((deal) => deal.access === access)} viewerId={viewerId} />
  ));
}

function DealSection({ access, deals, viewerId }: { access: DealAccess; deals: Deal[]; viewerId: string | null }) {
  const headingId = useId();
  const text = DEALS_TEXT.sections[access];
  return (
    <TitledSection id={headingId} title={text.heading} titleClassName="text-2xl font-semibold tracking-tight" className="mt-10">
      <p className="mt-1 text-muted-foreground">{text.note}</p>
      {deals.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{DEALS_TEXT.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} viewerId={viewerId} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

export function DealCard({ deal, viewerId }: { deal: Deal; viewerId: string | null }) {
  const reveal = useRevealDeal(viewerId);
  const titleId = useId();
  const shown = deal.code !== null || deal.redeemUrl !== null;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(DEALS_TEXT.copied);
    } catch {
      toast.error('Your browser did not allow copying to the clipboard.');
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{DEAL_CATEGORY_LABELS[deal.category]}</Badge>
        {deal.access === 'exclusive' && <Badge variant="brand">Exclusive</Badge>}
      </div>
      <div>
        <h3 id={titleId} className="text-lg font-semibold">
          {deal.partnerName}
        </h3>
        <p className="font-medium">{deal.title}</p>
      </div>
      <p className="text-sm text-pretty text-muted-foreground">{deal.summary}</p>
      {deal.terms && <p className="text-xs text-muted-foreground">Terms: {deal.terms}</p>}
      {deal.expiresAt && <p className="text-xs text-muted-foreground">{untilText(deal.expiresAt)}</p>}
      <div className="mt-auto grid gap-2 pt-2">
        {!deal.unlocked && deal.requiredTier && (
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Comes with {TIER_DISPLAY_NAMES[deal.requiredTier]} and above.{' '}
              <Link to="/upgrade" className="text-brand-700 underline underline-offset-4 dark:text-brand-300">
                Upgrade to unlock
              </Link>
            </span>
          </p>
        )}
        {deal.unlocked && !shown && (
          <Button variant="outline" onClick={() => reveal.mutate(deal.id)} disabled={reveal.isPending} aria-describedby={titleId}>
            {deal.hasCode ? DEALS_TEXT.showCode : DEALS_TEXT.showLink}
          </Button>
        )}
        {reveal.isError && <InlineError>{messageOf(reveal.error)}</InlineError>}
        {deal.code && (
          <div className="flex items-center gap-2">
            <p className="min-w-0 flex-1 truncate rounded-md border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-brand-900 dark:border-brand-700 dark:bg-brand-950 dark:text-brand-100">
              <span className="sr-only">Code: </span>
              <code className="font-mono text-sm">{deal.code}</code>
            </p>
            <Button variant="ghost" size="icon" onClick={() => copy(deal.code!)} aria-label={`${DEALS_TEXT.copy} for ${deal.partnerName}`} title={DEALS_TEXT.copy}>
              <Copy aria-hidden="true" />
            </Button>
          </div>
        )}
        {deal.redeemUrl && (
          <Button asChild>
            <a href={deal.redeemUrl} target="_blank" rel="noopener noreferrer nofollow">
              {DEALS_TEXT.redeem} at {deal.partnerName}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}
