import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ObjectStorage } from '../../lib/object-storage.ts';

/** Square thumbnails written for every photo: the header and lists use the small one. */
export const AVATAR_SIZES = [64, 256] as const;
/** Formats accepted, as sharp reads them from the bytes themselves (never the name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** `<hash>-<size>.webp`: the only names the media route serves. */
const FILE_NAME = /^[0-9a-f]{32}-(\d+)\.webp$/;

/** The bucket refused or did not answer (a wrong key, an outage): the member may try again, nothing changed. */
const storageUnavailable = () => new AppError(503, 'STORAGE_UNAVAILABLE', PROFILE_MESSAGES.avatarStorage);

export const avatarTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge);

/** sharp's refusal of an image whose header declares more pixels than the limit. */
const exceedsPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** A refusal of bytes sharp could not read: too many pixels, or not an accepted image. */
const unreadableImage = (error: unknown) => badRequest(exceedsPixelLimit(error) ? PROFILE_MESSAGES.avatarDimensions : PROFILE_MESSAGES.avatarType);

/** The storage key of one thumbnail. */
const avatarKey = (userId: string, hash: string, size: number) => `avatars/${userId}/${hash}-${size}.webp`;

/** The address of one stored thumbnail (the bucket's own when it serves them, else the media route); the hash makes every new photo a new address. */
const avatarUrl = (storage: ObjectStorage, userId: string, hash: string, size: number) => {
  const key = avatarKey(userId, hash, size);
  return storage.publicUrl(key) ?? `/api/media/${key}`;
};

/**
 * Checks the bytes are a JPEG, PNG or WebP image of at most 5 MB, then stores square WebP
 * thumbnails (centre of attention, orientation applied, metadata dropped) under
 * `avatars/<userId>/` and returns the address of the largest.
 */
export async function storeAvatar(storage: ObjectStorage, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (bytes.byteLength === 0) throw badRequest(PROFILE_MESSAGES.avatarMissing);
  // sharp is loaded with the first photo, not at start (decision 069).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).metadata());
  } catch (error) {
    throw unreadableImage(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(PROFILE_MESSAGES.avatarType);

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  let images: { size: number; image: Buffer }[];
  try {
    images = await Promise.all(
      AVATAR_SIZES.map(async (size) => ({
        size,
        image: await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    // Declared as an image but not decodable (truncated, corrupt).
    throw unreadableImage(error);
  }
  try {
    for (const { size, image } of images) await storage.put(avatarKey(userId, hash, size), image, 'image/webp');
  } catch {
    throw storageUnavailable();
  }
  return avatarUrl(storage, userId, hash, Math.max(...AVATAR_SIZES));
}

/** Removes the thumbnails of a photo this app stored for the member (an address from elsewhere is left alone). */
export async function removeAvatarFiles(storage: ObjectStorage, userId: string, url: string | null | undefined): Promise<void> {
  const match = url ? /\/avatars\/([0-9a-f-]{36})\/([0-9a-f]{32})-\d+\.webp$/i.exec(url) : null;
  if (!match || match[1] !== userId) return;
  await storage.remove(AVATAR_SIZES.map((size) => avatarKey(userId, match[2]!, size)));
}

/** Removes every photo file stored for the member: the current one and any an earlier replacement failed to remove. */
export async function removeAllAvatarFiles(storage: ObjectStorage, userId: string): Promise<void> {
  await storage.removeFolder(`avatars/${userId}/`);
}

/** The bytes of a stored thumbnail, or null for any name that is not one. */
export async function readAvatar(storage: ObjectStorage, userId: string, file: string): Promise<Uint8Array | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !FILE_NAME.test(file)) return null;
  return storage.get(`avatars/${userId}/${file}`).catch(() => {
    throw storageUnavailable();
  });
}
