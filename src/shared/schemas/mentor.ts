import { z } from 'zod';
import type { TacticCategory } from '../constants.ts';
import type { MatchedStudy } from '../domain/idea-evidence.ts';
import { requiredText } from './text-fields.ts';

// Contracts of Leo, the AI mentor (AI_MENTOR_LEO; decision 059): conversations kept per member,
// answers grounded in our case studies and tactics, cited by number.

export const MENTOR_QUESTION_MAX = 2000;
/** Questions a member may ask Leo per UTC day, counted in the database. */
export const MENTOR_DAILY_QUESTIONS = 50;
/** Case studies and tactics one answer rests on at most. */
export const MENTOR_STUDY_SOURCES = 5;
export const MENTOR_TACTIC_SOURCES = 3;

export const MENTOR_MESSAGES = {
  questionRequired: 'Please write your question.',
  questionTooLong: `Please keep your question to at most ${MENTOR_QUESTION_MAX} characters.`,
  noWords: 'Please use words we can search for.',
  conversationNotFound: 'Conversation not found',
  dailyLimit: `You've asked Leo ${MENTOR_DAILY_QUESTIONS} questions today, the daily limit. Leo will answer again after midnight UTC.`,
  notConfigured: 'Without an AI model configured, Leo shows the closest case studies and tactics.',
  noSources: 'None of our case studies or tactics match these words yet. Try naming the market, the business model or the growth channel.',
  answerFailed: "Leo's written answer could not be produced; the case studies and tactics below are complete without it.",
  answerTimedOut: "Leo's written answer took too long and was stopped; the case studies and tactics below are complete without it.",
} as const;

export const mentorQuestionSchema = z.object({
  /** Absent: the question starts a new conversation. */
  conversationId: z.uuid({ error: MENTOR_MESSAGES.conversationNotFound }).optional(),
  question: requiredText(MENTOR_MESSAGES.questionRequired).max(MENTOR_QUESTION_MAX, MENTOR_MESSAGES.questionTooLong),
});
export type MentorQuestionInput = z.infer<typeof mentorQuestionSchema>;

/** A case study an answer rests on: its key figures and, when it has one, its lesson. */
export type MentorStudySource = { kind: 'case_study'; lesson: string | null } & Pick<
  MatchedStudy,
  'id' | 'title' | 'caseStudyType' | 'monthlyRevenue' | 'startingCosts' | 'businessModel' | 'primaryGrowthChannel'
>;
/** A published tactic an editor linked to those case studies. */
export type MentorTacticSource = { kind: 'tactic'; id: string; name: string; category: TacticCategory };
export type MentorSource = MentorStudySource | MentorTacticSource;

/** Where a source is read: the case study's or the tactic's own page. */
export const mentorSourcePath = (source: MentorSource) => (source.kind === 'case_study' ? `/case-studies/${source.id}` : `/tactics/${source.id}`);

/** How Leo's answer came: written by the configured model, or the sources alone. */
export type MentorAnswerMode = 'generated' | 'sources_only';

export type MentorMessage = {
  id: string;
  role: 'member' | 'leo';
  content: string;
  /** Leo's answers: the sources in citation order ([1] is the first). */
  sources: MentorSource[];
  mode: MentorAnswerMode | null;
  createdAt: string;
};

export type MentorConversationSummary = { id: string; title: string; createdAt: string; updatedAt: string };
export type MentorConversation = MentorConversationSummary & { messages: MentorMessage[] };
export type MentorConversationList = { conversations: MentorConversationSummary[]; questionsToday: number; dailyLimit: number };

/**
 * One line of a question's streamed answer (application/x-ndjson): the question as stored with
 * the sources, then the answer's text as it is written, then Leo's stored answer, or the reason
 * the writing stopped (the sources stand on their own). The stored answer is null when the
 * member deleted the conversation meanwhile.
 */
export type MentorLine =
  | { type: 'question'; conversation: MentorConversationSummary; message: MentorMessage; sources: MentorSource[]; mode: MentorAnswerMode; notice?: string; questionsToday: number }
  | { type: 'answer'; text: string }
  | { type: 'answer_done'; message: MentorMessage | null }
  | { type: 'answer_error'; reason: 'timeout' | 'failed'; message: string; answer: MentorMessage | null };
