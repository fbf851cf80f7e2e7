import type { ItemType } from '#shared/constants.ts';
import type { EditorialAction } from '#shared/domain/editorial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useReviewTactics } from '../api/editorial.ts';
import type { PendingAction } from './confirm-action-dialog.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

type Props = {
  publisher: boolean;
  onAsk: (pending: PendingAction) => void;
  confirmTransition: (kind: ItemType, item: { id: string; version: number; title: string }, action: EditorialAction) => PendingAction;
};

/** Member-submitted growth tactics waiting for a decision: editors publish or return them with a reason. */
export function TacticReviewQueue({ publisher, onAsk, confirmTransition }: Props) {
  const queue = useReviewTactics();
  return (
    <TitledSection id="tactic-queue" title={`Tactics in review ${queue.data ? `(${queue.data.items.length})` : ''}`} titleClassName="text-2xl font-semibold" className="space-y-3 pt-6">
      {queue.isPending ? (
        <Spinner showLabel />
      ) : queue.isError || queue.data.items.length === 0 ? (
        <p className="text-muted-foreground">No tactics are waiting for review.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Tactics in review">
          {queue.data.items.map((tactic) => (
            <li key={tactic.id}>
              <Card>
                <CardContent className="space-y-3 p-5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg font-semibold">{tactic.name}</h3>
                    <span className="text-sm text-muted-foreground capitalize">{tactic.category}</span>
                  </div>
                  {/* Stored markup was sanitised on the server before it was saved. */}
                  <div className="prose prose-sm max-w-none text-muted-foreground dark:prose-invert" dangerouslySetInnerHTML={{ __html: tactic.descriptionHtml }} />
                  <div className="grid gap-2 text-sm sm:grid-cols-2">
                    <p>
                      <strong>Success signals:</strong> {tactic.successSignals.join(', ')}
                    </p>
                    <p>
                      <strong>Failure signals:</strong> {tactic.failureSignals.join(', ')}
                    </p>
                  </div>
                  {publisher && (
                    <div className="flex gap-2">
                      <Button size="sm" onClick={() => onAsk(confirmTransition('tactic', { id: tactic.id, version: tactic.version, title: tactic.name }, 'publish'))}>
                        Publish
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => onAsk(confirmTransition('tactic', { id: tactic.id, version: tactic.version, title: tactic.name }, 'return'))}>
                        Return to author
                      </Button>
                    </div>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
