import { createRoute, z } from '@hono/zod-openapi';
import { PROFILE_PUBLIC_FIELDS, type ProfilePublicField } from '#shared/constants.ts';
import {
  avatarResponseSchema,
  followStateSchema,
  ownProfileSchema,
  PROFILE_MESSAGES,
  profileActivitySchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '#shared/schemas/profile.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { badRequest, notFound, unauthenticated } from '../../lib/errors.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema, isUuid } from '../../lib/params.ts';
import { IMMUTABLE_CACHE_CONTROL, objectStorageFor } from '../../lib/object-storage.ts';
import { readAvatar, removeAvatarFiles, storeAvatar } from './avatar-store.ts';
import { followFigures } from './follow.queries.ts';
import { followMember, unfollowMember } from './follow.service.ts';
import { presentOwnProfile, presentProfileActivity, presentPublicProfile } from './profile.presenter.ts';
import {
  countEngagement,
  findOwnProfile,
  findPublicDiscussions,
  findPublicProfile,
  findPublicProgress,
  findPublishedSubmissions,
  latestBookmarks,
  latestRatings,
  saveProfile,
} from './profile.queries.ts';

/** The path of the one route that accepts a body over the API's 1 MB limit. */
export const AVATAR_UPLOAD_PATH = '/api/me/avatar';
const e401 = { 401: notSignedIn };
const e400 = { 400: errorResponse('The request is not valid') };

const getProfile = createRoute({
  method: 'get', path: '/me/profile', tags: ['Profile'],
  summary: "The signed-in member's profile (the account editor's fields included)",
  responses: { 200: jsonResponse('The profile', ownProfileSchema), ...e401 },
});

const updateProfile = createRoute({
  method: 'patch', path: '/me/profile', tags: ['Profile'],
  summary: 'Change any of the profile fields; a field left out is kept, an empty one cleared',
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: jsonResponse('The saved profile', ownProfileSchema), ...e400, ...e401 },
});

const uploadAvatar = createRoute({
  method: 'post', path: '/me/avatar', tags: ['Profile'],
  summary: 'Upload a profile photo (multipart field "photo": JPEG, PNG or WebP, at most 5 MB); stored as square thumbnails',
  responses: { 200: jsonResponse('The new photo address', avatarResponseSchema), ...e400, ...e401, 413: errorResponse('The photo is over 5 MB') },
});

const removeAvatar = createRoute({
  method: 'delete', path: '/me/avatar', tags: ['Profile'],
  summary: 'Remove the profile photo',
  responses: { 204: { description: 'Removed' }, ...e401 },
});

const mediaRoute = createRoute({
  method: 'get', path: '/media/avatars/{userId}/{file}', tags: ['Profile'],
  summary: 'A stored profile photo thumbnail (immutable: a new photo has a new address)',
  request: { params: z.object({ userId: z.string(), file: z.string() }) },
  responses: { 200: { description: 'The WebP image' }, 404: errorResponse('No such image') },
});

const activityRoute = createRoute({
  method: 'get', path: '/me/profile/activity', tags: ['Profile'],
  summary: "/profile's stat cards, latest bookmarks (5 of each kind, 10 shown) and latest 5 ratings",
  responses: { 200: jsonResponse('Stats and lists', profileActivitySchema), ...e401 },
});

const publicRoute = createRoute({
  method: 'get', path: '/members/{id}', tags: ['Profile'],
  summary: "A member's public profile: the display name, join date and follow counts, and only the parts they chose to show",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse('The public profile', publicProfileSchema), 404: errorResponse('No such member') },
});

const followRoute = (method: 'put' | 'delete') =>
  createRoute({
    method, path: '/members/{id}/follow', tags: ['Profile'],
    summary: method === 'put' ? 'Follow a member (following again changes nothing)' : 'Stop following a member (not following changes nothing)',
    request: { params: idParamSchema },
    responses: {
      200: jsonResponse('Whether the member is now followed, and their followers', followStateSchema),
      400: errorResponse('The member is yourself'),
      ...e401,
      404: errorResponse('No such member'),
    },
  });

export function profileRoutes({ db, config, logger }: AppDeps) {
  const storage = objectStorageFor(config, db);
  /** An old photo's files left behind only take space: a failure to remove them is logged, not shown. */
  const removeOld = (userId: string, url: string | null | undefined) =>
    removeAvatarFiles(storage, userId, url).catch((error: unknown) => logger.warn({ err: error, userId }, 'could not remove an old profile photo'));
  const ownProfile = async (userId: string) => {
    const row = await findOwnProfile(db, userId);
    if (!row) throw unauthenticated();
    return presentOwnProfile(userId, row.email, row.userCreatedAt, row.profile);
  };

  return createRouter()
    .openapi(getProfile, async (c) => {
      const user = requireUser(c);
      return c.json(await ownProfile(user.id), 200);
    })
    .openapi(updateProfile, async (c) => {
      const user = requireUser(c);
      const changes = c.req.valid('json');
      await saveProfile(db, user.id, { ...changes, ...(changes.publicFields && { publicFields: [...new Set(changes.publicFields)] }) });
      return c.json(await ownProfile(user.id), 200);
    })
    .openapi(uploadAvatar, async (c) => {
      const user = requireUser(c);
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw badRequest(PROFILE_MESSAGES.avatarMissing);
      const body = await c.req.parseBody().catch(() => {
        throw badRequest(PROFILE_MESSAGES.avatarMissing);
      });
      const photo = body.photo;
      if (!(photo instanceof File)) throw badRequest(PROFILE_MESSAGES.avatarMissing);
      const url = await storeAvatar(storage, user.id, new Uint8Array(await photo.arrayBuffer()));
      const previous = (await findOwnProfile(db, user.id))?.profile?.avatarUrl;
      await saveProfile(db, user.id, { avatarUrl: url });
      if (previous !== url) await removeOld(user.id, previous);
      return c.json({ avatarUrl: url }, 200);
    })
    .openapi(removeAvatar, async (c) => {
      const user = requireUser(c);
      const previous = (await findOwnProfile(db, user.id))?.profile?.avatarUrl;
      await saveProfile(db, user.id, { avatarUrl: null });
      await removeOld(user.id, previous);
      return c.body(null, 204);
    })
    .openapi(mediaRoute, async (c) => {
      const { userId, file } = c.req.valid('param');
      const bytes = await readAvatar(storage, userId, file);
      if (!bytes) throw notFound('Image not found');
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'image/webp',
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
      });
    })
    .openapi(activityRoute, async (c) => {
      const user = requireUser(c);
      const [counts, saved, rated] = await Promise.all([countEngagement(db, user.id), latestBookmarks(db, user.id), latestRatings(db, user.id)]);
      return c.json(presentProfileActivity(counts, saved, rated), 200);
    })
    .openapi(publicRoute, async (c) => {
      const { id } = c.req.valid('param');
      const viewerId = c.get('user')?.id ?? null;
      const found = isUuid(id) ? await findPublicProfile(db, id) : undefined;
      if (!found) throw notFound('Profile not found.');
      const shown = new Set<ProfilePublicField>(found.publicFields.filter((f) => (PROFILE_PUBLIC_FIELDS as readonly string[]).includes(f)));
      const [progress, submissions, discussions, follows] = await Promise.all([
        shown.has('progress') ? findPublicProgress(db, id) : null,
        shown.has('submissions') ? findPublishedSubmissions(db, id) : null,
        shown.has('discussions') ? findPublicDiscussions(db, id) : null,
        followFigures(db, id, viewerId),
      ]);
      return c.json(presentPublicProfile(id, found.profile, found.userCreatedAt, shown, { progress, submissions, discussions }, follows, viewerId), 200);
    })
    .openapi(followRoute('put'), async (c) => {
      const user = requireUser(c);
      return c.json(await followMember(db, user.id, c.req.valid('param').id), 200);
    })
    .openapi(followRoute('delete'), async (c) => {
      const user = requireUser(c);
      return c.json(await unfollowMember(db, user.id, c.req.valid('param').id), 200);
    });
}
