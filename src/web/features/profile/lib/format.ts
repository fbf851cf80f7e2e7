export const ANONYMOUS_USER = 'Anonymous User';

/** "Joined March 2025", by the UTC month: the same wherever the page is drawn. */
export const joinedLabel = (iso: string) => `Joined ${new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** "--" when the member has rated nothing, else one decimal. */
export const averageLabel = (average: number | null) => (average === null ? '--' : average.toFixed(1));

export const PUBLIC_FIELD_LABELS = {
  avatar: 'Photo',
  bio: 'Bio',
  links: 'Links',
  progress: 'Level and achievements',
  submissions: 'Published submissions',
  discussions: 'Discussions',
} as const;
