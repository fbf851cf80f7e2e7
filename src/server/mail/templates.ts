import { APP_NAME } from '#shared/constants.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Paragraph = string | { link: string; label: string };

/** Builds the plain-text and HTML bodies of one simple message from the same paragraphs. */
function compose(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const links = paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.link]));
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : `${p.label}:\n${p.link}`))
    .concat(`— The ${APP_NAME} team`)
    .join('\n\n');
  const htmlParagraphs = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(p.label)}</a></p>` +
          `<p style="font-size:12px;color:#64748b">Or paste this address into your browser: ${escapeHtml(p.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(APP_NAME)}</h1>
${htmlParagraphs}
<p>— The ${escapeHtml(APP_NAME)} team</p>
</body></html>`;
  return { to, subject, text, html, links };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return compose(to, `Confirm your e-mail address for ${APP_NAME}`, [
    `Hi ${name},`,
    `Welcome to ${APP_NAME}! Please confirm that this is your e-mail address so you can sign in.`,
    { link: url, label: 'Confirm my e-mail address' },
    'If you did not create an account, you can ignore this message.',
  ]);
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return compose(to, `Reset your ${APP_NAME} password`, [
    `Hi ${name},`,
    'Someone asked to reset the password of your account. If it was you, choose a new password here. The link works for one hour.',
    { link: url, label: 'Choose a new password' },
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ]);
}

export function existingAccountSignUpEmail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return compose(to, `Someone tried to sign up to ${APP_NAME} with your e-mail address`, [
    'Hi,',
    `Someone just tried to create a new ${APP_NAME} account with this e-mail address. You already have an account, so nothing was changed.`,
    { link: signInUrl, label: 'Sign in to your account' },
    { link: resetUrl, label: 'Forgot your password? Reset it' },
    'If this was not you, you can ignore this message.',
  ]);
}

/** The e-mailed receipt of every charge: the invoice itself, so it needs no link. */
export function receiptEmail(
  to: string,
  input: { invoiceNumber: string; company: string; description: string; lines: string[]; amount: string; date: string; nextBillingDate: string | null },
): MailMessage {
  return compose(to, `Your ${APP_NAME} receipt ${input.invoiceNumber}`, [
    'Hi,',
    `Thank you for your payment of ${input.amount} on ${input.date} for ${input.description}.`,
    [`Invoice ${input.invoiceNumber} from ${input.company}`, ...input.lines, `Amount paid: ${input.amount}`].join('\n'),
    ...(input.nextBillingDate ? [`Your next billing date is ${input.nextBillingDate}.`] : []),
    'You can view and print this invoice any time under Account, Subscription.',
  ]);
}

/** A renewal could not be charged: the member keeps access during the grace period. */
export function paymentFailedEmail(to: string, input: { plan: string; amount: string; accessUntil: string }): MailMessage {
  return compose(to, `We could not renew your ${APP_NAME} ${input.plan} plan`, [
    'Hi,',
    `We tried to charge ${input.amount} for your ${input.plan} plan, but the payment failed. We will try again over the next few days.`,
    `You keep your ${input.plan} access until ${input.accessUntil}. If the payment still fails by then, your account returns to the free Explorer plan; nothing else is lost.`,
  ]);
}

/** A payment arrived for a checkout that could no longer be bought as quoted, and was given back. */
export function paymentReturnedEmail(to: string, input: { amount: string; reason: string }): MailMessage {
  return compose(to, `Your ${APP_NAME} payment of ${input.amount} was refunded`, [
    'Hi,',
    `Your payment of ${input.amount} arrived after the checkout could no longer be completed as quoted, so nothing was bought and we have refunded it in full. It can take 5-10 business days to reach your account.`,
    ...(input.reason ? [input.reason] : []),
    'You can start a new checkout from the pricing page at any time.',
  ]);
}

/** A payment was refunded by staff. */
export function refundEmail(
  to: string,
  input: { invoiceNumber: string; refundedInvoiceNumber: string; amount: string; description: string; endedPlan: string | null; planKept: boolean },
): MailMessage {
  return compose(to, `Your ${APP_NAME} refund ${input.invoiceNumber}`, [
    'Hi,',
    `We have refunded ${input.amount} for invoice ${input.refundedInvoiceNumber} (${input.description}). It can take 5-10 business days to reach your account.`,
    ...(input.endedPlan ? [`Your ${input.endedPlan} plan has ended, and your account is now on the free Explorer plan.`] : []),
    ...(input.planKept ? ['That payment was for a plan you have since changed, so your current plan stays as it is.'] : []),
  ]);
}

/** The subscription ended (cancelled, or unpaid after the grace period). */
export function subscriptionEndedEmail(to: string, input: { plan: string; reason: 'cancelled' | 'unpaid' | 'ended' }): MailMessage {
  return compose(to, `Your ${APP_NAME} ${input.plan} plan has ended`, [
    'Hi,',
    input.reason === 'ended'
      ? `The period you paid for your ${input.plan} plan is over, so your account is now on the free Explorer plan. You can buy the plan again any time on the pricing page.`
      : input.reason === 'cancelled'
      ? `Your ${input.plan} plan ended at the close of its billing period, as you asked. Your account is now on the free Explorer plan.`
      : `We could not charge your ${input.plan} plan during the 7-day grace period, so your account is now on the free Explorer plan. Your bookmarks, ratings and history are kept.`,
  ]);
}

/** The confirmation of a bootcamp waitlist sign-up. */
export function waitlistConfirmationEmail(to: string, bootcampsUrl: string): MailMessage {
  return compose(to, `You're on the ${APP_NAME} bootcamp waitlist`, [
    `Thanks for joining the ${APP_NAME} bootcamp waitlist. You'll be the first to know when new bootcamps are announced.`,
    { link: bootcampsUrl, label: 'See the current bootcamps' },
    'If you did not sign up, you can ignore this message: we will only write to this address about new bootcamps.',
  ]);
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function deletionConfirmationEmail(to: string, name: string, eraseAfter: Date, supportEmail: string): MailMessage {
  return compose(to, `Your ${APP_NAME} account is being deleted`, [
    `Hi ${name},`,
    `We received your request to delete your ${APP_NAME} account. The account has been deactivated: it can no longer be signed in to, and every session has been ended.`,
    `On ${longDate(eraseAfter)} we erase your personal data: your profile, e-mail address, sessions, bookmarks, the texts of your ratings and your activity history. Your discussions stay, signed "Deleted member", and your votes and ratings stay in the totals without your name.`,
    'A paid plan ends with the account and is not refunded.',
    `If you did not ask for this, write to ${supportEmail} before that date.`,
  ]);
}

export function privacyRequestConfirmationEmail(to: string, kindLabel: string, url: string): MailMessage {
  return compose(to, `Confirm your privacy request to ${APP_NAME}`, [
    'Hi,',
    `Someone asked ${APP_NAME}, using this e-mail address, for: ${kindLabel}. To make sure the request comes from you, please confirm it. The link works for 48 hours.`,
    { link: url, label: 'Confirm my request' },
    'If you did not ask for this, ignore this message and nothing will happen.',
  ]);
}

export function privacyRequestReceivedEmail(to: string, kindLabel: string): MailMessage {
  return compose(to, `We received your privacy request`, [
    'Hi,',
    `We received your request (${kindLabel}). We answer privacy requests within 30 days, and at the latest within 45 days when a request is complex; we will tell you if that is the case.`,
  ]);
}

export function staffEnquiryEmail(to: string, enquiry: { kind: string; name: string; email: string; company?: string; subject?: string; package?: string; message: string }): MailMessage {
  const lines = [
    `From: ${enquiry.name} <${enquiry.email}>`,
    ...(enquiry.company ? [`Company: ${enquiry.company}`] : []),
    ...(enquiry.package ? [`Package: ${enquiry.package}`] : []),
    ...(enquiry.subject ? [`Subject: ${enquiry.subject}`] : []),
  ];
  const heading = enquiry.kind === 'advertising' ? 'New advertising enquiry' : 'New contact message';
  return compose(to, `${heading}: ${enquiry.subject ?? enquiry.name}`, [heading, lines.join('\n'), enquiry.message, 'Reply to the sender directly; mark it done in the admin area under Requests.']);
}

/** Anyone can type this address into the form, so the e-mail repeats nothing they wrote. */
export function storyReceivedEmail(to: string): MailMessage {
  return compose(to, `We received your story`, [
    'Hi,',
    `Thank you for sharing your startup's story with ${APP_NAME}. Our editorial team reviews every story within 5 business days.`,
    'If your story is selected, we will write to you at this address to prepare the case study with you (and to set up an interview if you agreed to one).',
    'You do not need to do anything else for now. If you did not send a story, you can ignore this message.',
  ]);
}
