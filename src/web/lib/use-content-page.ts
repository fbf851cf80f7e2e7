import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { trackContentView, type TrackedItem } from '#web/lib/analytics/tracker.ts';
import { isNotFound } from '#web/lib/api-client.ts';

/**
 * What a case study's or tactic's page does around its query: names the page (`meta` of the item
 * once shown, else `loadingTitle`, or `notFoundTitle` after a 404), counts a view once the item is
 * shown, and after a failure other than a 404 returns home with one toast that says so (`toastId`
 * keeps it one even if the effect runs twice). Gives the item, if there is one yet, and whether it
 * does not exist.
 */
export function useContentPage<Item extends { id: string }>({
  query,
  kind,
  meta,
  loadingTitle,
  notFoundTitle,
  failure,
  toastId,
}: {
  query: { data: Item | undefined; isError: boolean; error: unknown };
  kind: TrackedItem['kind'];
  meta: (item: Item) => { title: string; description: string };
  loadingTitle: string;
  notFoundTitle: string;
  failure: string;
  toastId: string;
}): { item: Item | undefined; notFound: boolean } {
  const notFound = query.isError && isNotFound(query.error);
  const failed = query.isError && !notFound;
  const item = query.data;
  const shownId = item?.id;
  const navigate = useNavigate();

  usePageMeta(item ? meta(item) : { title: notFound ? notFoundTitle : loadingTitle });

  useEffect(() => {
    if (shownId) trackContentView({ kind, id: shownId });
  }, [kind, shownId]);

  useEffect(() => {
    if (!failed) return;
    toast.error(failure, { id: toastId });
    void navigate('/', { replace: true });
  }, [failed, failure, toastId, navigate]);

  return { item, notFound };
}
