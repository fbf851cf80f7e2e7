import { Award, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { usePublicProfile } from '../api/profile.ts';
import { FollowPanel } from './follow-panel.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { TimeAgo } from '#web/components/time-ago.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

/** /members/:id: what the member chose to make public, nothing more. */
export function PublicProfilePage({ id }: { id: string }) {
  const profile = usePublicProfile(id);
  const { user } = useAuth();
  if (profile.isPending) return <Spinner className="min-h-[50vh]" label="Loading profile..." />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="mx-auto my-12 max-w-md text-center" role="alert">
        <p className="mb-4">{missing ? 'Profile not found.' : 'Failed to load profile data.'}</p>
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    );
  }
  const p = profile.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Card>
        <CardContent className="pt-6">
          <ProfileHeader name={p.displayName} avatarUrl={p.avatarUrl} bio={p.bio} joinedAt={p.joinedAt} links={p.links} />
          <div className="mt-4 border-t border-border pt-4">
            <FollowPanel profile={p} isSignedIn={user !== null} />
          </div>
        </CardContent>
      </Card>
      {p.discussions && (
        <Card>
          <CardHeader>
            <CardTitle>Recent discussions</CardTitle>
          </CardHeader>
          <CardContent>
            <ListOrEmpty items={p.discussions} empty="No discussions yet." className="grid gap-4">
              {(d) => (
                <li key={d.id} className="flex gap-3">
                  <MessagesSquare className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="text-sm break-words">
                      {d.title ? <span className="font-semibold">{d.title}</span> : 'Replied'} on{' '}
                      <Link to={d.subject.href} className="text-brand-700 hover:underline dark:text-brand-300">
                        {d.subject.title}
                      </Link>
                    </p>
                    <p className="mt-0.5 text-sm break-words text-muted-foreground">{d.excerpt}</p>
                    <p className="mt-0.5 text-xs text-muted-foreground"><TimeAgo iso={d.createdAt} /></p>
                  </div>
                </li>
              )}
            </ListOrEmpty>
          </CardContent>
        </Card>
      )}
      {p.progress && (
        <Card>
          <CardHeader>
            <CardTitle>
              Level {p.progress.level} · {p.progress.levelTitle}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{p.progress.totalXp.toLocaleString('en-US')} XP</p>
          </CardHeader>
          <CardContent>
            <ListOrEmpty items={p.progress.achievements} empty="No achievements yet." className="flex flex-wrap gap-2">
              {(a) => (
                <li key={a.key} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
                  <Award className="size-4" aria-hidden="true" />
                  {a.title}
                </li>
              )}
            </ListOrEmpty>
          </CardContent>
        </Card>
      )}
      {p.submissions && (
        <Card>
          <CardHeader>
            <CardTitle>Published submissions</CardTitle>
          </CardHeader>
          <CardContent>
            <ListOrEmpty items={p.submissions} empty="Nothing published yet." className="grid gap-2">
              {(s) => (
                <li key={s.id}>
                  <Link to={s.href} className="hover:underline">
                    {s.title}
                  </Link>
                </li>
              )}
            </ListOrEmpty>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
