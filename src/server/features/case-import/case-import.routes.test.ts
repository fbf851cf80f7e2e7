import { describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, importJobs } from '#server/db/schema/admin.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORT_TEMPLATE_COLUMNS, importStoppedMessage, importTemplateCsv, type ImportJob } from '#shared/schemas/case-import.ts';
import { allPrincipals, clientOf, PRINCIPALS } from '#tests/helpers/principals.ts';
import { type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const testApp = testAppForFile();
const all = fileFixture(() => allPrincipals(testApp));

const HEADER = IMPORT_TEMPLATE_COLUMNS.join(',');
const PROBLEM = 'Small clinics lost a fifth of their appointments to patients who simply forgot to come.';
const SOLUTION = 'Text reminders two days and two hours before each visit, with a one-tap link to move it.';
let counter = 0;
function goodRow(overrides: Partial<Record<(typeof IMPORT_TEMPLATE_COLUMNS)[number], string>> = {}) {
  counter += 1;
  const row = {
    title: `Imported Study ${counter}`,
    business_name: `Business ${counter}`,
    industry: 'SaaS',
    monthly_revenue: '12,000',
    description: 'A "quoted" description, with commas — and ünïcode.',
    founder_name: 'Jane Doe',
    website_url: 'https://example.com',
    tags: 'growth, bootstrapped, growth',
    figures_source: 'Self-reported',
    figures_as_of: '2026-06-30',
    region_tags: 'Europe, Germany, Europe',
    customer_type: 'b2b',
    involvement: 'side',
    problem: PROBLEM,
    solution: SOLUTION,
    ...overrides,
  };
  return IMPORT_TEMPLATE_COLUMNS.map((column) => `"${row[column].replace(/"/g, '""')}"`).join(',');
}
const csv = (...rows: string[]) => Buffer.from(`\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`, 'utf8');

async function startAs(client: TestClient, fileName: string, size: number, type = 'text/csv') {
  return client.post('/api/admin/case-imports', { fileName, size, type });
}

/** Creates the import and uploads the bytes; the upload's response. */
async function importFile(client: TestClient, fileName: string, bytes: Buffer, type = 'text/csv') {
  const created = await startAs(client, fileName, Math.max(bytes.length, 1), type);
  expect(created.status, await created.clone().text()).toBe(201);
  const job = (await created.json()) as ImportJob;
  const response = await client.request(`/api/admin/case-imports/${job.id}/file`, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  return { job, response };
}

async function finished(response: Response): Promise<ImportJob> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ImportJob;
}

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toBe(message);
}

describe('starting an import', () => {
  it.each(PRINCIPALS)('is for ADMIN_CONTENT only (%s)', async (name) => {
    const response = await startAs(clientOf(all, name), 'cases.csv', 10);
    const allowed = ['contributor', 'editor', 'administrator', 'super_admin'].includes(name);
    expect(response.status).toBe(name === 'visitor' ? 401 : allowed ? 201 : 403);
  });

  it('refuses a file that is not CSV or Excel by its name and type, and an empty file, with the spec’s words', async () => {
    await expectRefused(await startAs(all.editor.client, 'photo.png', 100, 'image/png'), 'Please upload a CSV or Excel file.');
    await expectRefused(await startAs(all.editor.client, 'cases.csv', 0), 'The file is empty. Please add a header row and at least one case study.');
    await expectRefused(await startAs(all.editor.client, '', 10), 'Please select a CSV or Excel file to import.');
    // The spec's rule: a type naming excel passes whatever the name.
    expect((await startAs(all.editor.client, 'export', 10, 'application/vnd.ms-excel')).status).toBe(201);
  });
});

describe('importing a file', () => {
  it('inserts every valid row of a CSV as a draft with the editor’s schema, and audits the import', async () => {
    const { job, response } = await importFile(all.administrator.client, 'good.csv', csv(goodRow(), goodRow(), goodRow()));
    const result = await finished(response);
    expect(result).toMatchObject({ status: 'completed', total: 3, successful: 3, failed: 0, errors: [] });
    const rows = await testApp.db.select().from(caseStudies).where(inArray(caseStudies.title, [`Imported Study ${counter - 2}`, `Imported Study ${counter}`]));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'draft',
      publishedAt: null,
      niche: ['SaaS'],
      tags: ['growth', 'bootstrapped'],
      monthlyRevenue: 12000,
      founderCount: 1,
      snippet: 'A "quoted" description, with commas — and ünïcode.',
      submittedBy: null,
    });
    expect(rows[0]!.contentStructure.introduction).toBe('A "quoted" description, with commas — and ünïcode.');
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectId, job.id), eq(auditLog.action, 'case_studies.imported')));
    expect(audit).toMatchObject({ actorId: all.administrator.userId, details: { fileName: 'good.csv', total: 3, successful: 3, failed: 0 } });
  });

  it('reports each bad row by its number as a spreadsheet shows it (the header is row 1) with every problem, and imports the others', async () => {
    const bad1 = goodRow({ industry: '' });
    const bad2 = goodRow({ monthly_revenue: 'lots', title: '' });
    const good = goodRow();
    const result = await finished((await importFile(all.editor.client, 'mixed.csv', csv(goodRow(), bad1, good, bad2))).response);
    expect(result).toMatchObject({ total: 4, successful: 2, failed: 2 });
    expect(result.errors).toEqual([
      { row: 3, message: 'industry is required' },
      { row: 5, message: 'title is required; monthly_revenue: Must be a whole number' },
    ]);
    const titled = (n: number) => testApp.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.title, `Imported Study ${n}`));
    // Rows were made bad1, bad2, good, then the first row.
    expect(await titled(counter - 1)).toHaveLength(1);
    expect(await titled(counter - 2)).toHaveLength(0);
  });

  it('stores where the figures come from, the region tags, customer type, involvement, problem and solution', async () => {
    const title = `Imported Study ${counter + 1}`;
    const result = await finished((await importFile(all.editor.client, 'sourced.csv', csv(goodRow()))).response);
    expect(result).toMatchObject({ successful: 1, failed: 0 });
    const [row] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.title, title));
    const sourced = { kind: 'self_reported', as_of: '2026-06-30' };
    expect(row!.figuresProvenance).toEqual({ revenue: sourced, profit: sourced, costs: sourced, team: sourced });
    expect(row).toMatchObject({ regionTags: ['Europe', 'Germany'], customerType: 'b2b', involvement: 'side' });
    expect(row!.contentStructure).toMatchObject({ problem: PROBLEM, solution: SOLUTION });

    // One figure may come from elsewhere, in its own columns.
    const header = `${HEADER},revenue_source,revenue_as_of`;
    const file = Buffer.from(`${header}\r\n${goodRow({ title: 'Imported With Verified Revenue' })},verified,2026-09-30\r\n`, 'utf8');
    expect(await finished((await importFile(all.editor.client, 'override.csv', file)).response)).toMatchObject({ successful: 1 });
    const [verified] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.title, 'Imported With Verified Revenue'));
    expect(verified!.figuresProvenance).toMatchObject({ revenue: { kind: 'verified', as_of: '2026-09-30' }, team: sourced });
  });

  it('refuses a row without a source kind or as-of date for its figures, naming the column', async () => {
    const rows = [
      goodRow({ figures_source: '' }),
      goodRow({ figures_source: 'a friend told me' }),
      goodRow({ figures_as_of: '' }),
      goodRow({ figures_as_of: '30/06/2026' }),
      goodRow({ customer_type: 'government' }),
    ];
    const result = await finished((await importFile(all.editor.client, 'unsourced.csv', csv(...rows))).response);
    expect(result).toMatchObject({ total: 5, successful: 0, failed: 5 });
    expect(result.errors.map((error) => error.message)).toEqual([
      'figures_source is required',
      'figures_source: Must be one of self_reported, public_sources, verified',
      'figures_as_of is required',
      'figures_as_of: As-of date must be a date (YYYY-MM-DD)',
      'customer_type: Choose one of the listed options',
    ]);
  });

  it('imports the downloadable template as it comes', async () => {
    const result = await finished((await importFile(all.editor.client, 'case-studies-template.csv', Buffer.from(importTemplateCsv(), 'utf8'))).response);
    expect(result).toMatchObject({ total: 1, successful: 1, failed: 0 });
  });

  it('reads the first worksheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cases');
    sheet.addRow([...IMPORT_TEMPLATE_COLUMNS]);
    sheet.addRow(['Sheet Study', 'Sheet Co', 'E-commerce', 5400, 'Sold candles online.', 'Sam', 'https://candles.example', 'candles', 'verified', '2026-05-31']);
    sheet.addRow(['', 'No Title Co', 'Retail', 1, 'No title here.', 'Kim', '', '', 'verified', '2026-05-31']);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const result = await finished((await importFile(all.editor.client, 'cases.xlsx', bytes, type)).response);
    expect(result).toMatchObject({ total: 2, successful: 1, failed: 1, errors: [{ row: 3, message: 'title is required' }] });
    const [row] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.title, 'Sheet Study'));
    expect(row).toMatchObject({ monthlyRevenue: 5400, niche: ['E-commerce'], status: 'draft' });
    expect(row!.figuresProvenance.team).toEqual({ kind: 'verified', as_of: '2026-05-31' });
  });

  it('refuses a non-spreadsheet renamed .csv, an old .xls, an empty upload and missing columns, importing nothing', async () => {
    const before = (await testApp.db.select({ id: caseStudies.id }).from(caseStudies)).length;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.alloc(200, 7)]);
    const { job, response } = await importFile(all.editor.client, 'picture.csv', png);
    await expectRefused(response, 'Please upload a CSV or Excel file.');
    const [failedJob] = await testApp.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(failedJob?.status).toBe('failed');

    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500)]);
    await expectRefused((await importFile(all.editor.client, 'old.xls', xls, 'application/vnd.ms-excel')).response, 'Old Excel (.xls) files cannot be read. Please save the file as .xlsx or CSV and try again.');
    await expectRefused((await importFile(all.editor.client, 'blank.csv', Buffer.from('  \r\n\r\n'))).response, 'The file is empty. Please add a header row and at least one case study.');
    await expectRefused((await importFile(all.editor.client, 'header.csv', Buffer.from(`${HEADER}\r\n`))).response, 'The file has no case studies below its header row.');
    await expectRefused((await importFile(all.editor.client, 'cols.csv', Buffer.from('title,founder_name\r\nA,B\r\n'))).response, 'The file is missing the required columns: business_name, industry, description.');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 1)]);
    await expectRefused((await importFile(all.editor.client, 'fake.xlsx', zip)).response, 'Please upload a CSV or Excel file.');
    expect((await testApp.db.select({ id: caseStudies.id }).from(caseStudies)).length).toBe(before);
  });

  it('runs each import once, for the member who started it', async () => {
    const { job, response } = await importFile(all.editor.client, 'once.csv', csv(goodRow()));
    await finished(response);
    const again = await all.editor.client.request(`/api/admin/case-imports/${job.id}/file`, { method: 'PUT', body: new Uint8Array(csv(goodRow())) });
    expect(again.status).toBe(409);
    const created = (await (await startAs(all.editor.client, 'theirs.csv', 10)).json()) as ImportJob;
    const other = await all.administrator.client.request(`/api/admin/case-imports/${created.id}/file`, { method: 'PUT', body: new Uint8Array(csv(goodRow())) });
    expect(other.status).toBe(404);
    const seen = await all.administrator.client.get(`/api/admin/case-imports/${job.id}`);
    expect(((await seen.json()) as ImportJob).successful).toBe(1);
    expect((await all.community.client.get(`/api/admin/case-imports/${job.id}`)).status).toBe(403);
  });

  it('reports a stray NUL in a cell as that row’s error, naming its column', async () => {
    const result = await finished((await importFile(all.editor.client, 'nul.csv', csv(goodRow({ business_name: 'Null\u0000 Co' }), goodRow()))).response);
    expect(result).toMatchObject({ total: 2, successful: 1, failed: 1, errors: [{ row: 2, message: 'business_name: Contains a null character, which cannot be saved' }] });
  });

  // 10,000 rows against the 30 s target is bench/case-import.bench.ts; here 1,200 rows prove the staging.
  it('imports a file larger than two batches all together, in one transaction, reporting every byte read', async () => {
    const rows = Array.from({ length: 1_200 }, (_, index) => goodRow({ title: `Bulk ${index}`, monthly_revenue: index === 700 ? '-1' : String(index) }));
    const bytes = csv(...rows);
    const { job, response } = await importFile(all.super_admin.client, 'bulk.csv', bytes);
    const result = await finished(response);
    expect(result).toMatchObject({ total: 1_200, successful: 1_199, failed: 1, errors: [{ row: 702, message: 'monthly_revenue: Must not be negative' }] });
    expect(result.processedBytes).toBe(bytes.length);
    expect(result.sizeBytes).toBe(bytes.length);
    const [stored] = await testApp.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(stored?.status).toBe('completed');
    // A row's created_at is its transaction's start: every draft of the file has the same.
    const batches = await testApp.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(caseStudies)
      .where(and(like(caseStudies.title, 'Bulk %'), eq(caseStudies.status, 'draft')))
      .groupBy(caseStudies.createdAt)
      .orderBy(caseStudies.createdAt);
    expect(batches.map((batch) => batch.rows)).toEqual([1_199]);
  }, 60_000);

  it('refuses a file of more case studies than one import takes, importing none', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => goodRow({ title: `Too many ${index}` }));
    await expectRefused((await importFile(all.editor.client, 'huge.csv', csv(...rows))).response, IMPORT_MESSAGES.tooManyRows);
    expect(await titledLike('Too many %')).toBe(0);
  }, 60_000);
});

const titledLike = async (pattern: string) => (await testApp.db.select({ id: caseStudies.id }).from(caseStudies).where(like(caseStudies.title, pattern))).length;

/** Starts an import and uploads a body that arrives as the given stream. */
async function uploadStream(client: TestClient, fileName: string, body: ReadableStream<Uint8Array>) {
  const job = (await (await startAs(client, fileName, 1_000_000)).json()) as ImportJob;
  const response = client.request(`/api/admin/case-imports/${job.id}/file`, {
    method: 'PUT',
    body,
    headers: { 'content-type': 'application/octet-stream' },
    duplex: 'half',
  } as RequestInit);
  return { job, response };
}

describe('an import that stops part-way', () => {
  const rowsTitled = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => goodRow({ title: `${prefix} ${index}` }));

  it('imports nothing when the upload is cut off after some batches', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('connection reset'));
        sent = true;
        controller.enqueue(new Uint8Array(csv(...rowsTitled('Cut off', 1_200))));
      },
    });
    const { job, response } = await uploadStream(all.editor.client, 'cut.csv', body);
    await expectRefused(await response, IMPORT_MESSAGES.interrupted);
    expect(await titledLike('Cut off %')).toBe(0);
    const seen = (await (await all.editor.client.get(`/api/admin/case-imports/${job.id}`)).json()) as ImportJob;
    expect(seen).toMatchObject({ status: 'failed', successful: 0 });
  }, 60_000);

  it('is failed with what it had read once its instance’s lease runs out, keeps nothing, and the file imports once when sent again', async () => {
    const rows = rowsTitled('Lapsed', 1_200);
    const bytes = csv(...rows);
    // The first 700 rows arrive, then the upload hangs as if its server had died with it.
    const cut = bytes.indexOf(rows[700]!);
    let resume!: () => void;
    const hung = new Promise<void>((resolve) => (resume = resolve));
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        step += 1;
        if (step === 1) return controller.enqueue(new Uint8Array(bytes.subarray(0, cut)));
        await hung;
        if (step === 2) return controller.enqueue(new Uint8Array(bytes.subarray(cut)));
        controller.close();
      },
    });
    const { job, response } = await uploadStream(all.editor.client, 'lapsed.csv', body);
    await expect.poll(async () => (await testApp.db.select().from(importJobs).where(eq(importJobs.id, job.id)))[0]?.total, { timeout: 20_000 }).toBe(500);

    await testApp.db.update(importJobs).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(importJobs.id, job.id));
    const seen = (await (await all.editor.client.get(`/api/admin/case-imports/${job.id}`)).json()) as ImportJob;
    expect(seen).toMatchObject({ status: 'failed', total: 500, successful: 0 });
    expect(seen.errors.at(-1)).toEqual({ row: 0, message: importStoppedMessage(500) });
    expect(await titledLike('Lapsed %')).toBe(0);

    // The request still reading finds its job ended and adds nothing.
    resume();
    expect((await response).status).toBe(409);
    expect(await titledLike('Lapsed %')).toBe(0);

    const again = await finished((await importFile(all.editor.client, 'lapsed.csv', bytes)).response);
    expect(again).toMatchObject({ status: 'completed', total: 1_200, successful: 1_200 });
    expect(await titledLike('Lapsed %')).toBe(1_200);
  }, 60_000);
});
