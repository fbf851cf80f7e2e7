import { and, eq, ne, sql } from 'drizzle-orm';
import { can, decide } from '#shared/domain/policy.ts';
import {
  deadlineOpen,
  GIG_MESSAGES,
  GIGS_PAGE_SIZE,
  utcToday,
  type GigApplicationInput,
  type GigDetail,
  type GigList,
  type GigValues,
  type GigView,
} from '#shared/schemas/gigs.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, refusalError, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { gigApplications, gigs } from '../../db/schema/gigs.ts';
import { emitEvent } from '../../events.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { gigNotice } from './gigs.events.ts';
import { presentApplication, presentGigSummary, presentMember } from './gigs.presenter.ts';
import { applicationsOf, findGig, listGigs, lockGig, openSkills, type GigRow } from './gigs.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Reading the marketplace: members with GIGS_MARKETPLACE_ACCESS, and staff with ADMIN_CONTENT,
 * who look after its listings. Everyone else is refused with the feature's upgrade prompt.
 */
function authorizeReading(user: SessionUser): void {
  if (can(toActor(user), 'ADMIN_CONTENT')) return;
  authorize(user, 'GIGS_MARKETPLACE_ACCESS');
}

/** Posting, changing, applying and picking are the members' with the key. */
function authorizeTrading(user: SessionUser): void {
  authorize(user, 'GIGS_MARKETPLACE_ACCESS');
}

/** The poster's own gig, through the policy's `own` action: another member's gig is a 404. */
function authorizeOwn(user: SessionUser, gig: GigRow | null): asserts gig is GigRow {
  if (!gig) throw notFound(GIG_MESSAGES.notFound);
  const refusal = decide(toActor(user), 'own', { ownerId: gig.posterId });
  if (refusal) throw refusalError(refusal, GIG_MESSAGES.notFound);
}

const lockedGig = async (tx: Tx, id: string, mode: 'update' | 'share') => (isUuid(id) ? lockGig(tx, id, mode) : null);

export async function listGigsFor(db: Database, user: SessionUser, query: { view: GigView; skill?: string; page: number }, now = new Date()): Promise<GigList> {
  authorizeReading(user);
  const today = utcToday(now);
  const [{ rows, total }, skills] = await Promise.all([
    listGigs(db, { view: query.view, viewerId: user.id, skill: query.skill || undefined, today, limit: GIGS_PAGE_SIZE, offset: (query.page - 1) * GIGS_PAGE_SIZE }),
    openSkills(db, today),
  ]);
  return { gigs: rows.map((row) => presentGigSummary(row, user.id)), total, page: query.page, pageSize: GIGS_PAGE_SIZE, skills };
}

/**
 * A gig's page. An open gig is every reader's; once it stopped taking applications (filled,
 * closed, removed) only its poster, its applicants and staff see it, and others get a 404.
 */
export async function readGig(db: Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>, user: SessionUser, id: string, now = new Date()): Promise<GigDetail> {
  authorizeReading(user);
  const row = isUuid(id) ? await findGig(db, id, user.id) : null;
  if (!row) throw notFound(GIG_MESSAGES.notFound);
  const mine = row.posterId === user.id;
  const staff = can(toActor(user), 'ADMIN_CONTENT');
  if (row.status !== 'open' && !mine && !row.applied && !staff) throw notFound(GIG_MESSAGES.notFound);
  const applications = mine ? await applicationsOf(db, row.id) : row.applied ? await applicationsOf(db, row.id, user.id) : [];
  const pickedRow = row.pickedApplicationId ? (mine ? applications : await applicationsOf(db, row.id)).find(({ application }) => application.id === row.pickedApplicationId) : undefined;
  // Whom the poster picked is theirs and the picked member's to know.
  const picked = pickedRow && (mine || pickedRow.application.applicantId === user.id) ? presentMember(pickedRow.application.applicantId, pickedRow.name, pickedRow.avatar) : null;
  return {
    ...presentGigSummary(row, user.id),
    description: row.description,
    acceptingApplications: row.status === 'open' && deadlineOpen(row.deadline, now),
    applications: applications.map((application) => presentApplication(application, row.pickedApplicationId)),
    picked,
    removal: row.status === 'removed' && (mine || staff) && row.removedReason ? { reason: row.removedReason, removedAt: (row.closedAt ?? row.updatedAt).toISOString() } : null,
    canRemove: staff && row.status !== 'removed',
  };
}

export async function createGig(db: Database, user: SessionUser, values: GigValues): Promise<GigDetail> {
  authorizeTrading(user);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(gigs).values({ posterId: user.id, ...values }).returning({ id: gigs.id });
    return readGig(tx, user, row!.id);
  });
}

export async function updateGig(db: Database, user: SessionUser, id: string, values: GigValues): Promise<GigDetail> {
  authorizeTrading(user);
  return db.transaction(async (tx) => {
    const gig = await lockedGig(tx, id, 'update');
    authorizeOwn(user, gig);
    if (gig.status !== 'open') throw conflict(GIG_MESSAGES.notEditable);
    await tx.update(gigs).set(values).where(eq(gigs.id, gig.id));
    return readGig(tx, user, gig.id);
  });
}

/** The poster closes their open gig without picking; its applicants are told. */
export async function closeGig(db: Database, user: SessionUser, id: string): Promise<GigDetail> {
  authorizeTrading(user);
  return db.transaction(async (tx) => {
    const gig = await lockedGig(tx, id, 'update');
    authorizeOwn(user, gig);
    if (gig.status !== 'open') throw conflict(GIG_MESSAGES.notEditable);
    await tx.update(gigs).set({ status: 'closed', closedAt: sql`now()` }).where(eq(gigs.id, gig.id));
    for (const { application } of await applicationsOf(tx, gig.id)) {
      await emitEvent(tx, gigNotice(user.id, application.applicantId, 'gig_closed', { gigId: gig.id, title: gig.title }));
    }
    return readGig(tx, user, gig.id);
  });
}

/**
 * One application per member and gig, never to their own, only while the gig is open and its
 * deadline not past. The gig's row is held FOR SHARE while the application is written: a pick
 * (which updates the row) waits for it, and an application waiting on a pick reads the gig as
 * the pick left it, so none slips in after the gig was filled.
 */
export async function applyToGig(db: Database, user: SessionUser, id: string, input: GigApplicationInput, now = new Date()): Promise<GigDetail> {
  authorizeTrading(user);
  return db.transaction(async (tx) => {
    const gig = await lockedGig(tx, id, 'share');
    if (!gig) throw notFound(GIG_MESSAGES.notFound);
    if (gig.posterId === user.id) throw conflict(GIG_MESSAGES.ownGig);
    if (gig.status !== 'open') {
      const applied = (await applicationsOf(tx, gig.id, user.id)).length > 0;
      // A gig that stopped before the member applied is hidden from them like any other.
      if (!applied && !can(toActor(user), 'ADMIN_CONTENT')) throw notFound(GIG_MESSAGES.notFound);
      throw conflict(GIG_MESSAGES.notOpen);
    }
    if (!deadlineOpen(gig.deadline, now)) throw conflict(GIG_MESSAGES.pastDeadline);
    const [inserted] = await tx
      .insert(gigApplications)
      .values({ gigId: gig.id, applicantId: user.id, pitch: input.pitch })
      .onConflictDoNothing({ target: [gigApplications.gigId, gigApplications.applicantId] })
      .returning({ id: gigApplications.id });
    if (!inserted) throw conflict(GIG_MESSAGES.alreadyApplied);
    await emitEvent(tx, gigNotice(user.id, gig.posterId, 'gig_applied', { gigId: gig.id, title: gig.title }));
    return readGig(tx, user, gig.id, now);
  });
}

/**
 * The poster picks one applicant: the gig is filled and takes no more applications. The row is
 * locked FOR UPDATE and its state read again under the lock, so of two picks at once (on any
 * instances) exactly one finds it open; the other is a 409 that changes nothing. The picked
 * member, the poster and every other applicant are notified through events of this transaction.
 */
export async function pickApplicant(db: Database, user: SessionUser, id: string, applicationId: string): Promise<GigDetail> {
  authorizeTrading(user);
  return db.transaction(async (tx) => {
    const gig = await lockedGig(tx, id, 'update');
    authorizeOwn(user, gig);
    if (gig.status === 'filled') throw conflict(GIG_MESSAGES.alreadyPicked);
    if (gig.status !== 'open') throw conflict(GIG_MESSAGES.notOpen);
    const applications = await applicationsOf(tx, gig.id);
    const chosen = isUuid(applicationId) ? applications.find(({ application }) => application.id === applicationId) : undefined;
    if (!chosen) throw notFound(GIG_MESSAGES.applicationNotFound);
    const updated = await tx
      .update(gigs)
      .set({ status: 'filled', pickedApplicationId: chosen.application.id, closedAt: sql`now()` })
      .where(and(eq(gigs.id, gig.id), eq(gigs.status, 'open')))
      .returning({ id: gigs.id });
    if (updated.length === 0) throw conflict(GIG_MESSAGES.alreadyPicked);
    const metadata = { gigId: gig.id, title: gig.title };
    const pickedName = presentMember(chosen.application.applicantId, chosen.name, chosen.avatar).displayName;
    await emitEvent(tx, gigNotice(user.id, chosen.application.applicantId, 'gig_picked', metadata));
    await emitEvent(tx, gigNotice(user.id, user.id, 'gig_pick_made', { ...metadata, pickedName }));
    for (const { application } of applications) {
      if (application.id !== chosen.application.id) await emitEvent(tx, gigNotice(user.id, application.applicantId, 'gig_filled', metadata));
    }
    return readGig(tx, user, gig.id);
  });
}

/** Staff with ADMIN_CONTENT take a listing down, with a reason the poster is shown and notified of. */
export async function removeGig(db: Database, user: SessionUser, id: string, reason: string): Promise<GigDetail> {
  authorize(user, 'ADMIN_CONTENT');
  return db.transaction(async (tx) => {
    const gig = await lockedGig(tx, id, 'update');
    if (!gig) throw notFound(GIG_MESSAGES.notFound);
    if (gig.status === 'removed') throw conflict(GIG_MESSAGES.alreadyRemoved);
    await tx
      .update(gigs)
      .set({ status: 'removed', removedReason: reason, removedBy: user.id, closedAt: gig.closedAt ?? sql`now()` })
      .where(and(eq(gigs.id, gig.id), ne(gigs.status, 'removed')));
    await emitEvent(tx, gigNotice(user.id, gig.posterId, 'gig_removed', { gigId: gig.id, title: gig.title, reason }));
    return readGig(tx, user, gig.id);
  });
}

/** Every listing, newest first, for staff with ADMIN_CONTENT (the admin area's gigs page). */
export async function listAllGigs(db: Database, user: SessionUser, page: number): Promise<GigList> {
  authorize(user, 'ADMIN_CONTENT');
  const { rows, total } = await listGigs(db, { view: 'all', viewerId: user.id, today: utcToday(), limit: GIGS_PAGE_SIZE, offset: (page - 1) * GIGS_PAGE_SIZE });
  return { gigs: rows.map((row) => presentGigSummary(row, user.id)), total, page, pageSize: GIGS_PAGE_SIZE, skills: [] };
}
