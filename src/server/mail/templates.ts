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

export function storyReceivedEmail(to: string, founderName: string, businessName: string): MailMessage {
  return compose(to, `We received your story about ${businessName}`, [
    `Hi ${founderName},`,
    `Thank you for sharing the story of ${businessName} with ${APP_NAME}. Our editorial team reviews every story within 5 business days.`,
    'If your story is selected, we will write to you at this address to prepare the case study with you (and to set up an interview if you agreed to one).',
    'You do not need to do anything else for now.',
  ]);
}
