import { BookOpen } from 'lucide-react';
import { meterLabel, READING_KINDS } from '#shared/domain/content-access.ts';
import type { Me } from '#shared/schemas/me.ts';
import { useReadingMeter } from '../api/reading-meter.ts';

/** The Explorer's free reads left this month, for the account menu; nothing for other plans. */
export function ReadingMeterLines({ user }: { user: Me }) {
  const metered = user.abilities.readingMetered;
  const { data } = useReadingMeter(user.id, metered);
  if (!metered || !data?.meter) return null;
  const meter = data.meter;
  return (
    <div data-testid="menu-reading-meter" className="flex flex-col gap-0.5 px-2 pb-2 text-xs text-muted-foreground">
      {READING_KINDS.map((kind) => (
        <span key={kind} className="flex items-center gap-1.5">
          <BookOpen className="size-3 shrink-0" aria-hidden="true" />
          {meterLabel(kind, meter[kind])}
        </span>
      ))}
    </div>
  );
}
