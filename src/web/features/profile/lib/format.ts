import { format } from 'date-fns';

export const ANONYMOUS_USER = 'Anonymous User';

export const joinedLabel = (iso: string) => `Joined ${format(new Date(iso), 'MMMM yyyy')}`;

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
