import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** Square thumbnails written for every photo: the header and lists use the small one. */
export const AVATAR_SIZES = [64, 256] as const;
/** Formats accepted, as sharp reads them from the bytes themselves (never the name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
/** `<hash>-<size>.webp`: the only names the media route serves. */
const FILE_NAME = /^[0-9a-f]{32}-(\d+)\.webp$/;

export const avatarTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge);

/** The public address of one stored thumbnail; the hash makes every new photo a new address. */
export const avatarUrl = (userId: string, hash: string, size: number) => `/api/media/avatars/${userId}/${hash}-${size}.webp`;

/**
 * Checks the bytes are a JPEG, PNG or WebP image of at most 5 MB, then writes square WebP
 * thumbnails (centre crop, orientation applied, metadata dropped) under
 * `<dir>/avatars/<userId>/` and returns the address of the largest.
 */
export async function storeAvatar(dir: string, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (bytes.byteLength === 0) throw badRequest(PROFILE_MESSAGES.avatarMissing);
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw badRequest(PROFILE_MESSAGES.avatarType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(PROFILE_MESSAGES.avatarType);

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const folder = path.join(dir, 'avatars', userId);
  await mkdir(folder, { recursive: true });
  try {
    for (const size of AVATAR_SIZES) {
      const image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
      await writeFile(path.join(folder, `${hash}-${size}.webp`), image);
    }
  } catch {
    // Declared as an image but not decodable (truncated, corrupt).
    throw badRequest(PROFILE_MESSAGES.avatarType);
  }
  return avatarUrl(userId, hash, Math.max(...AVATAR_SIZES));
}

/** Removes a member's thumbnails other than the current photo's (after the new one is saved). */
export async function removeOtherAvatars(dir: string, userId: string, keepUrl: string | null): Promise<void> {
  const folder = path.join(dir, 'avatars', userId);
  const keepHash = keepUrl?.split('/').pop()?.split('-')[0];
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => !keepHash || !name.startsWith(keepHash)).map((name) => rm(path.join(folder, name), { force: true })));
}

/** The bytes of a stored thumbnail, or null for any name that is not one. */
export async function readAvatar(dir: string, userId: string, file: string): Promise<Buffer | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !FILE_NAME.test(file)) return null;
  return readFile(path.join(dir, 'avatars', userId, file)).catch(() => null);
}
