import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/admin.ts';
import { storySubmissions } from '#server/db/schema/submissions.ts';
import type { StoryList, StorySubmissionInput } from '#shared/schemas/story.ts';
import { FORM_MAILS_PER_RECIPIENT, FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { allPrincipals, clientOf, PRINCIPALS, type Principal } from '#tests/helpers/principals.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const testApp = testAppForFile();
const all = fileFixture(() => allPrincipals(testApp));
const CONTENT_STAFF: readonly Principal[] = ['contributor', 'editor', 'administrator', 'super_admin'];

let counter = 0;
function story(overrides: Partial<StorySubmissionInput> = {}): StorySubmissionInput {
  counter += 1;
  return {
    founderName: 'Ada Founder',
    email: `founder${counter}@example.com`,
    businessName: `Acme ${counter}`,
    businessUrl: 'acme.example.com',
    monthlyRevenue: '10k-50k',
    businessModel: 'saas',
    industry: 'Developer tools',
    foundedYear: '2021' as unknown as number,
    teamSize: '2-5',
    fundingStatus: 'bootstrapped',
    businessStory: 'We started with a spreadsheet.\nThen customers came.',
    keyInsight: '',
    biggestChallenge: 'Hiring',
    adviceForFounders: 'Talk to users',
    agreeToTerms: true,
    agreeToInterview: true,
    ...overrides,
  };
}

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toBe(message);
}

describe('POST /api/stories', () => {
  it('stores a visitor’s story as new and e-mails the founder a confirmation', async () => {
    const input = story();
    const response = await all.visitor.post('/api/stories', input);
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await testApp.db.select().from(storySubmissions).where(eq(storySubmissions.id, id));
    expect(row).toMatchObject({
      userId: null,
      status: 'new',
      businessUrl: 'https://acme.example.com',
      foundedYear: 2021,
      keyInsight: null,
      businessStory: 'We started with a spreadsheet.\nThen customers came.',
      agreeToInterview: true,
    });
    const [mail] = await testApp.outbox(input.email);
    expect(mail?.subject).toBe('We received your story');
    expect(mail?.textBody).toContain('within 5 business days');
  });

  it('confirms without repeating anything typed in the form: anyone can send it to any address', async () => {
    const input = story({ founderName: 'Visit evil.example now', businessName: 'Claim your prize at evil.example' });
    expect((await createClient(testApp).post('/api/stories', input)).status).toBe(201);
    const [mail] = await testApp.outbox(input.email);
    const sent = JSON.stringify(mail);
    for (const typed of [input.founderName, input.businessName, 'We started with a spreadsheet', input.biggestChallenge, input.adviceForFounders]) {
      expect(sent).not.toContain(typed);
    }
  });

  it(`confirms at most ${FORM_MAILS_PER_RECIPIENT} stories to one address an hour, from any client, then answers 429 with Retry-After`, async () => {
    const email = 'inbox-target@example.com';
    for (let i = 0; i < FORM_MAILS_PER_RECIPIENT; i += 1) {
      expect((await createClient(testApp).post('/api/stories', story({ email }))).status, `story ${i + 1}`).toBe(201);
    }
    const before = (await testApp.db.select().from(storySubmissions)).length;
    const refused = await createClient(testApp).post('/api/stories', story({ email: ' Inbox-Target@example.com ' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(PRIVACY_MESSAGES.tooManyToRecipient);
    expect(await testApp.outbox(email)).toHaveLength(FORM_MAILS_PER_RECIPIENT);
    expect((await testApp.db.select().from(storySubmissions)).length).toBe(before);
  });

  it(`takes at most ${FORM_MESSAGES_PER_ADDRESS} stories an hour from one client`, async () => {
    const client = createClient(testApp);
    for (let i = 0; i < FORM_MESSAGES_PER_ADDRESS; i += 1) expect((await client.post('/api/stories', story())).status, `story ${i + 1}`).toBe(201);
    const refused = await client.post('/api/stories', story());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(PRIVACY_MESSAGES.tooManyMessages);
  });

  it('links a signed-in member’s story to their account', async () => {
    const response = await all.explorer.client.post('/api/stories', story());
    const { id } = (await response.json()) as { id: string };
    const [row] = await testApp.db.select({ userId: storySubmissions.userId }).from(storySubmissions).where(eq(storySubmissions.id, id));
    expect(row?.userId).toBe(all.explorer.userId);
  });

  it('refuses missing required fields and unticked terms with the spec’s messages, storing nothing', async () => {
    const before = (await testApp.db.select().from(storySubmissions)).length;
    for (const field of ['founderName', 'email', 'businessName', 'businessUrl', 'businessStory'] as const) {
      await expectRefused(await all.visitor.post('/api/stories', story({ [field]: '   ' })), 'Please fill in all required fields.');
    }
    await expectRefused(await all.visitor.post('/api/stories', story({ agreeToTerms: false as true })), 'Please agree to the terms and conditions.');
    await expectRefused(await all.visitor.post('/api/stories', story({ email: 'not-an-address' })), 'Please enter a valid email address.');
    await expectRefused(await all.visitor.post('/api/stories', story({ businessUrl: 'javascript:alert(1)' })), 'Please enter a valid website address.');
    expect((await all.visitor.post('/api/stories', story({ monthlyRevenue: '1m+' as '100k+' }))).status).toBe(400);
    expect((await all.visitor.post('/api/stories', story({ foundedYear: 'soon' as unknown as number }))).status).toBe(400);
    expect((await testApp.db.select().from(storySubmissions)).length).toBe(before);
  });
});

describe('staff stories', () => {
  it.each(PRINCIPALS)('lists stories for ADMIN_CONTENT only (%s)', async (name) => {
    const response = await clientOf(all, name).get('/api/admin/stories?status=all');
    expect(response.status).toBe(name === 'visitor' ? 401 : CONTENT_STAFF.includes(name) ? 200 : 403);
  });

  it.each(PRINCIPALS)('lets ADMIN_CONTENT mark a story handled, audited (%s)', async (name) => {
    const { id } = (await (await createClient(testApp).post('/api/stories', story())).json()) as { id: string };
    const response = await clientOf(all, name).put(`/api/admin/stories/${id}/status`, { status: 'reviewed' });
    const allowed = CONTENT_STAFF.includes(name);
    expect(response.status).toBe(name === 'visitor' ? 401 : allowed ? 200 : 403);
    const [row] = await testApp.db.select({ status: storySubmissions.status }).from(storySubmissions).where(eq(storySubmissions.id, id));
    expect(row?.status).toBe(allowed ? 'reviewed' : 'new');
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'story.status_changed')));
    expect(audits.map((a) => a.details)).toEqual(allowed ? [{ from: 'new', to: 'reviewed' }] : []);
  });

  it('shows new and handled stories apart, newest first, with every field', async () => {
    const input = story({ businessName: 'Filter Co' });
    const { id } = (await (await createClient(testApp).post('/api/stories', input)).json()) as { id: string };
    const fresh = (await (await all.editor.client.get('/api/admin/stories')).json()) as StoryList;
    expect(fresh.items[0]).toMatchObject({ id, businessName: 'Filter Co', status: 'new', monthlyRevenue: '10k-50k', teamSize: '2-5' });
    expect(fresh.items.every((item) => item.status === 'new')).toBe(true);
    await all.editor.client.put(`/api/admin/stories/${id}/status`, { status: 'reviewed' });
    const handled = (await (await all.editor.client.get('/api/admin/stories?status=handled')).json()) as StoryList;
    expect(handled.items.map((item) => item.id)).toContain(id);
    expect(handled.items.every((item) => item.status !== 'new')).toBe(true);
    const after = (await (await all.editor.client.get('/api/admin/stories')).json()) as StoryList;
    expect(after.items.map((item) => item.id)).not.toContain(id);
  });

  it('refuses an unknown status (400) and an unknown story (404)', async () => {
    expect((await all.editor.client.put('/api/admin/stories/00000000-0000-4000-8000-000000000000/status', { status: 'reviewed' })).status).toBe(404);
    expect((await all.editor.client.put('/api/admin/stories/00000000-0000-4000-8000-000000000000/status', { status: 'done' })).status).toBe(400);
    expect((await all.editor.client.get('/api/admin/stories?status=old')).status).toBe(400);
  });
});
