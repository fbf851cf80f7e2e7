import type { AdminRole } from '#shared/constants.ts';
import type { FeatureKey } from '#shared/domain/entitlements.ts';

/** The admin area's pages, each behind the feature key its data needs (access-admin-pricing §6). */
export type AdminSection = { title: string; description: string; href: string; feature: FeatureKey };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { title: 'Case Studies', description: 'Review, edit, publish and return case studies.', href: '/admin/cases', feature: 'ADMIN_CONTENT' },
  { title: 'Story Submissions', description: 'Founders’ “Share Your Story” submissions.', href: '/admin/stories', feature: 'ADMIN_CONTENT' },
  { title: 'Daily Quests', description: 'The active set of daily quests.', href: '/admin/quests', feature: 'ADMIN_CONTENT' },
  { title: 'Academy Syllabus', description: 'The six weeks of the Structured Syllabus.', href: '/admin/syllabus', feature: 'ADMIN_CONTENT' },
  { title: 'Users', description: 'Find members, change plans and staff roles.', href: '/admin/users', feature: 'ADMIN_USERS' },
  { title: 'Enquiries & Privacy Requests', description: 'Advertising and contact enquiries, privacy requests.', href: '/admin/requests', feature: 'ADMIN_USERS' },
  { title: 'Bootcamp Waitlist', description: 'Members waiting for the next bootcamps.', href: '/admin/waitlist', feature: 'ADMIN_USERS' },
  { title: 'Audit Log', description: 'Who changed what, and when.', href: '/admin/audit', feature: 'ADMIN_USERS' },
  { title: 'Analytics', description: 'Active members, sign-ups, conversions and most-read content.', href: '/admin/analytics', feature: 'ADMIN_FINANCIALS' },
  { title: 'Billing', description: 'Payments, subscriptions and refunds.', href: '/admin/billing', feature: 'ADMIN_FINANCIALS' },
  { title: 'Settings', description: 'Support e-mail, company details, community link, quests.', href: '/admin/settings', feature: 'ADMIN_SETTINGS' },
];

export const QUICK_ACTIONS: readonly AdminSection[] = [
  { title: 'New Case Study', description: 'Write a case study.', href: '/admin/cases/new', feature: 'ADMIN_CONTENT' },
  { title: 'Review Queue', description: 'Submissions waiting for a decision.', href: '/admin/cases?status=in_review', feature: 'ADMIN_CONTENT' },
  { title: 'Bulk Import', description: 'Import case studies from a file.', href: '/admin/cases/import', feature: 'ADMIN_CONTENT' },
  { title: 'Manage Users', description: 'Plans and staff roles.', href: '/admin/users', feature: 'ADMIN_USERS' },
];

const ROLE_LABELS: Record<AdminRole, string> = { super_admin: 'Super Admin', administrator: 'Administrator', editor: 'Editor', contributor: 'Contributor' };

/** The role badge's text; 'Admin' when the role is unknown (access-admin-pricing §2). */
export const roleLabel = (role: AdminRole | null | undefined) => (role ? (ROLE_LABELS[role] ?? 'Admin') : 'Admin');
