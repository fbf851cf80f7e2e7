import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { trackContentView, type TrackedItem } from '#web/lib/analytics/tracker.ts';

/**
 * What a case study's or tactic's page does around its query: counts a view once the item is
 * shown, and after a failure other than a 404 returns home with one toast that says so (`toastId`
 * keeps it one even if the effect runs twice).
 */
export function useContentPage({
  kind,
  shownId,
  failed,
  failure,
  toastId,
}: {
  kind: TrackedItem['kind'];
  shownId: string | undefined;
  failed: boolean;
  failure: string;
  toastId: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    if (shownId) trackContentView({ kind, id: shownId });
  }, [kind, shownId]);

  useEffect(() => {
    if (!failed) return;
    toast.error(failure, { id: toastId });
    void navigate('/', { replace: true });
  }, [failed, failure, toastId, navigate]);
}
