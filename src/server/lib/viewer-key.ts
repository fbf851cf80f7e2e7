import { createHash } from 'node:crypto';

/** A viewer's key in idea_views: a hash, so the table holds neither member ids nor addresses. */
export function viewerKeyOf(viewer: { userId: string } | { address: string }): string {
  const raw = 'userId' in viewer ? `member:${viewer.userId}` : `address:${viewer.address}`;
  return createHash('sha256').update(raw).digest('base64url');
}
