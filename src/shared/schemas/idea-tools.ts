import { z } from 'zod';
import type { AiToolMeter } from '../domain/ai-tools.ts';
import type { IdeaEvidence, RemixEvidence } from '../domain/idea-evidence.ts';
import { requiredText } from './text-fields.ts';

// Contracts of the AI Idea Validator and Remixer (/ideas).

export const IDEA_TEXT_MAX = 1000;
export const CONCEPT_MAX = 200;

export const IDEA_TOOL_MESSAGES = {
  ideaRequired: 'Please describe your idea.',
  ideaTooShort: 'Please describe your idea in at least 10 characters.',
  ideaTooLong: `Please describe your idea in at most ${IDEA_TEXT_MAX} characters.`,
  conceptsRequired: 'Please enter both concepts.',
  conceptTooLong: `Each concept must be at most ${CONCEPT_MAX} characters.`,
  noWords: 'Please use words we can search for.',
} as const;

export const validateIdeaSchema = z.object({
  idea: requiredText(IDEA_TOOL_MESSAGES.ideaRequired).min(10, IDEA_TOOL_MESSAGES.ideaTooShort).max(IDEA_TEXT_MAX, IDEA_TOOL_MESSAGES.ideaTooLong),
});
export type ValidateIdeaInput = z.infer<typeof validateIdeaSchema>;

const concept = requiredText(IDEA_TOOL_MESSAGES.conceptsRequired).max(CONCEPT_MAX, IDEA_TOOL_MESSAGES.conceptTooLong);
export const remixIdeasSchema = z.object({ conceptA: concept, conceptB: concept });
export type RemixIdeasInput = z.infer<typeof remixIdeasSchema>;

/** How the written summary will come: streamed by the configured model, or not configured. */
export type SummaryMode = 'streaming' | 'not_configured';

/**
 * One line of the tools' streamed answer (application/x-ndjson): the evidence first, then the
 * summary's text as it is written, then its end or the reason it stopped.
 */
export type IdeaToolLine =
  | { type: 'evidence'; tool: 'validator'; evidence: IdeaEvidence; meter: AiToolMeter; summary: SummaryMode; message?: string }
  | { type: 'evidence'; tool: 'remixer'; evidence: RemixEvidence; meter: AiToolMeter; summary: SummaryMode; message?: string }
  | { type: 'summary'; text: string }
  | { type: 'summary_done' }
  | { type: 'summary_error'; reason: 'timeout' | 'failed'; message: string };

export const NDJSON = 'application/x-ndjson';
