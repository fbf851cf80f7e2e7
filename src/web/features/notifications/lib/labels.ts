/** The popover's words; "No notifications yet" is the spec's empty state. */
export const NOTIFICATION_LABELS = {
  heading: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark as read',
  dismiss: 'Dismiss',
  unread: 'Unread',
  empty: 'No notifications yet',
  failed: 'Notifications could not be loaded.',
} as const;
