import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { caseStudies, tacticCaseStudies, tactics } from '#server/db/schema/content.ts';
import { aiToolUses } from '#server/db/schema/ideas.ts';
import type { IdeaEvidence, RemixEvidence } from '#shared/domain/idea-evidence.ts';
import type { IdeaToolLine } from '#shared/schemas/idea-tools.ts';
import { modelAppForFile } from '#tests/helpers/llm-server.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { memberWith } from '#tests/helpers/members.ts';
import { ndjsonLines } from '#tests/helpers/answers.ts';

const testApp = testAppForFile();
/** The same database behind an app with a model configured (the fake one on 127.0.0.1). */
const { llm, withModel } = modelAppForFile(testApp);
const visitor = createClient(testApp);
const ids: Record<string, string> = {};

const lines = (response: Response) => ndjsonLines<IdeaToolLine>(response);
const evidenceLine = (all: IdeaToolLine[]) => {
  const first = all[0];
  if (first?.type !== 'evidence') throw new Error('the first line is not the evidence');
  return first;
};

type Fixture = {
  key: string;
  title: string;
  type: 'success' | 'failure';
  intro: string;
  model: 'ecommerce' | 'content' | 'other' | 'saas';
  channel: 'seo' | 'social' | 'paid' | 'sales';
  revenue: number;
  costs: number;
  tags: string[];
  lessons?: string;
  status?: 'published' | 'draft';
};

// Known case studies: three successes and two failures about beekeeping and honey, one
// unrelated study and one draft that must never be counted.
const FIXTURE: Fixture[] = [
  { key: 's1', title: 'Hivecraft: Beekeeping Kits by Subscription', type: 'success', intro: 'Hivecraft ships starter beekeeping kits every season to hobbyists.', model: 'ecommerce', channel: 'seo', revenue: 12_000, costs: 3_000, tags: ['beekeeping', 'subscription'] },
  { key: 's2', title: 'Honeyline: Raw Honey Subscription Boxes', type: 'success', intro: 'Honeyline sends raw honey from small farms to subscribers each month.', model: 'ecommerce', channel: 'social', revenue: 30_000, costs: 8_000, tags: ['honey', 'subscription'] },
  { key: 's3', title: 'Apiary Academy: Online Beekeeping Courses', type: 'success', intro: 'Apiary Academy teaches beekeeping through video lessons.', model: 'content', channel: 'seo', revenue: 9_000, costs: 500, tags: ['beekeeping', 'courses'] },
  { key: 'f1', title: 'Why BuzzBox Failed: Beekeeping Gadgets Nobody Kept', type: 'failure', intro: 'BuzzBox sold smart beekeeping gadgets that owners stopped using.', model: 'ecommerce', channel: 'paid', revenue: 2_000, costs: 60_000, tags: ['beekeeping', 'paid-acquisition', 'hardware'], lessons: 'The founders scaled ads before measuring retention. Returns doubled in winter.' },
  { key: 'f2', title: 'Combwise: A Honey Marketplace That Ran Dry', type: 'failure', intro: 'Combwise connected honey farms with shops and ran out of money.', model: 'other', channel: 'paid', revenue: 500, costs: 40_000, tags: ['honey', 'paid-acquisition'], lessons: 'Paying for both sides of the marketplace with ads never stopped.' },
  { key: 'u1', title: 'Ledgerly: Invoicing for Plumbers', type: 'success', intro: 'Ledgerly sends invoices for plumbing firms.', model: 'saas', channel: 'sales', revenue: 50_000, costs: 2_000, tags: ['invoicing'] },
  { key: 'd1', title: 'Beekeeping Honey Subscription Draft', type: 'success', intro: 'A beekeeping honey subscription still in draft.', model: 'ecommerce', channel: 'seo', revenue: 99_000, costs: 1, tags: ['beekeeping', 'honey', 'subscription'], status: 'draft' },
];

beforeAll(async () => {
  for (const study of FIXTURE) {
    const [row] = await testApp.db
      .insert(caseStudies)
      .values({
        title: study.title,
        status: study.status ?? 'published',
        publishedAt: study.status === 'draft' ? null : new Date('2025-01-01T00:00:00Z'),
        caseStudyType: study.type,
        businessModel: study.model,
        primaryGrowthChannel: study.channel,
        monthlyRevenue: study.revenue,
        startingCosts: study.costs,
        tags: study.tags,
        contentLessonsLearned: study.lessons ?? null,
        contentStructure: { introduction: study.intro, problem: 'A problem.', solution: 'A solution.', metrics: {} },
      })
      .returning({ id: caseStudies.id });
    ids[study.key] = row!.id;
  }
  const [tactic] = await testApp.db
    .insert(tactics)
    .values({ name: 'Launch on paid social', descriptionHtml: '<p>Buy reach early.</p>', category: 'marketing', failureSignals: ['CAC above LTV after three months'] })
    .returning({ id: tactics.id });
  await testApp.db.insert(tacticCaseStudies).values([
    { tacticId: tactic!.id, caseStudyId: ids.f1! },
    { tacticId: tactic!.id, caseStudyId: ids.f2! },
  ]);
});

const IDEA = 'A beekeeping subscription box with raw honey';

describe('who may use the AI idea tools', () => {
  it('locks them for visitors: the meter says locked and both tools answer 401', async () => {
    expect(await (await visitor.get('/api/idea-tools/meter')).json()).toEqual({ access: 'locked' });
    expect((await visitor.post('/api/idea-tools/validate', { idea: IDEA })).status).toBe(401);
    expect((await visitor.post('/api/idea-tools/remix', { conceptA: 'bees', conceptB: 'honey' })).status).toBe(401);
  });

  it('gives Community and above and super_admin unlimited uses, counted nowhere', async () => {
    for (const [tier, role] of [['community', null], ['master_builder', null], ['legacy_founder', null], ['explorer', 'super_admin']] as const) {
      const { client, userId } = await memberWith(testApp, tier, role);
      expect(await (await client.get('/api/idea-tools/meter')).json()).toEqual({ access: 'unlimited' });
      for (let i = 0; i < 6; i += 1) expect(evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: IDEA }))).meter).toEqual({ access: 'unlimited' });
      expect(await testApp.db.select().from(aiToolUses).where(eq(aiToolUses.userId, userId))).toHaveLength(0);
    }
  });

  it('meters an Explorer (and staff below super_admin on Explorer) at 5 uses a month across both tools; the 6th is a 403', async () => {
    for (const role of [null, 'editor'] as const) {
      const { client, userId } = await memberWith(testApp, 'explorer', role);
      expect(await (await client.get('/api/idea-tools/meter')).json()).toEqual({ access: 'metered', limit: 5, used: 0, remaining: 5 });
      for (let use = 1; use <= 5; use += 1) {
        const response = use % 2 ? await client.post('/api/idea-tools/validate', { idea: IDEA }) : await client.post('/api/idea-tools/remix', { conceptA: 'beekeeping', conceptB: 'honey' });
        expect(evidenceLine(await lines(response)).meter).toEqual({ access: 'metered', limit: 5, used: use, remaining: 5 - use });
      }
      const refused = await client.post('/api/idea-tools/validate', { idea: IDEA });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toEqual(
        expect.objectContaining({ code: 'AI_TOOL_LIMIT_REACHED', message: "You've used your 5 AI tool uses for this month. Upgrade to Community for unlimited AI tools." }),
      );
      expect((await client.post('/api/idea-tools/remix', { conceptA: 'beekeeping', conceptB: 'honey' })).status).toBe(403);
      expect(await (await client.get('/api/idea-tools/meter')).json()).toEqual({ access: 'metered', limit: 5, used: 5, remaining: 0 });
      const rows = await testApp.db.select().from(aiToolUses).where(eq(aiToolUses.userId, userId));
      expect(rows.map((row) => row.tool).sort()).toEqual(['remixer', 'remixer', 'validator', 'validator', 'validator']);
    }
  });

  it('counts parallel requests exactly: of eight at once, five get through', async () => {
    const { client, userId } = await memberWith(testApp, 'explorer');
    const statuses = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/idea-tools/validate', { idea: IDEA }).then((response) => response.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    expect(await testApp.db.select().from(aiToolUses).where(and(eq(aiToolUses.userId, userId), eq(aiToolUses.tool, 'validator')))).toHaveLength(5);
  });
});

describe('validation', () => {
  it("refuses bad input with the tools' messages and counts no use", async () => {
    const { client, userId } = await memberWith(testApp, 'explorer');
    const cases: [string, unknown, string][] = [
      ['/api/idea-tools/validate', {}, 'Please describe your idea.'],
      ['/api/idea-tools/validate', { idea: '   ' }, 'Please describe your idea.'],
      ['/api/idea-tools/validate', { idea: 'bees' }, 'Please describe your idea in at least 10 characters.'],
      ['/api/idea-tools/validate', { idea: 'b'.repeat(1001) }, 'Please describe your idea in at most 1000 characters.'],
      ['/api/idea-tools/validate', { idea: '!!! ??? ... ###' }, 'Please use words we can search for.'],
      ['/api/idea-tools/remix', { conceptA: 'bees' }, 'Please enter both concepts.'],
      ['/api/idea-tools/remix', { conceptA: ' ', conceptB: 'honey' }, 'Please enter both concepts.'],
      ['/api/idea-tools/remix', { conceptA: 'a'.repeat(201), conceptB: 'honey' }, 'Each concept must be at most 200 characters.'],
    ];
    for (const [path, body, message] of cases) {
      const response = await client.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await testApp.db.select().from(aiToolUses).where(eq(aiToolUses.userId, userId))).toHaveLength(0);
  });
});

describe('the validator', () => {
  it('grounds its evidence in the matching published case studies, with base rates and sample sizes', async () => {
    const { client } = await memberWith(testApp, 'community');
    const first = evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: IDEA })));
    expect(first.tool).toBe('validator');
    expect(first.summary).toBe('not_configured');
    expect(first.message).toBe('A written summary is not configured on this site; the evidence below comes straight from our case studies.');
    const evidence = first.evidence as IdeaEvidence;
    expect(evidence.matched).toBe(5);
    expect(new Set(evidence.successes.map((s) => s.id))).toEqual(new Set([ids.s1, ids.s2, ids.s3]));
    expect(new Set(evidence.failures.map((s) => s.id))).toEqual(new Set([ids.f1, ids.f2]));
    expect(evidence.successRate).toEqual({ count: 3, of: 5, rate: 0.6, smallSample: false });
    expect(evidence.revenue.successes).toEqual({ n: 3, min: 9_000, p25: 10_500, median: 12_000, p75: 21_000, max: 30_000, smallSample: true });
    expect(evidence.startingCosts.failures).toEqual({ n: 2, min: 40_000, p25: 45_000, median: 50_000, p75: 55_000, max: 60_000, smallSample: true });
    expect(evidence.businessModels[0]).toEqual({
      key: 'ecommerce',
      label: 'E-commerce',
      share: { count: 3, of: 5, rate: 0.6, smallSample: false },
      successRate: { count: 2, of: 3, rate: 2 / 3, smallSample: true },
    });
    const channels = Object.fromEntries(evidence.growthChannels.map((row) => [row.key, [row.share.count, row.successRate.count]]));
    expect(channels).toEqual({ seo: [2, 2], paid: [2, 0], social: [1, 1] });
    expect(evidence.warningSigns).toEqual([
      { text: 'CAC above LTV after three months', source: 'tactic_failure_signal', failures: { count: 2, of: 2, rate: 1, smallSample: true }, successes: { count: 0, of: 3, rate: 0, smallSample: true } },
      { text: 'paid-acquisition', source: 'failure_tag', failures: { count: 2, of: 2, rate: 1, smallSample: true }, successes: { count: 0, of: 3, rate: 0, smallSample: true } },
    ]);
    expect(evidence.lessons).toEqual(
      expect.arrayContaining([
        { id: ids.f1, title: 'Why BuzzBox Failed: Beekeeping Gadgets Nobody Kept', lesson: 'The founders scaled ads before measuring retention.' },
        { id: ids.f2, title: 'Combwise: A Honey Marketplace That Ran Dry', lesson: 'Paying for both sides of the marketplace with ads never stopped.' },
      ]),
    );
    // Neither the draft nor the unrelated study is ever evidence.
    const all = JSON.stringify(evidence);
    expect(all).not.toContain(ids.d1);
    expect(all).not.toContain(ids.u1);
  });

  it('finds a study through a misspelt word (trigram similarity)', async () => {
    const { client } = await memberWith(testApp, 'community');
    const evidence = evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: 'invoicng software for plumbrs' }))).evidence as IdeaEvidence;
    expect(evidence.successes.map((s) => s.id)).toEqual([ids.u1]);
  });

  it('says so when nothing matches', async () => {
    const { client } = await memberWith(testApp, 'community');
    const evidence = evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: 'quantum zeppelin orchestras' }))).evidence as IdeaEvidence;
    expect(evidence.matched).toBe(0);
    expect(evidence.successRate).toEqual({ count: 0, of: 0, rate: null, smallSample: true });
  });
});

describe('what the tools quote', () => {
  const LOCKED_SENTENCES = ['The founders scaled ads before measuring retention.', 'Returns doubled in winter.', 'Paying for both sides of the marketplace with ads never stopped.'];
  const quotesLockedText = (answer: unknown) => LOCKED_SENTENCES.some((sentence) => JSON.stringify(answer).includes(sentence));

  it("never quotes an Explorer the locked lessons of a study they have not read, neither in the evidence nor to the model", async () => {
    llm.behave({ kind: 'stream', chunks: ['Two failures matched.'] });
    const { client } = await memberWith(withModel, 'explorer');
    const validated = evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: IDEA })));
    expect((validated.evidence as IdeaEvidence).failures).toHaveLength(2);
    expect((validated.evidence as IdeaEvidence).lessons).toEqual([]);
    expect(quotesLockedText(validated)).toBe(false);
    expect(quotesLockedText(llm.requests.at(-1)!.body)).toBe(false);
    llm.behave({ kind: 'stream', chunks: ['Two failures matched.'] });
    const remixed = evidenceLine(await lines(await client.post('/api/idea-tools/remix', { conceptA: 'beekeeping', conceptB: 'honey subscription' })));
    expect(quotesLockedText(remixed)).toBe(false);
    expect(quotesLockedText(llm.requests.at(-1)!.body)).toBe(false);
  });

  it('quotes an Explorer the lessons of a study they opened in full this month, and only those', async () => {
    const { client } = await memberWith(testApp, 'explorer');
    const opened = await (await client.get(`/api/case-studies/${ids.f1}`)).json();
    expect(opened.paywall).toBeNull();
    const evidence = evidenceLine(await lines(await client.post('/api/idea-tools/validate', { idea: IDEA }))).evidence as IdeaEvidence;
    expect(evidence.lessons).toEqual([{ id: ids.f1, title: 'Why BuzzBox Failed: Beekeeping Gadgets Nobody Kept', lesson: 'The founders scaled ads before measuring retention.' }]);
  });
});

describe('the remixer', () => {
  it('combines two concepts from each one\'s matches, their overlap and the models that worked for both', async () => {
    const { client } = await memberWith(testApp, 'community');
    const first = evidenceLine(await lines(await client.post('/api/idea-tools/remix', { conceptA: 'beekeeping', conceptB: 'honey subscription' })));
    expect(first.tool).toBe('remixer');
    const remix = first.evidence as RemixEvidence;
    expect(new Set([...remix.a.successes, ...remix.a.failures].map((s) => s.id))).toEqual(new Set([ids.s1, ids.s3, ids.f1]));
    expect(new Set([...remix.b.successes, ...remix.b.failures].map((s) => s.id))).toEqual(new Set([ids.s1, ids.s2, ids.f2]));
    expect(remix.overlap.map((s) => s.id)).toEqual([ids.s1]);
    expect(remix.sharedModels.map((m) => [m.key, m.successesA.count, m.successesB.count])).toEqual([['ecommerce', 1, 2]]);
    expect(remix.sharedChannels.map((c) => [c.key, c.successesA.count, c.successesB.count])).toEqual([['seo', 2, 1]]);
    expect(remix.candidates).toEqual([
      expect.objectContaining({
        title: 'beekeeping × honey subscription as E-commerce, grown through SEO',
        businessModel: 'ecommerce',
        growthChannel: 'seo',
        examples: [expect.objectContaining({ id: ids.s1 })],
      }),
    ]);
  });
});

describe('the written summary from a configured model', () => {
  it('streams the model\'s summary after the evidence, having sent the model that evidence', async () => {
    llm.behave({ kind: 'stream', chunks: ['Three of five ', 'matched studies succeeded.'] });
    const { client } = await memberWith(withModel, 'community');
    const all = await lines(await client.post('/api/idea-tools/validate', { idea: IDEA }));
    expect(evidenceLine(all).summary).toBe('streaming');
    expect(all.slice(1)).toEqual([{ type: 'summary', text: 'Three of five ' }, { type: 'summary', text: 'matched studies succeeded.' }, { type: 'summary_done' }]);
    const sent = llm.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.stream).toBe(true);
    const prompt = sent.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(IDEA);
    expect(prompt).toContain('Hivecraft: Beekeeping Kits by Subscription');
    expect(prompt).toContain('CAC above LTV after three months');
  });

  it('keeps the evidence and says the summary failed when the model answers with an error', async () => {
    llm.behave({ kind: 'error', status: 500 });
    const { client } = await memberWith(withModel, 'community');
    const all = await lines(await client.post('/api/idea-tools/remix', { conceptA: 'beekeeping', conceptB: 'honey subscription' }));
    expect((evidenceLine(all).evidence as RemixEvidence).candidates).toHaveLength(1);
    expect(all.slice(1)).toEqual([{ type: 'summary_error', reason: 'failed', message: 'The written summary could not be produced; the evidence below is complete without it.' }]);
  });

  it('stops a model that stalls at the time-out and says so, keeping what it wrote', async () => {
    llm.behave({ kind: 'stall', first: 'Three of five' });
    const { client } = await memberWith(withModel, 'community');
    const started = Date.now();
    const all = await lines(await client.post('/api/idea-tools/validate', { idea: IDEA }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(all.slice(1)).toEqual([
      { type: 'summary', text: 'Three of five' },
      { type: 'summary_error', reason: 'timeout', message: 'The written summary took too long and was stopped; the evidence below is complete without it.' },
    ]);
  });
});
