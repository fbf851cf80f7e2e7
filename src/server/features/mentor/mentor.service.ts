import { readingKindOf, readsUnlimited } from '#shared/domain/content-access.ts';
import { firstSentence, type MatchedStudy } from '#shared/domain/idea-evidence.ts';
import {
  MENTOR_DAILY_QUESTIONS,
  MENTOR_MESSAGES,
  MENTOR_STUDY_SOURCES,
  MENTOR_TACTIC_SOURCES,
  type MentorConversation,
  type MentorConversationList,
  type MentorConversationSummary,
  type MentorMessage,
  type MentorQuestionInput,
  type MentorSource,
} from '#shared/schemas/mentor.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, authorizeOwner, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { badRequest, notFound, rateLimited, secondsUntilUtcMidnight } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { allowTypos, ideaWords, linkedTactics, matchStudies } from '../../search/search.ts';
import { presentConversation, presentMessage } from './mentor.presenter.ts';
import {
  conversationMessages,
  countQuestion,
  createConversation,
  deleteConversation,
  findConversation,
  insertMessage,
  listConversations,
  questionsOn,
  touchConversation,
  type ConversationRow,
} from './mentor.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Earlier messages of the conversation the model reads with a new question. */
const HISTORY_MESSAGES = 10;
const TITLE_MAX = 80;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const titleOf = (question: string) => {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1).trimEnd()}…` : line;
};

/** The member's own conversation, or the conversation's 404 (another member's never shows). */
async function ownConversation(db: Pick<Database, 'select' | 'insert' | 'update' | 'delete'>, user: SessionUser, id: string): Promise<ConversationRow> {
  const conversation = isUuid(id) ? await findConversation(db, id) : null;
  if (!conversation) throw notFound(MENTOR_MESSAGES.conversationNotFound);
  authorizeOwner(user.id, conversation.userId, MENTOR_MESSAGES.conversationNotFound);
  return conversation;
}

export async function listMentorConversations(db: Database, user: SessionUser, now = new Date()): Promise<MentorConversationList> {
  authorize(user, 'AI_MENTOR_LEO');
  const [rows, questionsToday] = await Promise.all([listConversations(db, user.id), questionsOn(db, user.id, utcDay(now))]);
  return { conversations: rows.map(presentConversation), questionsToday, dailyLimit: MENTOR_DAILY_QUESTIONS };
}

export async function readMentorConversation(db: Database, user: SessionUser, id: string): Promise<MentorConversation> {
  authorize(user, 'AI_MENTOR_LEO');
  const conversation = await ownConversation(db, user, id);
  const messages = await conversationMessages(db, conversation.id);
  return { ...presentConversation(conversation), messages: messages.map(presentMessage) };
}

export async function deleteMentorConversation(db: Database, user: SessionUser, id: string): Promise<void> {
  authorize(user, 'AI_MENTOR_LEO');
  await db.transaction(async (tx) => {
    const conversation = await ownConversation(tx, user, id);
    await deleteConversation(tx, conversation.id);
  });
}

/**
 * The case studies closest to the question with their key figures, and the tactics an editor
 * linked to them. A lesson is quoted only to a member who reads that kind of study in full;
 * everyone with Leo does today (Master Builder and above), the check keeps it so if plans change.
 */
async function sourcesFor(tx: Tx, user: SessionUser, question: string): Promise<MentorSource[]> {
  const actor = toActor(user);
  await allowTypos(tx);
  const studies = (await matchStudies(tx, question)).slice(0, MENTOR_STUDY_SOURCES);
  const tactics = await linkedTactics(
    tx,
    studies.map((study) => study.id),
    MENTOR_TACTIC_SOURCES,
  );
  const lessonOf = (study: MatchedStudy) => (study.lessonsLearned?.trim() && readsUnlimited(actor, readingKindOf(study.caseStudyType)) ? firstSentence(study.lessonsLearned) : null);
  return [
    ...studies.map((study): MentorSource => ({
      kind: 'case_study',
      id: study.id,
      title: study.title,
      caseStudyType: study.caseStudyType,
      monthlyRevenue: study.monthlyRevenue,
      startingCosts: study.startingCosts,
      businessModel: study.businessModel,
      primaryGrowthChannel: study.primaryGrowthChannel,
      lesson: lessonOf(study),
    })),
    ...tactics.map((tactic): MentorSource => ({ kind: 'tactic', ...tactic })),
  ];
}

export type AskedQuestion = {
  userId: string;
  conversation: MentorConversationSummary;
  question: MentorMessage;
  sources: MentorSource[];
  /** The conversation's earlier messages, oldest first, for the model. */
  history: { role: 'member' | 'leo'; content: string }[];
  questionsToday: number;
};

/**
 * Stores a question and finds what the answer rests on. The day's questions are counted and the
 * question recorded under the member's advisory lock in one transaction, so parallel requests on
 * any instance cannot pass the daily limit; the question past it is a 429 and changes nothing.
 */
export async function askMentor(db: Database, user: SessionUser, input: MentorQuestionInput, now = new Date()): Promise<AskedQuestion> {
  authorize(user, 'AI_MENTOR_LEO');
  if (ideaWords(input.question).length === 0) throw badRequest(MENTOR_MESSAGES.noWords);
  const day = utcDay(now);
  return db.transaction(async (tx) => {
    const existing = input.conversationId ? await ownConversation(tx, user, input.conversationId) : null;
    await lockForTransaction(tx, ADVISORY_LOCK.mentorQuestions, user.id);
    const asked = await questionsOn(tx, user.id, day);
    if (asked >= MENTOR_DAILY_QUESTIONS) throw rateLimited(MENTOR_MESSAGES.dailyLimit, secondsUntilUtcMidnight(now));
    await countQuestion(tx, user.id, day);
    const history = existing ? (await conversationMessages(tx, existing.id)).slice(-HISTORY_MESSAGES) : [];
    const conversation = existing ? await touchConversation(tx, existing.id) : await createConversation(tx, user.id, titleOf(input.question));
    const question = await insertMessage(tx, { conversationId: conversation.id, role: 'member', content: input.question });
    return {
      userId: user.id,
      conversation: presentConversation(conversation),
      question: presentMessage(question),
      sources: await sourcesFor(tx, user, input.question),
      history: history.map((message) => ({ role: message.role, content: message.content })),
      questionsToday: asked + 1,
    };
  });
}

/**
 * Keeps Leo's answer (written, partly written, or the sources alone) with the sources it cites;
 * null when the member deleted the conversation while the answer was written.
 */
export async function saveMentorAnswer(db: Database, asked: AskedQuestion, content: string, mode: 'generated' | 'sources_only'): Promise<MentorMessage | null> {
  const row = await db.transaction(async (tx) => {
    if (!(await findConversation(tx, asked.conversation.id))) return null;
    await touchConversation(tx, asked.conversation.id);
    return insertMessage(tx, { conversationId: asked.conversation.id, role: 'leo', content, sources: asked.sources, mode });
  });
  return row ? presentMessage(row) : null;
}
