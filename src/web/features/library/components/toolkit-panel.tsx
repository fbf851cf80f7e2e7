import { CalendarDays, CheckCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTacticToolkit, useTacticToolkitActions } from '../api/library.ts';
import { PlanSteps } from './plan-steps.tsx';

const FAILED = 'Failed to update your toolkit. Please try again.';

/** The tactic page's sidebar: "Save to Toolkit", "Mark as Implemented" and "Start a 7-day plan". */
export function ToolkitPanel({ tacticId, isSignedIn }: { tacticId: string; isSignedIn: boolean }) {
  const state = useTacticToolkit(tacticId, isSignedIn);
  const { setStatus, remove, startPlan } = useTacticToolkitActions(tacticId);
  const onError = () => toast.error(FAILED);

  if (!isSignedIn) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Your toolkit</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-muted-foreground">Sign in to save tactics to your toolkit and start a 7-day plan.</p>
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (state.isPending) return <Spinner label="Loading your toolkit..." />;
  if (state.isError) return <p role="alert" className="text-sm text-muted-foreground">Your toolkit could not be loaded.</p>;

  const { status, plan } = state.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your toolkit</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <Button
          variant={status ? 'secondary' : 'default'}
          aria-pressed={status !== null}
          onClick={() => (status ? remove.mutate(undefined, { onError }) : setStatus.mutate('saved', { onSuccess: () => toast.success('Saved to your toolkit'), onError }))}
        >
          <Wrench aria-hidden="true" />
          {status ? 'Saved to Toolkit' : 'Save to Toolkit'}
        </Button>
        <Button
          variant={status === 'implemented' ? 'secondary' : 'outline'}
          aria-pressed={status === 'implemented'}
          onClick={() => setStatus.mutate(status === 'implemented' ? 'saved' : 'implemented', { onSuccess: (s) => s.status === 'implemented' && toast.success('Marked as implemented'), onError })}
        >
          <CheckCheck aria-hidden="true" />
          {status === 'implemented' ? 'Implemented' : 'Mark as Implemented'}
        </Button>
        {!plan && (
          <Button variant="outline" disabled={startPlan.isPending} onClick={() => startPlan.mutate(undefined, { onSuccess: () => toast.success('Your 7-day plan has started'), onError })}>
            <CalendarDays aria-hidden="true" />
            Start a 7-day plan
          </Button>
        )}
        {plan && (
          <section aria-label="Your 7-day plan" className="mt-2">
            <h3 className="font-semibold">Your 7-day plan</h3>
            <PlanSteps plan={plan} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}
