import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { ShareStoryPage } from '#web/features/stories/components/share-story-page.tsx';

export function ShareYourStoryRoute() {
  usePageMeta(staticPageMeta('/share-your-story'));
  return <ShareStoryPage />;
}
