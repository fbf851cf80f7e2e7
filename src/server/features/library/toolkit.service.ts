import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ToolkitStatus } from '#shared/constants.ts';
import { buildPlanSteps, PLAN_DAYS, planDayOpensAt } from '#shared/domain/tactic-plan.ts';
import { LIBRARY_MESSAGES, type TacticPlan, type TacticToolkitState, type Toolkit } from '#shared/schemas/library.ts';
import type { Database } from '../../db/client.ts';
import { publicTactic } from '../../db/public-content.ts';
import { tactics } from '../../db/schema/content.ts';
import { tacticPlans, tacticPlanSteps, toolkitItems } from '../../db/schema/engagement.ts';
import { emitEvent } from '../../events.ts';
import { authorizeOwner } from '../../auth/authorize.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';

const TACTIC_NOT_FOUND = 'Tactic Not Found';

async function publishedTactic(db: Database, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ id: tactics.id, name: tactics.name, successSignals: tactics.successSignals, failureSignals: tactics.failureSignals })
        .from(tactics)
        .where(and(eq(tactics.id, id), publicTactic))
    : [];
  if (!row) throw notFound(TACTIC_NOT_FOUND);
  return row;
}

type PlanRow = typeof tacticPlans.$inferSelect & { tacticName: string };

async function plansWithSteps(db: Database, plans: PlanRow[]): Promise<TacticPlan[]> {
  if (plans.length === 0) return [];
  const steps = await db
    .select()
    .from(tacticPlanSteps)
    .where(inArray(tacticPlanSteps.planId, plans.map((p) => p.id)))
    .orderBy(asc(tacticPlanSteps.day));
  return plans.map((plan) => ({
    id: plan.id,
    tacticId: plan.tacticId,
    tacticName: plan.tacticName,
    href: `/tactics/${plan.tacticId}`,
    startedAt: plan.startedAt.toISOString(),
    steps: steps
      .filter((s) => s.planId === plan.id)
      .map((s) => ({
        day: s.day,
        title: s.title,
        description: s.description,
        xpReward: s.xpReward,
        opensAt: planDayOpensAt(plan.startedAt, s.day).toISOString(),
        completedAt: s.completedAt?.toISOString() ?? null,
      })),
  }));
}

const planSelect = (db: Database) =>
  db
    .select({ id: tacticPlans.id, userId: tacticPlans.userId, tacticId: tacticPlans.tacticId, startedAt: tacticPlans.startedAt, tacticName: tactics.name })
    .from(tacticPlans)
    .innerJoin(tactics, eq(tactics.id, tacticPlans.tacticId));

export async function tacticToolkitState(db: Database, userId: string, tacticId: string): Promise<TacticToolkitState> {
  await publishedTactic(db, tacticId);
  const [[item], plans] = await Promise.all([
    db.select({ status: toolkitItems.status }).from(toolkitItems).where(and(eq(toolkitItems.userId, userId), eq(toolkitItems.tacticId, tacticId))),
    planSelect(db).where(and(eq(tacticPlans.userId, userId), eq(tacticPlans.tacticId, tacticId))),
  ]);
  const [plan] = await plansWithSteps(db, plans);
  return { status: item?.status ?? null, plan: plan ?? null };
}

/** "Save to Toolkit" (saved) or "Mark as Implemented" (implemented); idempotent. */
export async function setToolkitStatus(db: Database, userId: string, tacticId: string, status: ToolkitStatus) {
  await publishedTactic(db, tacticId);
  const implementedAt = status === 'implemented' ? new Date() : null;
  await db
    .insert(toolkitItems)
    .values({ userId, tacticId, status, implementedAt })
    .onConflictDoUpdate({ target: [toolkitItems.userId, toolkitItems.tacticId], set: { status, implementedAt } });
  return tacticToolkitState(db, userId, tacticId);
}

export async function removeFromToolkit(db: Database, userId: string, tacticId: string) {
  await publishedTactic(db, tacticId);
  await db.delete(toolkitItems).where(and(eq(toolkitItems.userId, userId), eq(toolkitItems.tacticId, tacticId)));
  return tacticToolkitState(db, userId, tacticId);
}

/**
 * Starts the member's 7-day plan for a tactic (once: starting again returns the same plan),
 * saves the tactic to their toolkit, and schedules a reminder for each later day.
 */
export async function startPlan(db: Database, userId: string, tacticId: string, now = new Date()) {
  const tactic = await publishedTactic(db, tacticId);
  await db.transaction(async (tx) => {
    const [plan] = await tx.insert(tacticPlans).values({ userId, tacticId, startedAt: now }).onConflictDoNothing().returning();
    if (!plan) return;
    await tx.insert(tacticPlanSteps).values(buildPlanSteps(tactic).map((step) => ({ ...step, planId: plan.id })));
    await tx.insert(toolkitItems).values({ userId, tacticId }).onConflictDoNothing();
    for (let day = 2; day <= PLAN_DAYS; day += 1) {
      await emitEvent(tx, { type: 'plan.reminder', actorId: userId, payload: { planId: plan.id, day } }, { runAfter: planDayOpensAt(plan.startedAt, day) });
    }
  });
  return tacticToolkitState(db, userId, tacticId);
}

async function ownPlan(db: Database, userId: string, planId: string) {
  const [plan] = isUuid(planId) ? await planSelect(db).where(eq(tacticPlans.id, planId)) : [];
  if (!plan) throw notFound(LIBRARY_MESSAGES.planNotFound);
  authorizeOwner(userId, plan.userId, LIBRARY_MESSAGES.planNotFound);
  return plan;
}

/** Ticks a step that has opened; its XP is awarded by the event's handler, once. */
export async function completeStep(db: Database, userId: string, planId: string, day: number, now = new Date()) {
  const plan = await ownPlan(db, userId, planId);
  if (!Number.isInteger(day) || day < 1 || day > PLAN_DAYS) throw notFound(LIBRARY_MESSAGES.planNotFound);
  if (planDayOpensAt(plan.startedAt, day).getTime() > now.getTime()) throw badRequest(LIBRARY_MESSAGES.stepNotOpen);
  await db.transaction(async (tx) => {
    const [step] = await tx
      .update(tacticPlanSteps)
      .set({ completedAt: now })
      .where(and(eq(tacticPlanSteps.planId, planId), eq(tacticPlanSteps.day, day), isNull(tacticPlanSteps.completedAt)))
      .returning();
    if (step) await emitEvent(tx, { type: 'plan.step_completed', actorId: userId, payload: { planId, day, xp: step.xpReward, title: step.title } });
  });
  return (await plansWithSteps(db, [plan]))[0]!;
}

export async function listToolkit(db: Database, userId: string): Promise<Toolkit> {
  const [items, plans] = await Promise.all([
    db
      .select({ tacticId: toolkitItems.tacticId, name: tactics.name, category: tactics.category, status: toolkitItems.status, savedAt: toolkitItems.savedAt, implementedAt: toolkitItems.implementedAt })
      .from(toolkitItems)
      .innerJoin(tactics, eq(tactics.id, toolkitItems.tacticId))
      .where(eq(toolkitItems.userId, userId))
      .orderBy(desc(toolkitItems.savedAt)),
    planSelect(db).where(eq(tacticPlans.userId, userId)).orderBy(desc(tacticPlans.startedAt)),
  ]);
  return {
    items: items.map((i) => ({ ...i, href: `/tactics/${i.tacticId}`, savedAt: i.savedAt.toISOString(), implementedAt: i.implementedAt?.toISOString() ?? null })),
    plans: await plansWithSteps(db, plans),
  };
}

/** The plan's step for a reminder, if the plan still exists and the step is not done. */
export async function openStepForReminder(tx: Database, planId: string, day: number) {
  const [row] = await tx
    .select({ userId: tacticPlans.userId, tacticId: tacticPlans.tacticId, tacticName: tactics.name, title: tacticPlanSteps.title, completedAt: tacticPlanSteps.completedAt })
    .from(tacticPlanSteps)
    .innerJoin(tacticPlans, eq(tacticPlans.id, tacticPlanSteps.planId))
    .innerJoin(tactics, eq(tactics.id, tacticPlans.tacticId))
    .where(and(eq(tacticPlanSteps.planId, planId), eq(tacticPlanSteps.day, day)));
  return row && !row.completedAt ? row : undefined;
}
