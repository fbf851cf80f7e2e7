import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The list zxcvbn-ts ships, ranked by how often each password appeared in public breach
 * corpora; the first entries are the most common. Compared case-insensitively, so
 * "Password1" counts as "password1".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
