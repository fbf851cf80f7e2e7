import type { AdminRole } from '#shared/constants.ts';
import type { AdminEntry } from '#shared/domain/policy.ts';

/** The admin area's pages, each shown to the staff whose abilities include its entry (the policy's rights for the page). */
export type AdminSection = { title: string; description: string; href: string; entry: AdminEntry };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { title: 'Case Studies', description: 'Review, edit, publish and return case studies.', href: '/admin/cases', entry: 'cases' },
  { title: 'Story Submissions', description: 'Founders’ “Share Your Story” submissions.', href: '/admin/stories', entry: 'stories' },
  { title: 'Daily Quests', description: 'The active set of daily quests.', href: '/admin/quests', entry: 'quests' },
  { title: 'Academy Syllabus', description: 'The six weeks of the Structured Syllabus.', href: '/admin/syllabus', entry: 'syllabus' },
  { title: 'Weekly Challenges', description: 'Set each week’s challenge and see who joined which pod.', href: '/admin/challenges', entry: 'challenges' },
  { title: 'Users', description: 'Find members, change plans and staff roles.', href: '/admin/users', entry: 'users' },
  { title: 'Enquiries & Privacy Requests', description: 'Advertising and contact enquiries, privacy requests.', href: '/admin/requests', entry: 'requests' },
  { title: 'Bootcamp Waitlist', description: 'Members waiting for the next bootcamps.', href: '/admin/waitlist', entry: 'waitlist' },
  { title: 'Gig Listings', description: 'Gigs members posted; remove a listing with a reason.', href: '/admin/gigs', entry: 'gigs' },
  { title: 'Partner Deals', description: 'Add, edit and retire partner and exclusive deals.', href: '/admin/deals', entry: 'deals' },
  { title: 'VIP Events', description: 'Events and workshops, places and waitlists.', href: '/admin/events', entry: 'events' },
  { title: 'Co-founder Waitlist', description: 'The matching line in admission order; admit the next members.', href: '/admin/cofounders', entry: 'cofounders' },
  { title: 'Audit Log', description: 'Who changed what, and when.', href: '/admin/audit', entry: 'audit' },
  { title: 'Analytics', description: 'Active members, sign-ups, conversions and most-read content.', href: '/admin/analytics', entry: 'analytics' },
  { title: 'Billing', description: 'Payments, subscriptions and refunds.', href: '/admin/billing', entry: 'billing' },
  { title: 'Settings', description: 'Support e-mail, company details, community link, quests.', href: '/admin/settings', entry: 'settings' },
];

export const QUICK_ACTIONS: readonly AdminSection[] = [
  { title: 'New Case Study', description: 'Write a case study.', href: '/admin/cases/new', entry: 'cases' },
  { title: 'Review Queue', description: 'Submissions waiting for a decision.', href: '/admin/cases?status=in_review', entry: 'cases' },
  { title: 'Bulk Import', description: 'Import case studies from a file.', href: '/admin/cases/import', entry: 'import' },
  { title: 'Manage Users', description: 'Plans and staff roles.', href: '/admin/users', entry: 'users' },
];

const ROLE_LABELS: Record<AdminRole, string> = { super_admin: 'Super Admin', administrator: 'Administrator', editor: 'Editor', contributor: 'Contributor' };

/** The role badge's text; 'Admin' when the role is unknown (access-admin-pricing §2). */
export const roleLabel = (role: AdminRole | null | undefined) => (role ? (ROLE_LABELS[role] ?? 'Admin') : 'Admin');
