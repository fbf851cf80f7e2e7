import { format } from 'date-fns';
import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { toast } from 'sonner';
import type { TacticPlan } from '#shared/schemas/library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCompleteStep } from '../api/library.ts';

/** A 7-day plan's steps as personal quests: open ones can be ticked for their XP. */
export function PlanSteps({ plan, now = new Date() }: { plan: TacticPlan; now?: Date }) {
  const complete = useCompleteStep();
  const done = plan.steps.filter((s) => s.completedAt).length;
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        {done} of {plan.steps.length} steps done
      </p>
      <ol className="mt-3 grid grid-cols-1 gap-2">
        {plan.steps.map((step) => {
          const open = new Date(step.opensAt).getTime() <= now.getTime();
          return (
            <li key={step.day} className="flex items-start gap-3 rounded-lg border border-border p-3">
              {step.completedAt ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
              ) : open ? (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              ) : (
                <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  Day {step.day}: {step.title} <span className="text-xs font-normal text-muted-foreground">+{step.xpReward} XP</span>
                </p>
                <p className="text-sm text-muted-foreground">{step.description}</p>
                {!open && <p className="text-xs text-muted-foreground">Opens {format(new Date(step.opensAt), 'MMM d')}</p>}
              </div>
              {!step.completedAt && open && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Mark day ${step.day} done`}
                  disabled={complete.isPending}
                  onClick={() =>
                    complete.mutate(
                      { planId: plan.id, day: step.day },
                      {
                        onSuccess: () => toast.success('Step done', { description: `You earned ${step.xpReward} XP.` }),
                        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to update the step. Please try again.'),
                      },
                    )
                  }
                >
                  Done
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
