import { COURSE_LEVEL_LABELS, COURSE_TYPE_LABELS, type CourseLevel, type CourseType } from '#shared/constants.ts';

/** 95 -> "1h 35m", 40 -> "40m". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

export const courseTypeLabel = (type: CourseType) => COURSE_TYPE_LABELS[type];
export const courseLevelLabel = (level: CourseLevel) => COURSE_LEVEL_LABELS[level];

/** "4.5 (12 ratings)" or "No ratings yet". */
export function ratingText(rating: number, count: number): string {
  if (count === 0) return 'No ratings yet';
  return `${rating.toFixed(1)} (${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'})`;
}

export const enrolledText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'student' : 'students'}`;
