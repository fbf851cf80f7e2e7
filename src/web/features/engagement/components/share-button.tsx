import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { SHARE_MESSAGES } from '../lib/messages.ts';
import { shareLink } from '../lib/share.ts';

/** Shares the page's address with its title: the system share sheet, or a copied link. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  async function share() {
    const outcome = await shareLink({ title, url: new URL(path, window.location.origin).href });
    if (outcome === 'copied') toast.success(SHARE_MESSAGES.copied);
    else if (outcome === 'failed') toast.error(SHARE_MESSAGES.failed);
  }

  return (
    <Button variant="outline" className="rounded-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
