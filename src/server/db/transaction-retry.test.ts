import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '#server/db/schema/engagement.ts';
import { DATABASE_BUSY_MESSAGE } from '#server/lib/error-handler.ts';
import { resultRows } from '#server/lib/sql-helpers.ts';
import { caseStudyIdByTitle, PUBLISHED_DEMO_STUDIES } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { TRANSACTION_ATTEMPTS } from './transaction-retry.ts';

const testApp = testAppForFile({ demoContent: true });
let member: FastMember;
let studyId: string;

beforeAll(async () => {
  member = await fastMember(testApp);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
});

const bookmarkPath = () => `/api/case-studies/${studyId}/bookmark`;
const bookmarkRows = () => testApp.db.select().from(bookmarks).where(and(eq(bookmarks.userId, member.userId), eq(bookmarks.caseStudyId, studyId)));

/**
 * Makes the first `times` bookmark inserts fail with the given SQLSTATE, as a deadlock's victim or
 * a serialization failure does. A sequence counts the attempts: it is not rolled back with them.
 * (On PGlite, one connection, no real deadlock can happen: this is how its retries are seen.)
 */
async function failBookmarkInserts(sqlState: string, times: number) {
  await testApp.db.execute(sql.raw('create sequence bookmark_insert_attempts'));
  await testApp.db.execute(
    sql.raw(`create function fail_bookmark_insert() returns trigger language plpgsql as $$
      begin
        if nextval('bookmark_insert_attempts') <= ${times} then
          raise exception 'forced by the test' using errcode = '${sqlState}';
        end if;
        return new;
      end $$`),
  );
  await testApp.db.execute(sql.raw('create trigger fail_bookmark_insert before insert on bookmarks for each row execute function fail_bookmark_insert()'));
}

async function insertAttempts(): Promise<number> {
  const [row] = resultRows<{ last_value: string; is_called: boolean }>(await testApp.db.execute(sql.raw('select last_value, is_called from bookmark_insert_attempts')));
  return row!.is_called ? Number(row!.last_value) : 0;
}

afterEach(async () => {
  await testApp.db.execute(sql.raw('drop trigger if exists fail_bookmark_insert on bookmarks'));
  await testApp.db.execute(sql.raw('drop function if exists fail_bookmark_insert()'));
  await testApp.db.execute(sql.raw('drop sequence if exists bookmark_insert_attempts'));
  await testApp.db.delete(bookmarks).where(eq(bookmarks.userId, member.userId));
});

describe('a transaction the database rolls back for another one', () => {
  it.each([
    ['a serialization failure', '40001'],
    ['a deadlock', '40P01'],
  ])('is run again after %s, and the change is saved once', async (_name, sqlState) => {
    await failBookmarkInserts(sqlState, 1);
    const response = await member.client.put(bookmarkPath());
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ bookmarked: true });
    expect(await insertAttempts()).toBe(2);
    expect(await bookmarkRows()).toHaveLength(1);
  });

  it(`answers 503 DATABASE_BUSY with Retry-After after ${TRANSACTION_ATTEMPTS} attempts, changing nothing`, async () => {
    await failBookmarkInserts('40P01', 1_000);
    const response = await member.client.put(bookmarkPath());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ error: { code: 'DATABASE_BUSY', message: DATABASE_BUSY_MESSAGE } });
    expect(await insertAttempts()).toBe(TRANSACTION_ATTEMPTS);
    expect(await bookmarkRows()).toHaveLength(0);
  });

  it('is not run again for any other error', async () => {
    await failBookmarkInserts('P0001', 1_000);
    const response = await member.client.put(bookmarkPath());
    expect(response.status).toBe(500);
    expect(await insertAttempts()).toBe(1);
  });
});

// Two writers taking the same two rows in opposite orders: PostgreSQL ends one of them as the
// deadlock's victim (after its deadlock_timeout, 1 s by default). No endpoint reaches such a pair
// on demand, so the writers use the app's database handle directly, as every service does.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a real deadlock between two writers', () => {
  beforeAll(async () => {
    await testApp.db.execute(sql.raw('create table deadlock_probe (id integer primary key, n integer not null)'));
    await testApp.db.execute(sql.raw('insert into deadlock_probe values (1, 0), (2, 0)'));
  });

  it('ends with both writers done, the victim run again', async () => {
    let attempts = 0;
    let holding = 0;
    let bothHold!: () => void;
    const bothHoldTheirFirstRow = new Promise<void>((resolve) => {
      bothHold = resolve;
    });
    const writer = (first: number, second: number) =>
      testApp.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        holding += 1;
        if (holding === 2) bothHold();
        await bothHoldTheirFirstRow;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([writer(1, 2), writer(2, 1)]);
    expect(attempts).toBe(3);
    expect(resultRows(await testApp.db.execute(sql.raw('select id, n from deadlock_probe order by id')))).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });
});
