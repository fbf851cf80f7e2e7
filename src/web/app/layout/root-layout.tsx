import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { usePageTracking } from '#web/lib/analytics/use-page-tracking.ts';
import { PageFrame } from './page-frame.tsx';

/** The frame of every page in the app, with a progress bar while the next page loads. */
export function RootLayout() {
  usePageTracking();
  return (
    <>
      <PageFrame overlay={<NavigationProgress />}>
        <Outlet />
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}

/** A thin bar across the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-950">
      <div className="h-full w-1/3 animate-progress bg-gradient-to-r from-brand-500 to-violet-500" />
    </div>
  );
}
