import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';

/** The local PostgreSQL server every benchmark uses (trust auth). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates the database once and returns its URL. */
export async function ensureDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates the database and tops `case_studies` up to `total` synthetic rows from the scale
 * generator (seeded, so every database of a size holds the same rows), then refreshes every
 * table's visibility map and statistics as autovacuum would on a live database. Returns up to `ids`
 * published ids in a fixed random order, for detail requests.
 */
export async function prepareCatalog(url: string, total: number, ids = 0): Promise<string[]> {
  const handle = openPostgres(url);
  try {
    await handle.migrate();
    const [existing] = await handle.db.select({ value: count() }).from(caseStudies);
    const have = existing?.value ?? 0;
    if (have < total) {
      console.log(`seeding ${total - have} case studies...`);
      const random = seededRandom(have + 1);
      for (let offset = have; offset < total; offset += 1_000) {
        await handle.db.insert(caseStudies).values(Array.from({ length: Math.min(1_000, total - offset) }, () => generateCaseStudy(random)));
      }
    }
    // Every table, every time: a migration may have added one, and a server without autovacuum
    // (as on some development machines) would otherwise plan without statistics.
    await handle.db.execute('vacuum analyze');
    if (ids === 0) return [];
    const rows = await handle.db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(eq(caseStudies.status, 'published'))
      .orderBy(sql`md5(${caseStudies.id}::text)`)
      .limit(ids);
    return rows.map((row) => row.id);
  } finally {
    await handle.close();
  }
}
