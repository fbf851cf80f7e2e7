import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { domainChecks } from '#server/db/schema/ideas.ts';
import { generateNames } from '#shared/domain/name-generator.ts';
import type { NameGeneratorResponse } from '#shared/schemas/name-generator.ts';
import { startDnsServer } from '#tests/helpers/dns-server.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { availabilityOf, KNOWN_DOMAIN } from './domain-availability.ts';
import { NAME_RUN_LIMIT } from './name-generator.routes.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const KEYWORD = 'harbor tea';
const names = generateNames(KEYWORD, 0);
const TAKEN = names[0]!.domain;
const SILENT = names[1]!.domain;
const TIMEOUT_MS = 300;

const dnsServer = fileFixture(
  () => startDnsServer({ taken: [TAKEN, KNOWN_DOMAIN], silent: [SILENT] }),
  (server) => server.close(),
);
const testApp = testAppForFile(() => ({ tools: { dnsServers: [dnsServer.address], dnsTimeoutMs: TIMEOUT_MS } }));

const generate = (client = createClient(testApp), body: unknown = { keyword: KEYWORD }) => client.post('/api/tools/name-generator', body);

describe('POST /api/tools/name-generator', () => {
  it('refuses a blank keyword with the spec\'s message, and a bad run', async () => {
    for (const keyword of ['', '   ', '!!!']) {
      const response = await generate(undefined, { keyword });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('Please enter a keyword to generate business names.');
    }
    expect((await generate(undefined, {})).status).toBe(400);
    expect((await generate(undefined, { keyword: 'tea', run: -1 })).status).toBe(400);
    expect((await generate(undefined, { keyword: 'x'.repeat(61) })).status).toBe(400);
  });

  it('answers 15 names with availability from the DNS server: NXDOMAIN available, an answer taken, a time-out unknown', async () => {
    const response = await generate();
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as NameGeneratorResponse;
    expect(body.names.map((n) => n.name)).toEqual(names.map((n) => n.name));
    const byDomain = new Map(body.names.map((n) => [n.domain, n.availability]));
    expect(byDomain.get(TAKEN)).toBe('taken');
    expect(byDomain.get(SILENT)).toBe('unknown');
    expect(body.names.filter((n) => n.availability === 'available')).toHaveLength(13);
    expect(dnsServer.queries).toContain(TAKEN);
  });

  it('keeps answers in the database and asks the DNS server again only when they expire', async () => {
    const before = dnsServer.queries.length;
    await generate();
    expect(dnsServer.queries.length).toBe(before);
    const [row] = await testApp.db.select().from(domainChecks).where(eq(domainChecks.domain, TAKEN));
    expect(row?.availability).toBe('taken');
    await testApp.db.update(domainChecks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(domainChecks.domain, TAKEN));
    await generate();
    expect(dnsServer.queries.slice(before).filter((name) => name !== KNOWN_DOMAIN)).toEqual([TAKEN]);
  });

  it('trusts "not found" only from a resolver that finds a name that certainly exists, and says it could not check otherwise', async () => {
    const domains = generateNames('lantern kiln', 0).map((n) => n.domain);
    const options = { timeoutMs: TIMEOUT_MS };
    // A resolver that answers "no such domain" to everything, and one that does not answer at all.
    const denying = await startDnsServer({ taken: [], silent: [] });
    const mute = await startDnsServer({ taken: [], silent: [KNOWN_DOMAIN, ...domains.slice(0, 5)] });
    try {
      const denied = await availabilityOf(testApp.db, domains.slice(0, 5), { ...options, servers: [denying.address] });
      expect([...denied.values()]).toEqual(Array(5).fill('unknown'));
      expect(denying.queries).toContain(KNOWN_DOMAIN);
      const unanswered = await availabilityOf(testApp.db, domains.slice(5, 10), { ...options, servers: [mute.address] });
      expect([...unanswered.values()]).toEqual(Array(5).fill('unknown'));
      // A trustworthy resolver's "not found" is "available"; the answers above were kept only briefly.
      await testApp.db.update(domainChecks).set({ expiresAt: sql`now() - interval '1 second'` }).where(inArray(domainChecks.domain, domains));
      const trusted = await availabilityOf(testApp.db, domains.slice(0, 10), { ...options, servers: [dnsServer.address] });
      expect([...trusted.values()]).toEqual(Array(10).fill('available'));
    } finally {
      await denying.close();
      await mute.close();
    }
  });

  it('gives other names for the next run', async () => {
    const body = (await (await generate(undefined, { keyword: KEYWORD, run: 1 })).json()) as NameGeneratorResponse;
    expect(body.names.map((n) => n.name)).toEqual(generateNames(KEYWORD, 1).map((n) => n.name));
  });

  it('limits runs per client address, in the database', async () => {
    const client = createClient(testApp);
    const statuses: number[] = [];
    for (let i = 0; i <= NAME_RUN_LIMIT.max; i += 1) statuses.push((await generate(client)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(NAME_RUN_LIMIT.max);
    const refused = await generate(client);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe('Too many name searches. Please wait a moment before trying again.');
    expect((await generate()).status).toBe(200);
  });
});
