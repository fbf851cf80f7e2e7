import { CalendarDays, Check, Clock, Users } from 'lucide-react';
import type { Bootcamp } from '#shared/schemas/bootcamps.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

export const SECURE_SPOT = 'Secure Your Spot';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const longDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const STATUS_STYLE: Record<Bootcamp['status'], string> = {
  'Filling Fast': 'bg-orange-600',
  'Early Bird': 'bg-emerald-700',
  'Just Announced': 'bg-brand-600',
  'Enrolling Now': 'bg-sky-700',
  'Sold Out': 'bg-slate-600',
  'Enrollment Closed': 'bg-slate-600',
};

export function BootcampCard({ bootcamp, busy, onSecure }: { bootcamp: Bootcamp; busy: boolean; onSecure: () => void }) {
  const discounted = bootcamp.viewerPriceCents < bootcamp.priceCents;
  const filled = Math.min(100, Math.round((bootcamp.enrolled / bootcamp.maxSeats) * 100));
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm" aria-labelledby={`bootcamp-${bootcamp.id}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`bootcamp-${bootcamp.id}`} className="text-xl font-semibold">
          {bootcamp.name}
        </h3>
        <Badge className={STATUS_STYLE[bootcamp.status]}>{bootcamp.status}</Badge>
      </div>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">{bootcamp.description}</p>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt>Starts</dt>
          <dd className="font-medium">{longDate(bootcamp.startDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt>Duration</dt>
          <dd className="font-medium">{bootcamp.durationWeeks} weeks</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt>Enrolled</dt>
          <dd className="font-medium">
            {bootcamp.enrolled}/{bootcamp.maxSeats}
          </dd>
        </div>
      </dl>
      <div className="mt-2 h-2 rounded-full bg-muted" role="progressbar" aria-label={`${bootcamp.name} seats taken`} aria-valuenow={filled} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${filled}%` }} />
      </div>
      <ul className="mt-5 flex flex-col gap-2 text-sm">
        {bootcamp.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <p className="text-3xl font-bold">
          {discounted && (
            <>
              <span className="sr-only">Was </span>
              <s className="mr-2 text-lg font-medium text-muted-foreground">{dollars(bootcamp.priceCents)}</s>
              <span className="sr-only">now </span>
            </>
          )}
          {dollars(bootcamp.viewerPriceCents)}
        </p>
        {discounted && <p className="text-sm text-emerald-700 dark:text-emerald-400">{bootcamp.viewerDiscounts.join(' · ')}</p>}
        {bootcamp.viewerEnrolled ? (
          <p className="mt-4 rounded-md bg-green-50 p-2 text-center text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200">You have a seat in this cohort</p>
        ) : (
          <Button className="mt-4 w-full" size="lg" disabled={!bootcamp.canEnroll || busy} onClick={onSecure}>
            {bootcamp.canEnroll ? SECURE_SPOT : bootcamp.status}
          </Button>
        )}
      </div>
    </article>
  );
}
