import { UserMinus, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { authPath } from '#web/lib/return-path.ts';
import { useFollowMember } from '../api/profile.ts';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Follower and following counts, and Follow / Unfollow for anyone but the member themselves (a visitor is sent to sign in). */
export function FollowPanel({ profile, isSignedIn }: { profile: PublicProfile; isSignedIn: boolean }) {
  const follow = useFollowMember(profile.id);
  const following = profile.viewerFollows === true;
  const isSelf = isSignedIn && profile.viewerFollows === null;

  const toggle = () =>
    follow.mutate(!following, {
      onError: (error) => toast.error(following ? 'Could not unfollow' : 'Could not follow', { description: error.message }),
    });

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <span className="font-semibold text-foreground">{count(profile.follows.followers, 'follower', 'followers')}</span>
        {' · '}
        <span className="font-semibold text-foreground">{profile.follows.following.toLocaleString('en-US')}</span> following
      </p>
      {!isSelf &&
        (isSignedIn ? (
          <Button size="sm" variant={following ? 'outline' : 'default'} onClick={toggle} disabled={follow.isPending} aria-label={`${following ? 'Unfollow' : 'Follow'} ${profile.displayName}`}>
            {following ? <UserMinus aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
            {following ? 'Unfollow' : 'Follow'}
          </Button>
        ) : (
          <Button size="sm" asChild>
            <Link to={authPath('signin', `/members/${profile.id}`)} aria-label={`Follow ${profile.displayName}`}>
              <UserPlus aria-hidden="true" />
              Follow
            </Link>
          </Button>
        ))}
    </div>
  );
}
