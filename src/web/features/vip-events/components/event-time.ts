/** "Tue, Dec 8, 2026, 5:00 PM – 6:30 PM GMT" in the event's own time zone. */
export function eventTimeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = (date: Date) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  const time = (date: Date, zone: boolean) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', ...(zone && { timeZoneName: 'short' }) }).format(date);
  return day(start) === day(end) ? `${day(start)}, ${time(start, false)} – ${time(end, true)}` : `${day(start)}, ${time(start, true)} – ${day(end)}, ${time(end, true)}`;
}

/** The start in the viewer's own zone, when its clock reads differently there: "Your time: Dec 8, 6:00 PM CET". */
export function viewerStart(startsAt: string, eventTimeZone: string, viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string | null {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  const at = new Date(startsAt);
  const wall = (timeZone: string) => new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(at);
  if (wall(viewerTimeZone) === wall(eventTimeZone)) return null;
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: viewerTimeZone, timeZoneName: 'short' }).format(at);
}
