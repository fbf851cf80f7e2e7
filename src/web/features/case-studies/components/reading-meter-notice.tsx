import { BookOpen } from 'lucide-react';
import { READING_KINDS, meterLabel } from '#shared/domain/content-access.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { cn } from '#web/lib/cn.ts';

type Meter = NonNullable<CaseStudyDetail['readingMeter']>;

/** "3 of 5 free case studies left this month" and the failure-analysis count, for Explorer members. */
export function ReadingMeterNotice({ meter, className }: { meter: Meter; className?: string }) {
  return (
    <p
      role="status"
      data-testid="reading-meter"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
        className,
      )}
    >
      <BookOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="flex flex-col gap-x-3 sm:flex-row">
        {READING_KINDS.map((kind, index) => (
          <span key={kind}>
            {index > 0 && (
              <span aria-hidden="true" className="mr-3 hidden sm:inline">
                ·
              </span>
            )}
            {meterLabel(kind, meter[kind])}
          </span>
        ))}
      </span>
    </p>
  );
}

/** The first day of next month (UTC), when the free reads renew, in US long format. */
export function meterRenewalDate(now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}
