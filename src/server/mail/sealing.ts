import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const REDACTED_LINK = '[link removed after sending]';
const SEALED_PREFIX = 'sealed:v1:';

export type StoredMessage = { textBody: string; htmlBody: string; links: string[] };

/** AES-256-GCM with a key derived from the auth secret, for the bodies and links of waiting messages. */
export function sealer(secret: string | undefined) {
  const key = secret ? createHash('sha256').update(`flightdeck email outbox\0${secret}`).digest() : null;
  const seal = (value: string): string => {
    if (!key) return value;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
  };
  /** Values stored in clear come back as they are; a value sealed under another secret throws. */
  const open = (value: string): string => {
    if (!value.startsWith(SEALED_PREFIX)) return value;
    if (!key) throw new Error('a sealed e-mail needs the auth secret');
    const data = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  };
  return {
    sealMessage: (message: StoredMessage): StoredMessage => ({ textBody: seal(message.textBody), htmlBody: seal(message.htmlBody), links: message.links.map(seal) }),
    openMessage: (message: StoredMessage): StoredMessage => ({ textBody: open(message.textBody), htmlBody: open(message.htmlBody), links: message.links.map(open) }),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The bodies without their links: what stays stored once a message has left (or never will). */
export function redacted(message: StoredMessage): StoredMessage {
  let { textBody, htmlBody } = message;
  for (const link of message.links) {
    textBody = textBody.replaceAll(link, REDACTED_LINK);
    htmlBody = htmlBody.replaceAll(escapeHtml(link), REDACTED_LINK).replaceAll(link, REDACTED_LINK);
  }
  return { textBody, htmlBody, links: [] };
}
