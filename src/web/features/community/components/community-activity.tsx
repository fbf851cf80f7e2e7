import { Award, FileCheck2, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CommunityActivityItem } from '#shared/schemas/community.ts';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { TimeAgo } from '#web/components/time-ago.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCommunityActivity } from '../api/activity.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const KIND_NOUN = { case_study: 'case study', tactic: 'tactic' } as const;
const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

function Subject({ subject }: { subject: { title: string; href: string } }) {
  return (
    <Link to={subject.href} className={linkClass}>
      {subject.title}
    </Link>
  );
}

/** What the member did, in words, with the item linked. */
function describe(item: CommunityActivityItem): { icon: ReactNode; text: ReactNode; detail?: ReactNode } {
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300';
  switch (item.kind) {
    case 'discussion':
      return {
        icon: <MessagesSquare className={icon} aria-hidden="true" />,
        text: (
          <>
            {item.title ? 'started a discussion on' : 'replied on'} <Subject subject={item.subject} />
          </>
        ),
        detail: (
          <>
            {item.title && <span className="block font-medium text-foreground">{item.title}</span>}
            <span className="line-clamp-2">{item.excerpt}</span>
          </>
        ),
      };
    case 'submission':
      return {
        icon: <FileCheck2 className={icon} aria-hidden="true" />,
        text: (
          <>
            published the {KIND_NOUN[item.subject.kind]} <Subject subject={item.subject} />
          </>
        ),
      };
    case 'achievement':
      return { icon: <Award className={icon} aria-hidden="true" />, text: <>earned the “{item.achievement.title}” achievement</> };
  }
}

function ActivityEntry({ item }: { item: CommunityActivityItem }) {
  const { icon, text, detail } = describe(item);
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <MemberAvatar url={item.member.avatarUrl} name={item.member.displayName} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">
          <Link to={item.member.href} className={linkClass}>
            {item.member.displayName}
          </Link>{' '}
          {text}
        </p>
        {detail && <p className="mt-1 text-sm break-words text-muted-foreground">{detail}</p>}
        <p className="mt-1 text-xs text-muted-foreground">
          <TimeAgo iso={item.occurredAt} />
        </p>
      </div>
      <span className="hidden sm:block">{icon}</span>
    </li>
  );
}

/** /community's "Recent activity": what members chose to show on their profiles, newest first. */
export function CommunityActivityList() {
  const activity = useCommunityActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (activity.isPending) body = <Spinner label="Loading recent activity..." />;
  else if (activity.isError && items.length === 0)
    body = (
      <div role="alert" className="text-center text-sm">
        <p>Could not load recent activity.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (items.length === 0) body = <p className="text-center text-sm text-muted-foreground">No public activity yet. Members choose what their profile shows.</p>;
  else
    body = (
      <>
        <ul className="grid gap-3">
          {items.map((item) => (
            <ActivityEntry key={item.id} item={item} />
          ))}
        </ul>
        {activity.hasNextPage && (
          <div className="mt-4 text-center">
            <Button variant="outline" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
              {activity.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <TitledSection id="community-activity" title="Recent activity" titleClassName="text-center text-2xl font-bold">
      <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-muted-foreground">What members are discussing, publishing and earning, as they chose to show it on their profiles.</p>
      <div className="mx-auto mt-6 max-w-3xl">{body}</div>
    </TitledSection>
  );
}
