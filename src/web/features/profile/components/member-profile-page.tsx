import { Bookmark, Star, ThumbsUp, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ProfileUpdate } from '#shared/schemas/profile.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import type { DeletionRequestResult } from '#shared/schemas/privacy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal } from '#web/lib/use-server-form.ts';
import { useOwnProfile, useProfileActivity, useSaveProfile } from '../api/profile.ts';
import { ANONYMOUS_USER, averageLabel } from '../lib/format.ts';
import { PrivacyActions } from './privacy-actions.tsx';
import { AccountPages } from './account-pages.tsx';
import { ProfileEditor } from './profile-editor.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

/** /profile (member-area §2): view and Edit Profile modes, four stat cards, bookmarks and recent ratings. */
export function MemberProfilePage({ onSaved, onDeletionRequested }: { onSaved?: () => void; onDeletionRequested?: (result: DeletionRequestResult) => void }) {
  const profile = useOwnProfile();
  const activity = useProfileActivity();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Spinner className="min-h-[50vh]" label="Loading profile..." />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="mx-auto my-12 max-w-md text-center" role="alert">
        <p className="mb-4">{missing ? 'Profile not found.' : PROFILE_MESSAGES.memberLoadFailed}</p>
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    );
  }

  const p = profile.data;
  // A refusal that names fields is shown on them by the editor; any other is a toast.
  const saveChanges = async (changes: ProfileUpdate) => {
    try {
      await save.mutateAsync(changes);
    } catch (error) {
      if (isFieldRefusal(error)) throw error;
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : PROFILE_MESSAGES.memberSaveFailed);
      return;
    }
    setEditing(false);
    toast.success(PROFILE_MESSAGES.memberSaved);
    onSaved?.();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Card>
        <CardContent className="pt-6">
          {editing ? (
            <ProfileEditor profile={p} onSave={saveChanges} onCancel={() => setEditing(false)} />
          ) : (
            <ProfileHeader
              name={p.displayName || ANONYMOUS_USER}
              avatarUrl={p.avatarUrl}
              bio={p.bio}
              joinedAt={p.createdAt}
              links={p}
              actions={
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" asChild>
                    <Link to={`/members/${p.userId}`}>View public profile</Link>
                  </Button>
                  <Button onClick={() => setEditing(true)}>Edit Profile</Button>
                </div>
              }
            />
          )}
        </CardContent>
      </Card>

      {activity.isError ? (
        <InlineError className="mt-6">{PROFILE_MESSAGES.memberLoadFailed}</InlineError>
      ) : (
        <>
          <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            <StatCard label="Bookmarks" value={activity.data?.stats.bookmarks ?? '–'} icon={Bookmark} />
            <StatCard label="Ratings Given" value={activity.data?.stats.ratingsGiven ?? '–'} icon={Star} />
            <StatCard label="Votes Cast" value={activity.data?.stats.votesCast ?? '–'} icon={ThumbsUp} />
            <StatCard label="Avg Rating" value={activity.data ? averageLabel(activity.data.stats.averageRating) : '–'} icon={TrendingUp} />
          </div>
          <Tabs defaultValue="bookmarks" className="mt-6">
            <TabsList>
              <TabsTrigger value="bookmarks">Bookmarks</TabsTrigger>
              <TabsTrigger value="ratings" className="whitespace-nowrap">
                Recent Ratings
              </TabsTrigger>
            </TabsList>
            <TabsContent value="bookmarks">
              {activity.isPending ? (
                <Spinner label="Loading bookmarks..." />
              ) : (
                <ListOrEmpty items={activity.data.bookmarks} empty="No bookmarks yet." className="grid gap-2">
                  {(b) => (
                    <li key={b.id}>
                      <Link to={b.href} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 hover:bg-muted">
                        <span className="min-w-0 truncate font-medium">{b.title}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{b.kind === 'case_study' ? 'Case Study' : 'Tactic'}</span>
                      </Link>
                    </li>
                  )}
                </ListOrEmpty>
              )}
            </TabsContent>
            <TabsContent value="ratings">
              {activity.isPending ? (
                <Spinner label="Loading ratings..." />
              ) : (
                <ListOrEmpty items={activity.data.ratings} empty="No ratings yet." className="grid gap-2">
                  {(r) => (
                    <li key={r.id} className="rounded-lg border border-border p-3">
                      <div className="flex items-center justify-between gap-3">
                        <Link to={r.href} className="min-w-0 truncate font-medium hover:underline">
                          {r.title}
                        </Link>
                        <span className="shrink-0 text-sm" aria-label={`${r.rating} out of 5 stars`}>
                          {'★'.repeat(r.rating)}
                          <span className="text-muted-foreground">{'★'.repeat(5 - r.rating)}</span>
                        </span>
                      </div>
                      {r.reviewText && <p className="mt-1 text-sm text-muted-foreground">{r.reviewText}</p>}
                    </li>
                  )}
                </ListOrEmpty>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
      <AccountPages />
      <PrivacyActions onDeletionRequested={onDeletionRequested} />
    </div>
  );
}
