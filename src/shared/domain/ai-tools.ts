import { can, isSubjectTo, type Actor } from './policy.ts';

// Access to the AI idea tools (PRODUCT §8): visitors locked, Explorer 5 uses per UTC month
// (validator and remixer together), Community and above and super_admin unlimited.

export const AI_TOOL_MONTHLY_LIMIT = 5;
export const AI_TOOLS = ['validator', 'remixer'] as const;
export type AiTool = (typeof AI_TOOLS)[number];

export type AiToolMeter =
  | { access: 'locked' }
  | { access: 'unlimited' }
  | { access: 'metered'; limit: number; used: number; remaining: number };

export const AI_TOOL_MESSAGES = {
  limitReached: `You've used your ${AI_TOOL_MONTHLY_LIMIT} AI tool uses for this month. Upgrade to Community for unlimited AI tools.`,
  summaryNotConfigured: 'A written summary is not configured on this site; the evidence below comes straight from our case studies.',
  summaryFailed: 'The written summary could not be produced; the evidence below is complete without it.',
  summaryTimedOut: 'The written summary took too long and was stopped; the evidence below is complete without it.',
} as const;

/** Whether the actor's uses are counted (Explorer without an unlimited plan or role). */
export const aiToolsMetered = (actor: Actor) => isSubjectTo(actor, 'ai_tool_meter');

/** The actor's meter from the uses already recorded this UTC month. */
export function aiToolMeter(actor: Actor, usedThisMonth: number): AiToolMeter {
  if (!can(actor, 'AI_TOOLS')) return { access: 'locked' };
  if (!isSubjectTo(actor, 'ai_tool_meter')) return { access: 'unlimited' };
  const used = Math.min(usedThisMonth, AI_TOOL_MONTHLY_LIMIT);
  return { access: 'metered', limit: AI_TOOL_MONTHLY_LIMIT, used, remaining: AI_TOOL_MONTHLY_LIMIT - used };
}

/** Whether one more use is allowed. */
export const mayUseAiTool = (meter: AiToolMeter) => meter.access === 'unlimited' || (meter.access === 'metered' && meter.remaining > 0);
