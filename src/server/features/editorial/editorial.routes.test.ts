import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/admin.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { SAVE_MESSAGES, SUBMISSION_MESSAGES, type AdminCaseList, type AuditPage, type SubmissionDetail } from '#shared/schemas/editorial.ts';
import type { CaseStudyCard, CaseStudyDetail } from '#shared/schemas/content.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { allPrincipals, PRINCIPALS, type Principal } from '#tests/helpers/principals.editorial.ts';
import { type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const testApp = testAppForFile();
const who = fileFixture(() => allPrincipals(testApp));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const caseStudySubmission = (title = 'Bootstrapped Bakery Subscriptions') => ({
  title,
  introduction: 'A neighbourhood bakery turned its loyal morning regulars into a subscription.\nIt kept both lines.',
  problem: 'Walk-in sales swung wildly with the weather, so baking too much or too little was a daily gamble.',
  solution: 'Weekly bread boxes paid in advance set the baseline, and walk-ins became the upside on good days.',
  sourceUrl: '',
  regionTags: ['Europe', ' europe ', 'Europe', ''],
  metrics: [
    { name: 'Subscribers', value: '340' },
    { name: 'Churn', value: '' },
  ],
});
const SOURCED = { kind: 'self_reported', as_of: '2026-06-30' };
const PROVENANCE = { revenue: SOURCED, profit: SOURCED, costs: SOURCED, team: SOURCED };
const PROBLEM = 'Independent gyms lost members every January because nobody noticed who had stopped coming.';
const SOLUTION = 'A check-in tracker that texts a coach when a member misses two weeks, so someone calls them.';
/** What the editor sends: every figure sourced; a study to publish also has its problem and solution. */
const staffStudy = (fields: Record<string, unknown>) => ({ figures_provenance: PROVENANCE, ...fields });
const publishable = (fields: Record<string, unknown>) => staffStudy({ problem: PROBLEM, solution: SOLUTION, ...fields });

const tacticSubmission = {
  name: 'Pre-sold bread boxes',
  description: 'Sell a weekly box before baking it.\nCollect payment on Sunday, bake on Monday, and never throw away unsold loaves again; regulars love it.',
  category: 'revenue',
  successSignals: ['Fewer unsold loaves', 'Fewer unsold loaves', ' '],
  failureSignals: ['Subscribers pause in summer'],
};

async function expectError(response: Response, status: number, message?: string) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (message) expect(body.error.message).toBe(message);
  return body.error;
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

async function submitStudy(client: TestClient, title?: string) {
  return ok<{ id: string; status: string; href: string }>(await client.post('/api/submissions/case-studies', caseStudySubmission(title)), 201);
}

async function versionOf(id: string) {
  const [row] = await testApp.db.select({ version: caseStudies.version }).from(caseStudies).where(eq(caseStudies.id, id));
  return row!.version;
}

describe('member submissions', () => {
  it('asks a visitor to sign in', async () => {
    await expectError(await who.visitor.client.post('/api/submissions/case-studies', caseStudySubmission()), 401);
    await expectError(await who.visitor.client.get('/api/me/submissions'), 401);
  });

  it("refuses each broken rule with the spec's message", async () => {
    const client = who.explorer.client;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Too short' }, 'Title must be at least 10 characters'],
      [{ introduction: 'x'.repeat(49) }, 'Introduction must be at least 50 characters'],
      [{ problem: 'short' }, 'Problem description must be at least 50 characters'],
      [{ solution: 'short' }, 'Solution description must be at least 50 characters'],
      [{ sourceUrl: 'not-a-url' }, 'Must be a valid URL'],
      [{ regionTags: [' ', ''] }, 'At least one region tag is required'],
    ];
    for (const [change, message] of cases) {
      await expectError(await client.post('/api/submissions/case-studies', { ...caseStudySubmission(), ...change }), 400, message);
    }
    const tacticCases: [Record<string, unknown>, string][] = [
      [{ name: 'Tiny' }, 'Name must be at least 5 characters'],
      [{ description: 'short' }, 'Description must be at least 100 characters'],
      [{ category: '' }, 'Category is required'],
      [{ successSignals: [' '] }, 'At least one success signal is required'],
      [{ failureSignals: [] }, 'At least one failure signal is required'],
    ];
    for (const [change, message] of tacticCases) {
      await expectError(await client.post('/api/submissions/tactics', { ...tacticSubmission, ...change }), 400, message);
    }
  });

  it('lands a case study in review, not public, with tags de-duplicated and only complete metrics', async () => {
    const created = await submitStudy(who.explorer.client, 'Review Only Bakery Story');
    expect(created).toMatchObject({ status: 'in_review', href: `/submissions/case-study/${created.id}` });
    await expectError(await who.visitor.client.get(`/api/case-studies/${created.id}`), 404);
    const search = await ok<{ caseStudyTotal: number }>(await who.visitor.client.get('/api/search?q=Review%20Only%20Bakery'));
    expect(search.caseStudyTotal).toBe(0);

    const detail = await ok<SubmissionDetail>(await who.explorer.client.get(`/api/me/submissions/case-study/${created.id}`));
    expect(detail.status).toBe('in_review');
    expect(detail.publicHref).toBeNull();
    if (detail.kind !== 'case_study') throw new Error('kind');
    expect(detail.fields.regionTags).toEqual(['Europe', 'europe']);
    expect(detail.fields.metrics).toEqual([{ name: 'Subscribers', value: '340' }]);
    expect(detail.fields.introduction).toContain('\n');

    const list = await ok<{ items: { id: string; kind: string; status: string; href: string }[] }>(await who.explorer.client.get('/api/me/submissions'));
    expect(list.items.find((item) => item.id === created.id)).toMatchObject({ kind: 'case_study', status: 'in_review', href: created.href });
    // Someone else's submission is not found.
    await expectError(await who.community.client.get(`/api/me/submissions/case-study/${created.id}`), 404, SUBMISSION_MESSAGES.submissionNotFound);
  });

  it('keeps line breaks of a tactic description and de-duplicates signals', async () => {
    const created = await ok<{ id: string }>(await who.explorer.client.post('/api/submissions/tactics', tacticSubmission), 201);
    const detail = await ok<SubmissionDetail>(await who.explorer.client.get(`/api/me/submissions/tactic/${created.id}`));
    if (detail.kind !== 'tactic') throw new Error('kind');
    expect(detail.fields.description).toBe(tacticSubmission.description);
    expect(detail.fields.successSignals).toEqual(['Fewer unsold loaves']);
    expect(detail.status).toBe('in_review');
    await expectError(await who.visitor.client.get(`/api/tactics/${created.id}`), 404);
  });
});

describe('the review workflow', () => {
  it('returns with a reason, lets the author resubmit, publishes, and notifies the author each time', async () => {
    const author = who.explorer;
    const editor = who.editor.client;
    const { id } = await submitStudy(author.client, 'Returned Then Published Bakery');

    await expectError(await editor.post(`/api/admin/case-studies/${id}/transitions`, { action: 'return', version: await versionOf(id) }), 400, 'Please give the author a reason for returning it.');
    await ok(await editor.post(`/api/admin/case-studies/${id}/transitions`, { action: 'return', reason: 'Add your monthly revenue.', version: await versionOf(id) }));

    const returned = await ok<SubmissionDetail>(await author.client.get(`/api/me/submissions/case-study/${id}`));
    expect(returned).toMatchObject({ status: 'returned', reviewNote: 'Add your monthly revenue.' });
    let notifications = await ok<NotificationList>(await author.client.get('/api/me/notifications'));
    expect(notifications.items[0]).toMatchObject({ actionType: 'submission_returned', type: 'submission', title: 'Submission Returned' });
    expect(notifications.items[0]!.data).toMatchObject({ caseStudyId: id, reason: 'Add your monthly revenue.', title: 'Returned Then Published Bakery' });

    // A returned study cannot be published before the author resubmits it.
    await expectError(await editor.post(`/api/admin/case-studies/${id}/transitions`, { action: 'publish', version: await versionOf(id) }), 409);

    const resubmitted = await ok<SubmissionDetail>(
      await author.client.put(`/api/me/submissions/case-study/${id}`, { ...caseStudySubmission('Returned Then Published Bakery, Revenue Added'), version: returned.version }),
    );
    expect(resubmitted).toMatchObject({ status: 'in_review', reviewNote: null });
    // While in review the author cannot change it.
    await expectError(
      await author.client.put(`/api/me/submissions/case-study/${id}`, { ...caseStudySubmission(), version: resubmitted.version }),
      409,
      SUBMISSION_MESSAGES.notEditable,
    );

    await ok(await editor.post(`/api/admin/case-studies/${id}/transitions`, { action: 'publish', version: resubmitted.version }));
    notifications = await ok<NotificationList>(await author.client.get('/api/me/notifications'));
    expect(notifications.items[0]).toMatchObject({ actionType: 'submission_published', title: 'Submission Published' });
    await ok(await who.visitor.client.get(`/api/case-studies/${id}`));
    const search = await ok<{ caseStudies: { id: string }[] }>(await who.visitor.client.get('/api/search?q=Revenue%20Added'));
    expect(search.caseStudies.map((item) => item.id)).toContain(id);

    // Unpublished: gone from the public site again.
    await ok(await editor.post(`/api/admin/case-studies/${id}/transitions`, { action: 'unpublish', version: await versionOf(id) }));
    await expectError(await who.visitor.client.get(`/api/case-studies/${id}`), 404);

    const audit = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'case_study'), eq(auditLog.subjectId, id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ['case_study.published', 'case_study.returned', 'case_study.unpublished', 'submission.created', 'submission.resubmitted'].sort(),
    );
  });

  it('shows no revenue for a published member submission that gave none, and a staff study\'s $0 as given', async () => {
    const { id } = await submitStudy(who.community.client, 'Revenue Untold Pottery Studio');
    await ok(await who.editor.client.post(`/api/admin/case-studies/${id}/transitions`, { action: 'publish', version: await versionOf(id) }));
    const staff = await ok<{ id: string }>(await who.editor.client.post('/api/admin/case-studies', { data: publishable({ title: 'Zero Revenue Staff Study' }), intent: 'publish' }), 201);
    const revenueOf = async (studyId: string) => (await ok<CaseStudyDetail>(await who.legacy_founder.client.get(`/api/case-studies/${studyId}`))).monthlyRevenue;
    expect(await revenueOf(id)).toBeNull();
    expect(await revenueOf(staff.id)).toBe(0);
    const cards = await ok<{ items: CaseStudyCard[] }>(await who.visitor.client.get('/api/case-studies?q=revenue%20untold%20pottery'));
    expect(cards.items.map((card) => card.monthlyRevenue)).toEqual([null]);
    const adminList = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=revenue%20untold%20pottery'));
    expect(adminList.items.map((item) => item.monthlyRevenue)).toEqual([null]);
  });

  it('publishes or returns a member tactic from the review queue', async () => {
    const { id } = await ok<{ id: string }>(await who.community.client.post('/api/submissions/tactics', { ...tacticSubmission, name: 'Queue Tactic To Publish' }), 201);
    const queue = await ok<{ items: { id: string; version: number }[] }>(await who.editor.client.get('/api/admin/tactics'));
    const queued = queue.items.find((item) => item.id === id);
    expect(queued).toBeDefined();
    await ok(await who.editor.client.post(`/api/admin/tactics/${id}/transitions`, { action: 'publish', version: queued!.version }));
    await ok(await who.visitor.client.get(`/api/tactics/${id}`));
    const notifications = await ok<NotificationList>(await who.community.client.get('/api/me/notifications'));
    expect(notifications.items[0]).toMatchObject({ actionType: 'submission_published' });
    expect(notifications.items[0]!.data).toMatchObject({ tacticId: id });
  });

  it('lets a contributor send to review but not publish, return or delete', async () => {
    const contributor = who.contributor.client;
    const draft = await ok<{ id: string; status: string; version: number }>(await contributor.post('/api/admin/case-studies', { data: staffStudy({ title: 'Contributor Draft' }), intent: 'draft' }), 201);
    expect(draft.status).toBe('draft');
    await expectError(await contributor.post('/api/admin/case-studies', { data: publishable({ title: 'Contributor Publish' }), intent: 'publish' }), 403);
    await expectError(await contributor.post(`/api/admin/case-studies/${draft.id}/transitions`, { action: 'publish', version: draft.version }), 403);
    const sent = await ok<{ status: string; version: number }>(await contributor.post(`/api/admin/case-studies/${draft.id}/transitions`, { action: 'submit', version: draft.version }));
    expect(sent.status).toBe('in_review');
    await expectError(await contributor.delete(`/api/admin/case-studies/${draft.id}`), 403);
    await expectError(await contributor.post(`/api/admin/case-studies/${draft.id}/transitions`, { action: 'return', reason: 'x', version: sent.version }), 403);
  });
});

describe('the case-study editor', () => {
  it('saves the whole payload with provenance and publishes with the time', async () => {
    const data = {
      title: 'Editor Written Study',
      snippet: 'A short teaser.',
      monthly_revenue: 12000,
      figures_provenance: { ...PROVENANCE, revenue: { kind: 'verified', as_of: '2026-09-30' } },
      problem: PROBLEM,
      solution: SOLUTION,
      tags: ['SaaS', 'saas', ' SaaS '],
      key_decisions: { first_investment: 'A server', first_hire: 'Support', major_pivot: 'None' },
    };
    const created = await ok<{ id: string; status: string }>(await who.editor.client.post('/api/admin/case-studies', { data, intent: 'publish' }), 201);
    expect(created.status).toBe('published');
    const study = await ok<{ data: Record<string, unknown>; publishedAt: string | null; version: number }>(await who.editor.client.get(`/api/admin/case-studies/${created.id}`));
    expect(study.publishedAt).not.toBeNull();
    expect(study.data).toMatchObject({ founder_count: 1, employee_count: 0, language: 'English', tags: ['SaaS', 'saas'], figures_provenance: data.figures_provenance });
    const page = await ok<{ figuresProvenance: unknown }>(await who.visitor.client.get(`/api/case-studies/${created.id}`));
    expect(page.figuresProvenance).toEqual(data.figures_provenance);
    await expectError(await who.editor.client.post('/api/admin/case-studies', { data: staffStudy({ title: 'x', snippet: 'y'.repeat(251) }) }), 400, 'Snippet must be at most 250 characters');
    await expectError(await who.editor.client.get(`/api/admin/case-studies/${UNKNOWN_ID}`), 404);
  });

  it('refuses a save without the source and as-of date of every figure, naming the figure, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Revenue: say where the figure comes from (self-reported, researched from public sources or verified)'],
      [{ ...PROVENANCE, team: { kind: null, as_of: '2026-06-30' } }, 'Team: say where the figure comes from (self-reported, researched from public sources or verified)'],
      [{ ...PROVENANCE, costs: { kind: 'verified', as_of: null } }, 'Starting costs: an as-of date is required'],
    ];
    for (const [figures_provenance, message] of cases) {
      await expectError(await who.editor.client.post('/api/admin/case-studies', { data: { title: 'Unsourced Figures', figures_provenance }, intent: 'draft' }), 400, message);
    }
    const created = await ok<{ id: string; version: number }>(await who.editor.client.post('/api/admin/case-studies', { data: staffStudy({ title: 'Sourced Then Unsourced' }), intent: 'draft' }), 201);
    await expectError(
      await who.editor.client.put(`/api/admin/case-studies/${created.id}`, { data: { title: 'Sourced Then Unsourced', figures_provenance: { revenue: SOURCED } }, version: created.version, intent: 'draft' }),
      400,
      'Profit and margin: say where the figure comes from (self-reported, researched from public sources or verified)',
    );
    const list = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=unsourced%20figures'));
    expect(list.total).toBe(0);
  });

  it("publishes only with a problem and a solution, in the spec's words", async () => {
    const editor = who.editor.client;
    await expectError(await editor.post('/api/admin/case-studies', { data: staffStudy({ title: 'No Problem Yet', solution: SOLUTION }), intent: 'publish' }), 400, 'Problem description must be at least 50 characters');
    await expectError(await editor.post('/api/admin/case-studies', { data: staffStudy({ title: 'No Solution Yet', problem: PROBLEM, solution: 'Short.' }), intent: 'publish' }), 400, 'Solution description must be at least 50 characters');
    // A draft may wait for them, but the publish action asks for them too.
    const draft = await ok<{ id: string; version: number }>(await editor.post('/api/admin/case-studies', { data: staffStudy({ title: 'Draft Without Story' }), intent: 'draft' }), 201);
    await expectError(await editor.post(`/api/admin/case-studies/${draft.id}/transitions`, { action: 'publish', version: draft.version }), 400, 'Problem description must be at least 50 characters');
    await expectError(await editor.put(`/api/admin/case-studies/${draft.id}`, { data: staffStudy({ title: 'Draft Without Story' }), version: draft.version, intent: 'publish' }), 400, 'Problem description must be at least 50 characters');
    expect(await versionOf(draft.id)).toBe(draft.version);
  });

  it('saves region tags, customer type, involvement, problem and solution, which the reader and the filters use', async () => {
    const title = 'Quokka Region Filter Study';
    const data = publishable({ title, region_tags: ['Oceania', 'Australia', 'oceania '], customer_type: 'marketplace', involvement: 'side', continent: 'oceania' });
    const created = await ok<{ id: string }>(await who.editor.client.post('/api/admin/case-studies', { data, intent: 'publish' }), 201);
    const page = await ok<{ regionTags: string[]; customerType: string; involvement: string; content: { problem: string; solution: string } }>(
      await who.community.client.get(`/api/case-studies/${created.id}`),
    );
    expect(page).toMatchObject({ regionTags: ['Oceania', 'Australia', 'oceania'], customerType: 'marketplace', involvement: 'side', content: { problem: PROBLEM, solution: SOLUTION } });
    const found = async (query: string) => (await ok<{ items: { id: string }[] }>(await who.visitor.client.get(`/api/case-studies?q=quokka&${query}`))).items.map((item) => item.id);
    expect(await found('customerType=marketplace&involvement=side')).toEqual([created.id]);
    expect(await found('customerType=b2b')).toEqual([]);
    expect(await found('regions=Australia')).toEqual([created.id]);
    const editorView = await ok<{ data: Record<string, unknown> }>(await who.editor.client.get(`/api/admin/case-studies/${created.id}`));
    expect(editorView.data).toMatchObject({ region_tags: ['Oceania', 'Australia', 'oceania'], customer_type: 'marketplace', involvement: 'side', problem: PROBLEM, solution: SOLUTION });
  });

  it("refuses a stale save and keeps the first editor's work", async () => {
    const created = await ok<{ id: string; version: number }>(await who.editor.client.post('/api/admin/case-studies', { data: staffStudy({ title: 'Two Editors' }), intent: 'draft' }), 201);
    const first = await ok<{ version: number }>(
      await who.editor.client.put(`/api/admin/case-studies/${created.id}`, { data: staffStudy({ title: 'Two Editors, First Save' }), version: created.version, intent: 'draft' }),
    );
    expect(first.version).toBe(created.version + 1);
    await expectError(
      await who.administrator.client.put(`/api/admin/case-studies/${created.id}`, { data: staffStudy({ title: 'Two Editors, Stale Save' }), version: created.version, intent: 'draft' }),
      409,
      SUBMISSION_MESSAGES.staleEdit,
    );
    const study = await ok<{ data: { title: string } }>(await who.editor.client.get(`/api/admin/case-studies/${created.id}`));
    expect(study.data.title).toBe('Two Editors, First Save');
    const audit = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, 'case_study.updated'), eq(auditLog.subjectId, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ changed: ['title'] });
  });

  it('lists by tab with counts of the search, paginated', async () => {
    for (const n of [1, 2, 3]) await ok(await who.editor.client.post('/api/admin/case-studies', { data: publishable({ title: `Zebra Pagination ${n}` }), intent: n === 1 ? 'publish' : 'draft' }), 201);
    const all = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=zebra%20pagination'));
    expect(all.counts).toEqual({ all: 3, published: 1, in_review: 0, draft: 2, returned: 0 });
    expect(all.items.map((item) => item.title)).toEqual(['Zebra Pagination 3', 'Zebra Pagination 2', 'Zebra Pagination 1']);
    const drafts = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=zebra%20pagination&status=draft'));
    expect(drafts.total).toBe(2);
    const beyond = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=zebra%20pagination&page=2'));
    expect(beyond.items).toEqual([]);
    await expectError(await who.editor.client.get('/api/admin/case-studies?status=archived'), 400);
  });

  it('shows each study\'s views as the analytics recorded them', async () => {
    const created = await ok<{ id: string }>(await who.editor.client.post('/api/admin/case-studies', { data: publishable({ title: 'Much Viewed Kayak Rentals' }), intent: 'publish' }), 201);
    const view = { type: 'content_view', path: `/case-studies/${created.id}`, data: { item: { kind: 'case_study', id: created.id } } };
    for (const [sessionId, views] of [['views-tab-1', 2], ['views-tab-2', 1]] as const) {
      const sent = await who.explorer.client.post('/api/analytics/events', { sessionId, events: Array.from({ length: views }, () => view) });
      expect(sent.status).toBe(204);
    }
    const list = await ok<AdminCaseList>(await who.editor.client.get('/api/admin/case-studies?q=much%20viewed%20kayak'));
    expect(list.items.map((item) => item.viewCount)).toEqual([3]);
  });

  it('lets an editor delete a study (audited)', async () => {
    const created = await ok<{ id: string }>(await who.editor.client.post('/api/admin/case-studies', { data: staffStudy({ title: 'To Delete' }) }), 201);
    expect((await who.editor.client.delete(`/api/admin/case-studies/${created.id}`)).status).toBe(204);
    await expectError(await who.editor.client.get(`/api/admin/case-studies/${created.id}`), 404);
    const audit = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, 'case_study.deleted'), eq(auditLog.subjectId, created.id)));
    expect(audit[0]!.details).toMatchObject({ title: 'To Delete' });
  });
});

describe('the permission matrix', () => {
  const STAFF = ['contributor', 'editor', 'administrator', 'super_admin'];
  const PUBLISHERS = ['editor', 'administrator', 'super_admin'];
  const USERS_ADMINS = ['administrator', 'super_admin'];
  const expected = (allowed: string[], principal: Principal, success: number) => (principal === 'visitor' ? 401 : allowed.includes(principal) ? success : 403);

  it.each(PRINCIPALS)('answers %s on every admin endpoint', async (principal) => {
    const { client } = who[principal];
    const target = await ok<{ id: string; version: number }>(await who.super_admin.client.post('/api/admin/case-studies', { data: staffStudy({ title: `Matrix ${principal}` }), intent: 'review' }), 201);
    const checks: [string, () => Promise<Response>, number][] = [
      ['dashboard', () => client.get('/api/admin/dashboard'), expected(STAFF, principal, 200)],
      ['list', () => client.get('/api/admin/case-studies'), expected(STAFF, principal, 200)],
      ['read', () => client.get(`/api/admin/case-studies/${target.id}`), expected(STAFF, principal, 200)],
      ['tactics', () => client.get('/api/admin/tactics'), expected(STAFF, principal, 200)],
      ['create draft', () => client.post('/api/admin/case-studies', { data: staffStudy({ title: `Draft by ${principal}` }), intent: 'draft' }), expected(STAFF, principal, 201)],
      ['create published', () => client.post('/api/admin/case-studies', { data: publishable({ title: `Published by ${principal}` }), intent: 'publish' }), expected(PUBLISHERS, principal, 201)],
      ['return', () => client.post(`/api/admin/case-studies/${target.id}/transitions`, { action: 'return', reason: 'Needs work', version: target.version }), expected(PUBLISHERS, principal, 200)],
      ['delete', () => client.delete(`/api/admin/case-studies/${target.id}`), expected(PUBLISHERS, principal, 204)],
      ['audit', () => client.get('/api/admin/audit'), expected(USERS_ADMINS, principal, 200)],
    ];
    for (const [name, call, status] of checks) {
      const response = await call();
      expect(response.status, `${principal} ${name}: ${await response.clone().text()}`).toBe(status);
      if (status === 403) expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ADMIN_ACCESS_REQUIRED');
    }
  });

  it('shows the dashboard figures and recent activity from the database', async () => {
    const dashboard = await ok<{ role: string; stats: Record<string, number>; recentActivity: { summary: string }[] }>(await who.administrator.client.get('/api/admin/dashboard'));
    expect(dashboard.role).toBe('administrator');
    const [published] = await testApp.db.$count(caseStudies, eq(caseStudies.status, 'published')).then((n) => [n]);
    expect(dashboard.stats.publishedCaseStudies).toBe(published);
    expect(dashboard.stats.members).toBeGreaterThanOrEqual(8);
    expect(dashboard.recentActivity.length).toBeGreaterThan(0);
    const audit = await ok<AuditPage>(await who.super_admin.client.get('/api/admin/audit?page=1'));
    expect(audit.total).toBeGreaterThan(audit.items.length - 1);
    expect(audit.items[0]!.actorName).toBeTruthy();
    expect(SAVE_MESSAGES.published).toBe('Case study published successfully!');
  });
});
