import { describe, expect, it } from 'vitest';
import { eventTimeRange, viewerStart } from './event-time.ts';

describe("an event's time", () => {
  it("reads in the event's own zone, and in the viewer's only when their clock differs", () => {
    expect(eventTimeRange('2026-12-07T17:00:00Z', '2026-12-07T18:30:00Z', 'Europe/London')).toBe('Mon, Dec 7, 2026, 5:00 PM – 6:30 PM GMT');
    expect(viewerStart('2026-12-07T17:00:00Z', 'Europe/London', 'UTC')).toBeNull();
    expect(viewerStart('2026-12-21T18:00:00Z', 'America/New_York', 'UTC')).toBe('Dec 21, 6:00 PM UTC');
  });
});
