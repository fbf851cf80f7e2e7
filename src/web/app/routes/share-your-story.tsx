import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ShareStoryPage } from '#web/features/stories/components/share-story-page.tsx';

export function ShareYourStoryRoute() {
  usePageMeta(pageMeta('/share-your-story'));
  return <ShareStoryPage />;
}
