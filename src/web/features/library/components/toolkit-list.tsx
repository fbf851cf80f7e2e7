import { Link } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToolkit } from '../api/library.ts';
import { PlanSteps } from './plan-steps.tsx';

/** The dashboard's toolkit: saved and implemented tactics, and running 7-day plans. */
export function ToolkitList() {
  const toolkit = useToolkit();
  if (toolkit.isPending) return <Spinner label="Loading your toolkit..." />;
  if (toolkit.isError) return <p role="alert" className="text-sm text-muted-foreground">Failed to load your toolkit. Please try again.</p>;
  const { items, plans } = toolkit.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Save tactics to your toolkit from any tactic page.</p>;
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-2">
        {items.map((item) => (
          <li key={item.tacticId} className="flex items-center justify-between gap-2 text-sm">
            <Link to={item.href} className="min-w-0 truncate font-medium hover:underline">
              {item.name}
            </Link>
            <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs">{item.status === 'implemented' ? 'Implemented' : 'Saved'}</span>
          </li>
        ))}
      </ul>
      {plans.map((plan) => (
        <section key={plan.id} aria-label={`7-day plan: ${plan.tacticName}`}>
          <h3 className="font-semibold">7-day plan: {plan.tacticName}</h3>
          <PlanSteps plan={plan} />
        </section>
      ))}
    </div>
  );
}
