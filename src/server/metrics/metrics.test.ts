import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { emailOutbox } from '../db/schema/accounts.ts';
import { events } from '../db/schema/events.ts';
import { createMailer } from '../mail/mailer.ts';
import { verificationEmail } from '../mail/templates.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample (`name{labels} value`) in Prometheus' text format, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('serves no metrics endpoint', async () => {
    const response = await testApp.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('flightdeck_');
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let testApp: TestApp;
  const scrape = async () => {
    const response = await testApp.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  beforeAll(async () => {
    testApp = await createTestApp({ metrics: { token: TOKEN } });
  });
  afterAll(() => testApp.close());

  it('refuses a missing or wrong token with 401 and shows nothing', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer not-the-token-at-all' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await testApp.app.request('/metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const body = await response.text();
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'METRICS_TOKEN_REQUIRED' } });
      expect(body).not.toContain('flightdeck_');
    }
  });

  it('serves Prometheus text with process metrics, the search path and each request under its route template', async () => {
    const id = randomUUID();
    expect((await testApp.app.request(`/api/case-studies/${id}`)).status).toBe(404);
    await testApp.app.request(`/api/no-such-thing/${id}`);
    const response = await testApp.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# TYPE flightdeck_http_request_duration_seconds histogram');
    expect(sample(text, 'flightdeck_http_request_duration_seconds_count{method="GET",route="/api/case-studies/:id",status="404"}')).toBe(1);
    expect(sample(text, 'flightdeck_http_request_duration_seconds_count{method="GET",route="/api/*",status="404"}')).toBe(1);
    // No path with an id becomes a label.
    expect(text).not.toContain(id);
    expect(sample(text, 'flightdeck_search_serving{path="index"}')).toBe(1);
    expect(sample(text, 'flightdeck_search_serving{path="sql"}')).toBe(0);
    expect(sample(text, 'flightdeck_search_index_changes_behind')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The pool is PostgreSQL's; PGlite has one connection and no pool.
    if (testApp.handle.kind === 'postgres') {
      expect(sample(text, 'flightdeck_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      // The case study above was read with a prepared statement, on a pipelined connection; none is running now.
      expect(sample(text, 'flightdeck_db_pipelined_connections')).toBe(1);
      expect(sample(text, 'flightdeck_db_pipelined_statements')).toBe(0);
    }
    else expect(text).not.toContain('flightdeck_db_pool');
  });

  it('moves the queue and outbox gauges when an event and a mail are added, and ages the oldest due event', async () => {
    const before = await scrape();
    await createMailer({ db: testApp.db }).queue(verificationEmail('someone@example.com', 'Someone', 'http://localhost:3000/verify'));
    const [late] = await testApp.db
      .insert(events)
      .values({ type: 'test.metrics', runAfter: sql`now() - interval '120 seconds'` })
      .returning({ id: events.id });
    const after = await scrape();
    expect(sample(after, 'flightdeck_events{state="pending"}')).toBe(sample(before, 'flightdeck_events{state="pending"}')! + 2);
    expect(sample(after, 'flightdeck_mail_outbox{status="queued"}')).toBe(sample(before, 'flightdeck_mail_outbox{status="queued"}')! + 1);
    expect(sample(after, 'flightdeck_events_oldest_due_age_seconds')).toBeGreaterThanOrEqual(120);

    await testApp.db.update(events).set({ state: 'dead', finishedAt: sql`now()` }).where(eq(events.id, late!.id));
    await testApp.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.recipient, 'someone@example.com'));
    const failed = await scrape();
    expect(sample(failed, 'flightdeck_events{state="failed"}')).toBe(sample(before, 'flightdeck_events{state="failed"}')! + 1);
    expect(sample(failed, 'flightdeck_mail_outbox{status="failed"}')).toBe(sample(before, 'flightdeck_mail_outbox{status="failed"}')! + 1);
    expect(sample(failed, 'flightdeck_mail_outbox{status="queued"}')).toBe(sample(before, 'flightdeck_mail_outbox{status="queued"}'));
    expect(sample(failed, 'flightdeck_events_oldest_due_age_seconds')).toBeLessThan(120);
  });

  it('counts the open event streams', async () => {
    const before = sample(await scrape(), 'flightdeck_realtime_streams_open')!;
    const unsubscribe = testApp.realtime.subscribe(randomUUID(), { sessionId: randomUUID(), send: () => undefined, close: () => undefined });
    expect(sample(await scrape(), 'flightdeck_realtime_streams_open')).toBe(before + 1);
    unsubscribe();
    expect(sample(await scrape(), 'flightdeck_realtime_streams_open')).toBe(before);
  });
});
