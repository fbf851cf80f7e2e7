import type { NotificationType, UserActionType } from '../constants.ts';

/** Notifications listed in the popover, newest first. */
export const NOTIFICATIONS_SHOWN = 20;
/** Above this the badge reads "99+". */
export const NOTIFICATION_BADGE_MAX = 99;

/** Actor name when the actor has a profile without a display name. */
export const UNKNOWN_ACTOR_NAME = 'Someone';
/** Actor name when the actor has no profile (a deleted account). */
export const ANONYMOUS_ACTOR_NAME = 'Anonymous User';
export const DEFAULT_NOTIFICATION_TITLE = 'New Activity';

type Wording = { type: NotificationType; title: string; verb: string; own?: boolean };

/** Type, title and message verb by action_type (member-area §9). */
const WORDING: Record<UserActionType, Wording> = {
  upvote_case_study: { type: 'vote', title: 'Case Study Upvoted', verb: 'upvoted your case study' },
  upvote_tactic: { type: 'vote', title: 'Tactic Upvoted', verb: 'upvoted your tactic' },
  upvote_discussion: { type: 'vote', title: 'Discussion Upvoted', verb: 'upvoted your discussion' },
  rate_case_study: { type: 'rating', title: 'Case Study Rated', verb: 'rated your case study' },
  rate_tactic: { type: 'rating', title: 'Tactic Rated', verb: 'rated your tactic' },
  create_discussion: { type: 'discussion', title: 'New Discussion', verb: 'started a discussion on your content' },
  reply_discussion: { type: 'discussion', title: 'Discussion Reply', verb: 'replied to your discussion' },
  follow_user: { type: 'follow', title: 'New Follower', verb: 'started following you' },
  submission_published: { type: 'submission', title: 'Submission Published', verb: 'published your submission' },
  submission_returned: { type: 'submission', title: 'Submission Returned', verb: 'returned your submission with a note' },
  // The member's own reminders: the message is what they are reminded of.
  bookmark_reminder: { type: 'reminder', title: 'Bookmark Reminder', verb: 'Time to come back to', own: true },
  plan_reminder: { type: 'reminder', title: '7-Day Plan', verb: "Today's step:", own: true },
  vip_event_place: { type: 'reminder', title: 'You have a place', verb: 'A place opened up and is yours:', own: true },
  cofounder_intro_requested: { type: 'cofounder', title: 'Introduction Request', verb: 'asked to be introduced to you as a possible co-founder' },
  cofounder_intro_accepted: { type: 'cofounder', title: 'Introduction Accepted', verb: 'accepted your introduction: their e-mail is on your co-founder matching page' },
  cofounder_intro_declined: { type: 'cofounder', title: 'Introduction Declined', verb: 'declined your introduction request' },
};

/** The actor's name as shown: their display name, else the spec's fallbacks. */
export function actorName(profile: { displayName: string | null } | null): string {
  if (!profile) return ANONYMOUS_ACTOR_NAME;
  return profile.displayName?.trim() || UNKNOWN_ACTOR_NAME;
}

export const QUEST_COMPLETED_TITLE = 'Quest Completed!';

/** The toast and notification text of a completed quest (member-area §4). */
export const questCompletedMessage = (xpReward: number, title: string) => `You earned ${xpReward} XP for completing "${title}"`;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Wording of the member's own progress: no actor, the details come from the notification's data. */
function describeProgress(actionType: string, data: Record<string, unknown>): { title: string; message: string } | null {
  switch (actionType) {
    case 'quest_completed':
      return { title: QUEST_COMPLETED_TITLE, message: questCompletedMessage(number(data.xpReward), text(data.title, 'a quest')) };
    case 'achievement_unlocked':
      return { title: 'Achievement Unlocked', message: `You earned the "${text(data.title, 'new')}" achievement` };
    case 'level_up':
      return { title: 'Level Up!', message: `You reached level ${number(data.level)}: ${text(data.levelTitle, 'a new level')}` };
    default:
      return null;
  }
}

const dollars = (cents: unknown) => `$${(number(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const longDate = (value: unknown) =>
  typeof value === 'string' ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'the end of the grace period';

/** Wording of the member's own payments (PRODUCT §10: payment receipt or failure). */
function describePayment(actionType: string, data: Record<string, unknown>): { title: string; message: string } | null {
  switch (actionType) {
    case 'payment_received':
      return {
        title: 'Payment Received',
        message: `We received ${dollars(data.amountCents)} for ${text(data.description, 'your purchase')}${typeof data.invoiceNumber === 'string' ? ` (invoice ${data.invoiceNumber})` : ''}`,
      };
    case 'payment_failed':
      return { title: 'Payment Failed', message: `We could not charge ${dollars(data.amountCents)} for your ${text(data.planName, 'plan')}. You keep access until ${longDate(data.accessUntil)}` };
    default:
      return null;
  }
}

/** Wording of the gigs marketplace's news; the gig's title is in the data. */
function describeGig(actionType: string, actor: string, data: Record<string, unknown>): { title: string; message: string } | null {
  const gig = `"${text(data.title, 'a gig')}"`;
  switch (actionType) {
    case 'gig_applied':
      return { title: 'New Gig Application', message: `${actor} applied to your gig ${gig}` };
    case 'gig_picked':
      return { title: 'You Were Picked', message: `${actor} picked you for the gig ${gig}. Agree on the work and payment directly; Flightdeck handles no payment between members.` };
    case 'gig_pick_made':
      return { title: 'Gig Filled', message: `You picked ${text(data.pickedName, 'a member')} for your gig ${gig}. Agree on the work and payment directly; Flightdeck handles no payment between members.` };
    case 'gig_filled':
      return { title: 'Gig Filled', message: `${actor} picked another member for the gig ${gig}` };
    case 'gig_closed':
      return { title: 'Gig Closed', message: `${actor} closed the gig ${gig} without picking anyone` };
    case 'gig_removed':
      return { title: 'Gig Listing Removed', message: `Your gig ${gig} was removed by the Flightdeck team: ${text(data.reason, 'no reason given')}` };
    default:
      return null;
  }
}

export const POD_COMPLETED_TITLE = 'Your Pod';

/** A pod member completed the week's challenge (decision 062): said with their name. */
function describePod(actionType: string, actor: string, data: Record<string, unknown>): { title: string; message: string } | null {
  if (actionType !== 'pod_member_completed') return null;
  return { title: POD_COMPLETED_TITLE, message: `${actor} completed this week's challenge: ${text(data.title, 'the challenge')}` };
}

/** Title and message of a notification, e.g. "Case Study Upvoted" / "Ada upvoted your case study". */
export function describeNotification(actionType: string, actor: string, data: Record<string, unknown> = {}): { type: NotificationType | null; title: string; message: string } {
  const progress = describeProgress(actionType, data);
  if (progress) return { type: 'progress', ...progress };
  const pod = describePod(actionType, actor, data);
  if (pod) return { type: 'progress', ...pod };
  const payment = describePayment(actionType, data);
  if (payment) return { type: 'billing', ...payment };
  const gig = describeGig(actionType, actor, data);
  if (gig) return { type: 'gig', ...gig };
  if (actionType === 'cofounder_admitted') {
    return { type: 'cofounder', title: 'Welcome to Co-founder Matching', message: 'You are off the waitlist: your matches are ready on the co-founder matching page' };
  }
  const subject = typeof data.title === 'string' ? data.title : undefined;
  const wording = (WORDING as Record<string, Wording | undefined>)[actionType];
  if (!wording) return { type: null, title: DEFAULT_NOTIFICATION_TITLE, message: `${actor} did something on your content` };
  if (wording.own) return { type: wording.type, title: wording.title, message: `${wording.verb} ${subject ?? ''}`.trim() };
  return { type: wording.type, title: wording.title, message: `${actor} ${wording.verb}` };
}

/** The badge text: nothing at zero, the count, or "99+". */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unread);
}
