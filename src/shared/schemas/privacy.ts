import { z } from 'zod';
import { ENQUIRY_KINDS, PRIVACY_REQUEST_KINDS, REQUEST_STATUSES } from '../constants.ts';
import {
  DELETION_REASON_MAX,
  EMAIL_MAX,
  ENQUIRY_COMPANY_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_SUBJECT_MAX,
} from '../limits.ts';
import { ADVERTISING_PACKAGE_KEYS } from '../advertising.ts';
import { requiredText } from './text-fields.ts';

// Contracts of the privacy pipeline (deletion, export, privacy requests) and the company forms.

export const PRIVACY_MESSAGES = {
  accountDeactivated: 'This account has been deactivated at its owner’s request and its data is being deleted.',
  reasonTooLong: `The reason must be at most ${DELETION_REASON_MAX.toLocaleString('en-US')} characters.`,
  kindRequired: 'Please choose what you would like us to do.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  detailsTooLong: `Please keep the details under ${ENQUIRY_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  correctionDetailsRequired: 'Please tell us what should be corrected.',
  tokenInvalid: 'This confirmation link is invalid or has expired. Please send your request again.',
  tooManyMessages: 'You have sent several messages in a short time. Please try again in an hour.',
  tooManyToRecipient: 'We have already sent several e-mails to this address in a short time. Please try again in an hour.',
  spam: 'Your message could not be sent. Please leave the last field empty and try again.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${ENQUIRY_NAME_MAX} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `Please keep your message under ${ENQUIRY_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  companyTooLong: `The company name must be at most ${ENQUIRY_COMPANY_MAX} characters.`,
  subjectTooLong: `The subject must be at most ${ENQUIRY_SUBJECT_MAX} characters.`,
  packageInvalid: 'Please choose one of the advertising packages.',
  notFound: 'Request Not Found',
  alreadyErased: 'This account has already been erased.',
} as const;

const email = requiredText(PRIVACY_MESSAGES.emailRequired).max(EMAIL_MAX, PRIVACY_MESSAGES.emailInvalid).pipe(z.email(PRIVACY_MESSAGES.emailInvalid));

export const deletionRequestSchema = z.object({
  reason: z.string().trim().max(DELETION_REASON_MAX, PRIVACY_MESSAGES.reasonTooLong).optional(),
});
export type DeletionRequestInput = z.input<typeof deletionRequestSchema>;

export const deletionRequestResultSchema = z.object({
  id: z.string(),
  status: z.literal('deactivated'),
  /** ISO time when the personal data will be erased. */
  eraseAfter: z.string(),
});
export type DeletionRequestResult = z.infer<typeof deletionRequestResultSchema>;

/** A privacy request; `email` is needed only from a visitor (a member's is the account's). */
export const privacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: PRIVACY_MESSAGES.kindRequired }),
    email: email.optional(),
    details: z.string().trim().max(ENQUIRY_MESSAGE_MAX, PRIVACY_MESSAGES.detailsTooLong).optional(),
    /** The honeypot: people leave it empty. */
    website: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'correction' && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: PRIVACY_MESSAGES.correctionDetailsRequired });
    }
  });
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export const privacyRequestResultSchema = z.object({
  /** open: received (signed in); unconfirmed: waiting for the link e-mailed to the address. */
  status: z.enum(['open', 'unconfirmed']),
  /** For a signed-in member's deletion request: when the erasure falls due. */
  eraseAfter: z.string().nullable(),
});
export type PrivacyRequestResult = z.infer<typeof privacyRequestResultSchema>;

export const privacyConfirmSchema = z.object({ token: z.string({ error: PRIVACY_MESSAGES.tokenInvalid }).min(1, PRIVACY_MESSAGES.tokenInvalid).max(200) });
export const privacyConfirmResultSchema = z.object({ kind: z.enum(PRIVACY_REQUEST_KINDS), status: z.literal('open') });

/** The contact and the advertising form. */
export const enquirySchema = z
  .object({
    kind: z.enum(ENQUIRY_KINDS),
    name: requiredText(PRIVACY_MESSAGES.nameRequired).max(ENQUIRY_NAME_MAX, PRIVACY_MESSAGES.nameTooLong),
    email,
    company: z.string().trim().max(ENQUIRY_COMPANY_MAX, PRIVACY_MESSAGES.companyTooLong).optional(),
    subject: z.string().trim().max(ENQUIRY_SUBJECT_MAX, PRIVACY_MESSAGES.subjectTooLong).optional(),
    package: z.enum(ADVERTISING_PACKAGE_KEYS, { error: PRIVACY_MESSAGES.packageInvalid }).optional(),
    message: requiredText(PRIVACY_MESSAGES.messageRequired).max(ENQUIRY_MESSAGE_MAX, PRIVACY_MESSAGES.messageTooLong),
    website: z.string().optional(),
  });
export type EnquiryInput = z.input<typeof enquirySchema>;

export const enquiryResultSchema = z.object({ status: z.literal('received') });

/** Reach figures for the advertising page, counted from the database. */
export const reachSchema = z.object({
  members: z.number().int(),
  caseStudies: z.number().int(),
  discussions: z.number().int(),
  /** Page views recorded by the behaviour analytics in the last 30 days. */
  monthlyPageViews: z.number().int(),
});
export type Reach = z.infer<typeof reachSchema>;

/** How to reach the company: the support address and the postal address, from the site settings. */
export const companyContactSchema = z.object({ supportEmail: z.string(), companyName: z.string(), companyAddress: z.string() });
export type CompanyContact = z.infer<typeof companyContactSchema>;

// ---- Staff (/admin/requests) ---------------------------------------------

export const requestStatusQuerySchema = z.object({ status: z.enum(['open', 'done']).default('open') });

export const staffEnquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  package: z.string().nullable(),
  message: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;

export const staffPrivacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  email: z.string(),
  details: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** Whether the address belongs to an account (signed in, or matched on confirmation). */
  member: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type StaffPrivacyRequest = z.infer<typeof staffPrivacyRequestSchema>;

export const staffDeletionRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']),
  requestedAt: z.string(),
  eraseAfter: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type StaffDeletionRequest = z.infer<typeof staffDeletionRequestSchema>;

export const staffRequestsSchema = z.object({
  enquiries: z.array(staffEnquirySchema),
  privacyRequests: z.array(staffPrivacyRequestSchema),
  deletionRequests: z.array(staffDeletionRequestSchema),
});
export type StaffRequests = z.infer<typeof staffRequestsSchema>;
