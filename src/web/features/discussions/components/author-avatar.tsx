import { User } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { initials } from '../lib/threads.ts';

const IMAGE_URL = /^(https?:\/\/|\/(?!\/))/i;

/** The author's picture, else their initials, else a generic figure for an unknown author. */
export function AuthorAvatar({ name, avatarUrl, className }: { name: string | null; avatarUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = avatarUrl !== null && IMAGE_URL.test(avatarUrl) && failedUrl !== avatarUrl;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-800 select-none dark:bg-brand-900 dark:text-brand-100',
        className,
      )}
    >
      {showImage ? (
        <img src={avatarUrl} alt="" className="size-full object-cover" referrerPolicy="no-referrer" onError={() => setFailedUrl(avatarUrl)} />
      ) : name ? (
        initials(name)
      ) : (
        <User className="size-4" />
      )}
    </span>
  );
}
