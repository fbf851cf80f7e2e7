import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { caseStudies, tacticCaseStudies, tactics } from '#server/db/schema/content.ts';
import { mentorConversations, mentorMessages, mentorQuestionDays } from '#server/db/schema/mentor.ts';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { MentorConversation, MentorConversationList, MentorLine, MentorStudySource } from '#shared/schemas/mentor.ts';
import { modelAppForFile } from '#tests/helpers/llm-server.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { errorOf, ndjsonLines } from '#tests/helpers/answers.ts';
import { memberWith } from '#tests/helpers/members.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';

const testApp = testAppForFile();
/** The same database behind an app with a model configured (the fake one on 127.0.0.1). */
const { llm, withModel } = modelAppForFile(testApp);
const ids: Record<string, string> = {};

const setTier = (userId: string, tier: SubscriptionTier) => testApp.db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, userId));

async function ask(client: TestClient, question: string, conversationId?: string): Promise<MentorLine[]> {
  const response = await client.post('/api/mentor/questions', { question, ...(conversationId && { conversationId }) });
  return ndjsonLines<MentorLine>(response);
}
const questionLine = (lines: MentorLine[]) => {
  const first = lines[0];
  if (first?.type !== 'question') throw new Error('the first line is not the question');
  return first;
};

const QUESTION = 'How did beekeeping subscription businesses find their first customers?';

beforeAll(async () => {
  const studies = [
    { key: 'hive', title: 'Hivecraft: Beekeeping Kits by Subscription', type: 'success', revenue: 12_000, costs: 3_000, lessons: 'Ship before the season starts. Everything else can wait.' },
    { key: 'buzz', title: 'Why BuzzBox Failed: Beekeeping Gadgets Nobody Kept', type: 'failure', revenue: 2_000, costs: 60_000, lessons: 'The founders scaled ads before measuring retention. Returns doubled in winter.' },
    { key: 'ledger', title: 'Ledgerly: Invoicing for Plumbers', type: 'success', revenue: 50_000, costs: 2_000, lessons: null, tags: ['invoicing'] },
    { key: 'draft', title: 'Beekeeping Subscription Draft', type: 'success', revenue: 99_000, costs: 1, lessons: null, draft: true },
  ] as const;
  for (const study of studies) {
    const [row] = await testApp.db
      .insert(caseStudies)
      .values({
        title: study.title,
        status: 'draft' in study ? 'draft' : 'published',
        publishedAt: 'draft' in study ? null : new Date('2025-01-01T00:00:00Z'),
        caseStudyType: study.type,
        businessModel: 'ecommerce',
        primaryGrowthChannel: 'seo',
        monthlyRevenue: study.revenue,
        startingCosts: study.costs,
        tags: 'tags' in study ? [...study.tags] : ['beekeeping'],
        contentLessonsLearned: study.lessons,
        contentStructure: { introduction: `${study.title}.`, problem: 'A problem.', solution: 'A solution.', metrics: {} },
      })
      .returning({ id: caseStudies.id });
    ids[study.key] = row!.id;
  }
  const [tactic] = await testApp.db
    .insert(tactics)
    .values({ name: 'Pre-sell the first season', descriptionHtml: '<p>Take orders before you build.</p>', category: 'marketing' })
    .returning({ id: tactics.id });
  ids.tactic = tactic!.id;
  await testApp.db.insert(tacticCaseStudies).values({ tacticId: tactic!.id, caseStudyId: ids.hive! });
});

describe('who may talk to Leo', () => {
  it('asks a visitor to sign in and shows Explorer and Community members the upgrade prompt', async () => {
    expect((await createClient(testApp).get('/api/mentor/conversations')).status).toBe(401);
    for (const tier of ['explorer', 'community'] as const) {
      const { client } = await memberWith(testApp, tier);
      for (const response of [await client.get('/api/mentor/conversations'), await client.post('/api/mentor/questions', { question: QUESTION })]) {
        expect(await errorOf(response, 403)).toEqual({
          code: 'FEATURE_LOCKED',
          message: 'Available exclusively on the Master Builder plan and above',
          details: { feature: 'AI_MENTOR_LEO', requiredTier: 'master_builder' },
        });
      }
    }
  });

  it('answers Master Builder, Legacy Founder and super_admin', async () => {
    for (const [tier, role] of [['master_builder', null], ['legacy_founder', null], ['explorer', 'super_admin']] as const) {
      const { client } = await memberWith(testApp, tier, role);
      expect(questionLine(await ask(client, QUESTION)).conversation.title).toBe(QUESTION);
    }
  });

  it('locks a member who moved down to Community out of their own conversations', async () => {
    const { client, userId } = await memberWith(testApp, 'master_builder');
    const conversationId = questionLine(await ask(client, QUESTION)).conversation.id;
    await setTier(userId, 'community');
    expect((await errorOf(await client.get(`/api/mentor/conversations/${conversationId}`), 403)).code).toBe('FEATURE_LOCKED');
    expect((await errorOf(await client.post('/api/mentor/questions', { question: QUESTION, conversationId }), 403)).code).toBe('FEATURE_LOCKED');
    expect((await errorOf(await client.delete(`/api/mentor/conversations/${conversationId}`), 403)).code).toBe('FEATURE_LOCKED');
  });
});

describe('an answer without a model', () => {
  it('cites the matching published case studies with their key figures and lessons, and the tactics linked to them, and says no model wrote it', async () => {
    const { client } = await memberWith(testApp, 'master_builder');
    const lines = await ask(client, QUESTION);
    const first = questionLine(lines);
    expect(first.mode).toBe('sources_only');
    expect(first.notice).toBe('Without an AI model configured, Leo shows the closest case studies and tactics.');
    const studies = first.sources.filter((source): source is MentorStudySource => source.kind === 'case_study');
    expect(new Set(studies.map((study) => study.id))).toEqual(new Set([ids.hive, ids.buzz]));
    expect(studies.find((study) => study.id === ids.buzz)).toEqual(
      expect.objectContaining({ title: 'Why BuzzBox Failed: Beekeeping Gadgets Nobody Kept', caseStudyType: 'failure', monthlyRevenue: 2_000, startingCosts: 60_000, lesson: 'The founders scaled ads before measuring retention.' }),
    );
    expect(first.sources.filter((source) => source.kind === 'tactic')).toEqual([{ kind: 'tactic', id: ids.tactic, name: 'Pre-sell the first season', category: 'marketing' }]);
    // Neither the draft nor the unrelated study is cited.
    expect(JSON.stringify(lines)).not.toContain(ids.draft);
    expect(JSON.stringify(lines)).not.toContain(ids.ledger);
    expect(lines.slice(1)).toEqual([{ type: 'answer_done', message: expect.objectContaining({ role: 'leo', mode: 'sources_only', sources: first.sources }) }]);

    const kept = (await (await client.get(`/api/mentor/conversations/${first.conversation.id}`)).json()) as MentorConversation;
    expect(kept.messages.map((message) => [message.role, message.content])).toEqual([
      ['member', QUESTION],
      ['leo', 'Without an AI model configured, Leo shows the closest case studies and tactics.'],
    ]);
  });

  it('says so when nothing matches, and refuses words it cannot search for', async () => {
    const { client } = await memberWith(testApp, 'master_builder');
    const first = questionLine(await ask(client, 'quantum zeppelin orchestras'));
    expect(first.sources).toEqual([]);
    expect(first.notice).toBe('None of our case studies or tactics match these words yet. Try naming the market, the business model or the growth channel.');
    expect((await errorOf(await client.post('/api/mentor/questions', { question: '?! ...' }), 400)).message).toBe('Please use words we can search for.');
    expect((await errorOf(await client.post('/api/mentor/questions', { question: '   ' }), 400)).message).toBe('Please write your question.');
    expect((await errorOf(await client.post('/api/mentor/questions', { question: 'a'.repeat(2001) }), 400)).message).toBe('Please keep your question to at most 2000 characters.');
  });
});

describe('an answer from the configured model', () => {
  it('streams the answer after the sources, having sent the model the numbered sources and the conversation so far, and keeps it', async () => {
    const { client } = await memberWith(withModel, 'master_builder');
    llm.behave({ kind: 'stream', chunks: ['Hivecraft shipped ', 'before the season [1].'] });
    const firstAnswer = await ask(client, QUESTION);
    const first = questionLine(firstAnswer);
    expect(first.mode).toBe('generated');
    expect(first.notice).toBeUndefined();
    expect(firstAnswer.slice(1, 3)).toEqual([
      { type: 'answer', text: 'Hivecraft shipped ' },
      { type: 'answer', text: 'before the season [1].' },
    ]);
    expect(firstAnswer[3]).toEqual({ type: 'answer_done', message: expect.objectContaining({ role: 'leo', content: 'Hivecraft shipped before the season [1].', mode: 'generated' }) });
    const sent = llm.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body).toEqual(expect.objectContaining({ model: 'test-model', stream: true }));
    const prompt = sent.body.messages.at(-1)!.content;
    expect(prompt).toContain(QUESTION);
    expect(prompt).toContain('"number":1');
    expect(prompt).toContain('Hivecraft: Beekeeping Kits by Subscription');

    llm.behave({ kind: 'stream', chunks: ['Pre-sell [3].'] });
    await ask(client, 'And what about beekeeping gadgets?', first.conversation.id);
    expect(llm.requests.at(-1)!.body.messages.slice(1, 3)).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: 'Hivecraft shipped before the season [1].' },
    ]);
    const kept = (await (await client.get(`/api/mentor/conversations/${first.conversation.id}`)).json()) as MentorConversation;
    expect(kept.messages.map((message) => message.role)).toEqual(['member', 'leo', 'member', 'leo']);
  });

  it('keeps the sources and says the writing failed when the model answers with an error', async () => {
    llm.behave({ kind: 'error', status: 500 });
    const { client } = await memberWith(withModel, 'master_builder');
    const lines = await ask(client, QUESTION);
    expect(questionLine(lines).sources.length).toBeGreaterThan(0);
    expect(lines.slice(1)).toEqual([
      {
        type: 'answer_error',
        reason: 'failed',
        message: "Leo's written answer could not be produced; the case studies and tactics below are complete without it.",
        answer: expect.objectContaining({ mode: 'sources_only', content: '' }),
      },
    ]);
  });
});

describe('conversations', () => {
  it('lists only the member’s own, latest first, and answers another member’s as not found', async () => {
    const owner = await memberWith(testApp, 'master_builder');
    const other = await memberWith(testApp, 'master_builder');
    const older = questionLine(await ask(owner.client, 'beekeeping kits')).conversation.id;
    const newer = questionLine(await ask(owner.client, 'plumbers invoicing')).conversation.id;
    await ask(other.client, QUESTION);
    const list = (await (await owner.client.get('/api/mentor/conversations')).json()) as MentorConversationList;
    expect(list.conversations.map((conversation) => conversation.id)).toEqual([newer, older]);
    expect(list).toEqual(expect.objectContaining({ questionsToday: 2, dailyLimit: 50 }));

    for (const response of [
      await other.client.get(`/api/mentor/conversations/${older}`),
      await other.client.delete(`/api/mentor/conversations/${older}`),
      await other.client.post('/api/mentor/questions', { question: QUESTION, conversationId: older }),
      await owner.client.get('/api/mentor/conversations/not-an-id'),
    ]) {
      expect((await errorOf(response, 404)).message).toBe('Conversation not found');
    }
    expect(await testApp.db.select().from(mentorMessages).where(eq(mentorMessages.conversationId, older))).toHaveLength(2);
  });

  it('deletes a conversation with its messages, without giving its questions back', async () => {
    const { client, userId } = await memberWith(testApp, 'master_builder');
    const id = questionLine(await ask(client, QUESTION)).conversation.id;
    expect((await client.delete(`/api/mentor/conversations/${id}`)).status).toBe(204);
    expect((await client.get(`/api/mentor/conversations/${id}`)).status).toBe(404);
    expect(await testApp.db.select().from(mentorMessages).where(eq(mentorMessages.conversationId, id))).toHaveLength(0);
    const list = (await (await client.get('/api/mentor/conversations')).json()) as MentorConversationList;
    expect(list).toEqual({ conversations: [], questionsToday: 1, dailyLimit: 50 });
    expect(await testApp.db.select().from(mentorConversations).where(eq(mentorConversations.userId, userId))).toHaveLength(0);
  });
});

describe('the daily limit', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('refuses the 51st question of a UTC day with a 429 that says when Leo answers again, and stores nothing', async () => {
    const { client, userId } = await memberWith(testApp, 'master_builder');
    await testApp.db.insert(mentorQuestionDays).values({ userId, day: today(), questions: 49 });
    const id = questionLine(await ask(client, QUESTION)).conversation.id;
    const refused = await client.post('/api/mentor/questions', { question: QUESTION, conversationId: id });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused, 429)).message).toBe("You've asked Leo 50 questions today, the daily limit. Leo will answer again after midnight UTC.");
    expect(await testApp.db.select().from(mentorMessages).where(eq(mentorMessages.conversationId, id))).toHaveLength(2);
  });

  it('counts parallel questions exactly: with 5 left, 5 of 8 at once get through', async () => {
    const { client, userId } = await memberWith(testApp, 'master_builder');
    await testApp.db.insert(mentorQuestionDays).values({ userId, day: today(), questions: 45 });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post('/api/mentor/questions', { question: QUESTION }).then(async (response) => {
          await response.text();
          return response.status;
        }),
      ),
    );
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const [day] = await testApp.db.select().from(mentorQuestionDays).where(and(eq(mentorQuestionDays.userId, userId), eq(mentorQuestionDays.day, today())));
    expect(day!.questions).toBe(50);
  });
});

describe("the member's data", () => {
  it('exports the conversations with their messages, and erases them with the account', async () => {
    const { client, userId } = await memberWith(testApp, 'master_builder');
    await ask(client, QUESTION);
    const exported = await (await client.get('/api/me/export')).json();
    expect(exported.mentorConversations).toEqual([
      expect.objectContaining({ title: QUESTION, messages: [expect.objectContaining({ role: 'member', content: QUESTION }), expect.objectContaining({ role: 'leo' })] }),
    ]);
    expect(exported.mentorQuestionsPerDay).toEqual([{ day: new Date().toISOString().slice(0, 10), questions: 1 }]);

    await eraseAccountNow(testApp, { client, userId });
    expect(await testApp.db.select().from(mentorConversations).where(eq(mentorConversations.userId, userId))).toHaveLength(0);
    expect(await testApp.db.select().from(mentorQuestionDays).where(eq(mentorQuestionDays.userId, userId))).toHaveLength(0);
  });
});
