import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedObjects } from '../db/schema/storage.ts';

/** An S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL). */
export type S3StorageConfig = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are readable by browsers (a CDN or public bucket address); absent: the app serves them. */
  publicUrl?: string;
};

/**
 * Where uploaded files live: the database by default (every instance shares it), or an
 * S3-compatible bucket. Keys are relative paths with `/` (`avatars/<user>/<hash>-256.webp`); every stored
 * object is immutable (its name carries a hash of its content), so it is cached for a year.
 */
export type ObjectStorage = {
  readonly kind: 'database' | 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under that key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the objects; keys that do not exist are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every object under a folder (`avatars/<user>/`); nothing when there is none. */
  removeFolder(folder: string): Promise<void>;
  /** The address browsers load the object from when the bucket serves it itself; null when the app serves it. */
  publicUrl(key: string): string | null;
  /** The same storage working inside a transaction (an event handler's): only the database storage needs it. */
  within(tx: Database): ObjectStorage;
};

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys are made by the app, never taken from a request as they are; this refuses any that could leave the folder. */
function checkKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** A folder is a key prefix ending in `/`, checked like a key. */
function checkFolder(folder: string): string {
  if (!folder.endsWith('/')) throw new Error(`invalid storage folder: ${folder}`);
  checkKey(folder.slice(0, -1));
  return folder;
}

/**
 * Where uploaded files go: the S3 bucket when one is configured, else the database. Files an
 * earlier version kept in the uploads folder are still read from there, and removed with the rest.
 */
export function objectStorageFor(config: { s3?: S3StorageConfig; uploadsDir: string }, db: Database): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : databaseStorage(db, diskStorage(config.uploadsDir));
}

/** Objects in the `stored_objects` table; `earlier` is read when the table has no such key. */
export function databaseStorage(db: Database, earlier?: ObjectStorage): ObjectStorage {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      await db.insert(storedObjects).values({ key: checkKey(key), contentType, bytes }).onConflictDoNothing();
    },
    async get(key) {
      const [row] = await db.select({ bytes: storedObjects.bytes }).from(storedObjects).where(eq(storedObjects.key, checkKey(key)));
      return row?.bytes ?? (await earlier?.get(key)) ?? null;
    },
    async remove(keys) {
      if (keys.length > 0) await db.delete(storedObjects).where(inArray(storedObjects.key, keys.map(checkKey)));
      await earlier?.remove(keys);
    },
    async removeFolder(folder) {
      await db.delete(storedObjects).where(sql`starts_with(${storedObjects.key}, ${checkFolder(folder)})`);
      await earlier?.removeFolder(folder);
    },
    publicUrl: () => null,
    within: (tx) => databaseStorage(tx, earlier),
  };
}

export function diskStorage(dir: string): ObjectStorage {
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  const storage: ObjectStorage = {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      return readFile(fileOf(key)).then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      );
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeFolder(folder) {
      await rm(path.join(dir, ...checkFolder(folder).split('/')), { recursive: true, force: true });
    },
    publicUrl: () => null,
    within: () => storage,
  };
  return storage;
}

export function s3Storage(config: S3StorageConfig): ObjectStorage {
  // The SDK is loaded with the first object stored or read, not at start (decision 069).
  let opened: ReturnType<typeof openS3> | undefined;
  const s3 = () => (opened ??= openS3(config));
  const base = config.publicUrl?.replace(/\/+$/, '');
  const remove = async (keys: readonly string[]) => {
    const { sdk, client } = await s3();
    await Promise.all(keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }))));
  };
  const storage: ObjectStorage = {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: config.bucket, Key: checkKey(key), Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    remove,
    async removeFolder(folder) {
      const { sdk, client } = await s3();
      let page: string | undefined;
      do {
        const listed = await client.send(new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: checkFolder(folder), ContinuationToken: page }));
        await remove((listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        page = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (page);
    },
    publicUrl: (key) => (base ? `${base}/${checkKey(key)}` : null),
    within: () => storage,
  };
  return storage;
}

async function openS3(config: S3StorageConfig) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // bucket in the path (most S3-compatible services; no DNS name per bucket needed)
    forcePathStyle: true,
    // checksums only where S3 requires them: several S3-compatible services refuse the newer headers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return { sdk, client };
}
