import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';

const BATCH_SIZE = 1_000;

/**
 * Fills a database with synthetic case studies for benchmarks:
 *   npm run seed:scale -- --case-studies 100000
 * Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first).
 */
async function main() {
  const { values } = parseArgs({ options: { 'case-studies': { type: 'string', default: '100000' }, seed: { type: 'string', default: '42' } } });
  const total = Number(values['case-studies']);
  if (!Number.isInteger(total) || total < 1) throw new Error('--case-studies must be a whole number of 1 or more');
  const handle = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPglite(path.resolve(process.env.DATA_DIR ?? './data'));
  try {
    await handle.migrate();
    const random = seededRandom(Number(values.seed));
    const started = performance.now();
    for (let offset = 0; offset < total; offset += BATCH_SIZE) {
      const rows = Array.from({ length: Math.min(BATCH_SIZE, total - offset) }, () => generateCaseStudy(random));
      await handle.db.insert(caseStudies).values(rows);
      process.stdout.write(`\rinserted ${Math.min(offset + BATCH_SIZE, total)} / ${total}`);
    }
    console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
