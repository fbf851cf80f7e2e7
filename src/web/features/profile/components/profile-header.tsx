import { AtSign, Briefcase, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { joinedLabel } from '../lib/format.ts';

type Links = { websiteUrl: string | null; twitterUrl: string | null; linkedinUrl: string | null };

/** Photo, name, bio, join date and links: shared by /profile and the public member page. */
export function ProfileHeader({ name, avatarUrl, bio, joinedAt, links, actions }: { name: string; avatarUrl?: string | null; bio?: string | null; joinedAt: string; links?: Links; actions?: ReactNode }) {
  const linkItems = links
    ? ([
        ['Website', links.websiteUrl, Globe],
        ['Twitter', links.twitterUrl, AtSign],
        ['LinkedIn', links.linkedinUrl, Briefcase],
      ] as const).filter(([, url]) => url)
    : [];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <MemberAvatar url={avatarUrl} name={name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold break-words">{name}</h1>
            <p className="text-sm text-muted-foreground">{joinedLabel(joinedAt)}</p>
          </div>
          {actions}
        </div>
        {bio && <p className="mt-3 whitespace-pre-line break-words">{bio}</p>}
        {linkItems.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-4 text-sm">
            {linkItems.map(([label, url, Icon]) => (
              <li key={label}>
                <a href={url ?? undefined} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-100">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
