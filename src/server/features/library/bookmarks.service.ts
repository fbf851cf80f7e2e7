import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { isReminderTimeAllowed, reminderTime } from '#shared/domain/reminders.ts';
import { LIBRARY_MESSAGES, type BookmarkLibrary, type BookmarkUpdate } from '#shared/schemas/library.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { bookmarkFolders, bookmarks } from '../../db/schema/engagement.ts';
import { emitEvent } from '../../events.ts';
import { authorizeOwner } from '../../auth/authorize.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { itemReference } from '../../lib/content-items.ts';
import { isUuid } from '../../lib/params.ts';

/** The dashboard lists at most this many bookmarks, newest first. */
export const BOOKMARKS_LISTED = 200;
const REGION_TAGS_SHOWN = 2;

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The member's row, or 404 (unknown or another member's). */
async function ownFolder(db: Database, userId: string, id: string) {
  const [row] = isUuid(id) ? await db.select().from(bookmarkFolders).where(eq(bookmarkFolders.id, id)) : [];
  if (!row) throw notFound(LIBRARY_MESSAGES.folderNotFound);
  authorizeOwner(userId, row.userId, LIBRARY_MESSAGES.folderNotFound);
  return row;
}

async function ownBookmark(db: Database, userId: string, id: string) {
  const [row] = isUuid(id) ? await db.select().from(bookmarks).where(eq(bookmarks.id, id)) : [];
  if (!row) throw notFound(LIBRARY_MESSAGES.bookmarkNotFound);
  authorizeOwner(userId, row.userId, LIBRARY_MESSAGES.bookmarkNotFound);
  return row;
}

export async function listLibrary(db: Database, userId: string): Promise<BookmarkLibrary> {
  const [folders, rows] = await Promise.all([
    db
      .select({ id: bookmarkFolders.id, name: bookmarkFolders.name, createdAt: bookmarkFolders.createdAt, count: count(bookmarks.id) })
      .from(bookmarkFolders)
      .leftJoin(bookmarks, eq(bookmarks.folderId, bookmarkFolders.id))
      .where(eq(bookmarkFolders.userId, userId))
      .groupBy(bookmarkFolders.id)
      .orderBy(asc(bookmarkFolders.name)),
    db
      .select({
        id: bookmarks.id,
        caseStudyId: bookmarks.caseStudyId,
        tacticId: bookmarks.tacticId,
        caseStudyTitle: caseStudies.title,
        regionTags: caseStudies.regionTags,
        tacticName: tactics.name,
        category: tactics.category,
        folderId: bookmarks.folderId,
        remindAt: bookmarks.remindAt,
        createdAt: bookmarks.createdAt,
      })
      .from(bookmarks)
      .leftJoin(caseStudies, eq(caseStudies.id, bookmarks.caseStudyId))
      .leftJoin(tactics, eq(tactics.id, bookmarks.tacticId))
      .where(eq(bookmarks.userId, userId))
      .orderBy(desc(bookmarks.createdAt))
      .limit(BOOKMARKS_LISTED),
  ]);
  return {
    folders: folders.map((f) => ({ id: f.id, name: f.name, count: f.count, createdAt: f.createdAt.toISOString() })),
    items: rows.map((r) => {
      const item = itemReference(r);
      const isStudy = item.kind === 'case_study';
      return {
        id: r.id,
        ...item,
        regionTags: isStudy ? (r.regionTags ?? []).slice(0, REGION_TAGS_SHOWN) : [],
        category: isStudy ? null : (r.category ?? null),
        folderId: r.folderId,
        remindAt: r.remindAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}

export async function createFolder(db: Database, userId: string, name: string) {
  try {
    const [row] = await db.insert(bookmarkFolders).values({ userId, name }).returning();
    return { id: row!.id, name: row!.name, count: 0, createdAt: row!.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LIBRARY_MESSAGES.folderExists);
    throw error;
  }
}

export async function renameFolder(db: Database, userId: string, id: string, name: string) {
  await ownFolder(db, userId, id);
  try {
    await db.update(bookmarkFolders).set({ name }).where(eq(bookmarkFolders.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LIBRARY_MESSAGES.folderExists);
    throw error;
  }
}

/** Deleting a folder keeps its bookmarks, unfiled (the foreign key sets them to null). */
export async function deleteFolder(db: Database, userId: string, id: string) {
  await ownFolder(db, userId, id);
  await db.delete(bookmarkFolders).where(eq(bookmarkFolders.id, id));
}

/** Moves a bookmark and/or sets its reminder; a reminder is an event due at its time. */
export async function updateBookmark(db: Database, userId: string, id: string, changes: BookmarkUpdate, now = new Date()) {
  await ownBookmark(db, userId, id);
  if (changes.folderId) await ownFolder(db, userId, changes.folderId);
  let remindAt: Date | null | undefined;
  if (changes.reminder === null) remindAt = null;
  else if (changes.reminder) {
    remindAt = reminderTime(changes.reminder, now);
    if (Number.isNaN(remindAt.getTime()) || !isReminderTimeAllowed(remindAt, now)) throw badRequest(LIBRARY_MESSAGES.reminderDate);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(bookmarks)
      .set({ ...(changes.folderId !== undefined && { folderId: changes.folderId }), ...(remindAt !== undefined && { remindAt }) })
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)));
    if (remindAt) {
      await emitEvent(tx, { type: 'bookmark.reminder', actorId: userId, payload: { bookmarkId: id, remindAt: remindAt.toISOString() } }, { runAfter: remindAt });
    }
  });
}

export async function deleteBookmark(db: Database, userId: string, id: string) {
  const row = await ownBookmark(db, userId, id);
  await db.delete(bookmarks).where(and(eq(bookmarks.id, row.id), eq(bookmarks.userId, userId)));
}

/** The reminder's bookmark with its title, if it still asks for exactly this time. */
export async function dueReminder(tx: Database, bookmarkId: string, remindAt: string) {
  const [row] = await tx
    .select({ id: bookmarks.id, userId: bookmarks.userId, caseStudyId: bookmarks.caseStudyId, tacticId: bookmarks.tacticId, title: sql<string | null>`coalesce(${caseStudies.title}, ${tactics.name})` })
    .from(bookmarks)
    .leftJoin(caseStudies, eq(caseStudies.id, bookmarks.caseStudyId))
    .leftJoin(tactics, eq(tactics.id, bookmarks.tacticId))
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.remindAt, new Date(remindAt))));
  return row;
}

export async function clearReminder(tx: Database, bookmarkId: string) {
  await tx.update(bookmarks).set({ remindAt: null }).where(eq(bookmarks.id, bookmarkId));
}
