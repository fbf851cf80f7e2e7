/** "Start a 7-day plan" (PRODUCT §14): seven daily steps made from the tactic's own content. */
export const PLAN_DAYS = 7;
export const PLAN_STEP_XP = 10;
/** The last step, deciding whether the tactic stays, earns more. */
export const PLAN_FINAL_STEP_XP = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanTactic = { name: string; successSignals: readonly string[]; failureSignals: readonly string[] };
export type PlanStepDraft = { day: number; title: string; description: string; xpReward: number };

export function buildPlanSteps({ name, successSignals, failureSignals }: PlanTactic): PlanStepDraft[] {
  const success = successSignals.map((s) => s.trim()).filter(Boolean);
  const warning = failureSignals.map((s) => s.trim()).filter(Boolean);
  const steps: Omit<PlanStepDraft, 'day' | 'xpReward'>[] = [
    { title: 'Learn the tactic', description: `Read the overview of ${name} and write down what success would look like for your business.` },
    {
      title: 'Choose what you will measure',
      description: success[0] ? `Decide how you will track this success signal: ${success[0]}` : `Pick one result of ${name} you can count each day.`,
    },
    { title: 'Set it up', description: `Prepare the smallest version of ${name} you can run this week.` },
    {
      title: 'Check the warning signs',
      description: warning[0] ? `Look for this warning sign before you go further: ${warning[0]}` : `List what would tell you ${name} is not working for you.`,
    },
    { title: 'Run it', description: `Put ${name} in front of real customers today.` },
    {
      title: 'Measure the result',
      description: success[1] ?? success[0] ? `Compare what happened with: ${success[1] ?? success[0]}` : `Compare what happened with the goal you wrote down on day 1.`,
    },
    { title: 'Decide', description: `Review the week: keep, adjust or drop ${name}. If it stays, mark it as implemented.` },
  ];
  return steps.map((step, i) => ({ ...step, day: i + 1, xpReward: i === PLAN_DAYS - 1 ? PLAN_FINAL_STEP_XP : PLAN_STEP_XP }));
}

/** The moment a plan's day opens: day 1 when it starts, each next day 24 hours later. */
export const planDayOpensAt = (startedAt: Date, day: number) => new Date(startedAt.getTime() + (day - 1) * DAY_MS);
