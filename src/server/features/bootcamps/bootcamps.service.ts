import { bootcampDiscountLabels } from '#shared/domain/billing.ts';
import { bootcampPriceFor, bootcampStatus, canEnroll } from '#shared/domain/bootcamps.ts';
import { WAITLIST_MESSAGES, type BootcampList, type WaitlistPage } from '#shared/schemas/bootcamps.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { isOnBootcampWaitlist } from '../../lib/bootcamp-waitlist.ts';
import { takeFormAttempt } from '../../lib/form-limit.ts';
import { queueMail } from '../../mail/mailer.ts';
import { waitlistConfirmationEmail } from '../../mail/templates.ts';
import { addToWaitlist, listBootcamps, waitlistPage } from './bootcamps.queries.ts';

export const WAITLIST_PAGE_SIZE = 50;

const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function getBootcamps(db: Database, user: SessionUser | null): Promise<BootcampList> {
  const today = todayUtc();
  const [rows, waitlisted] = await Promise.all([listBootcamps(db, user?.id ?? null), user ? isOnBootcampWaitlist(db, user.id) : false]);
  const buyer = { tier: user?.tier ?? null, waitlisted };
  return {
    bootcamps: rows.map((row) => {
      const status = bootcampStatus(row, today);
      return {
        ...row,
        seatsLeft: Math.max(0, row.maxSeats - row.enrolled),
        viewerPriceCents: bootcampPriceFor(row.priceCents, buyer),
        viewerDiscounts: bootcampDiscountLabels(buyer),
        status,
        canEnroll: canEnroll(status),
      };
    }),
  };
}

/**
 * One entry per address: a second sign-up answers the same and sends nothing. The confirmation
 * of a new entry is queued in the entry's own transaction, so both exist or neither does; the
 * event worker's mail handler sends it. The public forms' limits apply, per client and per address.
 */
export async function joinWaitlist(deps: { db: Database; publicUrl: string }, email: string, user: SessionUser | null, clientAddress: string) {
  await takeFormAttempt(deps.db, 'waitlist', clientAddress, email);
  await deps.db.transaction(async (tx) => {
    if (await addToWaitlist(tx, email, user?.id ?? null)) {
      await queueMail(tx, waitlistConfirmationEmail(email, `${deps.publicUrl}/bootcamps`));
    }
  });
  return { title: WAITLIST_MESSAGES.successTitle, message: WAITLIST_MESSAGES.success };
}

export async function getWaitlist(db: Database, user: SessionUser, page: number): Promise<WaitlistPage> {
  authorize(user, 'ADMIN_CONTENT');
  const { entries, total } = await waitlistPage(db, page, WAITLIST_PAGE_SIZE);
  return { entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })), total, page, pageSize: WAITLIST_PAGE_SIZE };
}
