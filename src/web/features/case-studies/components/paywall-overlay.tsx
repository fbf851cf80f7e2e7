import { meterLabel, readingKindOf } from '#shared/domain/content-access.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { LockedPrompt } from '#web/components/locked-prompt.tsx';
import { meterRenewalDate } from './reading-meter-notice.tsx';

/** The paywall under a previewed article: it overlaps the faded end of the preview. */
export function PaywallOverlay({ study, returnTo }: { study: CaseStudyDetail & { paywall: NonNullable<CaseStudyDetail['paywall']> }; returnTo: string }) {
  const kind = readingKindOf(study.caseStudyType);
  const entry = study.readingMeter?.[kind];
  return (
    <div className="relative z-10 -mt-16" data-testid="paywall" data-kind={study.paywall.kind}>
      <LockedPrompt kind={study.paywall.kind} returnTo={returnTo} otherCaseStudies={study.paywall.otherCaseStudies}>
        {study.paywall.kind === 'explorer_limit' && entry && (
          <p className="text-pretty text-muted-foreground">
            {meterLabel(kind, entry)}. Your free reads renew on {meterRenewalDate()}.
          </p>
        )}
      </LockedPrompt>
    </div>
  );
}
