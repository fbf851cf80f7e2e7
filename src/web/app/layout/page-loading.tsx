import { Spinner } from '#web/components/ui/spinner.tsx';

/** Shown in the page area while a page's code or data loads. */
export function PageLoading() {
  return <Spinner className="min-h-[50vh]" label="Loading page..." />;
}
